// The rules of estimates in the portal beyond their lifecycle (estimates.lifecycle.ts): requesting one (a
// customer for itself, the store for one of its customers; items naming a service pass its option rules),
// and reading its items and photos. The queries are in the repository.
import type { FastifyRequest } from 'fastify';
import { estimateRequestSchema } from '../../../../schemas/estimate.schema.ts';
import { Module } from '../../../shared/roles.ts';
import { isCustomer } from '../../../shared/permission-registry.ts';
import type { Transaction } from '../../db/database.ts';
import { forbidden, invalid, notFound } from '../../http-errors.ts';
import { actorOf } from '../../orders/http.ts';
import { storeMayAct } from '../../orders/parties.ts';
import { checkItem } from '../../orders/service-rules.ts';
import { labelAnswers } from '../../orders/answer-labels.ts';
import type { SchemaType } from '../../schema-types.ts';
import { createEstimate } from './estimates.lifecycle.ts';
import { presentEstimateItem } from './estimates.presenters.ts';
import {
  findVisibleCustomer,
  findVisibleEstimate,
  itemsOfEstimate,
  photosOfEstimate,
} from './estimates.repository.ts';

export async function requestEstimate(
  request: FastifyRequest,
  body: SchemaType<typeof estimateRequestSchema>,
) {
  const p = request.principal!;
  const actor = actorOf(request);
  return request.inTenant(async (tx) => {
    const customerId = isCustomer(p.roleId) ? p.customerId : body.customer_id;
    if (customerId == null) {
      throw invalid([
        { field: 'customer_id', message: 'customer_id is required for an estimate made in the portal' },
      ]);
    }
    const customer = await findVisibleCustomer(tx, customerId, actor);
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
}

/** Runs `fn` on the estimate the caller may see (404 otherwise), in the caller's tenant transaction. */
const withVisibleEstimate = <T>(
  request: FastifyRequest,
  id: number,
  fn: (tx: Transaction, estimate: { id: number; storeId: number }) => Promise<T>,
) =>
  request.inTenant(async (tx) => {
    const estimate = await findVisibleEstimate(tx, id, actorOf(request));
    if (!estimate) throw notFound('No such estimate.');
    return fn(tx, estimate);
  });

/** The estimate's items with their answers' labels. */
export const estimateItemsOf = (request: FastifyRequest, id: number) =>
  withVisibleEstimate(request, id, async (tx, estimate) => {
    const items = await itemsOfEstimate(tx, estimate.storeId, estimate.id);
    const labels = await labelAnswers(tx, items);
    return items.map((item, i) => ({ ...presentEstimateItem(item), answer_labels: labels[i] }));
  });

/** The photos sent with the estimate's request. */
export const estimatePhotosOf = (request: FastifyRequest, id: number) =>
  withVisibleEstimate(request, id, (tx, estimate) => photosOfEstimate(tx, estimate.storeId, estimate.id));
