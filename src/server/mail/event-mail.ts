// The message consumer of domain events (beside the notification fan-out, in the same transaction): the
// customer gets the store's message (docs/product.md#messages-templates) — mail, and a text when they opted
// in — when their order is placed or changes status, when a payment is recorded, when it is complete (and
// the feedback request), when a charge is requested (payment link) and when an estimate is received,
// quoted or expires.
import { and, eq } from 'drizzle-orm';
import type { MessageEvent } from '../../shared/messages/catalogue.ts';
import type { Transaction } from '../db/database.ts';
import {
  charges,
  customers,
  estimateItems,
  estimates,
  locations,
  salesOrderItems,
  salesOrders,
  type MailAttachment,
} from '../db/schema/index.ts';
import { invoiceAttachment, receiptAttachment } from '../features/documents/document-attachments.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { settlingPaymentOf } from '../features/ledger/ledger.repository.ts';
import type { StoredEvent } from '../orders/domain-event.ts';
import { sendCustomerMessage } from '../messages/customer-messages.ts';
import { wordsIn, type StoreWords } from '../i18n/store-words.ts';
import { storeLookOf } from './send-mail.ts';

async function locationOf(tx: Transaction, storeId: number, locationId: number | null) {
  if (locationId === null) return undefined;
  const [location] = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.storeId, storeId), eq(locations.id, locationId)));
  return location;
}

/** What the customer does next once an order is placed: drop the item off, or ship it in. */
function nextSteps(location: Awaited<ReturnType<typeof locationOf>>, { t }: StoreWords): string {
  if (location)
    return t('mail.values.dropOff', {
      location: location.name,
      address: [location.addressLine1, location.addressLine2, location.city, location.postalCode]
        .filter(Boolean)
        .join(', '),
    });
  return t('mail.values.shipIn');
}

async function orderOf(tx: Transaction, storeId: number, id: number) {
  const [order] = await tx
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.id, id)));
  return order;
}

/**
 * The receipt a payment's mail carries (docs/product.md#documents-mail): the payment the event names, or for
 * an order marked paid the payment that settled it.
 */
async function paymentReceipts(
  tx: Transaction,
  order: typeof salesOrders.$inferSelect,
  p: Record<string, unknown>,
  action: string,
): Promise<MailAttachment[]> {
  let paymentId = typeof p.payment_id === 'number' ? p.payment_id : null;
  if (paymentId === null && action === 'mark_paid') {
    paymentId = await settlingPaymentOf(tx, order.storeId, order.id);
  }
  if (paymentId === null) return [];
  const receipt = await receiptAttachment(tx, order, paymentId);
  return receipt ? [receipt] : [];
}

/** The entities whose events may message the customer (the others need not read the store's language). */
const messagingEntities = new Set(['sales_order', 'additional_charge', 'extra_charge', 'estimate']);

/** The order's status changes that message the customer, by the state reached. */
const statusEvents: Record<string, MessageEvent> = {
  received: 'sales_order.received',
  in_progress: 'sales_order.in_progress',
  ready: 'sales_order.ready',
  completed: 'sales_order.completed',
  cancelled: 'sales_order.cancelled',
  refunded: 'sales_order.refunded',
};

/**
 * Writes the messages an event calls for, if any, with the values in the store's language and currency
 * (docs/product.md#languages). Runs in the event's transaction (system scope).
 */
