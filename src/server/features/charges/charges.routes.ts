// The customer's payment pages for charges (spec routes /additional-payment/:gutter and
// /extra-charge-payment/:gutter): the opaque, unguessable token in the path is the only credential. Also
// the charges' transition routes, one per kind over the one lifecycle.
import { and, eq } from 'drizzle-orm';
import { inScope, type Database } from '../../db/database.ts';
import { charges, salesOrders, stores } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/database.ts';
import { requireCardPayments, startCardPayment } from '../../orders/payments/card-payments.ts';
import { customerPaymentMethods } from '../../orders/payments/provider.ts';
import { publicRoute } from '../../route-meta.ts';
import { fromCents } from '../../crud/record-mapping.ts';
import { chargeLifecycle, chargeOfToken, paymentPagePath, requesterLabel } from '../../orders/charges.ts';
import { chargeKindNames, type ChargeKind } from '../../../shared/state-machines.ts';
import { emptyBodyAsObject, security, transitionRoute } from '../../orders/http.ts';
import { idempotencyHeader, idempotent, replyWith } from '../../orders/payments/idempotency.ts';
import { runTransition } from '../../orders/transition.ts';
import { chargeSchemaIds, presentCharge } from './charge-presenter.ts';
import type { ApiInstance } from '../../schema-types.ts';

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
      payment_methods: await customerPaymentMethods(tx, storeId),
    };
  });
}

/** Starts paying a charge by card: it is paid (and held work resumes) once the provider collects it. */
async function payByCard(
  tx: Transaction,
  kind: ChargeKind,
  id: number,
  token: string,
  request: FastifyRequest,
): Promise<{ status: number; body: { redirect_url: string | null } }> {
  const [charge] = await tx
    .select({ charge: charges, orderNo: salesOrders.orderNo })
    .from(charges)
    .innerJoin(
      salesOrders,
      and(eq(salesOrders.storeId, charges.storeId), eq(salesOrders.id, charges.salesOrderId)),
    )
    .where(and(eq(charges.id, id), eq(charges.token, token)))
    .for('update', { of: charges });
  const c = charge!.charge;
  if (c.status !== 'requested') throw conflict(`This charge is ${c.status}: there is nothing to pay.`);
  const started = await startCardPayment(tx, {
    storeId: c.storeId,
    salesOrderId: c.salesOrderId,
    subject: `${kind}_charge`,
    subjectId: c.id,
    amountCents: c.amountCents,
    description:
      kind === 'additional'
        ? `Additional charge on ${c.itemNumber}`
        : `Extra charge on order ${charge!.orderNo}`,
    returnPath: `/extra-middle-page?kind=${kind}&gutter=${token}`,
    userId: request.principal?.userId ?? null,
  });
  return { status: 200, body: { redirect_url: started.redirectUrl } };
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
        const { storeId, id } = await chargeOf(app.db, kind, token);
        const actor = { principal: request.principal, token };
        const result = await inScope(app.db, { kind: 'store', storeId }, async (tx) => {
          // Bad input before state: a card where the store takes none is a 400 whatever the charge's state.
          if (request.body.method === 'card') await requireCardPayments(tx, storeId, 'method');
          return idempotent(
            tx,
            storeId,
            request.headers['idempotency-key'],
            `POST /${path}/:gutter`,
            { token, ...request.body },
            async () => {
              if (request.body.method === 'card') return payByCard(tx, kind, id, token, request);
              await runTransition(tx, chargeLifecycle(kind), id, 'pay', actor, {
                method: request.body.method,
              });
              return { status: 200, body: { redirect_url: null } };
            },
          );
        });
        const answer = replyWith(reply, result) as { redirect_url: string | null } | null;
        return {
          status: 'success',
          data: {
            ...(await paymentView(app.db, kind, token)), // A replay of a key stored before card payments existed has no body.
            redirect_url: answer?.redirect_url ?? null,
          },
        };
      },
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
