// Plans and billing for stores and vendors: the plans offered, the caller's subscription (choose or change a
// plan: built-in provider at once, Stripe through Checkout), the return from a hosted checkout (the middle
// pages confirm with Stripe rather than wait for the webhook), paying the platform's invoices, and the
// payout account (Stripe Connect onboarding). The queries are in billing.repository.ts and src/server/billing.
import type { FastifyRequest } from 'fastify';
import { planSchema, platformInvoiceSchema } from '../../../../schemas/billing.schema.ts';
import { inScope, type Database, type Transaction } from '../../db/database.ts';
import { plans, platformInvoices } from '../../db/schema/index.ts';
import { invalid } from '../../http-errors.ts';
import { appUrl } from '../../mail/send-mail.ts';
import { fieldMappings, toRecord } from '../../crud/record-mapping.ts';
import type { Row } from '../../crud/define-resource.ts';
import { ownerOf, subscriptionOf, type BillingOwner } from '../../billing/owners.ts';
import { payInvoice } from '../../billing/platform-invoices.ts';
import { connectAccount, payoutAccountOf } from '../../billing/payouts.ts';
import { applyCompletedCheckout } from '../../billing/stripe-events.ts';
import { stripeClient } from '../../billing/stripe-client.ts';
import { subscribe } from '../../billing/subscriptions.ts';
import { activePlans, emailOfUser, planById } from './billing.repository.ts';

// Records in the API's shape, mapped by the same schema-driven mapping the generic resources use.
const planMappings = fieldMappings(planSchema.properties, plans);
const invoiceMappings = fieldMappings(platformInvoiceSchema.properties, platformInvoices);
const planRecord = (row: typeof plans.$inferSelect) => toRecord(row as unknown as Row, planMappings);

/** Where the owner's face comes back after a hosted page: the portal for stores, the vendor app for vendors. */
const faceUrl = (owner: BillingOwner, path: string) =>
  appUrl(owner.kind === 'store' ? 'platform' : 'vendor', path);

async function subscriptionView(tx: Transaction, owner: BillingOwner, redirectUrl: string | null = null) {
  const row = await subscriptionOf(tx, owner);
  if (!row) return null;
  const plan = await planById(tx, row.planId);
  return {
    plan: planRecord(plan!),
    locations: row.locations,
    status: row.status,
    provider: row.provider,
    monthly_total: row.monthlyTotalCents / 100,
    activated_at: row.activatedAt?.toISOString() ?? null,
    redirect_url: redirectUrl,
  };
}

export async function plansOnOffer(db: Database, audience: 'store' | 'vendor') {
  const rows = await inScope(db, { kind: 'platform' }, (tx) => activePlans(tx, audience), { readOnly: true });
  return rows.map(planRecord);
}

export function subscriptionOfCaller(request: FastifyRequest) {
  const owner = ownerOf(request.principal!);
  return request.inTenant((tx) => subscriptionView(tx, owner));
}

/** Chooses or changes the plan (built-in provider: active at once; Stripe: pending with a Checkout redirect). */
export async function choosePlan(request: FastifyRequest, body: { plan_id: number; locations?: number }) {
  const owner = ownerOf(request.principal!);
  const returnPath = owner.kind === 'store' ? '/plan/middle-page' : '/stripe-middle-page';
  const data = await request.inTenant(async (tx) => {
    const { redirectUrl } = await subscribe(
      tx,
      owner,
      body.plan_id,
      body.locations ?? 1,
      faceUrl(owner, returnPath),
    );
    return subscriptionView(tx, owner, redirectUrl);
  });
  return data!;
}

/**
 * Back from Stripe Checkout: asks Stripe for the session and applies it if it completed — the same change
 * the webhook makes, applied once whichever comes first. A session that is not the caller's is a 400.
 */
export async function confirmCheckout(request: FastifyRequest, sessionId: string) {
  const owner = ownerOf(request.principal!);
  const stripe = stripeClient();
  if (!stripe)
    throw invalid([
      { field: 'session_id', message: 'Stripe is not switched on: there is no checkout to confirm' },
    ]);
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
  const meta = session?.metadata ?? {};
  const mine =
    owner.kind === 'store'
      ? meta.store_id === String(owner.id) || (meta.owner_type === '1' && meta.owner_id === String(owner.id))
      : meta.owner_type === '2' && meta.owner_id === String(owner.id);
  if (!session || !mine) throw invalid([{ field: 'session_id', message: 'session_id is not your checkout' }]);
  return request.inTenant(async (tx) => {
    const applied = await applyCompletedCheckout(tx, session);
    const outcome = applied ? 'applied' : session.status === 'complete' ? 'already' : 'open';
    return { outcome, subscription: await subscriptionView(tx, owner) };
  });
}

/** Pays one of the platform's invoices (settled at once by the built-in provider, or through Stripe Checkout). */
export async function payPlatformInvoice(request: FastifyRequest, invoiceId: number) {
  const storeId = request.principal!.storeId!;
  const paid = await request.inTenant((tx) =>
    payInvoice(tx, storeId, invoiceId, appUrl('platform', '/store-billing-middle-page')),
  );
  return { ...paid, invoice: toRecord(paid.invoice as unknown as Row, invoiceMappings) };
}

export function payoutAccountOfCaller(request: FastifyRequest) {
  const owner = ownerOf(request.principal!);
  return request.inTenant((tx) => payoutAccountOf(tx, owner));
}

/** Connects a Stripe account: Stripe's onboarding, back at the owner's face. */
export function connectPayoutAccount(request: FastifyRequest) {
  const principal = request.principal!;
  const owner = ownerOf(principal);
  const back = owner.kind === 'store' ? '/middle-page' : '/stripe-middle-page?connect=1';
  return request.inTenant(async (tx) =>
    connectAccount(tx, owner, (await emailOfUser(tx, principal.userId)) ?? '', {
      returnUrl: faceUrl(owner, back),
      refreshUrl: faceUrl(
        owner,
        owner.kind === 'store' ? '/connect-stripe' : '/stripe-middle-page?connect=1',
      ),
    }),
  );
}
