// An order's money (docs/product.md#payments-ledger): its ledger, taking a deposit or a part payment at the
// counter (docs/product.md#payments-part-payments) and refunds (docs/product.md#payments-refunds). Thin:
// schema, guard, one call into ledger.service.ts.
import { responses } from '../../envelope.ts';
import { actorOf, idParam, security } from '../../orders/http.ts';
import { idempotencyHeader, idempotent, replyWith } from '../../orders/payments/idempotency.ts';
import { permitted } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { visibleOrder } from '../sales-orders/sales-orders.service.ts';
import { orderLedger, refundPayment, takePayment } from './ledger.service.ts';

const tags = ['payments'];
const orderObjects = { id: 'sales_orders' };

export default async function ledgerRoutes(app: ApiInstance) {
  app.get(
    '/sales-orders/:id/ledger',
    {
      ...permitted(app, permitOf('sales-orders:ledger'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          "An order's ledger: the order's price, its charges, payments, deposits and refunds, one row each, " +
          'and its figures (balance, what may be paid and refunded now, the deposit) — the same on every screen',
        params: idParam,
        response: responses(200, { $ref: 'OrderLedger#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const data = await request.inTenant(async (tx) =>
        orderLedger(tx, await visibleOrder(tx, request.params.id, actorOf(request))),
      );
      return { status: 'success', data };
    },
  );

  app.post(
    '/sales-orders/:id/ledger/payments',
    {
      ...permitted(app, permitOf('sales-orders:take-payment'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          'Take a deposit or a part payment at the counter: cash or card in store (recorded at once), or a ' +
          'payment link mailed to the customer. More than the payable balance is a 400 naming amount; a ' +
          'cancelled or refunded order a 409. Two payments of one order take turns: the balance never goes ' +
          'below 0. Send an Idempotency-Key: a retry returns the first answer.',
        params: idParam,
        headers: idempotencyHeader,
        body: { $ref: 'LedgerPaymentRequest#' },
        response: responses(201, { $ref: 'LedgerPaymentResult#' }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await request.inTenant(async (tx) => {
        const order = await visibleOrder(tx, request.params.id, actor);
        return idempotent(
          tx,
          order.storeId,
          request.headers['idempotency-key'],
          'POST /sales-orders/:id/ledger/payments',
          { id: order.id, ...request.body },
          async () => ({
            status: 201,
            body: await takePayment(tx, order.id, order.storeId, request.body, actor),
          }),
        );
      });
      return { status: 'success', data: replyWith(reply, result) };
    },
  );

  app.post(
    '/sales-orders/:id/ledger/refunds',
    {
      ...permitted(app, permitOf('sales-orders:refund-payment'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          'Give money back on one payment, whole or part, the way it was paid (a card through the payment ' +
          'provider; cash and card in store recorded), in one transaction with the ledger. More than the ' +
          'payment has left, or — cancelled — than is owed back, is a 400 naming amount. Send an ' +
          'Idempotency-Key: a double submit refunds once.',
        params: idParam,
        headers: idempotencyHeader,
        body: { $ref: 'LedgerRefundRequest#' },
        response: responses(201, { $ref: 'OrderLedger#' }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const key = request.headers['idempotency-key'];
      const result = await request.inTenant(async (tx) => {
        const order = await visibleOrder(tx, request.params.id, actor);
        return idempotent(
          tx,
          order.storeId,
          key,
          'POST /sales-orders/:id/ledger/refunds',
          { id: order.id, ...request.body },
          async () => ({
            status: 201,
            body: await refundPayment(tx, order.id, order.storeId, request.body, key, actor),
          }),
        );
      });
      return { status: 'success', data: replyWith(reply, result) };
    },
  );
}
