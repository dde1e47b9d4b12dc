// Additional charges (on a work-order item, requested by the store or the vendor doing the work: the work
// order waits on_hold until it is paid or cancelled) and extra charges (on a sales order). The customer
// pays either at a page addressed by the charge's opaque token; staff may mark it paid.
import { and, eq } from 'drizzle-orm';
import { OwnerType, Role, Source } from '../../shared/roles.ts';
import type { Transaction } from '../db/database.ts';
import { additionalCharges, extraCharges, salesOrders, workOrders } from '../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../http-errors.ts';
import { recordChange } from './events.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { opaqueToken } from './order-numbers.ts';
import { partiesOf, systemActor, visibleRows, type Actor } from './parties.ts';
import { recordPayment } from './payments/payments.ts';
import type { PaymentMethod } from './payments/provider.ts';
import {
  additionalChargeMachine,
  extraChargeMachine,
  workOrderMachine,
} from '../../shared/state-machines.ts';
import { runTransition, type Lifecycle, type TransitionInput } from './transition.ts';
import { findWorkOrder, workOrderLifecycle } from './work-orders.ts';

export type AdditionalChargeRow = typeof additionalCharges.$inferSelect;
export type ExtraChargeRow = typeof extraCharges.$inferSelect;

/** Spec section 6 owner type, as the additional-charge message names it. */
export const requesterLabel = (requestedBy: number) =>
  requestedBy === OwnerType.vendor ? 'Vendor' : 'Store owner';

/** Work can be held for a charge only while it is being done. */
const chargeableWorkStates = ['in_progress', 'on_hold'];

export async function createAdditionalCharge(
  tx: Transaction,
  workOrderId: number,
  input: { amountCents: number; reason: string },
  actor: Actor,
): Promise<AdditionalChargeRow> {
  const workOrder = await findWorkOrder(tx, workOrderId, actor, true);
  // The store (owner or staff with work-order edit) or the vendor doing the work asks for it.
  const parties = await partiesOf(tx, actor, workOrderLifecycle.facts(workOrder), workOrderMachine, 'finish');
  const byVendor = parties.includes('worker') && workOrder.source === Source.external;
  if (!parties.includes('store') && !byVendor)
    throw forbidden('You may not request an additional charge here.');
  if (!chargeableWorkStates.includes(workOrder.status)) {
    throw conflict(
      `Work order ${workOrder.itemNumber} is ${workOrder.status.replace(/_/g, ' ')}: additional charges are requested while the work is in progress.`,
    );
  }
  const requestedBy = byVendor && !parties.includes('store') ? OwnerType.vendor : OwnerType.storeOwner;
  const [charge] = await tx
    .insert(additionalCharges)
    .values({
      storeId: workOrder.storeId,
      workOrderId: workOrder.id,
      salesOrderId: workOrder.salesOrderId,
      itemNumber: workOrder.itemNumber,
      amountCents: input.amountCents,
      reason: input.reason,
      requestedBy,
      requestedByUserId: actor.principal?.userId ?? null,
      token: opaqueToken(),
    })
    .returning();
  const customerId = await asPlatform(tx, async () => {
    const [order] = await tx
      .select({ customerId: salesOrders.customerId })
      .from(salesOrders)
      .where(and(eq(salesOrders.storeId, workOrder.storeId), eq(salesOrders.id, workOrder.salesOrderId)));
    return order?.customerId ?? null;
  });
  await recordChange(tx, {
    storeId: charge!.storeId,
    entity: additionalChargeMachine.entity,
    entityId: charge!.id,
    salesOrderId: charge!.salesOrderId,
    vendorId: workOrder.vendorId,
    action: 'created',
    from: null,
    to: charge!.status,
    actor,
    // Spec section 8's message, verbatim in shape.
    message: `${charge!.itemNumber} - ${requesterLabel(requestedBy)} requested additional charge`,
    payload: {
      item_number: charge!.itemNumber,
      work_order_id: workOrder.id,
      additional_charge_id: charge!.id,
      amount_cents: charge!.amountCents,
      customer_id: customerId,
      link: `/additional-payment/${charge!.token}`,
    },
  });
  if (workOrder.status === 'in_progress') {
    await asPlatform(tx, () => runTransition(tx, workOrderLifecycle, workOrder.id, 'hold', systemActor));
  }
  return charge!;
}

