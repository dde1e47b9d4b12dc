// The order's ledger (docs/product.md#payments-ledger): its rows are read from where each thing is recorded
// once — the order's price (sales_orders), its charges (charges), payments and deposits (payments) and
// refunds (payment_refunds) — and its figures are one SQL expression each, below, which every place that
// shows an order's money asks (the order page, tracking, my account, the payment page, the dashboard,
// pickup). Nothing here is stored a second time.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { rowOfStore } from '../../db/rows.ts';
import { charges, paymentRefunds, payments, salesOrders } from '../../db/schema/index.ts';

/** Payment statuses whose money was taken (a refunded one was taken, then given back by its refund rows). */
const TAKEN = sql.raw(`('succeeded', 'refunded')`);

/**
 * The figures of the order aliased `o` (a `sales_orders` row in the FROM clause), in cents, as SQL
 * expressions (docs/product.md#payments-ledger):
 * - charged: the order's price plus its charges not cancelled; an order cancelled or refunded is charged
 *   nothing but the deposit it keeps (docs/product.md#payments-deposits);
 * - paid: payments taken (deposits included); refunded: refunds given back;
 * - balance = charged − paid + refunded (below 0: the store owes the customer that much);
 * - open_charges: charges still requested (each is paid through its own page or "mark paid").
 */
export function ledgerFigures(o: string) {
  const ref = (column: string) => sql.raw(`${o}.${column}`);
  const ofOrder = (alias: string) =>
    sql.raw(`${alias}.store_id = ${o}.store_id and ${alias}.sales_order_id = ${o}.id`);
  const chargesOwed = sql`(select coalesce(sum(c.amount_cents), 0) from charges c where ${ofOrder('c')} and c.status <> 'cancelled')`;
  const openCharges = sql`(select coalesce(sum(c.amount_cents), 0) from charges c where ${ofOrder('c')} and c.status = 'requested')`;
  const paid = sql`(select coalesce(sum(p.amount_cents), 0) from payments p where ${ofOrder('p')} and p.status in ${TAKEN})`;
  const depositPaid = sql`(select coalesce(sum(p.amount_cents), 0) from payments p where ${ofOrder('p')} and p.status in ${TAKEN} and p.is_deposit)`;
  // A payment marked refunded before refunds had rows of their own counts as refunded whole.
  const refunded = sql`((select coalesce(sum(r.amount_cents), 0) from payment_refunds r where ${ofOrder('r')})
    + (select coalesce(sum(p.amount_cents), 0) from payments p where ${ofOrder('p')} and p.status = 'refunded'
         and not exists (select 1 from payment_refunds r where r.store_id = p.store_id and r.payment_id = p.id)))`;
  const retained = sql`(case when ${ref('status')} = 'cancelled' and not ${ref('deposit_refundable')}
    then least(${ref('deposit_cents')}, ${depositPaid}) else 0 end)`;
  const charged = sql`(case when ${ref('status')} in ('cancelled', 'refunded') then ${retained}
    else ${ref('total_cents')} + ${chargesOwed} end)`;
  const balance = sql`(${charged} - ${paid} + ${refunded})`;
  return { charged, chargesOwed, openCharges, paid, depositPaid, refunded, retained, balance };
}

export interface LedgerFigures {
  chargedCents: number;
  chargesCents: number;
  openChargesCents: number;
  paidCents: number;
  depositPaidCents: number;
  refundedCents: number;
  retainedCents: number;
  balanceCents: number;
}

/**
 * The order's payment state, which lists show and filter on, set from its figures after money moved
 * (docs/product.md#payments-ledger): refunded when all that was taken was given back, paid when nothing is
 * owed, partially paid while money is in and a balance is left; before any money it stays as it was
 * (unpaid, or pending an online payment). One statement; no write when the state is already right.
 */
export async function settlePaymentState(tx: Transaction, storeId: number, orderId: number): Promise<void> {
  const f = ledgerFigures('o');
  await tx.execute(sql`with settled as (
      select case when ${f.paid} > 0 and ${f.refunded} >= ${f.paid} then 'refunded'
                  when ${f.paid} > 0 and ${f.balance} <= 0 then 'paid'
                  when ${f.paid} > 0 then 'partially_paid'
                  else o.payment_status end as state
        from sales_orders o where o.store_id = ${storeId} and o.id = ${orderId})
    update sales_orders o set payment_status = settled.state from settled
     where o.store_id = ${storeId} and o.id = ${orderId} and o.payment_status <> settled.state`);
}

