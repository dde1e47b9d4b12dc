// Sales orders: creation (storefront checkout, portal, estimate conversion) with a platform-unique order
// number, items and the first timeline entry, and the sales-order lifecycle (state-machines.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import {
  feedback,
  salesOrderItems,
  salesOrders,
  workOrders,
  type OrderChannel,
  type PaymentStatus,
} from '../../db/schema/index.ts';
import { conflict } from '../../http-errors.ts';
import { recordChange } from '../../orders/events.ts';
import { opaqueToken, withUniqueNumber } from '../../orders/order-numbers.ts';
import { visibleRows, type Actor } from '../../orders/parties.ts';
import { capturePending, recordPayment } from '../../orders/payments/payments.ts';
import {
  balanceOf,
  checkPickupBalance,
  depositFor,
  payAgreedCharges,
  refundEverything,
  type StoreSettingsRow,
} from '../ledger/ledger.service.ts';
import { salesOrderMachine, workAtVendor } from '../../../shared/state-machines.ts';
import type { Lifecycle } from '../../orders/transition.ts';
import { checkPickupSignature } from '../../orders/signatures.ts';
import { checkIntake, intakeNote, recordIntake } from './item-intake.ts';
import { isSaid, linesOf, said } from '../../../shared/i18n/said.ts';

export type SalesOrderRow = typeof salesOrders.$inferSelect;

export interface NewOrderItem {
  serviceId: number | null;
  serviceName: string;
  quantity: number;
  unitPriceCents: number;
  answers: Record<string, unknown>;
  /** The service's deposit rule when it was read with the service (checkout): depositFor reads none. */
  deposit?: { rule: string; amountCents: number; percent: number };
}

export interface NewSalesOrder {
  storeId: number;
  customer: { id: number; name: string; email: string | null; phone: string | null };
  locationId?: number | null;
  estimateId?: number | null;
  channel: OrderChannel;
  note?: string | null;
  items: NewOrderItem[];
  /** Shipping charged on top of the items (checkout prices it from the store's settings). */
  shippingCents?: number;
  /** Checkout places the order with its payment already under way (pending): no second write of the row. */
  paymentStatus?: PaymentStatus;
  /** The store's settings, when the caller has read them in this transaction (checkout): not read again. */
  settings?: StoreSettingsRow | null;
}

export async function createSalesOrder(
  tx: Transaction,
  order: NewSalesOrder,
  actor: Actor,
): Promise<SalesOrderRow> {
  const subtotal = order.items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
  const shipping = order.shippingCents ?? 0;
  // The deposit it asks (docs/product.md#payments-deposits): the services' rules, else the store's.
  const deposit = await depositFor(tx, order.storeId, order.items, subtotal + shipping, order.settings);
  const row = await withUniqueNumber(tx, 'sales_orders_order_no_key', async (sp, orderNo) => {
    const [created] = await sp
      .insert(salesOrders)
      .values({
        storeId: order.storeId,
        orderNo,
        customerId: order.customer.id,
        locationId: order.locationId ?? null,
        estimateId: order.estimateId ?? null,
        channel: order.channel,
        itemCount: order.items.reduce((n, i) => n + i.quantity, 0),
        subtotalCents: subtotal,
        shippingCents: shipping,
        totalCents: subtotal + shipping,
        depositCents: deposit.depositCents,
        depositRefundable: deposit.depositRefundable,
        customerName: order.customer.name,
        customerEmail: order.customer.email,
        customerPhone: order.customer.phone,
        note: order.note ?? null,
        ...(order.paymentStatus ? { paymentStatus: order.paymentStatus } : {}),
      })
      .returning();
    return created!;
  });
  const items = order.items.length
    ? await tx
        .insert(salesOrderItems)
        .values(
          order.items.map((item, i) => ({
            storeId: order.storeId,
            salesOrderId: row.id,
            lineNo: i + 1,
            itemNumber: `${row.orderNo}-${i + 1}`,
            serviceId: item.serviceId,
            serviceName: item.serviceName,
            quantity: item.quantity,
            unitPriceCents: item.unitPriceCents,
            totalCents: item.unitPriceCents * item.quantity,
            answers: item.answers,
          })),
        )
        .returning()
    : [];
  await recordChange(tx, {
    storeId: row.storeId,
    entity: salesOrderMachine.entity,
    entityId: row.id,
    salesOrderId: row.id,
    action: 'created',
    from: null,
    to: row.status,
    actor,
    said: said('order_placed', { order_no: row.orderNo }),
    isPublic: true,
    payload: { order_no: row.orderNo, customer_id: row.customerId, total_cents: row.totalCents },
    // Its notifications and mail take the order as written rather than reading it back.
    order: { row, items },
  });
  return row;
}

