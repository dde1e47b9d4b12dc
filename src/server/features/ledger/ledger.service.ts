// The rules of an order's money (docs/product.md#payments-ledger): one ledger per order, its rows and its
// figures (ledger.repository.ts), taking part payments and deposits at the counter
// (docs/product.md#payments-part-payments), refunds back the way the money came
// (docs/product.md#payments-refunds), the deposit an order asks (docs/product.md#payments-deposits) and
// pickup with money still owed (docs/product.md#payments-pickup-balance). Every write locks the order's row
// first, so two payments or refunds of one order take turns and each sees what the other did.
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { payments, salesOrders, services, storeSettings } from '../../db/schema/index.ts';

/** A store's settings row (null: a store that has none yet, every setting at its default). */
export type StoreSettingsRow = typeof storeSettings.$inferSelect;
import { ApiFailure, conflict, invalid } from '../../http-errors.ts';
import { fromCents } from '../../crud/record-mapping.ts';
import { recordChange } from '../../orders/events.ts';
import type { Actor } from '../../orders/parties.ts';
import { createPayment } from '../../orders/payments/payments.ts';
import { paymentProvider } from '../../orders/payments/provider.ts';
import { appContext } from '../../app-context.ts';
import { sessionRoleOf } from '../../plugins/auth.ts';
import { sendMail, storefrontUrl } from '../../mail/send-mail.ts';
import { may } from '../../../shared/permission-registry.ts';
import { chargeMachineOf } from '../../../shared/state-machines.ts';
import { ErrorCode } from '../../../shared/errors.ts';
import {
  agreedChargesOf,
  chargesOfOrder,
  countOrderPayments,
  figuresOf,
  insertRefund,
  lockOrder,
  markChargesPaid,
  paymentOfOrder,
  paymentsOfOrder,
  refundByKey,
  refundsOfOrder,
  settlePaymentState,
  voidChargePromises,
  voidOrderPromises,
  type LedgerFigures,
} from './ledger.repository.ts';
import {
  refusal,
  said,
  stateWord,
  methodWord,
  type Said,
  type SaidKey,
  type SaidParams,
} from '../../../shared/i18n/said.ts';
import { moneyParam, storeCurrency } from '../../orders/said-english.ts';
import { englishOf, fieldSaid } from '../../i18n/english.ts';

type OrderRow = typeof salesOrders.$inferSelect;

/** Cents as the customer reads them: $12.50. */
/** Cents of the order's store as a money param (its currency), for the words of a refusal or a note. */
const moneyOf = async (tx: Transaction, order: { storeId: number }, cents: number) =>
  moneyParam(cents, await storeCurrency(tx, order.storeId));

export type LedgerRowKind =
  'order' | 'extra_charge' | 'additional_charge' | 'deposit' | 'payment' | 'refund' | 'cancellation';

export interface LedgerRow {
  id: string;
  kind: LedgerRowKind;
  at: string;
  /** The row's English words; description_key and description_params are the same in any language. */
  description: string;
  description_key: string;
  description_params: SaidParams;
  method: string | null;
  status: string;
  /** The row's amount, always ≥ 0. */
  amount: number;
  /** What the row does to the balance: + owed by the customer, − paid; 0 for a row that does not count. */
  effect: number;
  payment_id: number | null;
  /** A payment's money not yet given back (what a refund of it may take); null for other rows. */
  refundable: number | null;
  reference: string | null;
  note: string | null;
}

export interface OrderLedger {
  order_id: number;
  order_no: string;
  status: string;
  rows: LedgerRow[];
  totals: {
    charged: number;
    charges: number;
    open_charges: number;
    paid: number;
    refunded: number;
    balance: number;
    /** What the order's payment page and "Take payment" may take: the balance less open charges. */
    payable: number;
    deposit_required: number;
    deposit_paid: number;
    deposit_due: number;
    deposit_refundable: boolean;
    deposit_retained: number;
    /** The most a refund may give back now (the money the store holds beyond what it keeps). */
    refundable: number;
  };
}

const TAKEN = ['succeeded', 'refunded'];

