// The payment provider interface (decisions.md "Money"): every payment goes through one provider. The
// built-in provider works offline — "pay in store" (collected at the counter later) and "marked paid by
// staff" — and is the default; the Stripe adapter (stripe-provider.ts: Checkout for card payments, refunds)
// implements the same interface when STRIPE_SECRET_KEY switches it on.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { payoutAccounts } from '../../db/schema/index.ts';
import { ownerTypeOf } from '../../billing/owners.ts';
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

/**
 * The connected account that receives a store's card payments: only when the provider takes cards and the
 * store's payout account can take charges (status enabled). Read in the tenant's own transaction: the
 * payout_accounts policy shows a store's scope its own row only (owner type 1, owner id = app.store_id).
 */
export async function cardPayeeOf(tx: Transaction, storeId: number): Promise<string | null> {
  if (!paymentProvider().methods.includes('card')) return null;
  const [account] = await tx
    .select({ accountId: payoutAccounts.accountId })
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.ownerType, ownerTypeOf({ kind: 'store', id: storeId })),
        eq(payoutAccounts.ownerId, storeId),
        eq(payoutAccounts.status, 'enabled'),
      ),
    );
  return account?.accountId ?? null;
}

/** What the storefront offers at a store: pay in store always, card where the store can take it. */
export async function customerPaymentMethods(
  tx: Transaction,
  storeId: number,
): Promise<CustomerPaymentMethod[]> {
  return (await cardPayeeOf(tx, storeId)) ? ['in_store', 'card'] : ['in_store'];
}
