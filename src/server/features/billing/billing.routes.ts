// Plans and billing for stores and vendors: the plans offered, the caller's subscription (choose or change a
// plan: built-in provider at once, Stripe through Checkout), the return from a hosted checkout (the middle
// pages confirm with Stripe rather than wait for the webhook), paying the platform's invoices, and the
// payout account (Stripe Connect onboarding).
import { responses } from '../../envelope.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import { idsParams } from '../../path-params.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import {
  choosePlan,
  confirmCheckout,
  connectPayoutAccount,
  payoutAccountOfCaller,
  payPlatformInvoice,
  plansOnOffer,
  subscriptionOfCaller,
} from './billing.service.ts';

const tags = ['billing'];

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
    async (request) => ({
      status: 'success',
      data: await plansOnOffer(app.db, request.query.audience ?? 'store'),
    }),
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
    async (request) => ({ status: 'success', data: await subscriptionOfCaller(request) }),
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
    async (request) => ({ status: 'success', data: await choosePlan(request, request.body) }),
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
    async (request) => ({
      status: 'success',
      data: await confirmCheckout(request, request.body.session_id),
    }),
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
    async (request) => ({
      status: 'success',
      data: await payPlatformInvoice(request, request.params.id),
    }),
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
    async (request) => ({ status: 'success', data: await payoutAccountOfCaller(request) }),
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
    async (request) => ({ status: 'success', data: await connectPayoutAccount(request) }),
  );
}
