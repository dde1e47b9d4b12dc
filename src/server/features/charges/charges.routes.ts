// The customer's payment pages for charges (spec routes /additional-payment/:gutter and
// /extra-charge-payment/:gutter): the opaque, unguessable token in the path is the only credential. Also
// the charges' transition routes, one per kind over the one lifecycle.
import { responses } from '../../envelope.ts';
import { publicRoute } from '../../route-meta.ts';
import { chargeKindNames } from '../../../shared/state-machines.ts';
import { emptyBodyAsObject, security, transitionRoute } from '../../orders/http.ts';
import { idempotencyHeader, replyWith } from '../../orders/payments/idempotency.ts';
import { chargeLifecycle, paymentPagePath } from './charges.lifecycle.ts';
import { chargeSchemaIds, presentCharge } from './charge-presenter.ts';
import { chargePaymentView, declineCharge, payCharge } from './charges.service.ts';
import type { ApiInstance } from '../../schema-types.ts';

const gutterParams = {
  type: 'object',
  required: ['gutter'],
  additionalProperties: false,
  properties: { gutter: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

export default async function chargeRoutes(app: ApiInstance) {
  for (const kind of chargeKindNames) {
    const path = paymentPagePath[kind];
    const what =
      kind === 'additional' ? 'additional charge (on a work-order item)' : 'extra charge (on an order)';
    app.get(
      `/${path}/:gutter`,
      {
        ...publicRoute(),
        schema: {
          tags: ['payments'],
          summary: `The customer's payment page of an ${what}; the token is the credential`,
          params: gutterParams,
          response: responses(200, { $ref: 'ChargePayment#' }, 400, 404),
        },
      },
      async (request) => ({
        status: 'success',
        data: await chargePaymentView(app.db, kind, request.params.gutter),
      }),
    );

    app.post(
      `/${path}/:gutter`,
      {
        ...publicRoute(),
        preValidation: emptyBodyAsObject,
        schema: {
          tags: ['payments'],
          security: [{}, ...security],
          summary:
            `Pay an ${what}: in store (agreed now, paid at pick-up), or by card where the store takes cards ` +
            "(redirect_url: the provider's page, which returns to /extra-middle-page; the charge is paid once " +
            'the provider collects it). Paying an additional charge resumes held work. ' +
            'Send an Idempotency-Key: a retry returns the first answer; without one a second payment is a 409.',
          params: gutterParams,
          headers: idempotencyHeader,
          body: { $ref: 'ChargePayRequest#' },
          response: responses(200, { $ref: 'ChargePayment#' }, 400, 404, 409),
        },
      },
      async (request, reply) => {
        const token = request.params.gutter;
        const key = request.headers['idempotency-key'];
        const result = await payCharge(app.db, request, kind, path, token, request.body, key);
        const answer = replyWith(reply, result) as { redirect_url: string | null } | null;
        return {
          status: 'success',
          data: {
            ...(await chargePaymentView(app.db, kind, token)), // A replay of a key stored before card payments existed has no body.
            redirect_url: answer?.redirect_url ?? null,
          },
        };
      },
    );
  }

  // docs/product.md#orders-charge-answer: the customer declines from the charge's page (the token is the
  // credential; the charge machine's `decline` row, customer only, decides — permit
  // `<kind>-charges:transition.decline` of the registry).
  for (const kind of chargeKindNames) {
    const path = paymentPagePath[kind];
    app.post(
      `/${path}/:gutter/decline`,
      {
        ...publicRoute(),
        preValidation: emptyBodyAsObject,
        schema: {
          tags: ['payments'],
          security: [{}, ...security],
          summary:
            `Decline an ${kind === 'additional' ? 'additional charge' : 'extra charge'} from its page: the ` +
            'charge is cancelled (nothing owed), the reason lands on its timeline, held work resumes for the ' +
            'store to decide. A charge already answered is a 409.',
          params: gutterParams,
          body: { $ref: 'ChargeDeclineRequest#' },
          response: responses(200, { $ref: 'ChargePayment#' }, 400, 404, 409),
        },
      },
      async (request) => ({
        status: 'success',
        data: await declineCharge(app.db, request, kind, request.params.gutter, request.body),
      }),
    );
  }

  // One lifecycle, a transition route per kind (docs/product.md#orders-charges's paths); a charge of the
  // other kind is a 404.
  for (const kind of chargeKindNames) {
    transitionRoute(app, {
      path: `${kind}-charges`,
      table: 'charges',
      lifecycle: chargeLifecycle(kind),
      bodySchema: 'ChargeTransition',
      recordSchema: chargeSchemaIds[kind],
      present: presentCharge,
    });
  }
}
