// Paying online from the storefront: the order's payment page (/checkout/payment/:gutter — the customer pays
// what is left of the order by card, e.g. after cancelling on the provider's page) and the return pages'
// confirmation (/middle_page, /extra-middle-page): the server asks the provider whether the session was paid
// and applies it — the same change the webhook makes, applied once whichever comes first.
import { and, eq } from 'drizzle-orm';
import { inScope, type Database, type Transaction } from '../../db/database.ts';
import { charges, payments, salesOrders, stores } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { publicRoute } from '../../route-meta.ts';
import { fromCents } from '../../crud/record-mapping.ts';
import { paymentPathOf } from '../../orders/charges.ts';
import { security } from '../../orders/http.ts';
import { idempotencyHeader, idempotent, replyWith } from '../../orders/payments/idempotency.ts';
import {
  alreadyPaid,
  expireCardPayment,
  orderBalanceCents,
  settleCardPayment,
  startCardPayment,
} from '../../orders/payments/card-payments.ts';
import { orderNoOfGutter, type OrderPaymentLinks } from '../../orders/payments/order-payment-link.ts';
import { customerPaymentMethods, paymentProvider } from '../../orders/payments/provider.ts';
import type { ApiInstance } from '../../schema-types.ts';

const tags = ['payments'];

const gutterParams = {
  type: 'object',
  required: ['gutter'],
  additionalProperties: false,
  // Shaped as every payment page's token; whether it names an order is the lookup's answer (404).
  properties: { gutter: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

type OrderRow = typeof salesOrders.$inferSelect;

/** The order a payment link names; a link not made here (or of no order) is a 404, as a wrong token is. */
async function orderOfGutter(db: Database, links: OrderPaymentLinks, gutter: string): Promise<OrderRow> {
  const orderNo = orderNoOfGutter(gutter);
  const [order] = orderNo
    ? await inScope(db, { kind: 'platform' }, (tx) =>
        tx.select().from(salesOrders).where(eq(salesOrders.orderNo, orderNo)),
      )
    : [];
  if (!order || !links.matches(gutter, order)) throw notFound('This payment link is not valid.');
  return order;
}

async function orderPaymentView(tx: Transaction, order: OrderRow) {
  const [store] = await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, order.storeId));
  const balanceCents = await orderBalanceCents(tx, order);
  const status =
    order.paymentStatus === 'refunded'
      ? ('refunded' as const)
      : order.status === 'cancelled'
        ? ('cancelled' as const)
        : order.paymentStatus === 'paid' || balanceCents === 0
          ? ('paid' as const)
          : ('open' as const);
  return {
    order_id: order.id,
    order_no: order.orderNo,
    store_name: store?.name ?? '',
    total: fromCents(order.totalCents),
    paid: fromCents(order.totalCents - balanceCents),
    balance: fromCents(balanceCents),
    status,
    payment_methods: await customerPaymentMethods(tx, order.storeId),
  };
}