/** The order's ledger: every row, and the figures (one SQL expression each, shared by every screen). */
export async function orderLedger(tx: Transaction, order: OrderRow): Promise<OrderLedger> {
  const [figures, owed, paid, refunds] = [
    await figuresOf(tx, order.storeId, order.id),
    await chargesOfOrder(tx, order.storeId, order.id),
    await paymentsOfOrder(tx, order.storeId, order.id),
    await refundsOfOrder(tx, order.storeId, order.id),
  ];
  const rows: LedgerRow[] = [];
  const base = { method: null, payment_id: null, refundable: null, reference: null, note: null };
  const described = (sentence: Said) => ({
    description: englishOf(sentence),
    description_key: sentence.key,
    description_params: sentence.params,
  });
  rows.push({
    ...base,
    id: 'order',
    kind: 'order',
    at: order.createdAt.toISOString(),
    ...described(
      said(order.shippingCents ? 'ledger.order_shipping' : 'ledger.order', {
        order_no: order.orderNo,
        smart_count: order.itemCount,
      }),
    ),
    status: order.status,
    amount: fromCents(order.totalCents),
    effect: fromCents(order.totalCents),
  });
  for (const c of owed) {
    const counts = c.status !== 'cancelled';
    rows.push({
      ...base,
      id: `charge-${c.id}`,
      kind: c.kind === 'extra' ? 'extra_charge' : 'additional_charge',
      at: c.createdAt.toISOString(),
      ...described(
        c.kind === 'extra'
          ? said('ledger.extra_charge', { reason: c.reason })
          : said('ledger.additional_charge', { item_number: c.itemNumber ?? '', reason: c.reason }),
      ),
      status: c.status,
      amount: fromCents(c.amountCents),
      effect: counts ? fromCents(c.amountCents) : 0,
    });
  }
  const refundedOf = new Map<number, number>();
  for (const r of refunds) refundedOf.set(r.paymentId, (refundedOf.get(r.paymentId) ?? 0) + r.amountCents);
  for (const p of paid) {
    const taken = TAKEN.includes(p.status);
    // A payment marked refunded before refunds had rows counts as refunded whole.
    const legacyRefund = p.status === 'refunded' && !refundedOf.has(p.id);
    const given = legacyRefund ? p.amountCents : (refundedOf.get(p.id) ?? 0);
    const what =
      p.subject === 'sales_order'
        ? ''
        : p.subject === 'extra_charge'
          ? '_extra_charge'
          : '_additional_charge';
    rows.push({
      ...base,
      id: `payment-${p.id}`,
      kind: p.isDeposit ? 'deposit' : 'payment',
      at: p.createdAt.toISOString(),
      ...described(
        said(`ledger.${p.isDeposit ? 'deposit' : 'payment'}${what}` as SaidKey, {
          method: methodWord(p.method),
        }),
      ),
      method: p.method,
      status: p.status,
      amount: fromCents(p.amountCents),
      effect: taken ? -fromCents(p.amountCents) : 0,
      payment_id: p.id,
      refundable: taken ? fromCents(p.amountCents - given) : 0,
      reference: p.reference,
      note: p.note,
    });
    if (legacyRefund)
      rows.push({
        ...base,
        id: `refund-of-${p.id}`,
        kind: 'refund',
        at: p.updatedAt.toISOString(),
        ...described(said('ledger.refund', { payment_id: p.id })),
        method: p.method,
        status: 'succeeded',
        amount: fromCents(p.amountCents),
        effect: fromCents(p.amountCents),
        payment_id: p.id,
      });
  }
  for (const r of refunds)
    rows.push({
      ...base,
      id: `refund-${r.id}`,
      kind: 'refund',
      at: r.createdAt.toISOString(),
      ...described(
        r.reason
          ? said('ledger.refund_reason', { payment_id: r.paymentId, reason: r.reason })
          : said('ledger.refund', { payment_id: r.paymentId }),
      ),
      method: r.method,
      status: 'succeeded',
      amount: fromCents(r.amountCents),
      effect: fromCents(r.amountCents),
      payment_id: r.paymentId,
      reference: r.reference,
    });
  if (order.status === 'cancelled' || order.status === 'refunded') {
    const released = order.totalCents + figures.chargesCents - figures.retainedCents;
    rows.push({
      ...base,
      id: 'cancellation',
      kind: 'cancellation',
      at: order.stageSince.toISOString(),
      ...described(
        figures.retainedCents > 0
          ? said('ledger.cancelled_deposit_kept', {
              status: stateWord(order.status),
              amount: moneyParam(figures.retainedCents, await storeCurrency(tx, order.storeId)),
            })
          : said('ledger.cancelled', { status: stateWord(order.status) }),
      ),
      status: order.status,
      amount: fromCents(released),
      effect: -fromCents(released),
    });
  }
  // Chronological, the order first.
  rows.sort((a, b) => (a.kind === 'order' ? -1 : b.kind === 'order' ? 1 : a.at.localeCompare(b.at)));
  return {
    order_id: order.id,
    order_no: order.orderNo,
    status: order.status,
    rows,
    totals: totalsOf(order, figures),
  };
}

