// Order tracking (`order-tracking`: docs/product.md#orders-tracking): with is_validated=False anyone holding
// the order number sees the status timeline only — no personal data; with True only the logged-in customer
// the order belongs to gets the details, everyone else is refused (the rules: order-tracking.service.ts).
import { orderTrackingQuerySchema } from '../../../../schemas/order.schema.ts';
import { responses } from '../../envelope.ts';
import { publicRoute } from '../../route-meta.ts';
import { security } from '../../orders/http.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { trackOrder } from './order-tracking.service.ts';

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
      return { status: 'success', data: await trackOrder(app.db, request, request.query) };
    },
  );
}
