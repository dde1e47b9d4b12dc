// Sales orders beyond the generic list and read: creation in the portal, items, timeline, comments,
// lifecycle transitions, marking paid, payments and extra charges.
import { and, asc, eq } from 'drizzle-orm';
import { Module } from '../../../shared/roles.ts';
import { orderCommentSchema, paymentSchema } from '../../../../schemas/order.schema.ts';
import {
  customers,
  locations,
  payments,
  salesOrderComments,
  salesOrderItems,
  salesOrders,
  timelineEntries,
  users,
} from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { forbidden, invalid } from '../../http-errors.ts';
import { requireLocation } from '../../plugins/auth.ts';
import { permitted } from '../../route-meta.ts';
import { toCents } from '../../crud/record-mapping.ts';
import { chargesOf, requestCharge } from '../../orders/charges.ts';
import { presentCharge } from '../charges/charge-presenter.ts';
import { emit } from '../../orders/events.ts';
import { actorOf, idParam, presenter, security, transitionRoute } from '../../orders/http.ts';
import { storeMayAct, visibleRows } from '../../orders/parties.ts';
import { idempotencyHeader, idempotent, replyWith } from '../../orders/payments/idempotency.ts';
import { createSalesOrder, markOrderPaid, salesOrderLifecycle } from '../../orders/sales-orders.ts';
import { checkItem } from '../../orders/service-rules.ts';
import { intakesOf } from '../../orders/item-intake.ts';
import { labelAnswers } from '../../orders/answer-labels.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { isCustomer, permitOf } from '../../../shared/permission-registry.ts';
import { presentSalesOrder, presentOrderItem, presentTimeline } from './sales-orders.presenters.ts';
import { visibleOrder } from './sales-orders.service.ts';

const presentComment = presenter(orderCommentSchema, salesOrderComments);
const presentPayment = presenter(paymentSchema, payments);

const tags = ['sales-orders'];
const orderObjects = { id: 'sales_orders' };