function totalsOf(order: OrderRow, f: LedgerFigures): OrderLedger['totals'] {
  const closed = order.status === 'cancelled' || order.status === 'refunded';
  const netPaid = f.paidCents - f.refundedCents;
  return {
    charged: fromCents(f.chargedCents),
    charges: fromCents(f.chargesCents),
    open_charges: fromCents(f.openChargesCents),
    paid: fromCents(f.paidCents),
    refunded: fromCents(f.refundedCents),
    balance: fromCents(f.balanceCents),
    payable: fromCents(payableCents(order, f)),
    deposit_required: fromCents(order.depositCents),
    deposit_paid: fromCents(f.depositPaidCents),
    deposit_due: fromCents(closed ? 0 : Math.max(0, order.depositCents - netPaid)),
    deposit_refundable: order.depositRefundable,
    deposit_retained: fromCents(f.retainedCents),
    refundable: fromCents(closed ? Math.max(0, -f.balanceCents) : Math.max(0, netPaid)),
  };
}

/** What "Take payment" and the order's payment page may take: the balance less the charges still open. */
export function payableCents(order: OrderRow, f: LedgerFigures): number {
  if (order.status === 'cancelled' || order.status === 'refunded') return 0;
  return Math.max(0, f.balanceCents - f.openChargesCents);
}

/** The balance of an order (what every screen shows), read in the caller's transaction. */
export async function balanceOf(tx: Transaction, order: OrderRow) {
  const figures = await figuresOf(tx, order.storeId, order.id);
  return { ...figures, payableCents: payableCents(order, figures) };
}

// ---------------------------------------------------------------------------------------------------------
// Taking money
// ---------------------------------------------------------------------------------------------------------

export type CounterMethod = 'cash' | 'card_present' | 'link';

export interface TakePaymentInput {
  amount: number;
  method: CounterMethod;
  is_deposit?: boolean;
  note?: string | null;
}

export interface TakenPayment {
  ledger: OrderLedger;
  payment_id: number | null;
  /** `link`: the storefront page the customer pays the balance at (also mailed to them). */
  payment_url: string | null;
  mailed_to: string | null;
}

/**
 * Staff take a payment (a deposit or a part payment) at the counter: cash or card in store is recorded at
 * once; `link` mails the customer the order's payment page. Refused with 400 naming `amount` when it is
 * more than the order's payable balance; 409 on a cancelled or refunded order. The order's row is locked
 * first (docs/product.md#payments-part-payments).
 */