export default async function orderPaymentRoutes(app: ApiInstance) {
  app.get(
    '/checkout/payment/:gutter',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary:
          "The order's payment page: what is left to pay of the order and how it can be paid; the token " +
          'is the credential',
        params: gutterParams,
        response: responses(200, { $ref: 'OrderPayment#' }, 400, 404),
      },
    },
    async (request) => {
      const order = await orderOfGutter(app.db, app.paymentLinks, request.params.gutter);
      const data = await inScope(app.db, { kind: 'store', storeId: order.storeId }, (tx) =>
        orderPaymentView(tx, order),
      );
      return { status: 'success', data };
    },
  );

  app.post(
    '/checkout/payment/:gutter',
    {
      ...publicRoute(),
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          "Pay what is left of an order by card: redirect_url is the payment provider's page, which returns " +
          'to /middle_page. An attempt still open is reused. Cards only where the store takes them (400 ' +
          'PAYMENT_METHOD.UNAVAILABLE); a paid, refunded or cancelled order is a 409. Once the card payment ' +
          'is collected, a pay-in-store payment of the order still pending is voided.',
        params: gutterParams,
        headers: idempotencyHeader,
        body: { $ref: 'OrderPayRequest#' },
        response: responses(200, { $ref: 'OrderPayment#' }, 400, 404, 409),
      },
    },
    async (request, reply) => {
      const gutter = request.params.gutter;
      const { storeId } = await orderOfGutter(app.db, app.paymentLinks, gutter);
      const result = await inScope(app.db, { kind: 'store', storeId }, (tx) =>
        idempotent(
          tx,
          storeId,
          request.headers['idempotency-key'],
          'POST /checkout/payment/:gutter',
          { gutter, ...request.body },
          async () => {
            const [order] = await tx
              .select()
              .from(salesOrders)
              .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.orderNo, gutter.slice(0, 7))))
              .for('update');
            const view = await orderPaymentView(tx, order!);
            if (view.status === 'paid') throw alreadyPaid(`Order ${order!.orderNo}`);
            if (view.status !== 'open')
              throw conflict(`Order ${order!.orderNo} is ${view.status}: there is nothing to pay.`);
            const started = await startCardPayment(tx, {
              storeId,
              salesOrderId: order!.id,
              subject: 'sales_order',
              subjectId: order!.id,
              amountCents: Math.round(view.balance * 100),
              description: `Order ${order!.orderNo}`,
              returnPath: `/middle_page?gutter=${gutter}`,
              userId: request.principal?.userId ?? null,
            });
            const after = started.status === 'paid' ? await orderPaymentView(tx, order!) : view;
            return { status: 200, body: { ...after, redirect_url: started.redirectUrl } };
          },
        ),
      );
      return { status: 'success', data: replyWith(reply, result) };
    },
  );

  app.post(
    '/payments/confirm',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary:
          'Back from the payment provider (/middle_page, /extra-middle-page): asks the provider whether the ' +
          'session was paid and applies it — the same change its webhook makes, applied once whichever ' +
          'comes first. The session id is the credential.',
        body: { $ref: 'PaymentConfirmRequest#' },
        response: responses(200, { $ref: 'PaymentConfirmation#' }, 400, 404),
      },
    },
    async (request) => {
      const { store_id: storeId, session_id: reference } = request.body;
      const data = await inScope(app.db, { kind: 'store', storeId }, async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.storeId, storeId),
              eq(payments.reference, reference),
              eq(payments.method, 'card'),
            ),
          )
          .for('update');
        if (!payment) throw notFound('No such payment at this store.');
        let outcome: 'paid' | 'open' | 'failed' = 'paid';
        if (payment.status === 'pending') {
          const state = await paymentProvider().lookup(reference);
          if (state.status === 'succeeded') await settleCardPayment(tx, storeId, reference);
          if (state.status === 'failed') await expireCardPayment(tx, storeId, reference);
          outcome = state.status === 'succeeded' ? 'paid' : state.status === 'pending' ? 'open' : 'failed';
        }
        const [order] = await tx
          .select()
          .from(salesOrders)
          .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.id, payment.salesOrderId)));
        let retryPath = app.paymentLinks.path(order!);
        if (payment.subject !== 'sales_order') {
          const [charge] = await tx
            .select()
            .from(charges)
            .where(and(eq(charges.storeId, storeId), eq(charges.id, payment.subjectId)));
          retryPath = paymentPathOf(charge!);
        }
        return {
          outcome,
          paid_for:
            payment.subject === 'sales_order'
              ? ('order' as const)
              : payment.subject === 'additional_charge'
                ? ('additional' as const)
                : ('extra' as const),
          order_id: order!.id,
          order_no: order!.orderNo,
          payment_status: order!.paymentStatus,
          retry_path: retryPath,
        };
      });
      return { status: 'success', data };
    },
  );
}