export default async function orderRoutes(app: ApiInstance) {
  app.post(
    '/sales-orders',
    {
      ...permitted(app, permitOf('sales-orders:intake')),
      schema: {
        tags,
        security,
        summary:
          'Enter a sales order at the counter; the option rules apply to every item as in the cart; pay_now takes the payment in the same transaction',
        body: { $ref: 'SalesOrderRequest#' },
        response: responses(201, { $ref: 'SalesOrder#' }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const actor = actorOf(request);
      requireLocation(request, body.location_id);
      const order = await request.inTenant(async (tx) => {
        const [customer] = await tx
          .select()
          .from(customers)
          .where(and(eq(customers.id, body.customer_id), visibleRows(actor, customers)));
        if (!customer)
          throw invalid([{ field: 'customer_id', message: 'customer_id is not a customer of your store' }]);
        if (body.location_id !== undefined) {
          const [location] = await tx
            .select({ id: locations.id })
            .from(locations)
            .where(and(eq(locations.storeId, customer.storeId), eq(locations.id, body.location_id)));
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
        if (
          !(await storeMayAct(tx, request.principal!, created.storeId, Module.salesOrder, created.locationId))
        )
          throw forbidden('You may not take payments for sales orders.');
        return markOrderPaid(tx, created, actor);
      });
      reply.status(201);
      return { status: 'success', data: presentSalesOrder(order) };
    },
  );

  app.get(
    '/sales-orders/:id/items',
    {
      ...permitted(app, permitOf('sales-orders:items'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          "A sales order's items with the answers kept and their intake (condition, declared value, photos)",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'SalesOrderItem#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const items = await request.inTenant(async (tx) => {
        const order = await visibleOrder(tx, request.params.id, actorOf(request));
        const rows = await tx
          .select()
          .from(salesOrderItems)
          .where(and(eq(salesOrderItems.storeId, order.storeId), eq(salesOrderItems.salesOrderId, order.id)))
          .orderBy(asc(salesOrderItems.lineNo));
        const photosOf = await intakesOf(tx, order.storeId, rows);
        const labels = await labelAnswers(tx, rows);
        return rows.map((row, i) => ({
          ...presentOrderItem(row),
          answer_labels: labels[i],
          intake_photos: photosOf(row.id),
        }));
      });
      return { status: 'success', data: items };
    },
  );

  app.get(
    '/sales-orders/:id/timeline',
    {
      ...permitted(app, permitOf('sales-orders:timeline'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          "A sales order's timeline: its own, its work orders' and charges' changes (customers: the order's own)",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'TimelineEntry#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const customer = isCustomer(request.principal!.roleId);
      const rows = await request.inTenant(async (tx) => {
        const order = await visibleOrder(tx, request.params.id, actorOf(request));
        return tx
          .select()
          .from(timelineEntries)
          .where(
            and(
              eq(timelineEntries.storeId, order.storeId),
              eq(timelineEntries.salesOrderId, order.id),
              customer ? eq(timelineEntries.isPublic, true) : undefined,
            ),
          )
          .orderBy(asc(timelineEntries.createdAt), asc(timelineEntries.id));
      });
      return { status: 'success', data: rows.map(presentTimeline) };
    },
  );

  app.get(
    '/sales-orders/:id/comments',
    {
      ...permitted(app, permitOf('sales-orders:comments.read'), orderObjects),
      schema: {
        tags,
        security,
        summary: "The store's comments beside a sales order's timeline",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'OrderComment#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const rows = await request.inTenant(async (tx) => {
        const order = await visibleOrder(tx, request.params.id, actorOf(request));
        return tx
          .select()
          .from(salesOrderComments)
          .where(
            and(eq(salesOrderComments.storeId, order.storeId), eq(salesOrderComments.salesOrderId, order.id)),
          )
          .orderBy(asc(salesOrderComments.createdAt), asc(salesOrderComments.id));
      });
      return { status: 'success', data: rows.map(presentComment) };
    },
  );

  app.post(
    '/sales-orders/:id/comments',
    {
      ...permitted(app, permitOf('sales-orders:comments.write'), orderObjects),
      schema: {
        tags,
        security,
        summary: 'Comment on a sales order (the commenter watches the order from then on)',
        params: idParam,
        body: { $ref: 'OrderCommentRequest#' },
        response: responses(201, { $ref: 'OrderComment#' }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await request.inTenant(async (tx) => {
        const order = await visibleOrder(tx, request.params.id, actor);
        const [author] = await tx
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, request.principal!.userId));
        const [comment] = await tx
          .insert(salesOrderComments)
          .values({
            storeId: order.storeId,
            salesOrderId: order.id,
            userId: request.principal!.userId,
            authorName: `${author?.firstName ?? ''} ${author?.lastName ?? ''}`.trim() || 'Staff',
            body: request.body.body,
          })
          .returning();
        await emit(tx, {
          storeId: order.storeId,
          type: 'sales_order.commented',
          entity: 'sales_order',
          entityId: order.id,
          salesOrderId: order.id,
          actor,
          payload: {
            order_no: order.orderNo,
            message: `${comment!.authorName} commented on order ${order.orderNo}`,
            note: comment!.body,
          },
        });
        return comment!;
      });
      reply.status(201);
      return { status: 'success', data: presentComment(row) };
    },
  );

  transitionRoute(app, {
    path: 'sales-orders',
    table: 'sales_orders',
    lifecycle: salesOrderLifecycle,
    bodySchema: 'SalesOrderTransition',
    recordSchema: 'SalesOrder',
    present: presentSalesOrder,
  });

  app.post(
    '/sales-orders/:id/mark-paid',
    {
      ...permitted(app, permitOf('sales-orders:mark-paid'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          'Staff mark an order paid (built-in provider): pending pay-in-store payments are collected. ' +
          'Send an Idempotency-Key: a retry returns the first answer; without one a second call is a 409.',
        params: idParam,
        headers: idempotencyHeader,
        response: responses(200, { $ref: 'SalesOrder#' }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await request.inTenant(async (tx) => {
        const order = await visibleOrder(tx, request.params.id, actor);
        return idempotent(
          tx,
          order.storeId,
          request.headers['idempotency-key'],
          'POST /sales-orders/:id/mark-paid',
          { id: order.id },
          async () => {
            const [locked] = await tx
              .select()
              .from(salesOrders)
              .where(and(eq(salesOrders.storeId, order.storeId), eq(salesOrders.id, order.id)))
              .for('update');
            const paid = await markOrderPaid(tx, locked!, actor);
            return { status: 200, body: presentSalesOrder(paid) };
          },
        );
      });
      return { status: 'success', data: replyWith(reply, result) };
    },
  );

  app.get(
    '/sales-orders/:id/payments',
    {
      ...permitted(app, permitOf('sales-orders:payments'), orderObjects),
      schema: {
        tags,
        security,
        summary: "A sales order's payments (the order itself and its charges)",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'Payment#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const rows = await request.inTenant(async (tx) => {
        const order = await visibleOrder(tx, request.params.id, actorOf(request));
        return tx
          .select()
          .from(payments)
          .where(and(eq(payments.storeId, order.storeId), eq(payments.salesOrderId, order.id)))
          .orderBy(asc(payments.id));
      });
      return { status: 'success', data: rows.map(presentPayment) };
    },
  );

  app.get(
    '/sales-orders/:id/extra-charges',
    {
      ...permitted(app, permitOf('sales-orders:charges.read'), orderObjects),
      schema: {
        tags,
        security,
        summary: "A sales order's extra charges",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'ExtraCharge#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const rows = await request.inTenant(async (tx) => {
        const order = await visibleOrder(tx, request.params.id, actorOf(request));
        return chargesOf(tx, order.storeId, { kind: 'extra', salesOrderId: order.id });
      });
      return { status: 'success', data: rows.map(presentCharge) };
    },
  );

  app.post(
    '/sales-orders/:id/extra-charges',
    {
      ...permitted(app, permitOf('sales-orders:charges'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          'Add an extra charge to a sales order; the customer pays it at /extra-charge-payment/:gutter',
        params: idParam,
        body: { $ref: 'ChargeRequest#' },
        response: responses(201, { $ref: 'ExtraCharge#' }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const row = await request.inTenant((tx) =>
        requestCharge(
          tx,
          'extra',
          request.params.id,
          { amountCents: toCents(request.body.amount), reason: request.body.reason },
          actorOf(request),
        ),
      );
      reply.status(201);
      return { status: 'success', data: presentCharge(row) };
    },
  );
}
