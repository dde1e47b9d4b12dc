// Plans and billing for stores and vendors: the plans offered, the caller's subscription (choose or change a
// plan: built-in provider at once, Stripe through Checkout), the return from a hosted checkout (the middle
// pages confirm with Stripe rather than wait for the webhook), paying the platform's invoices, and the
// payout account (Stripe Connect onboarding).
import { and, asc, eq } from 'drizzle-orm';
import { plans, platformInvoices, users } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/database.ts';
import { inScope } from '../../db/database.ts';
import { responses } from '../../envelope.ts';
import { invalid } from '../../http-errors.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import { idsParams } from '../../path-params.ts';
import { appUrl } from '../../mail/send-mail.ts';
import { fieldMappings, toRecord } from '../../crud/record-mapping.ts';
import type { Row } from '../../crud/define-resource.ts';
import { planSchema, platformInvoiceSchema } from '../../../../schemas/billing.schema.ts';
import { ownerOf, subscriptionOf, type BillingOwner } from '../../billing/owners.ts';
import { payInvoice } from '../../billing/platform-invoices.ts';
import { connectAccount, payoutAccountOf } from '../../billing/payouts.ts';
import { applyCompletedCheckout } from '../../billing/stripe-events.ts';
import { stripeClient } from '../../billing/stripe-client.ts';
import { subscribe } from '../../billing/subscriptions.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

const tags = ['billing'];

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
  const [plan] = await tx.select().from(plans).where(eq(plans.id, row.planId));
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

const nullable = (ref: string) => ({ anyOf: [{ $ref: ref }, { type: 'null' }] });

