// The rules of sales orders in the portal: which order an actor may see, entering one at the counter (paid
// there in the same transaction), its items, timeline, comments, payments and extra charges. Each function
// runs in the caller's tenant transaction (`request.inTenant`); the queries are in the repository.
import type { FastifyRequest } from 'fastify';
import { salesOrderRequestSchema } from '../../../../schemas/order.schema.ts';
import { Module } from '../../../shared/roles.ts';
import { isCustomer } from '../../../shared/permission-registry.ts';
import type { Transaction } from '../../db/database.ts';
import { forbidden, invalid, notFound } from '../../http-errors.ts';
import { emit } from '../../orders/events.ts';
import { actorOf } from '../../orders/http.ts';
import { storeMayAct, type Actor } from '../../orders/parties.ts';
import { idempotent } from '../../orders/payments/idempotency.ts';
import { checkItem } from '../../orders/service-rules.ts';
import { labelAnswers } from '../../orders/answer-labels.ts';
import { chargesOf, requestCharge } from '../charges/charges.lifecycle.ts';
import type { SchemaType } from '../../schema-types.ts';
import { intakesOf } from './item-intake.ts';
import { createSalesOrder, markOrderPaid } from './sales-orders.lifecycle.ts';
import { presentOrderItem, presentSalesOrder } from './sales-orders.presenters.ts';
import {
  commentsOf,
  findVisibleCustomer,
  findVisibleOrder,
  insertComment,
  itemsOf,
  locationOfStore,
  lockOrder,
  paymentsOf,
  timelineOf,
  userName,
} from './sales-orders.repository.ts';
import { said } from '../../../shared/i18n/said.ts';
import { englishOf } from '../../i18n/english.ts';

/** The order if the actor may see it (404 otherwise). */
export async function visibleOrder(tx: Transaction, id: number, actor: Actor) {
  const order = await findVisibleOrder(tx, id, actor);
  if (!order) throw notFound('No such sales order.');
  return order;
}

/** Runs `fn` on the order the caller may see, in the caller's tenant transaction. */
const withVisibleOrder = <T>(
  request: FastifyRequest,
  id: number,
  fn: (tx: Transaction, order: Awaited<ReturnType<typeof visibleOrder>>, actor: Actor) => Promise<T>,
) =>
  request.inTenant(async (tx) => {
    const actor = actorOf(request);
    return fn(tx, await visibleOrder(tx, id, actor), actor);
  });

/**
 * A sales order entered at the counter: the customer and location must be the store's, every item passes
 * the option rules as in the cart; `pay_now` takes the payment in the same transaction.
 */
export async function enterSalesOrder(
  request: FastifyRequest,
  body: SchemaType<typeof salesOrderRequestSchema>,
) {
  const actor = actorOf(request);
  return request.inTenant(async (tx) => {
    const customer = await findVisibleCustomer(tx, body.customer_id, actor);
    if (!customer)
      throw invalid([{ field: 'customer_id', message: 'customer_id is not a customer of your store' }]);
    if (body.location_id !== undefined) {
      const location = await locationOfStore(tx, customer.storeId, body.location_id);
      if (!location)
        throw invalid([{ field: 'location_id', message: 'location_id is not a location of the store' }]);
    }
    const items = [];
    for (const [i, item] of body.items.entries()) {
      const checked = await checkItem(tx, customer.storeId, item.service_id, item.answers, `items.${i}.`);
      items.push({
        serviceId: checked.serviceId,
        serviceName: checked.serviceName,
        quantity: item.quantity,
        unitPriceCents: checked.unitPriceCents,
        answers: checked.answers,
      });
    }
    const created = await createSalesOrder(
      tx,
      {
        storeId: customer.storeId,
        customer: {
          id: customer.id,
          name: `${customer.firstName} ${customer.lastName}`.trim(),
          email: customer.email,
          phone: customer.phone,
        },
        locationId: body.location_id ?? null,
        channel: 'portal',
        note: body.note ?? null,
        items,
      },
      actor,
    );
    if (!body.pay_now) return created;
    // Paid at the counter: in the same transaction, so an order is never left half taken.
    if (!(await storeMayAct(tx, request.principal!, created.storeId, Module.salesOrder, created.locationId)))
      throw forbidden('You may not take payments for sales orders.');
    return markOrderPaid(tx, created, actor);
  });
}

/** The order's items with the answers' labels and their intake photos. */
export const orderItems = (request: FastifyRequest, id: number) =>
  withVisibleOrder(request, id, async (tx, order) => {
    const rows = await itemsOf(tx, order.storeId, order.id);
    const photosOf = await intakesOf(tx, order.storeId, rows);
    const labels = await labelAnswers(tx, rows);
    return rows.map((row, i) => ({
      ...presentOrderItem(row),
      answer_labels: labels[i],
      intake_photos: photosOf(row.id),
    }));
  });

/** The order's timeline; a customer sees its public entries only. */
export const orderTimeline = (request: FastifyRequest, id: number) =>
  withVisibleOrder(request, id, (tx, order) =>
    timelineOf(tx, order.storeId, order.id, isCustomer(request.principal!.roleId)),
  );

export const orderComments = (request: FastifyRequest, id: number) =>
  withVisibleOrder(request, id, (tx, order) => commentsOf(tx, order.storeId, order.id));

/** A comment on the order, announced to whoever watches it (the commenter watches it from then on). */
export const addComment = (request: FastifyRequest, id: number, body: string) =>
  withVisibleOrder(request, id, async (tx, order, actor) => {
    const userId = request.principal!.userId;
    const author = await userName(tx, userId);
    const comment = await insertComment(tx, {
      storeId: order.storeId,
      salesOrderId: order.id,
      userId,
      authorName: `${author?.firstName ?? ''} ${author?.lastName ?? ''}`.trim() || 'Staff',
      body,
    });
    const commented = said('order_commented', { author: comment.authorName, order_no: order.orderNo });
    await emit(tx, {
      storeId: order.storeId,
      type: 'sales_order.commented',
      entity: 'sales_order',
      entityId: order.id,
      salesOrderId: order.id,
      actor,
      said: commented,
      payload: {
        order_no: order.orderNo,
        message: englishOf(commented),
        note: comment.body,
      },
    });
    return comment;
  });

/** Staff mark the order paid, once per idempotency key (a retry gets the first answer). */
export const markPaid = (request: FastifyRequest, id: number, key: string | undefined) =>
  withVisibleOrder(request, id, (tx, order, actor) =>
    idempotent(tx, order.storeId, key, 'POST /sales-orders/:id/mark-paid', { id: order.id }, async () => {
      const locked = await lockOrder(tx, order.storeId, order.id);
      const paid = await markOrderPaid(tx, locked!, actor);
      return { status: 200, body: presentSalesOrder(paid) };
    }),
  );

export const orderPayments = (request: FastifyRequest, id: number) =>
  withVisibleOrder(request, id, (tx, order) => paymentsOf(tx, order.storeId, order.id));

export const orderExtraCharges = (request: FastifyRequest, id: number) =>
  withVisibleOrder(request, id, (tx, order) =>
    chargesOf(tx, order.storeId, { kind: 'extra', salesOrderId: order.id }),
  );

/** An extra charge on the order; the customer pays it on its payment page. */
export const addExtraCharge = (
  request: FastifyRequest,
  id: number,
  charge: { amountCents: number; reason: string },
) => request.inTenant((tx) => requestCharge(tx, 'extra', id, charge, actorOf(request)));
