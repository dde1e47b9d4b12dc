// Stripe's webhook events, applied once: the event id is recorded (stripe_events) in the same transaction
// that applies it, so a redelivered event — Stripe retries until it gets a 2xx, and may deliver twice —
// finds its id taken and changes nothing. The signature is checked on the raw body before this is reached.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '../db/database.ts';
import { storeSubscriptions, stripeEvents, vendorSubscriptions } from '../db/schema/index.ts';
import { expireCardPayment, settleCardPayment } from '../orders/payments/card-payments.ts';
import type { BillingOwner } from './owners.ts';
import { applyAccountStatus, statusOfAccount } from './payouts.ts';
import { markInvoicePaid, openInvoice } from './platform-invoices.ts';
import { activateFromCheckout } from './subscriptions.ts';

export type EventOutcome = 'applied' | 'ignored' | 'duplicate';

export async function receiveEvent(tx: Transaction, event: Stripe.Event): Promise<EventOutcome> {
  const [fresh] = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, outcome: 'received', payload: event })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  if (!fresh) return 'duplicate';
  const outcome = (await applyEvent(tx, event)) ? 'applied' : 'ignored';
  await tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, event.id));
  return outcome;
}

function ownerFromMetadata(metadata: Stripe.Metadata | null | undefined): BillingOwner | null {
  const type = metadata?.owner_type;
  const id = Number(metadata?.owner_id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return type === '1' ? { kind: 'store', id } : type === '2' ? { kind: 'vendor', id } : null;
}

/** A completed checkout session (the webhook and the return pages both come here). */
export async function applyCompletedCheckout(
  tx: Transaction,
  session: Stripe.Checkout.Session,
): Promise<boolean> {
  if (session.status !== 'complete' || session.payment_status === 'unpaid') return false;
  const meta = session.metadata ?? {};
  switch (meta.kind) {
    case 'subscription': {
      const owner = ownerFromMetadata(meta);
      return owner ? activateFromCheckout(tx, owner, session) : false;
    }
    case 'platform_invoice':
      return markInvoicePaid(tx, Number(meta.store_id), Number(meta.invoice_id), 'stripe', session.id);
    case 'payment':
      // A customer's card payment (an order or a charge): applied once, with what it pays for.
      return (await settleCardPayment(tx, Number(meta.store_id), session.id)) !== null;
    default:
      return false;
  }
}

/**
 * An expired checkout session: a customer's card attempt left `pending` becomes `expired` (what it was for
 * stays payable). Plan and invoice sessions leave nothing pending here, so they are ignored.
 */
async function applyExpiredCheckout(tx: Transaction, session: Stripe.Checkout.Session): Promise<boolean> {
  const meta = session.metadata ?? {};
  const storeId = Number(meta.store_id);
  if (meta.kind !== 'payment' || !Number.isInteger(storeId) || storeId <= 0) return false;
  return expireCardPayment(tx, storeId, session.id);
}

async function subscriptionOwner(tx: Transaction, subscriptionId: string): Promise<BillingOwner | null> {
  const [store] = await tx
    .select({ id: storeSubscriptions.storeId })
    .from(storeSubscriptions)
    .where(eq(storeSubscriptions.providerReference, subscriptionId));
  if (store) return { kind: 'store', id: store.id };
  const [vendor] = await tx
    .select({ id: vendorSubscriptions.vendorId })
    .from(vendorSubscriptions)
    .where(eq(vendorSubscriptions.providerReference, subscriptionId));
  return vendor ? { kind: 'vendor', id: vendor.id } : null;
}

function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const parent = (
    invoice as { parent?: { subscription_details?: { subscription?: string | { id: string } } } }
  ).parent?.subscription_details?.subscription;
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  const ref = parent ?? legacy ?? null;
  return typeof ref === 'string' ? ref : (ref?.id ?? null);
}

async function applyEvent(tx: Transaction, event: Stripe.Event): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return applyCompletedCheckout(tx, event.data.object);
    case 'checkout.session.expired':
      return applyExpiredCheckout(tx, event.data.object);
    case 'invoice.paid': {
      // A subscription's monthly invoice, paid at Stripe: recorded as the platform's invoice to the store.
      const invoice = event.data.object;
      const subscriptionId = subscriptionIdOf(invoice);
      const owner = subscriptionId ? await subscriptionOwner(tx, subscriptionId) : null;
      if (!owner || owner.kind !== 'store' || !invoice.id) return false;
      const lines = invoice.lines.data.map((l) => ({
        description: l.description ?? 'Plan',
        amount_cents: l.amount,
      }));
      const recorded = await openInvoice(tx, owner.id, lines, { provider: 'stripe', reference: invoice.id });
      return recorded !== null;
    }
    case 'invoice.payment_failed':
    case 'customer.subscription.deleted': {
      const object = event.data.object;
      const subscriptionId =
        event.type === 'invoice.payment_failed' ? subscriptionIdOf(object as Stripe.Invoice) : object.id;
      const owner = subscriptionId ? await subscriptionOwner(tx, subscriptionId) : null;
      if (!owner) return false;
      const status = event.type === 'invoice.payment_failed' ? 'past_due' : 'cancelled';
      const table = owner.kind === 'store' ? storeSubscriptions : vendorSubscriptions;
      const rows = await tx
        .update(table)
        .set({ status, updatedAt: new Date() })
        .where(eq(table.providerReference, subscriptionId!))
        .returning();
      return rows.length > 0;
    }
    case 'account.updated': {
      const account = event.data.object;
      return applyAccountStatus(tx, account.id, statusOfAccount(account));
    }
    default:
      return false;
  }
}
