// Estimates beyond the generic lists: requesting one (a customer at /request-estimate, or the store for a
// customer), its items, and the lifecycle transitions (send to a vendor, quote, approve, decline, convert
// into a sales order, expire).
import { and, asc, eq } from 'drizzle-orm';
import { Module } from '../../../shared/roles.ts';
import { estimateItemSchema, estimateSchema } from '../../../../schemas/estimate.schema.ts';
import { customers, estimateItems, estimates } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { forbidden, invalid, notFound } from '../../http-errors.ts';
import { permitted } from '../../route-meta.ts';
import { createEstimate, estimateLifecycle } from '../../orders/estimates.ts';
import { actorOf, idParam, presenter, security, transitionRoute } from '../../orders/http.ts';
import { storeMayAct, visibleRows } from '../../orders/parties.ts';
import { checkItem } from '../../orders/service-rules.ts';
import { labelAnswers } from '../../orders/answer-labels.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { isCustomer, permitOf } from '../../../shared/permission-registry.ts';

export const presentEstimate = presenter(estimateSchema, estimates);
const presentItem = presenter(estimateItemSchema, estimateItems);
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
      const p = request.principal!;
      const body = request.body;
      const actor = actorOf(request);
      const row = await request.inTenant(async (tx) => {
        const customerId = isCustomer(p.roleId) ? p.customerId : body.customer_id;
        if (customerId == null) {
          throw invalid([
            { field: 'customer_id', message: 'customer_id is required for an estimate made in the portal' },
          ]);
        }
        const [customer] = await tx
          .select()
          .from(customers)
          .where(
            and(
              eq(customers.id, customerId),
              visibleRows(actor, { storeId: customers.storeId, customerId: customers.id }),
            ),
          );
        if (!customer)
          throw invalid([{ field: 'customer_id', message: 'customer_id is not a customer of your store' }]);
        if (!isCustomer(p.roleId) && !(await storeMayAct(tx, p, customer.storeId, Module.estimates)))
          throw forbidden();
        const items = [];
        for (const [i, item] of body.items.entries()) {
          const checked =
            item.service_id === undefined
              ? null
              : await checkItem(tx, customer.storeId, item.service_id, item.answers, `items.${i}.`);
          items.push({
            serviceId: checked?.serviceId ?? null,
            description: item.description,
            quantity: item.quantity,
            answers: checked?.answers ?? {},
          });
        }
        return createEstimate(
          tx,
          {
            storeId: customer.storeId,
            customer: {
              id: customer.id,
              name: `${customer.firstName} ${customer.lastName}`.trim(),
              email: customer.email,
              phone: customer.phone,
            },
            note: body.note ?? null,
            items,
          },
          actor,
        );
      });
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
      const rows = await request.inTenant(async (tx) => {
        const [estimate] = await tx
          .select()
          .from(estimates)
          .where(and(eq(estimates.id, request.params.id), visibleRows(actorOf(request), estimates)));
        if (!estimate) throw notFound('No such estimate.');
        const items = await tx
          .select()
          .from(estimateItems)
          .where(and(eq(estimateItems.storeId, estimate.storeId), eq(estimateItems.estimateId, estimate.id)))
          .orderBy(asc(estimateItems.id));
        const labels = await labelAnswers(tx, items);
        return items.map((item, i) => ({ ...presentItem(item), answer_labels: labels[i] }));
      });
      return { status: 'success', data: rows };
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