export async function takePayment(
  tx: Transaction,
  orderId: number,
  storeId: number,
  input: TakePaymentInput,
  actor: Actor,
): Promise<TakenPayment> {
  const order = await lockOrder(tx, storeId, orderId);
  if (!order) throw conflict('No such sales order.');
  if (order.status === 'cancelled' || order.status === 'refunded')
    throw conflict(`Order ${order.orderNo} is ${order.status}: there is nothing to pay.`);
  const amountCents = Math.round(input.amount * 100);
  if (amountCents <= 0) throw invalid([{ field: 'amount', message: 'amount must be more than 0' }]);
  const { payableCents: payable, openChargesCents } = await balanceOf(tx, order);
  if (amountCents > payable)
    throw invalid([
      fieldSaid(
        'amount',
        payable > 0
          ? refusal('ledger.more_than_balance', { amount: await moneyOf(tx, order, payable) })
          : refusal(openChargesCents ? 'ledger.nothing_left_but_charges' : 'ledger.nothing_left', {
              order_no: order.orderNo,
            }),
      ),
    ]);
  if (input.method === 'link') {
    // The link is made with the app's secret, from the context the payment runs in (app-context.ts).
    const links = appContext().paymentLinks;
    if (!links)
      throw new Error('no payment links in this context: contextFromConfig needs the sealing secret');
    const path = links.path(order);
    const url = await storefrontUrl(tx, order.storeId, path);
    if (order.customerEmail)
      await sendMail(tx, {
        storeId: order.storeId,
        to: order.customerEmail,
        event: 'payment.link',
        data: { orderNo: order.orderNo, amountCents: payable, link: url },
      });
    await recordChange(tx, {
      storeId: order.storeId,
      entity: 'sales_order',
      entityId: order.id,
      salesOrderId: order.id,
      action: 'payment_link',
      from: order.status,
      to: order.status,
      actor,
      said: order.customerEmail
        ? said('payment_link_sent_to', {
            amount: moneyParam(payable, await storeCurrency(tx, order.storeId)),
            email: order.customerEmail,
          })
        : said('payment_link_sent', { amount: moneyParam(payable, await storeCurrency(tx, order.storeId)) }),
      payload: { order_no: order.orderNo, customer_id: order.customerId },
    });
    return {
      ledger: await orderLedger(tx, order),
      payment_id: null,
      payment_url: url,
      mailed_to: order.customerEmail,
    };
  }
  const n = await countOrderPayments(tx, order.storeId, order.id);
  const row = await createPayment(tx, {
    storeId: order.storeId,
    salesOrderId: order.id,
    subject: 'sales_order',
    subjectId: order.id,
    amountCents,
    method: input.method,
    description: `Order ${order.orderNo}`,
    key: `sales_order:${order.id}:counter:${n + 1}`,
    userId: actor.principal?.userId ?? null,
    isDeposit: input.is_deposit ?? false,
    note: input.note ?? null,
  });
  // The customer's "pay in store" promise is what the counter now takes: it is not collected a second time.
  await voidOrderPromises(tx, order.storeId, order.id);
  const after = await balanceOf(tx, order);
  await recordChange(tx, {
    storeId: order.storeId,
    entity: 'sales_order',
    entityId: order.id,
    salesOrderId: order.id,
    action: input.is_deposit ? 'deposit' : 'payment',
    from: order.status,
    to: order.status,
    actor,
    said: await (async () => {
      const currency = await storeCurrency(tx, order.storeId);
      return said(input.is_deposit ? 'deposit_taken' : 'payment_taken', {
        amount: moneyParam(amountCents, currency),
        method: methodWord(input.method),
        balance: moneyParam(after.balanceCents, currency),
      });
    })(),
    note: input.note ?? null,
    payload: { order_no: order.orderNo, customer_id: order.customerId, payment_id: row.id },
  });
  // Everything owed is taken: the charges the customer agreed to pay in store were paid with it.
  if (after.balanceCents <= 0) await payAgreedCharges(tx, order, actor, 'taken');
  await settlePaymentState(tx, order.storeId, order.id);
  return { ledger: await orderLedger(tx, order), payment_id: row.id, payment_url: null, mailed_to: null };
}

/**
 * The charges of an order the customer agreed to pay in store (docs/product.md#orders-charge-answer) become
 * `paid` once the store has their money, each on the timeline as the charge's `pay`: `captured` when their
 * own pay-in-store payments were just taken (staff marking the order paid); `taken` when the counter's
 * payment took the whole balance, theirs included — their waiting payments are then voided, not collected
 * a second time.
 */
