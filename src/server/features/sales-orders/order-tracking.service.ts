// Order tracking (docs/product.md#orders-tracking): by number, the status timeline to anyone; the details to
// the logged-in customer the order belongs to only.
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../shared/errors.ts';
import { may } from '../../../shared/permission-registry.ts';
import { inScope, type Database } from '../../db/database.ts';
import { ApiFailure, forbidden, notFound } from '../../http-errors.ts';
import { refusal } from '../../../shared/i18n/said.ts';
import { orderLedger } from '../ledger/ledger.service.ts';
import { presentOrderItem, presentSalesOrder } from './sales-orders.presenters.ts';
import { itemsOf, orderOfStoreByNumber, publicTimelineOf, trackingOf } from './sales-orders.repository.ts';

const notTracked = () => notFound(refusal('tracking.not_found'));

export async function trackOrder(
  db: Database,
  request: FastifyRequest,
  query: { order_no: string; store_id: number; is_validated: string },
) {
  const orderNo = query.order_no.trim().toUpperCase();
  const storeId = query.store_id;
  const validated = query.is_validated.toLowerCase() === 'true';
  const principal = request.principal;
  if (validated) {
    if (!principal) throw new ApiFailure(ErrorCode.notAuthenticated);
    if (!may({ role_id: principal.roleId }, 'account-orders:view'))
      throw forbidden('Only the customer who placed the order sees its details.');
  }
  // Found by number in the store's scope: the number is the only key a tracker holds.
  const { order, timeline } = await inScope(db, { kind: 'store', storeId }, async (tx) => {
    const store = await trackingOf(tx, storeId);
    if (!store) throw notTracked();
    if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
    if (store.tracking === false) throw forbidden('Order tracking is not enabled for this store.');
    const order = await orderOfStoreByNumber(tx, storeId, orderNo);
    if (!order) throw notTracked();
    const timeline = await publicTimelineOf(tx, storeId, order.id);
    return { order, timeline };
  });
  let details = null;
  if (validated) {
    // The owner only: another customer learns nothing more than with is_validated=False.
    if (principal!.storeId !== storeId || principal!.customerId !== order.customerId)
      throw forbidden('This order belongs to another customer.');
    const [items, ledger] = await request.inTenant(
      async (tx) =>
        [
          await itemsOf(tx, storeId, order.id),
          // The order's money as every screen shows it (docs/product.md#payments-ledger).
          await orderLedger(tx, order),
        ] as const,
    );
    details = {
      order: presentSalesOrder(order),
      items: items.map(presentOrderItem),
      ledger,
      payment_path: ledger.totals.payable > 0 ? request.server.paymentLinks.path(order) : null,
    };
  }
  return {
    order_no: order.orderNo,
    store_id: order.storeId,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    timeline: timeline.map((t) => ({
      status: t.status,
      message: t.message,
      message_key: t.messageKey,
      message_params: t.messageParams,
      created_at: t.createdAt.toISOString(),
    })),
    details,
  };
}
