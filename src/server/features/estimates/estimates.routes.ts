// Estimates beyond the generic lists: requesting one (a customer at /request-estimate, or the store for a
// customer), its items, and the lifecycle transitions (send to a vendor, quote, approve, decline, convert
// into a sales order, expire).
import { responses } from '../../envelope.ts';
import { permitted } from '../../route-meta.ts';
import { estimateLifecycle } from './estimates.lifecycle.ts';
import { idParam, security, transitionRoute } from '../../orders/http.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { presentEstimate } from './estimates.presenters.ts';
import { estimateItemsOf, requestEstimate } from './estimates.service.ts';

const tags = ['estimates'];

export default async function estimateRoutes(app: ApiInstance) {
  app.post(
    '/estimates',
    {
      ...permitted(app, permitOf('estimates:request')),
      schema: {
        tags,
        security,
        summary:
          'Request an estimate (customers: for themselves; store users: for customer_id). Items naming a ' +
          'service pass its option rules as in the cart.',
        body: { $ref: 'EstimateRequest#' },
        response: responses(201, { $ref: 'Estimate#' }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const row = await requestEstimate(request, request.body);
      reply.status(201);
      return { status: 'success', data: presentEstimate(row) };
    },
  );

  app.get(
    '/estimates/:id/items',
    {
      ...permitted(app, permitOf('estimates:items'), { id: 'estimates' }),
      schema: {
        tags,
        security,
        summary: "An estimate's items (with prices once quoted)",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'EstimateItem#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      return { status: 'success', data: await estimateItemsOf(request, request.params.id) };
    },
  );

  transitionRoute(app, {
    path: 'estimates',
    table: 'estimates',
    lifecycle: estimateLifecycle,
    bodySchema: 'EstimateTransition',
    recordSchema: 'Estimate',
    present: presentEstimate,
  });
}
