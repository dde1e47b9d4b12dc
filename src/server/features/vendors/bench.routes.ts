// The bench flow's entry (docs/product.md#routes-bench:
// /scan-work-instructions/:store_id/:vendor_id/:order_no, opened
// from the QR code of the store's job ticket or a typed order number): the items of that order whose work
// is sent to the caller's vendor (or, for the store's own bench, its internal work). Everything after —
// accept, start, record work, photos, additional charges, finish — is the work-order routes.
import { responses } from '../../envelope.ts';
import { permitted } from '../../route-meta.ts';
import { security } from '../../orders/http.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { benchOrder } from './vendors.service.ts';

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
    async (request) => ({ status: 'success', data: await benchOrder(request, request.params.order_no) }),
  );
}
