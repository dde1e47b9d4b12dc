// Card payments on the provider's hosted page (Stripe Checkout), for an order at checkout or later from its
// payment page, and for additional and extra charges. A card payment is recorded `pending` with the hosted
// session as its reference; it becomes `succeeded` — and its consequences happen (the order paid, the charge
// paid and held work resumed) — when the webhook or the return page's confirmation says Stripe collected it.
// Both paths come to settleCardPayment, whose conditional update lets exactly one of them apply it. An
// attempt the customer abandons expires at the provider (its webhook, or a lookup that finds it so) and
// becomes `expired`: nothing was taken and what it was for stays payable. Card is offered per store, only
// where the store's connected account can take the money (cardPayeeOf).
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { rowOfStore } from '../../db/rows.ts';
import { charges, payments, salesOrders, type PaymentSubject } from '../../db/schema/index.ts';
import { ApiFailure, conflict } from '../../http-errors.ts';
import { ErrorCode, type FieldError } from '../../../shared/errors.ts';
import type { ChargeKind } from '../../../shared/state-machines.ts';
import { storefrontUrl } from '../../mail/send-mail.ts';
import { chargeLifecycle } from '../../features/charges/charges.lifecycle.ts';
import { recordOrderPaid, type SalesOrderRow } from '../../features/sales-orders/sales-orders.lifecycle.ts';
import { balanceOf } from '../../features/ledger/ledger.service.ts';
import { settlePaymentState } from '../../features/ledger/ledger.repository.ts';
import { systemActor } from '../parties.ts';
import { runTransition } from '../transition.ts';
import { cardPayeeOf, paymentProvider } from './provider.ts';
import { createPayment, type PaymentRow } from './payments.ts';

/**
 * The store's connected account for a card payment, or a 400 naming the field where the store cannot take
 * cards (no Stripe keys, or no enabled payout account): asked before anything is written.
 */
export async function requireCardPayments(tx: Transaction, storeId: number, field: string): Promise<string> {
  const payee = await cardPayeeOf(tx, storeId);
  if (payee) return payee;
  const fields: FieldError[] = [
    { field, message: 'Card payments are not available at this store: choose Pay in store' },
  ];
  throw new ApiFailure(ErrorCode.paymentMethodUnavailable, fields[0]!.message, fields);
}

export interface CardPaymentRequest {
  storeId: number;
  salesOrderId: number;
  subject: PaymentSubject;
  subjectId: number;
  amountCents: number;
  description: string;
  /** The payment's key (unique per store); a first attempt may give its own, e.g. `checkout:<cart>`. */
  key?: string;
  /** The storefront page Stripe sends the customer back to (success adds `session_id`). */
  returnPath: string;
  /** The store's currency, when the caller has read its settings (payments.ts). */
  currency?: string;
  userId: number | null;
}

export interface StartedCardPayment {
  /** redirect: pay at redirectUrl; paid: an earlier attempt turned out paid (nothing new was started). */
  status: 'redirect' | 'paid';
  redirectUrl: string | null;
  payment: PaymentRow;
}

/**
 * Sends the customer to pay `amountCents` by card. An attempt still open at Stripe is reused (a retried
 * "Pay" never opens a second session); one that expired is followed by a new attempt with its own key.
 */
export async function startCardPayment(
  tx: Transaction,
  request: CardPaymentRequest,
): Promise<StartedCardPayment> {
  const payee = await requireCardPayments(tx, request.storeId, 'method');
  const provider = paymentProvider();
  const ofSubject = and(
    eq(payments.storeId, request.storeId),
    eq(payments.subject, request.subject),
    eq(payments.subjectId, request.subjectId),
    eq(payments.method, 'card'),
  );
  const [open] = await tx
    .select()
    .from(payments)
    .where(and(ofSubject, eq(payments.status, 'pending')))
    .orderBy(desc(payments.id))
    .limit(1)
    .for('update');
  if (open) {
    const state = await provider.lookup(open.reference);
    if (state.status === 'pending' && state.redirectUrl)
      return { status: 'redirect', redirectUrl: state.redirectUrl, payment: open };
    // Paid on Stripe's page with a method that settles later (a bank debit): a second attempt could take
    // the money twice, so none is started until Stripe says how the first one ended.
    if (state.status === 'pending')
      throw conflict('A payment of this is being processed. You are told as soon as it is through.');
    if (state.status === 'succeeded') {
      const settled = await settleCardPayment(tx, request.storeId, open.reference);
      return { status: 'paid', redirectUrl: null, payment: settled ?? open };
    }
    // Expired or abandoned at the provider (its webhook may not have come yet): said so before the next.
    if (state.status === 'failed') await expireCardPayment(tx, request.storeId, open.reference);
  }
  const [attempts] = await tx.select({ n: count() }).from(payments).where(ofSubject);
  const key =
    request.key && attempts!.n === 0
      ? request.key
      : `${request.subject}:${request.subjectId}:card:${attempts!.n + 1}`;
  const { redirectUrl, ...row } = await createPayment(tx, {
    ...request,
    method: 'card',
    key,
    returnUrl: await storefrontUrl(tx, request.storeId, request.returnPath),
    payee,
  });
  return { status: 'redirect', redirectUrl: redirectUrl ?? null, payment: row };
}

