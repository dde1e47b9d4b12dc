// The customer's payment pages for charges (spec routes /additional-payment/:gutter and
// /extra-charge-payment/:gutter): the opaque, unguessable token in the path is the only credential. Also
// the charges' transition routes, one per kind over the one lifecycle.
import { and, eq } from 'drizzle-orm';
import { inScope, type Database } from '../db/database.ts';
import { charges, salesOrders, stores } from '../db/schema/index.ts';
import { responses } from '../envelope.ts';
import { notFound } from '../http-errors.ts';
import { publicRoute } from '../route-meta.ts';
import { fromCents } from '../crud/record-mapping.ts';
import { chargeLifecycle, chargeOfToken, paymentPagePath, requesterLabel } from '../orders/charges.ts';
import { chargeKindNames, type ChargeKind } from '../../shared/state-machines.ts';
import { emptyBodyAsObject, security, transitionRoute } from '../orders/http.ts';
import { idempotencyHeader, idempotent } from '../orders/payments/idempotency.ts';
import { runTransition } from '../orders/transition.ts';
import { chargeSchemaIds, presentCharge } from './charge-presenter.ts';
import type { ApiInstance } from '../schema-types.ts';

const gutterParams = {
  type: 'object',
  required: ['gutter'],
  additionalProperties: false,
  properties: { gutter: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

/** The charge a token names, on the page of its kind (an extra charge's token on the additional page: 404). */
async function chargeOf(db: Database, kind: ChargeKind, token: string) {
  const row = await inScope(db, { kind: 'platform' }, (tx) => chargeOfToken(tx, token));
  if (!row || row.kind !== kind) throw notFound('This payment link is not valid.');
  return row;
}

async function paymentView(db: Database, kind: ChargeKind, token: string) {
  const { storeId } = await chargeOf(db, kind, token);
  return inScope(db, { kind: 'store', storeId }, async (tx) => {
    const [row] = await tx
      .select({ charge: charges, orderNo: salesOrders.orderNo, storeName: stores.name })
      .from(charges)
      .innerJoin(
        salesOrders,
        and(eq(salesOrders.storeId, charges.storeId), eq(salesOrders.id, charges.salesOrderId)),
      )
      .innerJoin(stores, eq(stores.id, charges.storeId))
      .where(eq(charges.token, token));
    const c = row!.charge;
    return {
      kind,
      reference: c.itemNumber ?? row!.orderNo,
      amount: fromCents(c.amountCents),
      reason: c.reason,
      status: c.status,
      store_name: row!.storeName,
      requested_by: requesterLabel(c.requestedBy),
    };
  });
}

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
        data: await paymentView(app.db, kind, request.params.gutter),
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
            `Pay an ${what} (built-in provider: pay in store). Paying an additional charge resumes held work. ` +
            'Send an Idempotency-Key: a retry returns the first answer; without one a second payment is a 409.',
          params: gutterParams,
          headers: idempotencyHeader,
          body: { $ref: 'ChargePayRequest#' },
          response: responses(200, { $ref: 'ChargePayment#' }, 400, 404, 409),
        },
      },
      async (request, reply) => {
        const token = request.params.gutter;
        const { storeId, id } = await chargeOf(app.db, kind, token);
        const actor = { principal: request.principal, token };
        const result = await inScope(app.db, { kind: 'store', storeId }, (tx) =>
          idempotent(
            tx,
            storeId,
            request.headers['idempotency-key'],
            `POST /${path}/:gutter`,
            { token, ...request.body },
            async () => {
              await runTransition(tx, chargeLifecycle(kind), id, 'pay', actor, {
                method: request.body.method,
              });
              return { status: 200, body: null };
            },
          ),
        );
        reply.status(result.status);
        if (result.replayed) reply.header('Idempotent-Replayed', 'true');
        return { status: 'success', data: await paymentView(app.db, kind, token) };
      },
    );
  }

  // One lifecycle, a transition route per kind (section 7's paths); a charge of the other kind is a 404.
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