/** The figures of one order, read in the caller's transaction. */
export async function figuresOf(tx: Transaction, storeId: number, orderId: number): Promise<LedgerFigures> {
  const f = ledgerFigures('o');
  const rows = await tx.execute<Record<keyof LedgerFigures, string | number>>(
    sql`select ${f.charged}::bigint as "chargedCents", ${f.chargesOwed}::bigint as "chargesCents",
               ${f.openCharges}::bigint as "openChargesCents", ${f.paid}::bigint as "paidCents",
               ${f.depositPaid}::bigint as "depositPaidCents", ${f.refunded}::bigint as "refundedCents",
               ${f.retained}::bigint as "retainedCents", ${f.balance}::bigint as "balanceCents"
        from sales_orders o where o.store_id = ${storeId} and o.id = ${orderId}`,
  );
  const row = rows.rows[0];
  const n = (k: keyof LedgerFigures) => Number(row?.[k] ?? 0);
  return {
    chargedCents: n('chargedCents'),
    chargesCents: n('chargesCents'),
    openChargesCents: n('openChargesCents'),
    paidCents: n('paidCents'),
    depositPaidCents: n('depositPaidCents'),
    refundedCents: n('refundedCents'),
    retainedCents: n('retainedCents'),
    balanceCents: n('balanceCents'),
  };
}

/** The order row, locked for this transaction: two payments or refunds of one order take turns. */
export function lockOrder(tx: Transaction, storeId: number, orderId: number) {
  return rowOfStore(tx, salesOrders, storeId, orderId, { lock: true });
}

export async function chargesOfOrder(tx: Transaction, storeId: number, orderId: number) {
  return tx
    .select()
    .from(charges)
    .where(and(eq(charges.storeId, storeId), eq(charges.salesOrderId, orderId)))
    .orderBy(asc(charges.createdAt), asc(charges.id));
}

export async function paymentsOfOrder(tx: Transaction, storeId: number, orderId: number) {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, storeId), eq(payments.salesOrderId, orderId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function refundsOfOrder(tx: Transaction, storeId: number, orderId: number) {
  return tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.storeId, storeId), eq(paymentRefunds.salesOrderId, orderId)))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

export async function paymentOfOrder(tx: Transaction, storeId: number, orderId: number, paymentId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.storeId, storeId), eq(payments.salesOrderId, orderId), eq(payments.id, paymentId)),
    );
  return row;
}

export async function refundByKey(tx: Transaction, storeId: number, key: string) {
  const [row] = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.storeId, storeId), eq(paymentRefunds.idempotencyKey, key)));
  return row;
}

export async function insertRefund(tx: Transaction, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await tx.insert(paymentRefunds).values(values).returning();
  return row!;
}

/** Pay-in-store promises of the order's own price still pending: replaced by what the counter takes. */
export async function voidOrderPromises(tx: Transaction, storeId: number, orderId: number) {
  await tx
    .update(payments)
    .set({ status: 'voided', updatedAt: new Date() })
    .where(
      and(
        eq(payments.storeId, storeId),
        eq(payments.salesOrderId, orderId),
        eq(payments.subject, 'sales_order'),
        eq(payments.status, 'pending'),
        eq(payments.method, 'in_store'),
      ),
    );
}

export async function countOrderPayments(tx: Transaction, storeId: number, orderId: number) {
  const rows = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from payments where store_id = ${storeId} and sales_order_id = ${orderId}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

/** The payment that settled an order last (its receipt goes with the "paid" message). */
export async function settlingPaymentOf(
  tx: Transaction,
  storeId: number,
  orderId: number,
): Promise<number | null> {
  const [latest] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.storeId, storeId),
        eq(payments.salesOrderId, orderId),
        eq(payments.status, 'succeeded'),
      ),
    )
    .orderBy(desc(payments.updatedAt), desc(payments.id))
    .limit(1);
  return latest?.id ?? null;
}

/** The charges of an order the customer agreed to pay in store (docs/product.md#orders-charge-answer), locked. */
export function agreedChargesOf(tx: Transaction, storeId: number, orderId: number) {
  return tx
    .select()
    .from(charges)
    .where(and(eq(charges.storeId, storeId), eq(charges.salesOrderId, orderId), eq(charges.status, 'agreed')))
    .for('update');
}

/** Voids the waiting pay-in-store payments of these charges, in one statement. */
export async function voidChargePromises(
  tx: Transaction,
  storeId: number,
  of: Pick<typeof charges.$inferSelect, 'kind' | 'id'>[],
) {
  if (of.length === 0) return;
  await tx
    .update(payments)
    .set({ status: 'voided', updatedAt: new Date() })
    .where(
      and(
        eq(payments.storeId, storeId),
        eq(payments.status, 'pending'),
        eq(payments.method, 'in_store'),
        or(...of.map((c) => and(eq(payments.subject, `${c.kind}_charge`), eq(payments.subjectId, c.id)))),
      ),
    );
}

/** These charges are paid, in one statement. */
export async function markChargesPaid(tx: Transaction, storeId: number, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .update(charges)
    .set({ status: 'paid', paidAt: new Date() })
    .where(and(eq(charges.storeId, storeId), inArray(charges.id, ids)));
}
