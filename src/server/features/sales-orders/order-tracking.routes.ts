// Order tracking (`order-tracking`: docs/product.md#orders-tracking): with is_validated=False anyone holding
// the
// order number sees the status timeline only — no personal data; with True only the logged-in customer the
// order belongs to gets the details, everyone else is refused.
import { and, asc, eq } from 'drizzle-orm';
import { orderTrackingQuerySchema } from '../../../../schemas/order.schema.ts';
import { ErrorCode } from '../../../shared/errors.ts';
import { inScope } from '../../db/database.ts';
import {
  salesOrderItems,
  salesOrders,
  storeSettings,
  stores,
  timelineEntries,
} from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { ApiFailure, forbidden, notFound } from '../../http-errors.ts';
import { publicRoute } from '../../route-meta.ts';
import { security } from '../../orders/http.ts';
import { presentOrderItem, presentSalesOrder } from './sales-orders.presenters.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { orderLedger } from '../ledger/ledger.service.ts';
import { may } from '../../../shared/permission-registry.ts';

const notTracked = () => notFound('We could not find an order with this number.');

export default async function orderTrackingRoutes(app: ApiInstance) {
  app.get(
    '/order-tracking',
    {
      ...publicRoute(),
      schema: {
        tags: ['order-tracking'],
        security: [{}, ...security],
        summary:
          "Track an order by number: is_validated=False gives the status timeline only; True gives the order's " +
          'details to the logged-in customer it belongs to (others: 401/403)',
        querystring: orderTrackingQuerySchema,
        response: responses(200, { $ref: 'OrderTracking#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const orderNo = request.query.order_no.trim().toUpperCase();
      const storeId = request.query.store_id;
      const validated = request.query.is_validated.toLowerCase() === 'true';
      const principal = request.principal;
      if (validated) {
        if (!principal) throw new ApiFailure(ErrorCode.notAuthenticated);
        if (!may({ role_id: principal.roleId }, 'account-orders:view'))
          throw forbidden('Only the customer who placed the order sees its details.');
      }
      // Found by number in the store's scope: the number is the only key a tracker holds.
      const found = await inScope(app.db, { kind: 'store', storeId }, async (tx) => {
        const [store] = await tx
          .select({ isActive: stores.isActive, tracking: storeSettings.isOrderTrackingEnabled })
          .from(stores)
          .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
          .where(eq(stores.id, storeId));
        if (!store) throw notTracked();
        if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
        if (store.tracking === false) throw forbidden('Order tracking is not enabled for this store.');
        const [order] = await tx
          .select()
          .from(salesOrders)
          .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.orderNo, orderNo)));
        if (!order) throw notTracked();
        const timeline = await tx
          .select({
            status: timelineEntries.toStatus,
            message: timelineEntries.message,
            createdAt: timelineEntries.createdAt,
          })
          .from(timelineEntries)
          .where(
            and(
              eq(timelineEntries.storeId, storeId),
              eq(timelineEntries.salesOrderId, order.id),
              eq(timelineEntries.isPublic, true),
            ),
          )
          .orderBy(asc(timelineEntries.createdAt), asc(timelineEntries.id));
        return { order, timeline };
      });
      const { order, timeline } = found;
      let details = null;
      if (validated) {
        // The owner only: another customer learns nothing more than with is_validated=False.
        if (principal!.storeId !== storeId || principal!.customerId !== order.customerId)
          throw forbidden('This order belongs to another customer.');
        const [items, ledger] = await request.inTenant(
          async (tx) =>
            [
              await tx
                .select()
                .from(salesOrderItems)
                .where(and(eq(salesOrderItems.storeId, storeId), eq(salesOrderItems.salesOrderId, order.id)))
                .orderBy(asc(salesOrderItems.lineNo)),
              // The order's money as every screen shows it (docs/product.md#payments-ledger).
              await orderLedger(tx, order),
            ] as const,
        );
        details = {
          order: presentSalesOrder(order),
          items: items.map(presentOrderItem),
          ledger,
          payment_path: ledger.totals.payable > 0 ? app.paymentLinks.path(order) : null,
        };
      }
      return {
        status: 'success',
        data: {
          order_no: order.orderNo,
          store_id: order.storeId,
          status: order.status,
          created_at: order.createdAt.toISOString(),
          timeline: timeline.map((t) => ({
            status: t.status,
            message: t.message,
            created_at: t.createdAt.toISOString(),
          })),
          details,
        },
      };
    },
  );
}
