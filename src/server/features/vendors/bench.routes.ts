// The bench flow's entry (docs/product.md#routes-bench:
// /scan-work-instructions/:store_id/:vendor_id/:order_no, opened
// from the QR code of the store's job ticket or a typed order number): the items of that order whose work
// is sent to the caller's vendor (or, for the store's own bench, its internal work). Everything after —
// accept, start, record work, photos, additional charges, finish — is the work-order routes.
import { and, asc, eq } from 'drizzle-orm';
import { salesOrders, stores, workOrders } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { notFound } from '../../http-errors.ts';
import { permitted } from '../../route-meta.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import { actorOf, security } from '../../orders/http.ts';
import { visibleRows } from '../../orders/parties.ts';
import { labelAnswers } from '../../orders/answer-labels.ts';
import { presentWorkOrder } from '../work-orders/work-orders.presenters.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

// Order numbers are 7 characters (docs/product.md#formats-order-number) and unique on the platform, so a
// typed one is enough;
// typed ones may come in lower case.
const params = {
  type: 'object',
  required: ['order_no'],
  additionalProperties: false,
  properties: { order_no: { type: 'string', pattern: '^[A-Za-z0-9]{7}$', examples: ['K7QX4MZ'] } },
} as const;

export default async function benchRoutes(app: ApiInstance) {
  app.get(
    '/bench/:order_no',
    {
      ...permitted(app, permitOf('bench:lookup'), { order_no: 'value' }),
      schema: {
        tags: ['work-orders'],
        security,
        summary:
          "An order's work at the bench: its items whose work this vendor does (the job ticket's QR code)",
        params,
        response: responses(200, { $ref: 'BenchOrder#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const orderNo = request.params.order_no.toUpperCase();
      const missing = () => notFound(`Order ${orderNo} has no work for you.`);
      const data = await request.inTenant(async (tx) => {
        // The order itself is the store's: only its id is looked up, and nothing of it is shown unless the
        // caller has work on it (one answer for "no such order" and "not yours").
        const [order] = await asPlatform(tx, () =>
          tx
            .select({ id: salesOrders.id, storeId: salesOrders.storeId, storeName: stores.name })
            .from(salesOrders)
            .innerJoin(stores, eq(stores.id, salesOrders.storeId))
            .where(eq(salesOrders.orderNo, orderNo)),
        );
        if (!order) throw missing();
        const rows = await tx
          .select()
          .from(workOrders)
          .where(
            and(
              eq(workOrders.storeId, order.storeId),
              eq(workOrders.salesOrderId, order.id),
              visibleRows(actorOf(request), workOrders),
            ),
          )
          .orderBy(asc(workOrders.itemNumber));
        if (!rows.length) throw missing();
        const labels = await labelAnswers(tx, rows);
        return {
          store: { id: order.storeId, name: order.storeName },
          order_no: orderNo,
          work_orders: rows.map((row, i) => ({ ...presentWorkOrder(row), answer_labels: labels[i] })),
        };
      });
      return { status: 'success', data };
    },
  );
}