export async function payAgreedCharges(
  tx: Transaction,
  order: OrderRow,
  actor: Actor,
  how: 'captured' | 'taken',
) {
  const agreed = await agreedChargesOf(tx, order.storeId, order.id);
  if (how === 'taken') await voidChargePromises(tx, order.storeId, agreed);
  await markChargesPaid(
    tx,
    order.storeId,
    agreed.map((c) => c.id),
  );
  for (const charge of agreed) {
    const amount = moneyParam(charge.amountCents, await storeCurrency(tx, order.storeId));
    await recordChange(tx, {
      storeId: order.storeId,
      entity: chargeMachineOf(charge.kind).entity,
      entityId: charge.id,
      salesOrderId: order.id,
      action: 'pay',
      from: 'agreed',
      to: 'paid',
      actor,
      said:
        charge.kind === 'additional'
          ? said('additional_charge_paid_in_store', { item_number: charge.itemNumber ?? '', amount })
          : said('extra_charge_paid_in_store', { order_no: order.orderNo, amount }),
      payload:
        charge.kind === 'additional'
          ? {
              item_number: charge.itemNumber,
              work_order_id: charge.workOrderId,
              additional_charge_id: charge.id,
            }
          : { order_no: order.orderNo, extra_charge_id: charge.id },
    });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Refunds
// ---------------------------------------------------------------------------------------------------------

export interface RefundInput {
  payment_id: number;
  amount: number;
  reason?: string;
}

/**
 * Gives money back on one payment, the way it was paid (a card through the provider; cash and card in
 * store recorded), in the transaction that writes the refund's row. Never more than the payment has left,
 * nor — on a cancelled order — more than the store holds beyond the deposit it keeps. `key` makes a double
 * submit refund once (docs/product.md#payments-refunds).
 */
export async function refundPayment(
  tx: Transaction,
  orderId: number,
  storeId: number,
  input: RefundInput,
  key: string | undefined,
  actor: Actor,
  /** The `refund` transition's own timeline entry says it: no entry per payment. */
  options: { quiet?: boolean } = {},
): Promise<OrderLedger> {
  const order = await lockOrder(tx, storeId, orderId);
  if (!order) throw conflict('No such sales order.');
  const refundKey = key ? `refund:${order.id}:${key}` : undefined;
  if (refundKey && (await refundByKey(tx, storeId, refundKey))) return orderLedger(tx, order);
  const amountCents = Math.round(input.amount * 100);
  if (amountCents <= 0) throw invalid([{ field: 'amount', message: 'amount must be more than 0' }]);
  const payment = await paymentOfOrder(tx, storeId, order.id, input.payment_id);
  if (!payment || !TAKEN.includes(payment.status))
    throw invalid([{ field: 'payment_id', message: 'payment_id is not a payment taken on this order' }]);
  const ledger = await orderLedger(tx, order);
  const row = ledger.rows.find((r) => r.id === `payment-${payment.id}`)!;
  const leftCents = Math.round((row.refundable ?? 0) * 100);
  if (amountCents > leftCents)
    throw invalid([
      fieldSaid(
        'amount',
        refusal('ledger.more_than_refundable', { amount: await moneyOf(tx, order, leftCents) }),
      ),
    ]);
  const closed = order.status === 'cancelled' || order.status === 'refunded';
  const holdsCents = Math.round(ledger.totals.refundable * 100);
  if (closed && amountCents > holdsCents)
    throw invalid([
      fieldSaid(
        'amount',
        refusal(
          ledger.totals.deposit_retained > 0 ? 'ledger.more_than_owed_deposit' : 'ledger.more_than_owed',
          {
            amount: await moneyOf(tx, order, holdsCents),
          },
        ),
      ),
    ]);
  const n = (await refundsOfOrder(tx, storeId, order.id)).length;
  const idempotencyKey = refundKey ?? `refund:${order.id}:${payment.id}:${n + 1}`;
  const provider = paymentProvider();
  let reference: string;
  try {
    reference = (await provider.refund(payment.reference, amountCents, idempotencyKey)).reference;
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw new ApiFailure(
      ErrorCode.paymentProviderUnavailable,
      'The payment provider did not take the refund.',
    );
  }
  await insertRefund(tx, {
    storeId,
    salesOrderId: order.id,
    paymentId: payment.id,
    provider: payment.provider,
    method: payment.method,
    amountCents,
    reference,
    reason: input.reason ?? '',
    idempotencyKey,
    createdByUserId: actor.principal?.userId ?? null,
  });
  if (amountCents === leftCents)
    await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(and(eq(payments.storeId, storeId), eq(payments.id, payment.id)));
  if (!options.quiet)
    await recordChange(tx, {
      storeId,
      entity: 'sales_order',
      entityId: order.id,
      salesOrderId: order.id,
      action: 'refund_payment',
      from: order.status,
      to: order.status,
      actor,
      said: said('payment_refunded', {
        amount: moneyParam(amountCents, await storeCurrency(tx, storeId)),
        payment_id: payment.id,
        method: methodWord(payment.method),
      }),
      note: input.reason || null,
      payload: { order_no: order.orderNo, customer_id: order.customerId, payment_id: payment.id },
    });
  await settlePaymentState(tx, storeId, order.id);
  return orderLedger(tx, order);
}

/**
 * The whole refund of a completed order (its `refund` transition): every payment gives back what it has
 * left, through the provider, each a refund row of the ledger.
 */
export async function refundEverything(tx: Transaction, order: OrderRow, actor: Actor) {
  const ledger = await orderLedger(tx, order);
  for (const row of ledger.rows) {
    if (row.kind !== 'payment' && row.kind !== 'deposit') continue;
    if (!row.refundable || row.refundable <= 0) continue;
    await refundPayment(
      tx,
      order.id,
      order.storeId,
      { payment_id: row.payment_id!, amount: row.refundable, reason: 'Order refunded' },
      `whole:${row.payment_id}`,
      actor,
      { quiet: true },
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Pickup with money owed
// ---------------------------------------------------------------------------------------------------------

/**
 * Completing (picking up) an order with a balance is refused (409 naming it) unless the caller asks to
 * override and holds `sales-orders:complete-with-balance`; the override is said on the timeline by the
 * transition's note (docs/product.md#payments-pickup-balance). Returns the note to add, if any.
 */
export async function checkPickupBalance(
  tx: Transaction,
  order: OrderRow,
  input: { override_balance?: boolean },
  actor: Actor,
): Promise<Said | null> {
  if (actor.system) return null;
  const { balanceCents } = await figuresOf(tx, order.storeId, order.id);
  if (balanceCents <= 0) return null;
  const owed = await moneyOf(tx, order, balanceCents);
  if (!input.override_balance)
    throw conflict(refusal('ledger.pickup_owing', { order_no: order.orderNo, owed }));
  const role = actor.principal ? await sessionRoleOf(tx, actor.principal) : null;
  if (!may(role, 'sales-orders:complete-with-balance', order.locationId ?? undefined))
    throw new ApiFailure(ErrorCode.forbidden, refusal('ledger.pickup_owing_forbidden', { owed }));
  return said('note.handed_over_owing', { owed });
}

// ---------------------------------------------------------------------------------------------------------
// Deposits
// ---------------------------------------------------------------------------------------------------------

/**
 * The deposit an order asks when placed (docs/product.md#payments-deposits): per item, its service's rule
 * (a fixed amount per unit, or a percentage of its price), or the store's default; never more than the
 * order's total. Whether it is refundable on cancellation is the store's setting.
 */
export async function depositFor(
  tx: Transaction,
  storeId: number,
  items: {
    serviceId: number | null;
    quantity: number;
    unitPriceCents: number;
    /** The service's rule when the caller read the service already (checkout): not read again. */
    deposit?: { rule: string; amountCents: number; percent: number };
  }[],
  totalCents: number,
  /** The store's settings when the caller has read them in this transaction (checkout); read otherwise. */
  settings?: StoreSettingsRow | null,
): Promise<{ depositCents: number; depositRefundable: boolean }> {
  const store =
    settings !== undefined
      ? settings
      : (await tx.select().from(storeSettings).where(eq(storeSettings.storeId, storeId)))[0];
  const ids = [...new Set(items.flatMap((i) => (i.serviceId !== null && !i.deposit ? [i.serviceId] : [])))];
  const known = items.flatMap((i) =>
    i.serviceId !== null && i.deposit
      ? [{ id: i.serviceId, rule: i.deposit.rule, amount: i.deposit.amountCents, percent: i.deposit.percent }]
      : [],
  );
  const read = ids.length
    ? await tx
        .select({
          id: services.id,
          rule: services.depositRule,
          amount: services.depositAmountCents,
          percent: services.depositPercent,
        })
        .from(services)
        .where(and(eq(services.storeId, storeId), inArray(services.id, ids)))
    : [];
  const rules = [...known, ...read];
  const storeRule = {
    rule: store?.depositRule ?? 'none',
    amount: store?.depositAmountCents ?? 0,
    percent: store?.depositPercent ?? 0,
  };
  let cents = 0;
  for (const item of items) {
    const own = rules.find((r) => r.id === item.serviceId);
    const rule = own && own.rule !== 'store' ? own : storeRule;
    if (rule.rule === 'fixed') cents += rule.amount * item.quantity;
    if (rule.rule === 'percent')
      cents += Math.round((item.unitPriceCents * item.quantity * rule.percent) / 100);
  }
  return {
    depositCents: Math.min(cents, totalCents),
    depositRefundable: store?.depositRefundable ?? true,
  };
}