/**
 * Applies a card payment the provider collected: pending → succeeded, then what it pays for. Returns the
 * payment when this call applied it, null when it was already applied (or is no card payment of the store)
 * — the webhook and the return page may both arrive, in any order, even at once.
 */
export async function settleCardPayment(
  tx: Transaction,
  storeId: number,
  reference: string,
): Promise<PaymentRow | null> {
  const paid = await cardAttemptEnds(tx, storeId, reference, 'succeeded');
  if (!paid) return null;
  await voidInStorePromises(tx, paid);
  if (paid.subject === 'sales_order') await orderPaidByCard(tx, paid);
  else await chargePaidByCard(tx, paid, paid.subject === 'additional_charge' ? 'additional' : 'extra');
  return paid;
}

/**
 * A card attempt the provider says expired (checkout.session.expired, or a lookup finding it so): pending →
 * expired. Returns whether this call changed it — a redelivered webhook or a second lookup changes nothing.
 */
export async function expireCardPayment(
  tx: Transaction,
  storeId: number,
  reference: string,
): Promise<boolean> {
  return (await cardAttemptEnds(tx, storeId, reference, 'expired')) !== null;
}

/**
 * A pending card attempt of the store takes its outcome, in one conditional update: whichever of the
 * webhook, the return page or a second attempt comes first applies it, and the others find nothing.
 */
async function cardAttemptEnds(
  tx: Transaction,
  storeId: number,
  reference: string,
  outcome: 'succeeded' | 'expired',
): Promise<PaymentRow | null> {
  const [ended] = await tx
    .update(payments)
    .set({ status: outcome, updatedAt: new Date() })
    .where(
      and(
        eq(payments.storeId, storeId),
        eq(payments.reference, reference),
        eq(payments.method, 'card'),
        eq(payments.status, 'pending'),
      ),
    )
    .returning();
  return ended ?? null;
}

/**
 * The customer chose Pay in store, then paid the same thing by card: the pay-in-store promise is voided
 * (kept, with a status that says so), so the order shows one payment of the amount, not two — and staff
 * collecting "every pending payment" at the counter never take the money twice.
 */
async function voidInStorePromises(tx: Transaction, paid: PaymentRow) {
  await tx
    .update(payments)
    .set({ status: 'voided', updatedAt: new Date() })
    .where(
      and(
        eq(payments.storeId, paid.storeId),
        eq(payments.subject, paid.subject),
        eq(payments.subjectId, paid.subjectId),
        eq(payments.status, 'pending'),
        eq(payments.method, 'in_store'),
        ne(payments.id, paid.id),
      ),
    );
}

/**
 * What is left to pay of an order on its payment page: the ledger's payable balance (its charges still
 * requested have their own pages) — docs/product.md#payments-ledger.
 */
export async function orderBalanceCents(tx: Transaction, order: SalesOrderRow): Promise<number> {
  return (await balanceOf(tx, order)).payableCents;
}

async function orderPaidByCard(tx: Transaction, payment: PaymentRow) {
  const order = await rowOfStore(tx, salesOrders, payment.storeId, payment.subjectId, { lock: true });
  if (!order || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return;
  // A part of the balance paid online (docs/product.md#payments-ledger): part paid until the rest comes.
  if ((await orderBalanceCents(tx, order)) > 0) {
    await settlePaymentState(tx, order.storeId, order.id);
    return;
  }
  await recordOrderPaid(tx, order, systemActor, { id: payment.id });
}

/** The charge's own lifecycle pays it (held work resumes), as its payer: the holder of its token. */
async function chargePaidByCard(tx: Transaction, payment: PaymentRow, kind: ChargeKind) {
  const [charge] = await tx
    .select({ token: charges.token, status: charges.status })
    .from(charges)
    .where(and(eq(charges.storeId, payment.storeId), eq(charges.id, payment.subjectId)));
  // Cancelled (or paid at the counter) meanwhile: the money is recorded; the store refunds or keeps it.
  if (!charge || charge.status !== 'requested') return;
  await runTransition(
    tx,
    chargeLifecycle(kind),
    payment.subjectId,
    'pay',
    { principal: null, token: charge.token },
    { method: 'card' },
  );
}

/** A second card payment of something already paid is refused plainly. */
export const alreadyPaid = (what: string) => conflict(`${what} is already paid.`);
