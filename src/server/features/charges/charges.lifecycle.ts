// Charges beyond the order, one table and one lifecycle for both kinds (state-machines.ts chargeMachine):
// an additional charge on a work-order item (requested by the store or the vendor doing the work: the work
// order waits on_hold until it is paid or cancelled) and an extra charge on a sales order (added by the
// store). The customer pays either at a page addressed by the charge's opaque token; staff may mark it paid.
import { and, eq } from 'drizzle-orm';
import { OwnerType, Source } from '../../../shared/roles.ts';
import type { Transaction } from '../../db/database.ts';
import { charges, payments, salesOrders, workOrders } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import { recordChange } from '../../orders/events.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import { opaqueToken } from '../../orders/order-numbers.ts';
import { partiesOf, systemActor, visibleRows, type Actor } from '../../orders/parties.ts';
import { recordPayment } from '../../orders/payments/payments.ts';
import type { PaymentMethod } from '../../orders/payments/payment-provider.ts';
import {
  chargeKinds,
  chargeMachineOf,
  workOrderMachine,
  type ChargeKind,
} from '../../../shared/state-machines.ts';
import { runTransition, type Lifecycle, type TransitionInput } from '../../orders/transition.ts';
import { findWorkOrder, workOrderLifecycle } from '../work-orders/work-orders.lifecycle.ts';
import { isCustomer } from '../../../shared/permission-registry.ts';
import { said } from '../../../shared/i18n/said.ts';

export type ChargeRow = typeof charges.$inferSelect;

/** The storefront page where the customer pays a charge of each kind (docs/product.md#orders-charges's routes). */
export const paymentPagePath: Record<ChargeKind, string> = {
  additional: 'additional-payment',
  extra: 'extra-charge-payment',
};

export const paymentPathOf = (row: Pick<ChargeRow, 'kind' | 'token'>) =>
  `/${paymentPagePath[row.kind]}/${row.token}`;

/** docs/product.md#roles-owner-type owner type, as the charge message names it. */
export const requesterLabel = (requestedBy: number) =>
  requestedBy === OwnerType.vendor ? 'Vendor' : 'Store owner';

/** Work can be held for a charge only while it is being done; an order is charged before completion. */
const chargeableWorkStates = ['in_progress', 'on_hold'];
const chargeableOrderStates = ['placed', 'received', 'in_progress', 'ready'];

interface ChargeTarget {
  storeId: number;
  salesOrderId: number;
  orderNo: string;
  customerId: number | null;
  workOrderId: number | null;
  itemNumber: string | null;
  vendorId: number | null;
  requestedBy: number;
  /** Work to hold once the charge is requested (additional charges on work in progress). */
  holdWorkOrder: number | null;
}

/** Where an additional charge goes: the work order's item, asked for by the store or the vendor doing it. */
async function additionalTarget(tx: Transaction, workOrderId: number, actor: Actor): Promise<ChargeTarget> {
  const workOrder = await findWorkOrder(tx, workOrderId, actor, true);
  const parties = await partiesOf(tx, actor, workOrderLifecycle.facts(workOrder), workOrderMachine, 'finish');
  const byVendor = parties.includes('worker') && workOrder.source === Source.external;
  if (!parties.includes('store') && !byVendor)
    throw forbidden('You may not request an additional charge here.');
  if (!chargeableWorkStates.includes(workOrder.status)) {
    throw conflict(
      `Work order ${workOrder.itemNumber} is ${workOrder.status.replace(/_/g, ' ')}: additional charges are requested while the work is in progress.`,
    );
  }
  const order = await asPlatform(tx, async () => {
    const [o] = await tx
      .select({ customerId: salesOrders.customerId, orderNo: salesOrders.orderNo })
      .from(salesOrders)
      .where(and(eq(salesOrders.storeId, workOrder.storeId), eq(salesOrders.id, workOrder.salesOrderId)));
    return o;
  });
  return {
    storeId: workOrder.storeId,
    salesOrderId: workOrder.salesOrderId,
    orderNo: order?.orderNo ?? '',
    customerId: order?.customerId ?? null,
    workOrderId: workOrder.id,
    itemNumber: workOrder.itemNumber,
    vendorId: workOrder.vendorId,
    requestedBy: byVendor && !parties.includes('store') ? OwnerType.vendor : OwnerType.storeOwner,
    holdWorkOrder: workOrder.status === 'in_progress' ? workOrder.id : null,
  };
}

/** Where an extra charge goes: the sales order, added by the store before completion. */
async function extraTarget(tx: Transaction, salesOrderId: number, actor: Actor): Promise<ChargeTarget> {
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
    chargeMachineOf('extra'),
    'cancel',
  );
  if (!parties.includes('store')) throw forbidden('You may not add an extra charge to this order.');
  if (!chargeableOrderStates.includes(order.status)) {
    throw conflict(
      `Order ${order.orderNo} is ${order.status.replace(/_/g, ' ')}: extra charges are added before completion.`,
    );
  }
  return {
    storeId: order.storeId,
    salesOrderId: order.id,
    orderNo: order.orderNo,
    customerId: order.customerId,
    workOrderId: null,
    itemNumber: null,
    vendorId: null,
    requestedBy: OwnerType.storeOwner,
    holdWorkOrder: null,
  };
}