export const salesOrderLifecycle: Lifecycle<SalesOrderRow> = {
  machine: salesOrderMachine,
  isPublic: true,
  async lock(tx, id, actor) {
    const [row] = await tx
      .select()
      .from(salesOrders)
      .where(and(eq(salesOrders.id, id), visibleRows(actor, salesOrders)))
      .for('update');
    return row;
  },
  facts: (row) => ({ storeId: row.storeId, locationId: row.locationId, customerId: row.customerId }),
  // `receive` may carry the items' intake (condition, declared value, photos): checked before any write.
  // `complete` waits for the pickup signature where the store requires one
  // (docs/product.md#documents-pickup-signature), and for the balance (docs/product.md#payments-pickup-balance):
  // refused unless overridden by someone who may.
  async prepare(tx, row, action, input, actor) {
    await checkIntake(tx, row, action, input);
    if (action === 'complete') {
      await checkPickupSignature(tx, row);
      const note = await checkPickupBalance(
        tx,
        row,
        { override_balance: input.override_balance === true },
        actor,
      );
      if (note) input.balance_note = note;
    }
    // Not ready while an item is still at the vendor (docs/product.md#orders-ready-after-vendor).
    if (action === 'mark_ready') {
      const away = workAtVendor(
        await tx
          .select({
            itemNumber: workOrders.itemNumber,
            status: workOrders.status,
            vendorId: workOrders.vendorId,
          })
          .from(workOrders)
          .where(and(eq(workOrders.storeId, row.storeId), eq(workOrders.salesOrderId, row.id))),
      );
      if (away.length)
        throw conflict(
          `The order cannot be marked ready: ${away.map((w) => w.itemNumber).join(', ')} ${away.length === 1 ? 'is' : 'are'} still at the vendor.`,
        );
    }
  },
  async write(tx, row, to, action) {
    const [updated] = await tx
      .update(salesOrders)
      .set({
        status: to as SalesOrderRow['status'],
        // The transaction's time, as the timeline entry of this change.
        ...(to !== row.status ? { stageSince: sql`now()` } : {}),
        ...(action === 'complete' ? { completedAt: new Date() } : {}),
        ...(action === 'refund' ? { paymentStatus: 'refunded' as const } : {}),
      })
      .where(and(eq(salesOrders.storeId, row.storeId), eq(salesOrders.id, row.id)))
      .returning();
    if (action === 'complete') {
      // The customer is asked for feedback once the order is complete (/feedback/:token).
      await tx
        .insert(feedback)
        .values({
          storeId: row.storeId,
          salesOrderId: row.id,
          locationId: row.locationId,
          token: opaqueToken(),
        })
        .onConflictDoNothing();
    }
    return updated!;
  },
  describe: async (tx, row, _before, action, input) => ({
    salesOrderId: row.id,
    vendorId: null,
    number: row.orderNo,
    // The intake reads on the timeline under the staff member's own note.
    ...(action === 'receive' ? { note: linesOf(input.note, await intakeNote(tx, row, input)) } : {}),
    ...(action === 'complete' && isSaid(input.balance_note)
      ? { note: linesOf(input.note, input.balance_note) }
      : {}),
    payload: {
      order_no: row.orderNo,
      customer_id: row.customerId,
      ...(row.status === 'completed' ? { link: await feedbackLink(tx, row.storeId, row.id) } : {}),
    },
  }),
  async after(tx, row, _before, action, actor, input) {
    if (action === 'receive') await recordIntake(tx, row, input, actor);
    // Every payment gives back what it has left, each a refund row of the ledger.
    if (action === 'refund') await refundEverything(tx, row, actor);
  },
};

/** The feedback link of a completed order, for the customer's notification. */
export async function feedbackLink(
  tx: Transaction,
  storeId: number,
  salesOrderId: number,
): Promise<string | null> {
  const [row] = await tx
    .select({ token: feedback.token })
    .from(feedback)
    .where(and(eq(feedback.storeId, storeId), eq(feedback.salesOrderId, salesOrderId)));
  return row ? `/feedback/${row.token}` : null;
}

/**
 * Staff mark an order paid (built-in provider), settled through its ledger (docs/product.md#payments-ledger):
 * pending payments (pay in store) are collected, the charges the customer agreed to pay in store become paid
 * with theirs, and what is still payable (a deposit or part payments taken count) is recorded as collected
 * by staff. Paying twice is a 409.
 */
export async function markOrderPaid(
  tx: Transaction,
  order: SalesOrderRow,
  actor: Actor,
): Promise<SalesOrderRow> {
  if (order.paymentStatus === 'paid') throw conflict(`Order ${order.orderNo} is already paid.`);
  if (order.paymentStatus === 'refunded') throw conflict(`Order ${order.orderNo} was refunded.`);
  if (order.status === 'cancelled') throw conflict(`Order ${order.orderNo} is cancelled.`);
  await capturePending(tx, order.storeId, order.id);
  await payAgreedCharges(tx, order, actor, 'captured');
  const { payableCents } = await balanceOf(tx, order);
  if (payableCents > 0) {
    await recordPayment(tx, {
      storeId: order.storeId,
      salesOrderId: order.id,
      subject: 'sales_order',
      subjectId: order.id,
      amountCents: payableCents,
      method: 'manual',
      description: `Order ${order.orderNo}`,
      key: `sales_order:${order.id}:manual`,
      userId: actor.principal?.userId ?? null,
    });
  }
  return recordOrderPaid(tx, order, actor);
}

/**
 * The order's payment state becomes paid, on its timeline as `mark_paid` (its status stays): staff marking
 * it paid, or a card payment the provider collected (`byPayment`).
 */
export async function recordOrderPaid(
  tx: Transaction,
  order: SalesOrderRow,
  actor: Actor,
  byPayment?: { id: number },
): Promise<SalesOrderRow> {
  const [updated] = await tx
    .update(salesOrders)
    .set({ paymentStatus: 'paid' })
    .where(and(eq(salesOrders.storeId, order.storeId), eq(salesOrders.id, order.id)))
    .returning();
  await recordChange(tx, {
    storeId: order.storeId,
    entity: salesOrderMachine.entity,
    entityId: order.id,
    salesOrderId: order.id,
    action: 'mark_paid',
    from: order.status,
    to: order.status,
    actor,
    said: said(byPayment ? 'order_paid_by_card' : 'order_paid', { order_no: order.orderNo }),
    payload: {
      order_no: order.orderNo,
      customer_id: order.customerId,
      ...(byPayment ? { payment_id: byPayment.id } : {}),
    },
  });
  return updated!;
}
