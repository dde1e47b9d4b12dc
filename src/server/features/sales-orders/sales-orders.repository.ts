// The queries of sales orders (the portal's order pages, paying online, tracking), each in the caller's
// transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { rowOfStore } from '../../db/rows.ts';
import {
  charges,
  customers,
  locations,
  payments,
  salesOrderComments,
  salesOrderItems,
  salesOrders,
  storeSettings,
  stores,
  timelineEntries,
  users,
} from '../../db/schema/index.ts';
import { visibleRows, type Actor } from '../../orders/parties.ts';

export type SalesOrderRow = typeof salesOrders.$inferSelect;

/** The order if the actor may see it. */
export async function findVisibleOrder(tx: Transaction, id: number, actor: Actor) {
  const [order] = await tx
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.id, id), visibleRows(actor, salesOrders)));
  return order;
}

/** The order, locked for the rest of the transaction. */
export function lockOrder(tx: Transaction, storeId: number, id: number) {
  return rowOfStore(tx, salesOrders, storeId, id, { lock: true });
}

export function orderById(tx: Transaction, storeId: number, id: number) {
  return rowOfStore(tx, salesOrders, storeId, id);
}

/** An order by its platform-unique number (the platform scope: any store's). */
export async function orderByNumber(tx: Transaction, orderNo: string) {
  const [order] = await tx.select().from(salesOrders).where(eq(salesOrders.orderNo, orderNo));
  return order;
}

export function orderOfStoreByNumber(tx: Transaction, storeId: number, orderNo: string) {
  return rowOfStore(tx, salesOrders, storeId, eq(salesOrders.orderNo, orderNo));
}

/** The order of a store by number, locked for the rest of the transaction. */
export function lockOrderOfStoreByNumber(tx: Transaction, storeId: number, orderNo: string) {
  return rowOfStore(tx, salesOrders, storeId, eq(salesOrders.orderNo, orderNo), { lock: true });
}

/** The customer if the actor may see it. */
export async function findVisibleCustomer(tx: Transaction, customerId: number, actor: Actor) {
  const [customer] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), visibleRows(actor, customers)));
  return customer;
}

export function locationOfStore(tx: Transaction, storeId: number, locationId: number) {
  return rowOfStore(tx, locations, storeId, locationId);
}

/** The order's items in line order. */
export function itemsOf(tx: Transaction, storeId: number, salesOrderId: number) {
  return tx
    .select()
    .from(salesOrderItems)
    .where(and(eq(salesOrderItems.storeId, storeId), eq(salesOrderItems.salesOrderId, salesOrderId)))
    .orderBy(asc(salesOrderItems.lineNo));
}

/** The order's timeline (its own, its work orders' and charges'), oldest first; public entries only if asked. */
export function timelineOf(tx: Transaction, storeId: number, salesOrderId: number, publicOnly = false) {
  return tx
    .select()
    .from(timelineEntries)
    .where(
      and(
        eq(timelineEntries.storeId, storeId),
        eq(timelineEntries.salesOrderId, salesOrderId),
        publicOnly ? eq(timelineEntries.isPublic, true) : undefined,
      ),
    )
    .orderBy(asc(timelineEntries.createdAt), asc(timelineEntries.id));
}

/** What a tracker sees of the timeline: the public entries' status, message and time. */
export function publicTimelineOf(tx: Transaction, storeId: number, salesOrderId: number) {
  return tx
    .select({
      status: timelineEntries.toStatus,
      message: timelineEntries.message,
      messageKey: timelineEntries.messageKey,
      messageParams: timelineEntries.messageParams,
      createdAt: timelineEntries.createdAt,
    })
    .from(timelineEntries)
    .where(
      and(
        eq(timelineEntries.storeId, storeId),
        eq(timelineEntries.salesOrderId, salesOrderId),
        eq(timelineEntries.isPublic, true),
      ),
    )
    .orderBy(asc(timelineEntries.createdAt), asc(timelineEntries.id));
}

export function commentsOf(tx: Transaction, storeId: number, salesOrderId: number) {
  return tx
    .select()
    .from(salesOrderComments)
    .where(and(eq(salesOrderComments.storeId, storeId), eq(salesOrderComments.salesOrderId, salesOrderId)))
    .orderBy(asc(salesOrderComments.createdAt), asc(salesOrderComments.id));
}

export async function userName(tx: Transaction, userId: number) {
  const [author] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return author;
}

export async function insertComment(tx: Transaction, comment: typeof salesOrderComments.$inferInsert) {
  const [row] = await tx.insert(salesOrderComments).values(comment).returning();
  return row!;
}

export function paymentsOf(tx: Transaction, storeId: number, salesOrderId: number) {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, storeId), eq(payments.salesOrderId, salesOrderId)))
    .orderBy(asc(payments.id));
}

/** A card payment by its provider reference, locked for the rest of the transaction. */
export function lockCardPayment(tx: Transaction, storeId: number, reference: string) {
  return rowOfStore(tx, payments, storeId, eq(payments.reference, reference), {
    lock: true,
    where: eq(payments.method, 'card'),
  });
}

export function chargeById(tx: Transaction, storeId: number, id: number) {
  return rowOfStore(tx, charges, storeId, id);
}

export async function storeName(tx: Transaction, storeId: number) {
  const [store] = await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return store?.name;
}

/** Whether the store is active and tracks orders (null: no such store). */
export async function trackingOf(tx: Transaction, storeId: number) {
  const [store] = await tx
    .select({ isActive: stores.isActive, tracking: storeSettings.isOrderTrackingEnabled })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  return store;
}