/**
 * Requests a charge of either kind on what it is for (a work order's id for `additional`, a sales order's
 * for `extra`); the customer is told with the payment link, and work in progress waits for it.
 */
export async function requestCharge(
  tx: Transaction,
  kind: ChargeKind,
  forId: number,
  input: { amountCents: number; reason: string },
  actor: Actor,
): Promise<ChargeRow> {
  const target =
    kind === 'additional' ? await additionalTarget(tx, forId, actor) : await extraTarget(tx, forId, actor);
  const [charge] = await tx
    .insert(charges)
    .values({
      storeId: target.storeId,
      kind,
      salesOrderId: target.salesOrderId,
      workOrderId: target.workOrderId,
      itemNumber: target.itemNumber,
      amountCents: input.amountCents,
      reason: input.reason,
      requestedBy: target.requestedBy,
      requestedByUserId: actor.principal?.userId ?? null,
      token: opaqueToken(),
    })
    .returning();
  const c = charge!;
  await recordChange(tx, {
    storeId: c.storeId,
    entity: chargeKinds[kind].entity,
    entityId: c.id,
    salesOrderId: c.salesOrderId,
    vendorId: target.vendorId,
    action: 'created',
    from: null,
    to: c.status,
    actor,
    // docs/product.md#orders-charge-message's messages, verbatim in shape.
    said:
      kind === 'additional'
        ? said(
            c.requestedBy === OwnerType.vendor
              ? 'additional_charge_requested.vendor'
              : 'additional_charge_requested.store',
            { item_number: c.itemNumber ?? '' },
          )
        : said('extra_charge_requested', { order_no: target.orderNo }),
    payload: {
      ...(kind === 'additional'
        ? { item_number: c.itemNumber, work_order_id: c.workOrderId, additional_charge_id: c.id }
        : { order_no: target.orderNo, extra_charge_id: c.id }),
      amount_cents: c.amountCents,
      customer_id: target.customerId,
      link: paymentPathOf(c),
    },
  });
  if (target.holdWorkOrder != null) {
    const id = target.holdWorkOrder;
    await asPlatform(tx, () => runTransition(tx, workOrderLifecycle, id, 'hold', systemActor));
  }
  return c;
}

