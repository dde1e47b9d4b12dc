// The payment provider interface (decisions.md "Money"): every payment goes through one provider. The
// built-in provider works offline — "pay in store" (collected at the counter later) and "marked paid by
// staff" — and is the default; a Stripe adapter (Checkout/PaymentIntents, Connect, signed webhooks) is to
// implement the same interface when it is switched on by configuration.
import crypto from 'node:crypto';

export type PaymentMethod = 'in_store' | 'manual';

export interface CreatePaymentInput {
  storeId: number;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  /** The same key must never create a second charge at the provider. */
  idempotencyKey: string;
}

export interface ProviderPayment {
  /** succeeded: the money is collected; pending: due later (e.g. paid at the counter on pick-up). */
  status: 'succeeded' | 'pending';
  reference: string;
  /** Where the customer completes the payment (hosted checkout); none for the built-in provider. */
  redirectUrl?: string;
}

export interface PaymentProvider {
  readonly id: string;
  readonly methods: readonly PaymentMethod[];
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** Collects a pending payment (staff take the money at the counter). */
  capture(reference: string): Promise<{ status: 'succeeded' }>;
  refund(reference: string, amountCents: number): Promise<{ status: 'refunded'; reference: string }>;
}

/** Pay in store or marked paid by staff: nothing leaves the platform, so every flow works offline. */
export const builtInProvider: PaymentProvider = {
  id: 'builtin',
  methods: ['in_store', 'manual'],
  async createPayment(input) {
    // The key makes the reference stable: a retried call describes the same payment.
    const reference = `bi_${crypto.createHash('sha256').update(`${input.storeId}:${input.idempotencyKey}`).digest('hex').slice(0, 24)}`;
    return { status: input.method === 'manual' ? 'succeeded' : 'pending', reference };
  },
  async capture() {
    return { status: 'succeeded' };
  },
  async refund(reference) {
    return { status: 'refunded', reference: `${reference}_refund` };
  },
};

/** The configured provider. Only the built-in one exists until the Stripe adapter is written. */
export function paymentProvider(): PaymentProvider {
  return builtInProvider;
}