export async function mailForEvent(tx: Transaction, event: StoredEvent): Promise<void> {
  const action = event.type.slice(event.entity.length + 1);
  const p = event.payload;
  await asPlatform(tx, async () => {
    if (!messagingEntities.has(event.entity)) return;
    // One read of the store's look gives its language and currency too, passed on to every message.
    // Its storefront's address too: the links and the logo take it without a read of their own.
    const { brand, storefront } = await storeLookOf(tx, event.storeId);
    const words = wordsIn(brand.locale, brand.currency);
    const { t, cents: money } = words;
    const line = (quantity: number, name: string) => t('mail.values.line', { quantity, name });
    if (event.entity === 'sales_order' && event.salesOrderId) {
      // The order as its emitter has just written it, else read (a status change).
      const written = event.order?.row.id === event.salesOrderId ? event.order : undefined;
      const order = written?.row ?? (await orderOf(tx, event.storeId, event.salesOrderId));
      if (!order) return;
      const items = written
        ? [...written.items].sort((a, b) => a.lineNo - b.lineNo)
        : await tx
            .select()
            .from(salesOrderItems)
            .where(
              and(eq(salesOrderItems.storeId, event.storeId), eq(salesOrderItems.salesOrderId, order.id)),
            )
            .orderBy(salesOrderItems.lineNo);
      const location = await locationOf(tx, event.storeId, order.locationId);
      const values = {
        order_no: order.orderNo,
        item_numbers: items.map((i) => i.itemNumber).join(', '),
        location_name: location?.name ?? t('mail.values.theStore'),
        total: money(order.totalCents),
        link: storefront(`/order-tracking/${order.orderNo}`),
      };
      const base = {
        storeId: event.storeId,
        salesOrderId: order.id,
        customerId: order.customerId,
        email: order.customerEmail,
        brand,
      };
      if (action === 'created') {
        await sendCustomerMessage(tx, {
          ...base,
          event: 'sales_order.placed',
          values: { ...values, next_steps: nextSteps(location, words) },
          lines: [
            ...items.map((i) => ({ label: line(i.quantity, i.serviceName), value: money(i.totalCents) })),
            { label: t('mail.values.total'), value: values.total },
          ],
        });
        return;
      }
      if (action === 'mark_paid') {
        await sendCustomerMessage(tx, {
          ...base,
          event: 'sales_order.paid',
          values: { ...values, amount: values.total },
          attachments: await paymentReceipts(tx, order, p, action),
        });
        return;
      }
      const reached = typeof p.to === 'string' && p.to !== p.from ? statusEvents[p.to] : undefined;
      if (!reached) return;
      // The completion mail carries the invoice, a payment's its receipt (docs/product.md#documents-mail).
      const attachments =
        reached === 'sales_order.completed'
          ? [invoiceAttachment(order)]
          : await paymentReceipts(tx, order, p, action);
      await sendCustomerMessage(tx, { ...base, event: reached, values, attachments });
      if (reached === 'sales_order.completed' && typeof p.link === 'string')
        await sendCustomerMessage(tx, {
          ...base,
          event: 'feedback.request',
          values: { order_no: order.orderNo, link: storefront(p.link) },
        });
      return;
    }
    if ((event.entity === 'additional_charge' || event.entity === 'extra_charge') && action === 'created') {
      if (!event.salesOrderId || typeof p.link !== 'string') return;
      const order = await orderOf(tx, event.storeId, event.salesOrderId);
      if (!order) return;
      const [charge] = await tx
        .select()
        .from(charges)
        .where(and(eq(charges.storeId, event.storeId), eq(charges.id, event.entityId)));
      await sendCustomerMessage(tx, {
        storeId: event.storeId,
        salesOrderId: order.id,
        customerId: order.customerId,
        email: order.customerEmail,
        brand,
        event: event.entity === 'additional_charge' ? 'charge.additional' : 'charge.extra',
        values: {
          order_no: order.orderNo,
          item_numbers: charge?.itemNumber ?? '',
          amount: money(charge?.amountCents ?? Number(p.amount_cents ?? 0)),
          reason: charge?.reason || t('mail.values.noReason'),
          link: storefront(p.link),
        },
      });
      return;
    }
    if (event.entity === 'estimate' && (action === 'created' || action === 'quote' || action === 'expire')) {
      const [estimate] = await tx
        .select()
        .from(estimates)
        .where(and(eq(estimates.storeId, event.storeId), eq(estimates.id, event.entityId)));
      if (!estimate) return;
      // A storefront request is followed by its token (a guest has no account to log in to); a customer
      // approves a quote in their account, a guest's quote is shown on the follow page.
      const followLink = estimate.followToken
        ? storefront(`/estimate/thank-you/${estimate.followToken}`)
        : null;
      const guest = await isGuest(tx, estimate.customerId);
      const link =
        (guest || action !== 'quote') && followLink
          ? followLink
          : action === 'expire'
            ? storefront('/estimate')
            : storefront(`/estimate-checkout?estimate=${estimate.id}`);
      const values = {
        estimate_no: estimate.estimateNo,
        total: money(estimate.totalCents),
        due_date: estimate.expiresAt ? words.date(estimate.expiresAt) : t('mail.values.whenReady'),
        link,
      };
      const base = {
        storeId: event.storeId,
        customerId: estimate.customerId,
        email: estimate.customerEmail,
        values,
        brand,
      };
      if (action === 'created') await sendCustomerMessage(tx, { ...base, event: 'estimate.requested' });
      else if (action === 'expire') await sendCustomerMessage(tx, { ...base, event: 'estimate.expiring' });
      else {
        const items = await tx
          .select()
          .from(estimateItems)
          .where(and(eq(estimateItems.storeId, event.storeId), eq(estimateItems.estimateId, estimate.id)));
        await sendCustomerMessage(tx, {
          ...base,
          event: 'estimate.quoted',
          lines: [
            ...items.map((i) => ({
              label: line(i.quantity, i.description),
              value: money((i.unitPriceCents ?? 0) * i.quantity),
            })),
            { label: t('mail.values.total'), value: values.total },
          ],
        });
      }
    }
  });
}

async function isGuest(tx: Transaction, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  const [customer] = await tx
    .select({ isGuest: customers.isGuest })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer?.isGuest ?? false;
}