/** Resumes held work once no additional charge of it is still requested. */
async function resumeIfSettled(tx: Transaction, storeId: number, workOrderId: number) {
  await asPlatform(tx, async () => {
    const open = await tx
      .select({ id: additionalCharges.id })
      .from(additionalCharges)
      .where(
        and(
          eq(additionalCharges.storeId, storeId),
          eq(additionalCharges.workOrderId, workOrderId),
          eq(additionalCharges.status, 'requested'),
        ),
      );
    const [workOrder] = await tx
      .select({ status: workOrders.status })
      .from(workOrders)
      .where(and(eq(workOrders.storeId, storeId), eq(workOrders.id, workOrderId)));
    if (open.length === 0 && workOrder?.status === 'on_hold') {
      await runTransition(tx, workOrderLifecycle, workOrderId, 'resume', systemActor);
    }
  });
}

/** The payment method a payer uses: customers pay in store (built-in provider), staff mark it paid. */
function methodOf(actor: Actor, input: TransitionInput): PaymentMethod {
  if (actor.token || actor.principal?.roleId === Role.customer) return 'in_store';
  return input.method === 'in_store' ? 'in_store' : 'manual';
}

export const additionalChargeLifecycle: Lifecycle<
  AdditionalChargeRow & { vendorId: number | null; source: number }
> = {
  machine: additionalChargeMachine,
  async lock(tx, id, actor) {
    // Visible with its work order: the store's users, and the vendor the work is sent to.
    const [row] = await tx
      .select({ charge: additionalCharges, vendorId: workOrders.vendorId, source: workOrders.source })
      .from(additionalCharges)
      .innerJoin(
        workOrders,
        and(
          eq(workOrders.storeId, additionalCharges.storeId),
          eq(workOrders.id, additionalCharges.workOrderId),
        ),
      )
      .where(
        and(
          eq(additionalCharges.id, id),
          actor.token ? eq(additionalCharges.token, actor.token) : visibleRows(actor, workOrders),
        ),
      )
      .for('update', { of: additionalCharges });
    return row ? { ...row.charge, vendorId: row.vendorId, source: row.source } : undefined;
  },
  facts: (row) => ({ storeId: row.storeId, vendorId: row.vendorId, source: row.source }),
  async write(tx, row, to) {
    const [updated] = await tx
      .update(additionalCharges)
      .set({ status: to as AdditionalChargeRow['status'], ...(to === 'paid' ? { paidAt: new Date() } : {}) })
      .where(and(eq(additionalCharges.storeId, row.storeId), eq(additionalCharges.id, row.id)))
      .returning();
    return { ...updated!, vendorId: row.vendorId, source: row.source };
  },
  describe: (_tx, row) => ({
    salesOrderId: row.salesOrderId,
    vendorId: row.vendorId,
    ref: `Additional charge on ${row.itemNumber}`,
    payload: { item_number: row.itemNumber, work_order_id: row.workOrderId, additional_charge_id: row.id },
  }),
  async after(tx, row, _before, action, actor, input) {
    if (action === 'pay') {
      await recordPayment(tx, {
        storeId: row.storeId,
        salesOrderId: row.salesOrderId,
        subject: 'additional_charge',
        subjectId: row.id,
        amountCents: row.amountCents,
        method: methodOf(actor, input),
        description: `Additional charge on ${row.itemNumber}`,
        key: `additional_charge:${row.id}`,
        userId: actor.principal?.userId ?? null,
      });
    }
    await resumeIfSettled(tx, row.storeId, row.workOrderId);
  },
};

const chargeableOrderStates = ['placed', 'received', 'in_progress', 'ready'];

