// The store answers its customer from the order page (docs/product.md#messages-replies): by text or mail,
// through the outbox, on the order's timeline.
import { responses } from '../../envelope.ts';
import { idParam, security } from '../../orders/http.ts';
import { permitted } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { messageCustomer } from './order-messages.service.ts';

export default async function orderMessageRoutes(app: ApiInstance) {
  app.post<{ Params: { id: number }; Body: { channel: 'sms' | 'mail'; body: string } }>(
    '/sales-orders/:id/customer-messages',
    {
      ...permitted(app, permitOf('sales-orders:message-customer'), { id: 'sales_orders' }),
      schema: {
        tags: ['sales-orders'],
        security,
        summary:
          'Answer the order’s customer by text (they opted in; at most 10 segments) or mail: written to the ' +
          'outbox, sent by the worker, and on the order’s timeline',
        params: idParam,
        body: { $ref: 'CustomerMessageRequest#' },
        response: responses(201, { $ref: 'CustomerMessageSent#' }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const sent = await messageCustomer(request, request.params.id, request.body);
      reply.status(201);
      return { status: 'success', data: sent };
    },
  );
}
