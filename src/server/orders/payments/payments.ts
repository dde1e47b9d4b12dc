// Records payments through the configured provider. Each payment has a provider-level idempotency key
// derived from what it pays for (a charge is paid once, a checkout once per cart), so even a client that
// sends no Idempotency-Key header can never be charged twice for the same thing.
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { payments, storeSettings, type PaymentSubject } from '../../db/schema/index.ts';
import { paymentProvider } from './provider.ts';
import type { PaymentMethod } from './payment-provider.ts';
import { DEFAULT_CURRENCY } from '../../../shared/i18n/locales.ts';

export interface PaymentRequest {
  storeId: number;
  salesOrderId: number;
  subject: PaymentSubject;
  subjectId: number;
  amountCents: number;
  method: PaymentMethod;
  description: string;
  /** Names what is paid, e.g. `additional_charge:12`; one payment per key. */
  key: string;
  userId: number | null;
  /** Taken as the order's deposit (docs/product.md#payments-deposits). */
  isDeposit?: boolean;
  /** What staff wrote with a payment taken at the counter. */
  note?: string | null;
  /**
   * The store's currency when the caller has already read its settings in this transaction (checkout
   * does); read here otherwise.
   */
  currency?: string;
}

export type PaymentRow = typeof payments.$inferSelect;

export async function recordPayment(tx: Transaction, request: PaymentRequest): Promise<PaymentRow> {
  const [existing] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, request.storeId), eq(payments.idempotencyKey, request.key)));
  if (existing) return existing;
  return createPayment(tx, request);
}

/**
 * Asks the configured provider for a payment and records it with the provider's answer: the one place a
 * payment row is written (pay in store, marked paid, card). `returnUrl`: where a hosted page sends the
 * customer back, `payee`: the store's connected
 * account the money goes to (cards).
 */
export async function createPayment(
  tx: Transaction,
  request: PaymentRequest & { returnUrl?: string; payee?: string },
): Promise<PaymentRow & { redirectUrl?: string }> {
  const provider = paymentProvider();
  // The store's own currency (docs/product.md#languages); a store without settings prices in the default.
  const currency = request.currency ?? (await currencyOf(tx, request.storeId));
  const answer = await provider.createPayment({
    storeId: request.storeId,
    amountCents: request.amountCents,
    currency: currency.toLowerCase(),
    method: request.method,
    description: request.description,
    idempotencyKey: request.key,
    returnUrl: request.returnUrl,
    payee: request.payee,
  });
  const [row] = await tx
    .insert(payments)
    .values({
      storeId: request.storeId,
      salesOrderId: request.salesOrderId,
      subject: request.subject,
      subjectId: request.subjectId,
      provider: provider.id,
      method: request.method,
      amountCents: request.amountCents,
      status: answer.status,
      reference: answer.reference,
      idempotencyKey: request.key,
      createdByUserId: request.userId,
      isDeposit: request.isDeposit ?? false,
      note: request.note ?? null,
    })
    .returning();
  return { ...row!, redirectUrl: answer.redirectUrl };
}

/** A store's currency, for a caller that has not read its settings; a store without settings: the default. */
async function currencyOf(tx: Transaction, storeId: number): Promise<string> {
  const [settings] = await tx
    .select({ currency: storeSettings.currency })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  return settings?.currency ?? DEFAULT_CURRENCY;
}

/** Collects every pending payment of an order (staff took the money at the counter). */
export async function capturePending(
  tx: Transaction,
  storeId: number,
  salesOrderId: number,
): Promise<number> {
  const pending = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.storeId, storeId),
        eq(payments.salesOrderId, salesOrderId),
        eq(payments.status, 'pending'),
        // A card payment is collected by the provider (settled by its webhook or return page), never here.
        ne(payments.method, 'card'),
      ),
    );
  for (const p of pending) {
    await paymentProvider().capture(p.reference);
    await tx
      .update(payments)
      .set({ status: 'succeeded' })
      .where(and(eq(payments.storeId, storeId), eq(payments.id, p.id)));
  }
  return pending.length;
}
