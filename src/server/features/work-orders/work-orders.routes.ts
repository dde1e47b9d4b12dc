// Work orders beyond the generic lists: opening one for an item, lifecycle transitions, before/after
// images, work instructions, additional charges and the work order's own timeline. The vendor the work is
// sent to reads all of it and adds images and charges.
import { workInstructionSchema, workOrderImageSchema } from '../../../../schemas/work-order.schema.ts';
import { workInstructions, workOrderImages } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { permitted } from '../../route-meta.ts';
import { toCents } from '../../crud/record-mapping.ts';
import { presentCharge } from '../charges/charge-presenter.ts';
import { idParam, presenter, security, transitionRoute } from '../../orders/http.ts';
import { presentTimeline } from '../sales-orders/sales-orders.presenters.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { workOrderLifecycle } from './work-orders.lifecycle.ts';
import { presentWorkOrder } from './work-orders.presenters.ts';
import {
  addAdditionalCharge,
  addImage,
  addInstruction,
  openWorkOrder,
  workOrderCharges,
  workOrderImages as imagesOfWorkOrder,
  workOrderInstructions,
  workOrderTimeline,
} from './work-orders.service.ts';

const presentImage = presenter(workOrderImageSchema, workOrderImages);
const presentInstruction = presenter(workInstructionSchema, workInstructions);

const tags = ['work-orders'];
const objects = { id: 'work_orders' };

export default async function workOrderRoutes(app: ApiInstance) {
  app.post(
    '/work-orders',
    {
      ...permitted(app, permitOf('work-orders:open')),
      schema: {
        tags,
        security,
        summary: 'Open the work order of a sales-order item (one per item; the order must be received)',
        body: { $ref: 'WorkOrderRequest#' },
        response: responses(201, { $ref: 'WorkOrder#' }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => {
      const b = request.body;
      const row = await openWorkOrder(request, {
        salesOrderItemId: b.sales_order_item_id,
        source: b.source,
        instructions: b.instructions,
        dueAt: b.due_at,
      });
      reply.status(201);
      return { status: 'success', data: presentWorkOrder(row) };
    },
  );

  transitionRoute(app, {
    path: 'work-orders',
    table: 'work_orders',
    lifecycle: workOrderLifecycle,
    bodySchema: 'WorkOrderTransition',
    recordSchema: 'WorkOrder',
    present: presentWorkOrder,
  });

  app.get(
    '/work-orders/:id/timeline',
    {
      ...permitted(app, permitOf('work-orders:timeline'), objects),
      schema: {
        tags,
        security,
        summary: "A work order's timeline and its additional charges' changes",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'TimelineEntry#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const rows = await workOrderTimeline(request, request.params.id);
      return { status: 'success', data: rows.map(presentTimeline) };
    },
  );

  app.get(
    '/work-orders/:id/images',
    {
      ...permitted(app, permitOf('work-orders:images.read'), objects),
      schema: {
        tags,
        security,
        summary: "A work order's before and after images (upload ids)",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'WorkOrderImage#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const rows = await imagesOfWorkOrder(request, request.params.id);
      return { status: 'success', data: rows.map(presentImage) };
    },
  );

  app.post(
    '/work-orders/:id/images',
    {
      ...permitted(app, permitOf('work-orders:images.add'), objects),
      schema: {
        tags,
        security,
        summary: 'Attach a before or after image (an upload id) — the store, or the vendor doing the work',
        params: idParam,
        body: { $ref: 'WorkOrderImageRequest#' },
        response: responses(201, { $ref: 'WorkOrderImage#' }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const row = await addImage(request, request.params.id, request.body);
      reply.status(201);
      return { status: 'success', data: presentImage(row) };
    },
  );

  app.get(
    '/work-orders/:id/instructions',
    {
      ...permitted(app, permitOf('work-orders:instructions.read'), objects),
      schema: {
        tags,
        security,
        summary: "A work order's work instructions",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'WorkInstruction#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const rows = await workOrderInstructions(request, request.params.id);
      return { status: 'success', data: rows.map(presentInstruction) };
    },
  );

  app.post(
    '/work-orders/:id/instructions',
    {
      ...permitted(app, permitOf('work-orders:instructions.write'), objects),
      schema: {
        tags,
        security,
        summary: 'Add a work instruction (store staff)',
        params: idParam,
        body: { $ref: 'WorkInstructionRequest#' },
        response: responses(201, { $ref: 'WorkInstruction#' }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const row = await addInstruction(request, request.params.id, request.body.body);
      reply.status(201);
      return { status: 'success', data: presentInstruction(row) };
    },
  );

  app.get(
    '/work-orders/:id/additional-charges',
    {
      ...permitted(app, permitOf('work-orders:charges.read'), objects),
      schema: {
        tags,
        security,
        summary: "A work order's additional charges",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'AdditionalCharge#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const rows = await workOrderCharges(request, request.params.id);
      return { status: 'success', data: rows.map(presentCharge) };
    },
  );

  app.post(
    '/work-orders/:id/additional-charges',
    {
      ...permitted(app, permitOf('work-orders:charges'), objects),
      schema: {
        tags,
        security,
        summary:
          "Request an additional charge on the work order's item (store owner or the vendor): the work order " +
          'goes on_hold until it is paid (customer at /additional-payment/:gutter) or cancelled',
        params: idParam,
        body: { $ref: 'ChargeRequest#' },
        response: responses(201, { $ref: 'AdditionalCharge#' }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const row = await addAdditionalCharge(request, request.params.id, {
        amountCents: toCents(request.body.amount),
        reason: request.body.reason,
      });
      reply.status(201);
      return { status: 'success', data: presentCharge(row) };
    },
  );
}
