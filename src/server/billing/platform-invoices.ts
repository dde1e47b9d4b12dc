// The platform's invoices to a store: the plan's month and the bill items waiting for an invoice. With the
// built-in provider an invoice is settled offline (marked paid); with Stripe it is paid on Stripe Checkout
// and marked paid by the webhook (or the return page's confirmation) — once, whichever comes first.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { rowOfStore } from '../db/rows.ts';
import { billItems, platformInvoices, type PlatformInvoiceLine } from '../db/schema/index.ts';
import { conflict, invalid, notFound } from '../http-errors.ts';
import { billingCurrency, stripeClient } from './stripe-client.ts';

export type PlatformInvoiceRow = typeof platformInvoices.$inferSelect;

const invoiceNo = () => `PI-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Opens an invoice with the given lines plus every bill item not yet invoiced; null when there is nothing
 * to bill. With `paidBy` (a provider invoice already paid) it is recorded paid, once per provider reference.
 */
export async function openInvoice(
  tx: Transaction,
  storeId: number,
  planLines: PlatformInvoiceLine[],
  paidBy?: { provider: string; reference: string },
): Promise<PlatformInvoiceRow | null> {
  const waiting = await tx
    .select()
    .from(billItems)
    .where(and(eq(billItems.storeId, storeId), isNull(billItems.platformInvoiceId)))
    .for('update');
  const lines = [
    ...planLines,
    ...waiting.map((b) => ({
      description: b.quantity > 1 ? `${b.description} × ${b.quantity}` : b.description,
      amount_cents: b.amountCents * b.quantity,
    })),
  ];
  if (!lines.length) return null;
  const now = new Date();
  const [row] = await tx
    .insert(platformInvoices)
    .values({
      storeId,
      invoiceNo: invoiceNo(),
      totalCents: lines.reduce((sum, l) => sum + l.amount_cents, 0),
      lines,
      periodStart: now,
      periodEnd: new Date(now.getTime() + 30 * 86_400_000),
      status: paidBy ? 'paid' : 'open',
      provider: paidBy?.provider ?? null,
      providerReference: paidBy?.reference ?? null,
      paidAt: paidBy ? now : null,
    })
    .onConflictDoNothing({ target: platformInvoices.providerReference })
    .returning();
  if (!row) return null;
  if (waiting.length)
    for (const b of waiting)
      await tx
        .update(billItems)
        .set({ platformInvoiceId: row.id })
        .where(and(eq(billItems.storeId, storeId), eq(billItems.id, b.id)));
  return row;
}

/** Marks an open invoice paid; false when it was not open (already paid: a replay changes nothing). */
export async function markInvoicePaid(
  tx: Transaction,
  storeId: number,
  invoiceId: number,
  provider: string,
  reference: string,
): Promise<boolean> {
  const rows = await tx
    .update(platformInvoices)
    .set({ status: 'paid', paidAt: new Date(), provider, providerReference: reference })
    .where(
      and(
        eq(platformInvoices.storeId, storeId),
        eq(platformInvoices.id, invoiceId),
        eq(platformInvoices.status, 'open'),
      ),
    )
    .returning();
  return rows.length > 0;
}

/** Pays an open invoice: at once with the built-in provider, or through Stripe Checkout (a redirect). */
export async function payInvoice(
  tx: Transaction,
  storeId: number,
  invoiceId: number,
  returnUrl: string,
): Promise<{ status: 'paid' | 'redirect'; redirect_url: string | null; invoice: PlatformInvoiceRow }> {
  const invoice = await rowOfStore(tx, platformInvoices, storeId, invoiceId, { lock: true });
  if (!invoice) throw notFound('No such invoice');
  if (invoice.status !== 'open')
    throw conflict(`Invoice ${invoice.invoiceNo} is ${invoice.status}, not open`);
  if (invoice.totalCents <= 0) throw invalid([{ field: 'id', message: 'This invoice has nothing to pay' }]);
  const stripe = stripeClient();
  if (!stripe) {
    await markInvoicePaid(tx, storeId, invoiceId, 'builtin', `bi_invoice_${invoice.invoiceNo}`);
    const [paid] = await tx.select().from(platformInvoices).where(eq(platformInvoices.id, invoiceId));
    return { status: 'paid', redirect_url: null, invoice: paid! };
  }
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: (invoice.lines as PlatformInvoiceLine[]).map((l) => ({
        quantity: 1,
        price_data: {
          currency: billingCurrency(),
          unit_amount: l.amount_cents,
          product_data: { name: l.description },
        },
      })),
      success_url: `${returnUrl}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: returnUrl,
      client_reference_id: `store:${storeId}`,
      metadata: { kind: 'platform_invoice', store_id: String(storeId), invoice_id: String(invoiceId) },
    },
    // One checkout per invoice: paying again reuses Stripe's answer instead of a second session.
    { idempotencyKey: `platform_invoice:${invoiceId}` },
  );
  return { status: 'redirect', redirect_url: session.url, invoice };
}