/** Resumes held work once no additional charge of it is still requested. */
async function resumeIfSettled(tx: Transaction, storeId: number, workOrderId: number) {
  await asPlatform(tx, async () => {
    const open = await tx
      .select({ id: charges.id })
      .from(charges)
      .where(
        and(
          eq(charges.storeId, storeId),
          eq(charges.workOrderId, workOrderId),
          eq(charges.status, 'requested'),
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
  if (actor.token || isCustomer(actor.principal?.roleId)) return 'in_store';
  return input.method === 'in_store' ? 'in_store' : 'manual';
}

/** A charge with what its parties depend on: its order's and (additional) its work order's facts. */
export type LockedCharge = ChargeRow & {
  orderNo: string | null;
  locationId: number | null;
  customerId: number | null;
  vendorId: number | null;
  source: number | null;
};

const refOf = (row: LockedCharge) =>
  row.kind === 'additional'
    ? `Additional charge on ${row.itemNumber}`
    : `Extra charge on order ${row.orderNo}`;

/** The one charge lifecycle, addressed through each kind's routes (a charge of the other kind is a 404). */
export function chargeLifecycle(kind: ChargeKind): Lifecycle<LockedCharge> {
  const machine = chargeMachineOf(kind);
  return {
    machine,
    async lock(tx, id, actor) {
      // An additional charge is visible with its work order (the store's users and the vendor the work is
      // sent to), an extra charge with its sales order (the store's users and the order's customer).
      const visible =
        kind === 'additional' ? visibleRows(actor, workOrders) : visibleRows(actor, salesOrders);
      const [row] = await tx
        .select({
          charge: charges,
          orderNo: salesOrders.orderNo,
          locationId: salesOrders.locationId,
          customerId: salesOrders.customerId,
          vendorId: workOrders.vendorId,
          source: workOrders.source,
        })
        .from(charges)
        // A vendor cannot see the sales order (row-level security): it joins for the extra kind's facts.
        .leftJoin(
          salesOrders,
          and(eq(salesOrders.storeId, charges.storeId), eq(salesOrders.id, charges.salesOrderId)),
        )
        .leftJoin(
          workOrders,
          and(eq(workOrders.storeId, charges.storeId), eq(workOrders.id, charges.workOrderId)),
        )
        .where(
          and(
            eq(charges.id, id),
            eq(charges.kind, kind),
            actor.token ? eq(charges.token, actor.token) : visible,
          ),
        )
        .for('update', { of: charges });
      return row ? { ...row.charge, ...withoutCharge(row) } : undefined;
    },
    // An additional charge is the work's (module 6, its vendor); an extra charge is the order's (module 5,
    // its location and customer). A customer pays an additional charge with its link only.
    facts: (row) =>
      kind === 'additional'
        ? { storeId: row.storeId, vendorId: row.vendorId, source: row.source }
        : { storeId: row.storeId, locationId: row.locationId, customerId: row.customerId },
    async write(tx, row, to) {
      const [updated] = await tx
        .update(charges)
        .set({ status: to as ChargeRow['status'], ...(to === 'paid' ? { paidAt: new Date() } : {}) })
        .where(and(eq(charges.storeId, row.storeId), eq(charges.id, row.id)))
        .returning();
      return { ...row, ...updated! };
    },
    describe: (_tx, row, _before, action, input) => ({
      salesOrderId: row.salesOrderId,
      vendorId: row.vendorId,
      number: (kind === 'additional' ? row.itemNumber : row.orderNo) ?? '',
      // The customer's reason is their own words, the rest the server's sentence.
      ...(action === 'decline' && input.declined_by === 'customer'
        ? {
            note:
              typeof input.reason === 'string' && input.reason
                ? said('note.declined_by_customer_because', { reason: input.reason })
                : said('note.declined_by_customer'),
          }
        : {}),
      payload:
        kind === 'additional'
          ? { item_number: row.itemNumber, work_order_id: row.workOrderId, additional_charge_id: row.id }
          : { order_no: row.orderNo, extra_charge_id: row.id },
    }),
    async after(tx, row, before, action, actor, input) {
      // docs/product.md#orders-charge-answer: an agreed charge's pay-in-store payment waited for the counter;
      // paying the charge takes that payment (the same row, now succeeded), not a second one.
      if (action === 'pay' && before.status === 'agreed') {
        await takeAgreedPayment(tx, row, kind);
      } else if ((action === 'pay' && input.method !== 'card') || action === 'agree') {
        // A card payment is recorded before the charge is paid (card-payments.ts settles both).
        await recordPayment(tx, {
          storeId: row.storeId,
          salesOrderId: row.salesOrderId,
          subject: `${kind}_charge`,
          subjectId: row.id,
          amountCents: row.amountCents,
          method: methodOf(actor, input),
          description: refOf(row),
          key: `${kind}_charge:${row.id}`,
          userId: actor.principal?.userId ?? null,
        });
      }
      if (row.workOrderId != null) await resumeIfSettled(tx, row.storeId, row.workOrderId);
    },
  };
}

/**
 * The pay-in-store payment an agreed charge waits on, taken now (succeeded); none at all (an agreement from
 * before agreements recorded one) is recorded as collected by staff.
 */
async function takeAgreedPayment(tx: Transaction, row: LockedCharge, kind: ChargeKind) {
  const key = `${kind}_charge:${row.id}`;
  const taken = await tx
    .update(payments)
    .set({ status: 'succeeded', updatedAt: new Date() })
    .where(
      and(
        eq(payments.storeId, row.storeId),
        eq(payments.idempotencyKey, key),
        eq(payments.status, 'pending'),
        eq(payments.method, 'in_store'),
      ),
    )
    .returning({ id: payments.id });
  if (taken.length) return;
  // Already taken (the order's pending payments collected at the counter): nothing to record twice.
  const [recorded] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.storeId, row.storeId), eq(payments.idempotencyKey, key)));
  if (recorded) return;
  await recordPayment(tx, {
    storeId: row.storeId,
    salesOrderId: row.salesOrderId,
    subject: `${kind}_charge`,
    subjectId: row.id,
    amountCents: row.amountCents,
    method: 'manual',
    description: refOf(row),
    key: `${key}:taken`,
    userId: null,
  });
}

function withoutCharge<T extends { charge: unknown }>({ charge: _charge, ...rest }: T) {
  return rest;
}

/** A charge's kind and store by its payment token (unique across the platform), before any scope is set. */
export async function chargeOfToken(tx: Transaction, token: string) {
  const [row] = await tx
    .select({ id: charges.id, kind: charges.kind, storeId: charges.storeId })
    .from(charges)
    .where(eq(charges.token, token));
  return row;
}

/** The charges of one sales order or one work order, oldest first. */
export function chargesOf(
  tx: Transaction,
  storeId: number,
  of: { salesOrderId: number; kind: 'extra' } | { workOrderId: number; kind: 'additional' },
) {
  return tx
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.storeId, storeId),
        eq(charges.kind, of.kind),
        'workOrderId' in of
          ? eq(charges.workOrderId, of.workOrderId)
          : eq(charges.salesOrderId, of.salesOrderId),
      ),
    )
    .orderBy(charges.id);
}