export default async function billingRoutes(app: ApiInstance) {
  app.get(
    '/billing/plans',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary: 'The plans on offer (stores by default, or vendors), cheapest first',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { audience: { type: 'string', enum: ['store', 'vendor'], default: 'store' } },
        },
        response: responses(200, { type: 'array', items: { $ref: 'Plan#' } }, 400),
      },
    },
    async (request) => {
      const rows = await inScope(
        app.db,
        { kind: 'platform' },
        (tx) =>
          tx
            .select()
            .from(plans)
            .where(and(eq(plans.isActive, true), eq(plans.audience, request.query.audience ?? 'store')))
            .orderBy(asc(plans.sequence), asc(plans.monthlyPriceCents), asc(plans.id)),
        { readOnly: true },
      );
      return { status: 'success', data: rows.map(planRecord) };
    },
  );

  app.get(
    '/billing/subscription',
    {
      ...permitted(app, permitOf('billing:view')),
      schema: {
        tags,
        summary: "The caller's store's (or vendor's) plan subscription; null before a plan is chosen",
        response: responses(200, nullable('Subscription#'), 401, 403),
      },
    },
    async (request) => {
      const owner = ownerOf(request.principal!);
      return { status: 'success', data: await request.inTenant((tx) => subscriptionView(tx, owner)) };
    },
  );

  app.post(
    '/billing/subscription',
    {
      ...permitted(app, permitOf('billing:manage')),
      schema: {
        tags,
        summary:
          'Choose or change the plan. Built-in provider: active at once (the first month is invoiced). ' +
          'Stripe: pending, with redirect_url to Stripe Checkout; active when the checkout completes.',
        body: { $ref: 'SubscriptionRequest#' },
        response: responses(200, { $ref: 'Subscription#' }, 400, 401, 403),
      },
    },
    async (request) => {
      const owner = ownerOf(request.principal!);
      const returnPath = owner.kind === 'store' ? '/plan/middle-page' : '/stripe-middle-page';
      const data = await request.inTenant(async (tx) => {
        const { redirectUrl } = await subscribe(
          tx,
          owner,
          request.body.plan_id,
          request.body.locations ?? 1,
          faceUrl(owner, returnPath),
        );
        return subscriptionView(tx, owner, redirectUrl);
      });
      return { status: 'success', data: data! };
    },
  );

  app.post(
    '/billing/checkout-return',
    {
      ...permitted(app, permitOf('billing:view')),
      schema: {
        tags,
        summary:
          'Back from Stripe Checkout (the middle pages): asks Stripe for the session and applies it if it ' +
          'completed — the same change the webhook makes, applied once whichever comes first',
        body: { $ref: 'CheckoutReturn#' },
        response: responses(
          200,
          {
            type: 'object',
            required: ['outcome'],
            properties: {
              outcome: { type: 'string', enum: ['applied', 'already', 'open'] },
              subscription: nullable('Subscription#'),
            },
          },
          400,
          401,
          403,
        ),
      },
    },
    async (request) => {
      const owner = ownerOf(request.principal!);
      const stripe = stripeClient();
      if (!stripe)
        throw invalid([
          { field: 'session_id', message: 'Stripe is not switched on: there is no checkout to confirm' },
        ]);
      const session = await stripe.checkout.sessions.retrieve(request.body.session_id).catch(() => null);
      const meta = session?.metadata ?? {};
      const mine =
        owner.kind === 'store'
          ? meta.store_id === String(owner.id) ||
            (meta.owner_type === '1' && meta.owner_id === String(owner.id))
          : meta.owner_type === '2' && meta.owner_id === String(owner.id);
      if (!session || !mine)
        throw invalid([{ field: 'session_id', message: 'session_id is not your checkout' }]);
      const data = await request.inTenant(async (tx) => {
        const applied = await applyCompletedCheckout(tx, session);
        const outcome = applied ? 'applied' : session.status === 'complete' ? 'already' : 'open';
        return { outcome, subscription: await subscriptionView(tx, owner) };
      });
      return { status: 'success', data };
    },
  );

  app.post(
    '/platform-invoices/:id/pay',
    {
      ...permitted(app, permitOf('platform-invoices:pay'), { id: 'platform_invoices' }),
      schema: {
        tags,
        summary:
          "Pay one of the platform's invoices: settled at once by the built-in provider, or through Stripe " +
          'Checkout (redirect_url; back at /store-billing-middle-page)',
        params: idsParams('id'),
        response: responses(200, { $ref: 'PaymentRedirect#' }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const storeId = request.principal!.storeId!;
      const paid = await request.inTenant((tx) =>
        payInvoice(tx, storeId, request.params.id, appUrl('platform', '/store-billing-middle-page')),
      );
      return {
        status: 'success',
        data: { ...paid, invoice: toRecord(paid.invoice as unknown as Row, invoiceMappings) },
      };
    },
  );

  app.get(
    '/payouts/account',
    {
      ...permitted(app, permitOf('billing:view')),
      schema: {
        tags,
        summary: "Online payments: whether Stripe is on, and the state of the caller's Stripe account",
        response: responses(200, { $ref: 'PayoutAccount#' }, 401, 403),
      },
    },
    async (request) => {
      const owner = ownerOf(request.principal!);
      return { status: 'success', data: await request.inTenant((tx) => payoutAccountOf(tx, owner)) };
    },
  );

  app.post(
    '/payouts/connect',
    {
      ...permitted(app, permitOf('billing:manage')),
      schema: {
        tags,
        summary:
          "Connect a Stripe account: redirect_url is Stripe's onboarding, which returns to /middle-page " +
          '(stores) or /stripe-middle-page (vendors). Without Stripe keys it says so (configured: false).',
        response: responses(200, { $ref: 'PayoutAccount#' }, 401, 403),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const owner = ownerOf(principal);
      const back = owner.kind === 'store' ? '/middle-page' : '/stripe-middle-page?connect=1';
      const data = await request.inTenant(async (tx) => {
        const [user] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, principal.userId));
        return connectAccount(tx, owner, user?.email ?? '', {
          returnUrl: faceUrl(owner, back),
          refreshUrl: faceUrl(
            owner,
            owner.kind === 'store' ? '/connect-stripe' : '/stripe-middle-page?connect=1',
          ),
        });
      });
      return { status: 'success', data };
    },
  );
}
