// Work orders beyond the generic lists: opening one for an item, lifecycle transitions, before/after
// images, work instructions, additional charges and the work order's own timeline. The vendor the work is
// sent to reads all of it and adds images and charges.
import { and, asc, eq } from 'drizzle-orm';
import { workInstructionSchema, workOrderImageSchema } from '../../../../schemas/work-order.schema.ts';
import { timelineEntries, workInstructions, workOrderImages } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { forbidden } from '../../http-errors.ts';
import { permitted } from '../../route-meta.ts';
import { toCents } from '../../crud/record-mapping.ts';
import { chargesOf, requestCharge } from '../../orders/charges.ts';
import { presentCharge } from '../charges/charge-presenter.ts';
import { actorOf, idParam, presenter, security, transitionRoute } from '../../orders/http.ts';
import { partiesOf } from '../../orders/parties.ts';
import { recordChange } from '../../orders/events.ts';
import { workOrderMachine } from '../../../shared/state-machines.ts';
import {
  createWorkOrder,
  findWorkOrder,
  workOrderLifecycle,
  type WorkOrderRow,
} from '../../orders/work-orders.ts';
import { presentTimeline } from '../sales-orders/sales-orders.presenters.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { presentWorkOrder } from './work-orders.presenters.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

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
      const row = await request.inTenant((tx) =>
        createWorkOrder(
          tx,
          {
            salesOrderItemId: b.sales_order_item_id,
            source: b.source,
            instructions: b.instructions,
            dueAt: b.due_at,
          },
          actorOf(request),
        ),
      );
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
      const rows = await request.inTenant(async (tx) => {
        const workOrder = await findWorkOrder(tx, request.params.id, actorOf(request));
        const charges = await chargesOf(tx, workOrder.storeId, {
          kind: 'additional',
          workOrderId: workOrder.id,
        });
        const entries = await tx
          .select()
          .from(timelineEntries)
          .where(
            and(
              eq(timelineEntries.storeId, workOrder.storeId),
              eq(timelineEntries.salesOrderId, workOrder.salesOrderId),
            ),
          )
          .orderBy(asc(timelineEntries.createdAt), asc(timelineEntries.id));
        const chargeIds = new Set(charges.map((c) => c.id));
        return entries.filter(
          (e) =>
            (e.entity === 'work_order' && e.entityId === workOrder.id) ||
            (e.entity === 'additional_charge' && chargeIds.has(e.entityId)),
        );
      });
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
      const rows = await request.inTenant(async (tx) => {
        const w = await findWorkOrder(tx, request.params.id, actorOf(request));
        return tx
          .select()
          .from(workOrderImages)
          .where(and(eq(workOrderImages.storeId, w.storeId), eq(workOrderImages.workOrderId, w.id)))
          .orderBy(asc(workOrderImages.id));
      });
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
      const actor = actorOf(request);
      const row = await request.inTenant(async (tx) => {
        const w = await findWorkOrder(tx, request.params.id, actor, true);
        await mayWork(tx, w, actor);
        const [image] = await tx
          .insert(workOrderImages)
          .values({
            storeId: w.storeId,
            workOrderId: w.id,
            kind: request.body.kind,
            uploadId: request.body.upload_id,
            caption: request.body.caption ?? null,
            uploadedByUserId: request.principal!.userId,
          })
          .returning();
        // Photos are part of the work's story: the store's timeline shows each one as it is added.
        await recordChange(tx, {
          storeId: w.storeId,
          entity: workOrderMachine.entity,
          entityId: w.id,
          salesOrderId: w.salesOrderId,
          vendorId: w.vendorId,
          action: 'photo_added',
          from: w.status,
          to: w.status,
          actor,
          message: `Work order ${w.itemNumber}: ${request.body.kind} photo added`,
          note: request.body.caption ?? null,
          payload: { item_number: w.itemNumber, work_order_id: w.id, kind: request.body.kind },
        });
        return image!;
      });
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
      const rows = await request.inTenant(async (tx) => {
        const w = await findWorkOrder(tx, request.params.id, actorOf(request));
        return tx
          .select()
          .from(workInstructions)
          .where(and(eq(workInstructions.storeId, w.storeId), eq(workInstructions.workOrderId, w.id)))
          .orderBy(asc(workInstructions.id));
      });
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
      const row = await request.inTenant(async (tx) => {
        const w = await findWorkOrder(tx, request.params.id, actorOf(request));
        const [instruction] = await tx
          .insert(workInstructions)
          .values({
            storeId: w.storeId,
            workOrderId: w.id,
            body: request.body.body,
            createdByUserId: request.principal!.userId,
          })
          .returning();
        return instruction!;
      });
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
      const rows = await request.inTenant(async (tx) => {
        const w = await findWorkOrder(tx, request.params.id, actorOf(request));
        return chargesOf(tx, w.storeId, { kind: 'additional', workOrderId: w.id });
      });
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
      const row = await request.inTenant((tx) =>
        requestCharge(
          tx,
          'additional',
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

/** The store (work-order edit) or the vendor doing the work may add to it. */
async function mayWork(
  tx: Parameters<typeof findWorkOrder>[0],
  w: WorkOrderRow,
  actor: ReturnType<typeof actorOf>,
) {
  const parties = await partiesOf(tx, actor, workOrderLifecycle.facts(w), workOrderMachine, 'finish');
  if (!parties.includes('store') && !parties.includes('worker'))
    throw forbidden('You may not add to this work order.');
}
