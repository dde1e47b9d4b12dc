// The configured payment provider (docs/product.md#payments-provider; its interface: payment-provider.ts):
// every payment
// goes through one provider. The built-in provider works offline — "pay in store" (collected at the counter
// later) and "marked paid by staff" — and is the default; the Stripe adapter (stripe-provider.ts: Checkout
// for card payments, refunds) implements the same interface when STRIPE_SECRET_KEY switches it on.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { payoutAccounts } from '../../db/schema/index.ts';
import { ownerTypeOf } from '../../billing/owners.ts';
import { builtInProvider } from './builtin-provider.ts';
import { stripeClient } from '../../billing/stripe-client.ts';
import { stripeProvider } from './stripe-provider.ts';
import type { CustomerPaymentMethod, PaymentProvider } from './payment-provider.ts';

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
