// The rules of a work order beyond its lifecycle (work-orders.lifecycle.ts): opening one, its timeline, its
// images (the store or the vendor doing the work adds them, each on the timeline), its instructions and its
// additional charges. Each function runs in the caller's tenant transaction; the queries are in the
// repository.
import type { FastifyRequest } from 'fastify';
import { workOrderMachine } from '../../../shared/state-machines.ts';
import type { Transaction } from '../../db/database.ts';
import { forbidden } from '../../http-errors.ts';
import { chargesOf, requestCharge } from '../charges/charges.lifecycle.ts';
import { recordChange } from '../../orders/events.ts';
import { actorOf } from '../../orders/http.ts';
import { partiesOf, type Actor } from '../../orders/parties.ts';
import {
  createWorkOrder,
  findWorkOrder,
  workOrderLifecycle,
  type NewWorkOrder,
  type WorkOrderRow,
} from './work-orders.lifecycle.ts';
import {
  imagesOf,
  insertImage,
  insertInstruction,
  instructionsOf,
  salesOrderTimeline,
} from './work-orders.repository.ts';
import { said } from '../../../shared/i18n/said.ts';

/** Runs `fn` on the work order the caller may see (locked if asked), in the caller's tenant transaction. */
const withWorkOrder = <T>(
  request: FastifyRequest,
  id: number,
  fn: (tx: Transaction, w: WorkOrderRow, actor: Actor) => Promise<T>,
  forUpdate = false,
) =>
  request.inTenant(async (tx) => {
    const actor = actorOf(request);
    return fn(tx, await findWorkOrder(tx, id, actor, forUpdate), actor);
  });

/** The store (work-order edit) or the vendor doing the work may add to it. */
async function mayWork(tx: Transaction, w: WorkOrderRow, actor: Actor) {
  const parties = await partiesOf(tx, actor, workOrderLifecycle.facts(w), workOrderMachine, 'finish');
  if (!parties.includes('store') && !parties.includes('worker'))
    throw forbidden('You may not add to this work order.');
}

export const openWorkOrder = (request: FastifyRequest, input: NewWorkOrder) =>
  request.inTenant((tx) => createWorkOrder(tx, input, actorOf(request)));

/** The work order's own entries of its sales order's timeline and those of its additional charges. */
export const workOrderTimeline = (request: FastifyRequest, id: number) =>
  withWorkOrder(request, id, async (tx, workOrder) => {
    const charges = await chargesOf(tx, workOrder.storeId, { kind: 'additional', workOrderId: workOrder.id });
    const entries = await salesOrderTimeline(tx, workOrder.storeId, workOrder.salesOrderId);
    const chargeIds = new Set(charges.map((c) => c.id));
    return entries.filter(
      (e) =>
        (e.entity === 'work_order' && e.entityId === workOrder.id) ||
        (e.entity === 'additional_charge' && chargeIds.has(e.entityId)),
    );
  });

export const workOrderImages = (request: FastifyRequest, id: number) =>
  withWorkOrder(request, id, (tx, w) => imagesOf(tx, w.storeId, w.id));

/** A before or after image, added by the store or the vendor doing the work; the timeline shows it. */
export const addImage = (
  request: FastifyRequest,
  id: number,
  body: { kind: 'before' | 'after'; upload_id: string; caption?: string },
) =>
  withWorkOrder(
    request,
    id,
    async (tx, w, actor) => {
      await mayWork(tx, w, actor);
      const image = await insertImage(tx, {
        storeId: w.storeId,
        workOrderId: w.id,
        kind: body.kind,
        uploadId: body.upload_id,
        caption: body.caption ?? null,
        uploadedByUserId: request.principal!.userId,
      });
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
        said: said(`photo_added.${body.kind}`, { item_number: w.itemNumber }),
        note: body.caption ?? null,
        payload: { item_number: w.itemNumber, work_order_id: w.id, kind: body.kind },
      });
      return image;
    },
    true,
  );

export const workOrderInstructions = (request: FastifyRequest, id: number) =>
  withWorkOrder(request, id, (tx, w) => instructionsOf(tx, w.storeId, w.id));

export const addInstruction = (request: FastifyRequest, id: number, body: string) =>
  withWorkOrder(request, id, (tx, w) =>
    insertInstruction(tx, {
      storeId: w.storeId,
      workOrderId: w.id,
      body,
      createdByUserId: request.principal!.userId,
    }),
  );

export const workOrderCharges = (request: FastifyRequest, id: number) =>
  withWorkOrder(request, id, (tx, w) => chargesOf(tx, w.storeId, { kind: 'additional', workOrderId: w.id }));

/** An additional charge on the work order's item: the work is held until it is paid or cancelled. */
export const addAdditionalCharge = (
  request: FastifyRequest,
  id: number,
  charge: { amountCents: number; reason: string },
) => request.inTenant((tx) => requestCharge(tx, 'additional', id, charge, actorOf(request)));
