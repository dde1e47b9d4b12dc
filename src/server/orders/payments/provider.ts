// The payment provider interface (decisions.md "Money"): every payment goes through one provider. The
// built-in provider works offline — "pay in store" (collected at the counter later) and "marked paid by
// staff" — and is the default; the Stripe adapter (stripe-provider.ts: Checkout for card payments, refunds)
// implements the same interface when STRIPE_SECRET_KEY switches it on.
import { builtInProvider } from './builtin-provider.ts';
import { stripeClient } from '../../billing/stripe-client.ts';
import { stripeProvider } from './stripe-provider.ts';

/** card: paid online on the provider's hosted page (Stripe only). */
export type PaymentMethod = 'in_store' | 'manual' | 'card';

/** The methods a customer may choose on the storefront (manual is staff marking a payment collected). */
export type CustomerPaymentMethod = Extract<PaymentMethod, 'in_store' | 'card'>;

export interface CreatePaymentInput {
  storeId: number;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  /** The same key must never create a second charge at the provider. */
  idempotencyKey: string;
  /** Where the hosted payment page sends the customer back (card payments). */
  returnUrl?: string;
}

export interface ProviderPayment {
  /** succeeded: the money is collected; pending: due later (e.g. paid at the counter on pick-up). */
  status: 'succeeded' | 'pending';
  reference: string;
  /** Where the customer completes the payment (hosted checkout); none for the built-in provider. */
  redirectUrl?: string;
}

/** Where a hosted (card) payment stands at the provider. */
export interface HostedPaymentState {
  /** succeeded: paid; pending: the hosted page is still open (redirectUrl); failed: expired or abandoned. */
  status: 'succeeded' | 'pending' | 'failed';
  redirectUrl?: string;
}

export interface PaymentProvider {
  readonly id: string;
  readonly methods: readonly PaymentMethod[];
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** Asks the provider where a hosted payment stands (the return page's confirmation, a second attempt). */
  lookup(reference: string): Promise<HostedPaymentState>;
  /** Collects a pending payment (staff take the money at the counter). */
  capture(reference: string): Promise<{ status: 'succeeded' }>;
  refund(reference: string, amountCents: number): Promise<{ status: 'refunded'; reference: string }>;
}

/**
 * The configured provider: Stripe when its keys are configured (it takes in-store and staff-marked payments
 * as the built-in one does, plus cards), else the built-in provider.
 */
export function paymentProvider(): PaymentProvider {
  const stripe = stripeClient();
  return stripe ? stripeProvider(stripe) : builtInProvider;
}

/** What the storefront offers: pay in store always, card when the configured provider takes cards. */
export function customerPaymentMethods(): CustomerPaymentMethod[] {
  return paymentProvider().methods.filter(
    (m): m is CustomerPaymentMethod => m === 'in_store' || m === 'card',
  );
}
