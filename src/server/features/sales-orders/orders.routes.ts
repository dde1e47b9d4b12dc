// Sales orders beyond the generic list and read: creation in the portal, items, timeline, comments,
// lifecycle transitions, marking paid, payments and extra charges.
import { orderCommentSchema, paymentSchema } from '../../../../schemas/order.schema.ts';
import { payments, salesOrderComments } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { requireLocation } from '../../plugins/auth.ts';
import { permitted } from '../../route-meta.ts';
import { toCents } from '../../crud/record-mapping.ts';
import { presentCharge } from '../charges/charge-presenter.ts';
import { idParam, presenter, security, transitionRoute } from '../../orders/http.ts';
import { replyWith, idempotencyHeader } from '../../orders/payments/idempotency.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { salesOrderLifecycle } from './sales-orders.lifecycle.ts';
import { presentSalesOrder, presentTimeline } from './sales-orders.presenters.ts';
import {
  addComment,
  addExtraCharge,
  enterSalesOrder,
  markPaid,
  orderComments,
  orderExtraCharges,
  orderItems,
  orderPayments,
  orderTimeline,
} from './sales-orders.service.ts';

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
      requireLocation(request, request.body.location_id);
      const order = await enterSalesOrder(request, request.body);
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
      return { status: 'success', data: await orderItems(request, request.params.id) };
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
      const rows = await orderTimeline(request, request.params.id);
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
      const rows = await orderComments(request, request.params.id);
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
      const row = await addComment(request, request.params.id, request.body.body);
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
      const result = await markPaid(request, request.params.id, request.headers['idempotency-key']);
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
      const rows = await orderPayments(request, request.params.id);
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
      const rows = await orderExtraCharges(request, request.params.id);
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
      const row = await addExtraCharge(request, request.params.id, {
        amountCents: toCents(request.body.amount),
        reason: request.body.reason,
      });
      reply.status(201);
      return { status: 'success', data: presentCharge(row) };
    },
  );
}
