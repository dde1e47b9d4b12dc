// The payment provider interface (docs/product.md#payments-provider): what every provider — the built-in one
// (builtin-provider.ts) and the Stripe adapter (stripe-provider.ts) — implements. provider.ts picks one.
/**
 * card: paid online on the provider's hosted page (Stripe only); cash and card_present: taken by staff at
 * the counter (docs/product.md#payments-part-payments), recorded as collected at once.
 */
export type PaymentMethod = 'in_store' | 'manual' | 'card' | 'cash' | 'card_present';

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
  /**
   * The store's connected account (Stripe Connect `acct_…`) the card money goes to: a card payment is the
   * store's sale, never the platform's (cardPayeeOf finds it; without one no card is offered).
   */
  payee?: string;
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
  /** Gives back `amountCents` of a payment; the same `key` never refunds twice at the provider. */
  refund(
    reference: string,
    amountCents: number,
    key?: string,
  ): Promise<{ status: 'refunded'; reference: string }>;
}
