// Online payments for a store or vendor: a Stripe Connect (Express) account, onboarded on Stripe's own pages
// (an account link) and checked on return (/middle-page, the vendor's /stripe-middle-page) and by the
// `account.updated` webhook. A store's `payments` onboarding step is done once the account can take charges.
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '../db/database.ts';
import { payoutAccounts, type PayoutAccountStatus } from '../db/schema/index.ts';
import { markStep } from './onboarding.ts';
import { ownerTypeOf, type BillingOwner } from './owners.ts';
import { stripeClient, stripeOffMessage } from './stripe-client.ts';

export interface PayoutAccountView {
  configured: boolean;
  status: 'none' | PayoutAccountStatus;
  account_id: string | null;
  redirect_url: string | null;
  message: string;
}

const messages: Record<PayoutAccountView['status'], string> = {
  none:
    'Connect a Stripe account to take card payments online and receive payouts. Until then your storefront ' +
    'offers Pay in store only.',
  pending:
    'Stripe still needs some details before you can take card payments. Until then your storefront offers ' +
    'Pay in store only.',
  enabled:
    'Your Stripe account is connected: customers can pay by card online, and their payments go to this ' +
    'account.',
  failed:
    'Stripe could not verify the account. Open Stripe again to fix the details it asks for. Until then your ' +
    'storefront offers Pay in store only.',
};

async function accountRow(tx: Transaction, owner: BillingOwner) {
  const [row] = await tx
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.ownerType, ownerTypeOf(owner)), eq(payoutAccounts.ownerId, owner.id)));
  return row;
}

export function statusOfAccount(account: Stripe.Account): PayoutAccountStatus {
  if (account.charges_enabled && account.details_submitted) return 'enabled';
  if (account.requirements?.disabled_reason?.startsWith('rejected')) return 'failed';
  return 'pending';
}

/** Records an account's status; a store's payments step is done when it can take charges. */
export async function applyAccountStatus(
  tx: Transaction,
  accountId: string,
  status: PayoutAccountStatus,
): Promise<boolean> {
  const [row] = await tx
    .update(payoutAccounts)
    .set({ status, updatedAt: new Date() })
    .where(eq(payoutAccounts.accountId, accountId))
    .returning();
  if (!row) return false;
  if (status === 'enabled' && row.ownerType === 1) await markStep(tx, row.ownerId, 'payments', 'done');
  return true;
}

export async function payoutAccountOf(tx: Transaction, owner: BillingOwner): Promise<PayoutAccountView> {
  const stripe = stripeClient();
  const row = await accountRow(tx, owner);
  if (!stripe)
    return {
      configured: false,
      status: row?.status ?? 'none',
      account_id: null,
      redirect_url: null,
      message: stripeOffMessage,
    };
  let status: PayoutAccountView['status'] = row?.status ?? 'none';
  if (row && status !== 'enabled') {
    // Coming back from Stripe: ask Stripe rather than wait for the webhook.
    status = statusOfAccount(await stripe.accounts.retrieve(row.accountId));
    await applyAccountStatus(tx, row.accountId, status);
  }
  return {
    configured: true,
    status,
    account_id: row?.accountId ?? null,
    redirect_url: null,
    message: messages[status],
  };
}

/** Creates the account when there is none, and a fresh onboarding link on Stripe's pages. */
export async function connectAccount(
  tx: Transaction,
  owner: BillingOwner,
  email: string,
  urls: { returnUrl: string; refreshUrl: string },
): Promise<PayoutAccountView> {
  const stripe = stripeClient();
  if (!stripe) return payoutAccountOf(tx, owner);
  let row = await accountRow(tx, owner);
  if (!row) {
    const account = await stripe.accounts.create(
      {
        type: 'express',
        email,
        // A store takes its customers' card payments as destination charges on its behalf
        // (stripe-provider.ts): that needs both; a vendor is only paid by transfers.
        capabilities:
          owner.kind === 'store'
            ? { card_payments: { requested: true }, transfers: { requested: true } }
            : { transfers: { requested: true } },
        metadata: { owner_type: String(ownerTypeOf(owner)), owner_id: String(owner.id) },
      },
      { idempotencyKey: `connect:${owner.kind}:${owner.id}` },
    );
    [row] = await tx
      .insert(payoutAccounts)
      .values({
        ownerType: ownerTypeOf(owner),
        ownerId: owner.id,
        provider: 'stripe',
        accountId: account.id,
        status: statusOfAccount(account),
      })
      .returning();
  }
  const link = await stripe.accountLinks.create({
    account: row!.accountId,
    type: 'account_onboarding',
    return_url: urls.returnUrl,
    refresh_url: urls.refreshUrl,
  });
  return {
    configured: true,
    status: row!.status,
    account_id: row!.accountId,
    redirect_url: link.url,
    message: messages[row!.status],
  };
}
