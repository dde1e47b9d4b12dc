// Work orders: one per sales-order item that needs work, internal (store staff) or external (a vendor the
// store is linked to, chosen when the work order is sent). Sending or starting work moves a received order
// to in_progress; additional charges hold and resume the work (charges/charges.lifecycle.ts).
import { and, eq } from 'drizzle-orm';
import { Source } from '../../../shared/roles.ts';
import type { Transaction } from '../../db/database.ts';
import {
  salesOrderItems,
  salesOrders,
  storeVendors,
  workInstructions,
  workOrders,
} from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http-errors.ts';
import { recordChange } from '../../orders/events.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import { systemActor, visibleRows, type Actor } from '../../orders/parties.ts';
import { salesOrderLifecycle } from '../sales-orders/sales-orders.lifecycle.ts';
import { workOrderMachine } from '../../../shared/state-machines.ts';
import { runTransition, type Lifecycle, type TransitionInput } from '../../orders/transition.ts';
import { said } from '../../../shared/i18n/said.ts';

export type WorkOrderRow = typeof workOrders.$inferSelect;

/** A part or material the bench used (record_work). */
export interface WorkPart {
  name: string;
  quantity: number;
}

/** The timeline note of recorded work: what was done, then the parts and materials. */
function workNote(input: TransitionInput): string {
  const parts = ((input.parts as WorkPart[] | undefined) ?? [])
    .map((p) => `${p.name.trim()} × ${p.quantity}`)
    .join(', ');
  return [input.note?.trim(), parts ? `Parts and materials: ${parts}` : ''].filter(Boolean).join('\n');
}

export interface NewWorkOrder {
  salesOrderItemId: number;
  source: number;
  instructions?: string | null;
  dueAt?: string | null;
}

/** Order states in which items are in the store's hands and work orders can be opened. */
const workableOrderStates = ['received', 'in_progress'];

export async function createWorkOrder(
  tx: Transaction,
  input: NewWorkOrder,
  actor: Actor,
): Promise<WorkOrderRow> {
  const [found] = await tx
    .select({ item: salesOrderItems, order: salesOrders })
    .from(salesOrderItems)
    .innerJoin(
      salesOrders,
      and(eq(salesOrders.storeId, salesOrderItems.storeId), eq(salesOrders.id, salesOrderItems.salesOrderId)),
    )
    .where(and(eq(salesOrderItems.id, input.salesOrderItemId), visibleRows(actor, salesOrders)))
    .for('update', { of: salesOrders });
  if (!found) {
    throw invalid([
      { field: 'sales_order_item_id', message: 'sales_order_item_id is not an item of your store' },
    ]);
  }
  const { item, order } = found;
  if (!workableOrderStates.includes(order.status)) {
    throw conflict(
      `Order ${order.orderNo} is ${order.status.replace(/_/g, ' ')}: work orders open once it is received.`,
    );
  }
  const [existing] = await tx
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.storeId, item.storeId), eq(workOrders.salesOrderItemId, item.id)));
  if (existing) throw conflict(`Item ${item.itemNumber} already has work order ${existing.id}.`);
  const [row] = await tx
    .insert(workOrders)
    .values({
      storeId: item.storeId,
      salesOrderId: order.id,
      salesOrderItemId: item.id,
      locationId: order.locationId,
      itemNumber: item.itemNumber,
      serviceName: item.serviceName,
      quantity: item.quantity,
      answers: item.answers,
      source: input.source,
      dueAt: input.dueAt ? new Date(input.dueAt) : null,
      createdByUserId: actor.principal?.userId ?? null,
    })
    .returning();
  if (input.instructions) {
    await tx.insert(workInstructions).values({
      storeId: row!.storeId,
      workOrderId: row!.id,
      body: input.instructions,
      createdByUserId: actor.principal?.userId ?? null,
    });
  }
  await recordChange(tx, {
    storeId: row!.storeId,
    entity: workOrderMachine.entity,
    entityId: row!.id,
    salesOrderId: order.id,
    action: 'created',
    from: null,
    to: row!.status,
    actor,
    said: said('work_order_created', { item_number: row!.itemNumber }),
    payload: { item_number: row!.itemNumber, order_no: order.orderNo, work_order_id: row!.id },
  });
  return row!;
}

