// The customer's payment pages for charges (spec routes /additional-payment/:gutter and
// /extra-charge-payment/:gutter): the opaque, unguessable token in the path is the only credential. Also
// the extra charges' transition route (additional charges' is with the work orders).
import { eq } from 'drizzle-orm';
import { inScope, type Database } from '../db/database.ts';
import { additionalCharges, extraCharges, salesOrders, stores } from '../db/schema/index.ts';
import { responses } from '../envelope.ts';
import { notFound } from '../http-errors.ts';
import { publicRoute } from '../route-meta.ts';
import { fromCents } from '../crud/record-mapping.ts';
import { additionalChargeLifecycle, extraChargeLifecycle, requesterLabel } from '../orders/charges.ts';
import { emptyBodyAsObject, security, transitionRoute } from '../orders/http.ts';
import { idempotencyHeader, idempotent } from '../orders/payments/idempotency.ts';
import { runTransition } from '../orders/transition.ts';
import { presentExtraCharge } from './orders.routes.ts';
import type { ApiInstance } from '../schema-types.ts';

const gutterParams = {
  type: 'object',
  required: ['gutter'],
  additionalProperties: false,
  properties: { gutter: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

type Kind = 'additional' | 'extra';

/** The store a charge token belongs to (the token is unique across the platform). */
async function storeOfToken(db: Database, kind: Kind, token: string): Promise<number> {
  const table = kind === 'additional' ? additionalCharges : extraCharges;
  const [row] = await inScope(db, { kind: 'platform' }, (tx) =>
    tx.select({ storeId: table.storeId }).from(table).where(eq(table.token, token)),
  );
  if (!row) throw notFound('This payment link is not valid.');
  return row.storeId;
}

async function paymentView(db: Database, kind: Kind, token: string) {
  const storeId = await storeOfToken(db, kind, token);
  return inScope(db, { kind: 'store', storeId }, async (tx) => {
    const [store] = await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
    if (kind === 'additional') {
      const [c] = await tx.select().from(additionalCharges).where(eq(additionalCharges.token, token));
      return {
        kind,
        reference: c!.itemNumber,
        amount: fromCents(c!.amountCents),
        reason: c!.reason,
        status: c!.status,
        store_name: store?.name ?? '',
        requested_by: requesterLabel(c!.requestedBy),
      };
    }
    const [row] = await tx
      .select({ charge: extraCharges, orderNo: salesOrders.orderNo })
      .from(extraCharges)
      .innerJoin(salesOrders, eq(salesOrders.id, extraCharges.salesOrderId))
      .where(eq(extraCharges.token, token));
    return {
      kind,
      reference: row!.orderNo,
      amount: fromCents(row!.charge.amountCents),
      reason: row!.charge.reason,
      status: row!.charge.status,
      store_name: store?.name ?? '',
      requested_by: requesterLabel(1),
    };
  });
}

export default async function chargeRoutes(app: ApiInstance) {
  for (const [kind, path] of [
    ['additional', 'additional-payment'],
    ['extra', 'extra-charge-payment'],
  ] as const) {
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
        const storeId = await storeOfToken(app.db, kind, token);
        const actor = { principal: request.principal, token };
        const result = await inScope(app.db, { kind: 'store', storeId }, (tx) =>
          idempotent(
            tx,
            storeId,
            request.headers['idempotency-key'],
            `POST /${path}/:gutter`,
            { token, ...request.body },
            async () => {
              const table = kind === 'additional' ? additionalCharges : extraCharges;
              const [charge] = await tx.select({ id: table.id }).from(table).where(eq(table.token, token));
              const input = { method: request.body.method };
              if (kind === 'additional')
                await runTransition(tx, additionalChargeLifecycle, charge!.id, 'pay', actor, input);
              else await runTransition(tx, extraChargeLifecycle, charge!.id, 'pay', actor, input);
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

  transitionRoute(app, {
    path: 'extra-charges',
    table: 'extra_charges',
    lifecycle: extraChargeLifecycle,
    bodySchema: 'ChargeTransition',
    recordSchema: 'ExtraCharge',
    present: presentExtraCharge,
  });
}
