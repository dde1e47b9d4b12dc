// Paying an order online (docs in order-payment.routes.ts): the order a payment link names, what is left to
// pay of it, starting a card payment of the balance, and confirming a provider session on the way back.
import type { FastifyRequest } from 'fastify';
import { inScope, type Database, type Transaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { fromCents } from '../../crud/record-mapping.ts';
import { paymentPathOf } from '../charges/charges.lifecycle.ts';
import { idempotent } from '../../orders/payments/idempotency.ts';
import {
  alreadyPaid,
  expireCardPayment,
  orderBalanceCents,
  settleCardPayment,
  startCardPayment,
} from '../../orders/payments/card-payments.ts';
import { orderNoOfGutter, type OrderPaymentLinks } from '../../orders/payments/order-payment-link.ts';
import { customerPaymentMethods, paymentProvider } from '../../orders/payments/provider.ts';
import {
  chargeById,
  lockCardPayment,
  lockOrderOfStoreByNumber,
  orderById,
  orderByNumber,
  storeName,
  type SalesOrderRow,
} from './sales-orders.repository.ts';

interface Deps {
  db: Database;
  paymentLinks: OrderPaymentLinks;
}

/** The order a payment link names; a link not made here (or of no order) is a 404, as a wrong token is. */
async function orderOfGutter({ db, paymentLinks }: Deps, gutter: string): Promise<SalesOrderRow> {
  const orderNo = orderNoOfGutter(gutter);
  const order = orderNo
    ? await inScope(db, { kind: 'platform' }, (tx) => orderByNumber(tx, orderNo))
    : undefined;
  if (!order || !paymentLinks.matches(gutter, order)) throw notFound('This payment link is not valid.');
  return order;
}

async function orderPaymentView(tx: Transaction, order: SalesOrderRow) {
  const name = await storeName(tx, order.storeId);
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
    store_name: name ?? '',
    total: fromCents(order.totalCents),
    paid: fromCents(order.totalCents - balanceCents),
    balance: fromCents(balanceCents),
    status,
    payment_methods: await customerPaymentMethods(tx, order.storeId),
  };
}

/** The order's payment page: what is left to pay and how it can be paid. */
export async function orderPaymentPage(deps: Deps, gutter: string) {
  const order = await orderOfGutter(deps, gutter);
  return inScope(deps.db, { kind: 'store', storeId: order.storeId }, (tx) => orderPaymentView(tx, order));
}

/** Starts paying the order's balance by card (an open attempt is reused), once per idempotency key. */
export async function payOrderByCard(
  deps: Deps,
  request: FastifyRequest,
  gutter: string,
  body: object,
  key: string | undefined,
) {
  const { storeId } = await orderOfGutter(deps, gutter);
  return inScope(deps.db, { kind: 'store', storeId }, (tx) =>
    idempotent(tx, storeId, key, 'POST /checkout/payment/:gutter', { gutter, ...body }, async () => {
      const order = (await lockOrderOfStoreByNumber(tx, storeId, gutter.slice(0, 7)))!;
      const view = await orderPaymentView(tx, order);
      if (view.status === 'paid') throw alreadyPaid(`Order ${order.orderNo}`);
      if (view.status !== 'open')
        throw conflict(`Order ${order.orderNo} is ${view.status}: there is nothing to pay.`);
      const started = await startCardPayment(tx, {
        storeId,
        salesOrderId: order.id,
        subject: 'sales_order',
        subjectId: order.id,
        amountCents: Math.round(view.balance * 100),
        description: `Order ${order.orderNo}`,
        returnPath: `/middle_page?gutter=${gutter}`,
        userId: request.principal?.userId ?? null,
      });
      const after = started.status === 'paid' ? await orderPaymentView(tx, order) : view;
      return { status: 200, body: { ...after, redirect_url: started.redirectUrl } };
    }),
  );
}

/**
 * Back from the provider: asks it whether the session was paid and applies it (the webhook's change, applied
 * once whichever comes first); where to retry if it was not.
 */
export async function confirmPayment(deps: Deps, storeId: number, reference: string) {
  return inScope(deps.db, { kind: 'store', storeId }, async (tx) => {
    const payment = await lockCardPayment(tx, storeId, reference);
    if (!payment) throw notFound('No such payment at this store.');
    let outcome: 'paid' | 'open' | 'failed' = 'paid';
    if (payment.status === 'pending') {
      const state = await paymentProvider().lookup(reference);
      if (state.status === 'succeeded') await settleCardPayment(tx, storeId, reference);
      if (state.status === 'failed') await expireCardPayment(tx, storeId, reference);
      outcome = state.status === 'succeeded' ? 'paid' : state.status === 'pending' ? 'open' : 'failed';
    }
    const order = (await orderById(tx, storeId, payment.salesOrderId))!;
    let retryPath = deps.paymentLinks.path(order);
    if (payment.subject !== 'sales_order') {
      const charge = await chargeById(tx, storeId, payment.subjectId);
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
      order_id: order.id,
      order_no: order.orderNo,
      payment_status: order.paymentStatus,
      retry_path: retryPath,
    };
  });
}
