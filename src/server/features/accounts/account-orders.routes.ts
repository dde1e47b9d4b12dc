// A customer's view of their order's money (My account's order page): the payments, the balance and the
// charges asked for, each with the storefront page that pays it. The store's own reads of payments and
// charges (the sales-orders feature) carry internal fields; this answers only what the customer may know.
import { responses } from '../../envelope.ts';
import { idParam, security } from '../../orders/http.ts';
import { permitted } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { accountOrderBalance } from './account-orders.service.ts';

export default async function accountOrderRoutes(app: ApiInstance) {
  app.get<{ Params: { id: number } }>(
    '/account/orders/:id/balance',
    {
      ...permitted(app, permitOf('account-orders:view'), { id: 'sales_orders' }),
      schema: {
        tags: ['accounts'],
        security,
        summary:
          "The customer's view of their order's money: payments, what is left to pay, and the charges the " +
          'store or a vendor asked for, with the page that pays each while it is requested',
        params: idParam,
        response: responses(200, { $ref: 'AccountOrderBalance#' }, 400, 401, 403, 404),
      },
    },
    async (request) => ({ status: 'success', data: await accountOrderBalance(request, request.params.id) }),
  );
}