export async function createExtraCharge(
  tx: Transaction,
  salesOrderId: number,
  input: { amountCents: number; reason: string },
  actor: Actor,
): Promise<ExtraChargeRow> {
  const [order] = await tx
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.id, salesOrderId), visibleRows(actor, salesOrders)))
    .for('update');
  if (!order) throw notFound('No such sales order.');
  const parties = await partiesOf(
    tx,
    actor,
    { storeId: order.storeId, locationId: order.locationId },
    extraChargeMachine,
    'cancel',
  );
  if (!parties.includes('store')) throw forbidden('You may not add an extra charge to this order.');
  if (!chargeableOrderStates.includes(order.status)) {
    throw conflict(
      `Order ${order.orderNo} is ${order.status.replace(/_/g, ' ')}: extra charges are added before completion.`,
    );
  }
  const [charge] = await tx
    .insert(extraCharges)
    .values({
      storeId: order.storeId,
      salesOrderId: order.id,
      amountCents: input.amountCents,
      reason: input.reason,
      requestedByUserId: actor.principal?.userId ?? null,
      token: opaqueToken(),
    })
    .returning();
  await recordChange(tx, {
    storeId: order.storeId,
    entity: extraChargeMachine.entity,
    entityId: charge!.id,
    salesOrderId: order.id,
    action: 'created',
    from: null,
    to: charge!.status,
    actor,
    message: `Order ${order.orderNo} - store requested extra charge`,
    payload: {
      order_no: order.orderNo,
      extra_charge_id: charge!.id,
      amount_cents: charge!.amountCents,
      customer_id: order.customerId,
      link: `/extra-charge-payment/${charge!.token}`,
    },
  });
  return charge!;
}

export const extraChargeLifecycle: Lifecycle<
  ExtraChargeRow & { orderNo: string; locationId: number | null; customerId: number }
> = {
  machine: extraChargeMachine,
  async lock(tx, id, actor) {
    const [row] = await tx
      .select({
        charge: extraCharges,
        orderNo: salesOrders.orderNo,
        locationId: salesOrders.locationId,
        customerId: salesOrders.customerId,
      })
      .from(extraCharges)
      .innerJoin(
        salesOrders,
        and(eq(salesOrders.storeId, extraCharges.storeId), eq(salesOrders.id, extraCharges.salesOrderId)),
      )
      .where(
        and(
          eq(extraCharges.id, id),
          actor.token ? eq(extraCharges.token, actor.token) : visibleRows(actor, salesOrders),
        ),
      )
      .for('update', { of: extraCharges });
    return row
      ? { ...row.charge, orderNo: row.orderNo, locationId: row.locationId, customerId: row.customerId }
      : undefined;
  },
  facts: (row) => ({ storeId: row.storeId, locationId: row.locationId, customerId: row.customerId }),
  async write(tx, row, to) {
    const [updated] = await tx
      .update(extraCharges)
      .set({ status: to as ExtraChargeRow['status'], ...(to === 'paid' ? { paidAt: new Date() } : {}) })
      .where(and(eq(extraCharges.storeId, row.storeId), eq(extraCharges.id, row.id)))
      .returning();
    return { ...updated!, orderNo: row.orderNo, locationId: row.locationId, customerId: row.customerId };
  },
  describe: (_tx, row) => ({
    salesOrderId: row.salesOrderId,
    vendorId: null,
    ref: `Extra charge on order ${row.orderNo}`,
    payload: { order_no: row.orderNo, extra_charge_id: row.id },
  }),
  async after(tx, row, _before, action, actor, input) {
    if (action !== 'pay') return;
    await recordPayment(tx, {
      storeId: row.storeId,
      salesOrderId: row.salesOrderId,
      subject: 'extra_charge',
      subjectId: row.id,
      amountCents: row.amountCents,
      method: methodOf(actor, input),
      description: `Extra charge on order ${row.orderNo}`,
      key: `extra_charge:${row.id}`,
      userId: actor.principal?.userId ?? null,
    });
  },
};
