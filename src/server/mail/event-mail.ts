// The mail consumer of domain events (beside the notification fan-out, in the same transaction): the
// customer is mailed when their order is placed or changes status, when it is complete (feedback link), when
// a charge is requested (payment link) and when an estimate is received or quoted.
import { and, desc, eq } from 'drizzle-orm';
import { formatMoney } from '../../shared/format.ts';
import type { Transaction } from '../db/database.ts';
import {
  customers,
  estimateItems,
  estimates,
  locations,
  payments,
  salesOrderItems,
  salesOrders,
  type MailAttachment,
} from '../db/schema/index.ts';
import { appContext } from '../app-context.ts';
import { invoiceAttachment, receiptAttachment } from '../features/documents/document-attachments.ts';
import { paperFilesOf } from '../features/documents/document-data.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { humanize, type StoredEvent } from '../orders/domain-event.ts';
import { sendMail, storefrontUrl } from './send-mail.ts';

const money = (cents: number) => formatMoney(cents / 100);

/** What the customer does next once an order is placed: drop the item off, or ship it in. */
async function nextSteps(tx: Transaction, storeId: number, locationId: number | null): Promise<string> {
  if (locationId !== null) {
    const [location] = await tx
      .select()
      .from(locations)
      .where(and(eq(locations.storeId, storeId), eq(locations.id, locationId)));
    if (location)
      return `Bring your item to ${location.name}, ${[location.addressLine1, location.addressLine2, location.city, location.postalCode].filter(Boolean).join(', ')}. Mention your order number at the counter.`;
  }
  return 'Pack your item safely and ship it to the store with your order number inside the parcel. We will tell you when it arrives.';
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
    const [latest] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.storeId, order.storeId),
          eq(payments.salesOrderId, order.id),
          eq(payments.status, 'succeeded'),
        ),
      )
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(1);
    paymentId = latest?.id ?? null;
  }
  if (paymentId === null) return [];
  const receipt = await receiptAttachment(tx, order, paymentId, paperFilesOf(appContext().config));
  return receipt ? [receipt] : [];
}

/** Writes the mail an event calls for, if any. Runs in the event's transaction (system scope). */
export async function mailForEvent(tx: Transaction, event: StoredEvent): Promise<void> {
  const action = event.type.slice(event.entity.length + 1);
  const p = event.payload;
  await asPlatform(tx, async () => {
    if (event.entity === 'sales_order' && event.salesOrderId) {
      const order = await orderOf(tx, event.storeId, event.salesOrderId);
      if (!order?.customerEmail) return;
      const tracking = await storefrontUrl(tx, event.storeId, `/order-tracking/${order.orderNo}`);
      if (action === 'created') {
        const items = await tx
          .select()
          .from(salesOrderItems)
          .where(and(eq(salesOrderItems.storeId, event.storeId), eq(salesOrderItems.salesOrderId, order.id)))
          .orderBy(salesOrderItems.lineNo);
        await sendMail(tx, {
          storeId: event.storeId,
          to: order.customerEmail,
          event: 'sales_order.placed',
          data: {
            orderNo: order.orderNo,
            lines: items.map((i) => ({
              label: `${i.quantity} × ${i.serviceName}`,
              value: money(i.totalCents),
            })),
            total: money(order.totalCents),
            nextSteps: await nextSteps(tx, event.storeId, order.locationId),
            link: tracking,
          },
        });
      } else if (action === 'complete' && typeof p.link === 'string') {
        // The invoice goes with the completion mail (docs/product.md#documents-mail).
        await sendMail(tx, {
          storeId: event.storeId,
          to: order.customerEmail,
          event: 'feedback.request',
          data: { orderNo: order.orderNo, link: await storefrontUrl(tx, event.storeId, p.link) },
          attachments: [await invoiceAttachment(tx, order, paperFilesOf(appContext().config))],
        });
      } else if (typeof p.to === 'string') {
        const status = humanize(p.to);
        await sendMail(tx, {
          storeId: event.storeId,
          to: order.customerEmail,
          event: 'sales_order.status',
          data: {
            orderNo: order.orderNo,
            status: status.charAt(0).toUpperCase() + status.slice(1),
            message: String(p.message ?? `Order ${order.orderNo} is ${status}.`),
            link: tracking,
          },
          attachments: await paymentReceipts(tx, order, p, action),
        });
      }
      return;
    }
    if ((event.entity === 'additional_charge' || event.entity === 'extra_charge') && action === 'created') {
      if (!event.salesOrderId || typeof p.link !== 'string') return;
      const order = await orderOf(tx, event.storeId, event.salesOrderId);
      if (!order?.customerEmail) return;
      await sendMail(tx, {
        storeId: event.storeId,
        to: order.customerEmail,
        event: 'charge.requested',
        data: {
          message: String(p.message),
          amount: money(Number(p.amount_cents ?? 0)),
          reason: typeof p.reason === 'string' ? p.reason : null,
          link: await storefrontUrl(tx, event.storeId, p.link),
        },
      });
      return;
    }
    if (event.entity === 'estimate' && (action === 'created' || action === 'quote')) {
      const [estimate] = await tx
        .select()
        .from(estimates)
        .where(and(eq(estimates.storeId, event.storeId), eq(estimates.id, event.entityId)));
      if (!estimate?.customerEmail) return;
      // A storefront request is followed by its token (a guest has no account to log in to); a customer
      // approves a quote in their account, a guest's quote is shown on the follow page.
      const [customer] = await tx
        .select({ isGuest: customers.isGuest })
        .from(customers)
        .where(eq(customers.id, estimate.customerId));
      const followLink = estimate.followToken
        ? await storefrontUrl(tx, event.storeId, `/estimate/thank-you/${estimate.followToken}`)
        : null;
      const link =
        (customer?.isGuest || action === 'created') && followLink
          ? followLink
          : await storefrontUrl(tx, event.storeId, `/estimate-checkout?estimate=${estimate.id}`);
      if (action === 'created') {
        await sendMail(tx, {
          storeId: event.storeId,
          to: estimate.customerEmail,
          event: 'estimate.requested',
          data: { estimateNo: estimate.estimateNo, link },
        });
        return;
      }
      const items = await tx
        .select()
        .from(estimateItems)
        .where(and(eq(estimateItems.storeId, event.storeId), eq(estimateItems.estimateId, estimate.id)));
      await sendMail(tx, {
        storeId: event.storeId,
        to: estimate.customerEmail,
        event: 'estimate.quoted',
        data: {
          estimateNo: estimate.estimateNo,
          lines: items.map((i) => ({
            label: `${i.quantity} × ${i.description}`,
            value: money((i.unitPriceCents ?? 0) * i.quantity),
          })),
          total: money(estimate.totalCents),
          link,
        },
      });
    }
  });
}