async function isLinkedVendor(tx: Transaction, storeId: number, vendorId: number): Promise<boolean> {
  const [link] = await tx
    .select({ vendorId: storeVendors.vendorId })
    .from(storeVendors)
    .where(
      and(
        eq(storeVendors.storeId, storeId),
        eq(storeVendors.vendorId, vendorId),
        eq(storeVendors.status, 'active'),
      ),
    );
  return !!link;
}

/** Checks a vendor_id the store picked: it must be linked to the store (400 otherwise). */
export async function requireLinkedVendor(
  tx: Transaction,
  storeId: number,
  vendorId: unknown,
): Promise<number> {
  if (typeof vendorId !== 'number') {
    throw invalid([{ field: 'vendor_id', message: 'vendor_id is required to send work to a vendor' }]);
  }
  if (!(await isLinkedVendor(tx, storeId, vendorId))) {
    throw invalid([{ field: 'vendor_id', message: 'vendor_id is not a vendor linked to this store' }]);
  }
  return vendorId;
}

/** Moves a received order along when work on one of its items starts (a system transition). */
async function startOrderIfReceived(tx: Transaction, storeId: number, salesOrderId: number) {
  await asPlatform(tx, async () => {
    const [order] = await tx
      .select({ status: salesOrders.status })
      .from(salesOrders)
      .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.id, salesOrderId)));
    if (order?.status === 'received')
      await runTransition(tx, salesOrderLifecycle, salesOrderId, 'start', systemActor);
  });
}

export const workOrderLifecycle: Lifecycle<WorkOrderRow> = {
  machine: workOrderMachine,
  lock: (tx, id, actor) => selectWorkOrder(tx, id, actor, true),
  facts: (row) => ({
    storeId: row.storeId,
    locationId: row.locationId,
    vendorId: row.vendorId,
    source: row.source,
  }),
  async prepare(tx, row, action, input) {
    if (action === 'record_work') {
      const parts = (input.parts as WorkPart[] | undefined) ?? [];
      if (!input.note?.trim() && parts.length === 0)
        throw invalid([{ field: 'note', message: 'Say what was done, or list the parts used' }]);
      return;
    }
    if (action !== 'send') return;
    if (row.source === Source.external) {
      input.vendor_id = await requireLinkedVendor(tx, row.storeId, input.vendor_id);
    } else if (input.vendor_id !== undefined) {
      throw invalid([
        { field: 'vendor_id', message: 'vendor_id is only for external work orders (source 1)' },
      ]);
    }
  },
  async write(tx, row, to, action, input) {
    const changes: Partial<WorkOrderRow> = { status: to as WorkOrderRow['status'], updatedAt: new Date() };
    if (action === 'send' && row.source === Source.external) changes.vendorId = input.vendor_id as number;
    // Declined work goes back to the store: the vendor no longer sees it.
    if (action === 'decline') changes.vendorId = null;
    const update = () =>
      tx
        .update(workOrders)
        .set(changes)
        .where(and(eq(workOrders.storeId, row.storeId), eq(workOrders.id, row.id)));
    // A vendor handing work back writes a row it may no longer see, which row-level security refuses to
    // any UPDATE with a WHERE clause; the lock above already proved it may act, so the write is the system's.
    if (action === 'decline' && row.vendorId !== null) await asPlatform(tx, update);
    else await update();
    return { ...row, ...changes };
  },
  describe: (_tx, row, before, action, input) => ({
    salesOrderId: row.salesOrderId,
    vendorId: row.vendorId ?? before.vendorId,
    number: row.itemNumber,
    payload: {
      item_number: row.itemNumber,
      work_order_id: row.id,
      ...(action === 'record_work' ? { parts: input.parts ?? [] } : {}),
    },
    ...(action === 'record_work'
      ? { said: said('work_recorded', { item_number: row.itemNumber }), note: workNote(input) }
      : {}),
  }),
  async after(tx, row, _before, action) {
    if (action === 'send' || action === 'start')
      await startOrderIfReceived(tx, row.storeId, row.salesOrderId);
  },
};

async function selectWorkOrder(tx: Transaction, id: number, actor: Actor, forUpdate: boolean) {
  const query = tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.id, id), visibleRows(actor, workOrders)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** A work order the actor may see (404 otherwise), locked when something is added to it. */
export async function findWorkOrder(tx: Transaction, id: number, actor: Actor, forUpdate = false) {
  const row = await selectWorkOrder(tx, id, actor, forUpdate);
  if (!row) throw notFound('No such work order.');
  return row;
}
