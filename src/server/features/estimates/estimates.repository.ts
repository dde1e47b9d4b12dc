// The queries of estimates beyond their lifecycle (the portal's items, the storefront's requests, photos and
// follow view), each in the caller's transaction.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { rowOfStore } from '../../db/rows.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import {
  customers,
  estimateImages,
  estimateItems,
  estimates,
  locations,
  salesOrders,
  services,
} from '../../db/schema/index.ts';
import { visibleRows, type Actor } from '../../orders/parties.ts';

/** The customer if the actor may see it (a customer sees itself). */
export async function findVisibleCustomer(tx: Transaction, customerId: number, actor: Actor) {
  const [customer] = await tx
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        visibleRows(actor, { storeId: customers.storeId, customerId: customers.id }),
      ),
    );
  return customer;
}

export async function customerById(tx: Transaction, customerId: number) {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  return customer;
}

/** Whose a customer is: a user's (who may read its uploads again) or a guest's. */
export async function customerOwner(tx: Transaction, customerId: number) {
  const [owner] = await tx
    .select({ userId: customers.userId, isGuest: customers.isGuest })
    .from(customers)
    .where(eq(customers.id, customerId));
  return owner;
}

/** The estimate if the actor may see it. */
export async function findVisibleEstimate(tx: Transaction, id: number, actor: Actor) {
  const [estimate] = await tx
    .select()
    .from(estimates)
    .where(and(eq(estimates.id, id), visibleRows(actor, estimates)));
  return estimate;
}

export function estimateById(tx: Transaction, storeId: number, id: number) {
  return rowOfStore(tx, estimates, storeId, id);
}

/** The estimate, locked for the rest of the transaction. */
export function lockEstimate(tx: Transaction, storeId: number, id: number) {
  return rowOfStore(tx, estimates, storeId, id, { lock: true });
}

/** The store and estimate a follow token names (tokens are unique across the platform). */
export async function estimateOfFollowToken(tx: Transaction, token: string) {
  const [found] = await tx
    .select({ id: estimates.id, storeId: estimates.storeId })
    .from(estimates)
    .where(eq(estimates.followToken, token));
  return found;
}

export function itemsOfEstimate(tx: Transaction, storeId: number, estimateId: number) {
  return tx
    .select()
    .from(estimateItems)
    .where(and(eq(estimateItems.storeId, storeId), eq(estimateItems.estimateId, estimateId)))
    .orderBy(asc(estimateItems.id));
}

export function photosOfEstimate(tx: Transaction, storeId: number, estimateId: number) {
  return tx
    .select()
    .from(estimateImages)
    .where(and(eq(estimateImages.storeId, storeId), eq(estimateImages.estimateId, estimateId)))
    .orderBy(asc(estimateImages.id));
}

export async function photoCount(tx: Transaction, storeId: number, estimateId: number): Promise<number> {
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(estimateImages)
    .where(and(eq(estimateImages.storeId, storeId), eq(estimateImages.estimateId, estimateId)))) as [
    { n: number },
  ];
  return n;
}

export async function insertPhoto(tx: Transaction, photo: typeof estimateImages.$inferInsert) {
  const [image] = await tx.insert(estimateImages).values(photo).returning();
  return image!;
}

export async function orderNumberOf(tx: Transaction, storeId: number, salesOrderId: number) {
  const [order] = await tx
    .select({ orderNo: salesOrders.orderNo })
    .from(salesOrders)
    .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.id, salesOrderId)));
  return order?.orderNo;
}

/** An active service's name. */
export async function activeServiceName(tx: Transaction, storeId: number, serviceId: number) {
  const [service] = await tx
    .select({ name: services.name })
    .from(services)
    .where(and(eq(services.storeId, storeId), eq(services.id, serviceId), eq(services.isActive, true)));
  return service?.name;
}

/**
 * Where an order made from an estimate is brought in: the store's first active location (an estimate is
 * asked for online, without one). Read in the platform scope: the customer accepting may not list locations.
 */
export async function firstActiveLocation(tx: Transaction, storeId: number): Promise<number | null> {
  return asPlatform(tx, async () => {
    const [row] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.storeId, storeId), eq(locations.isActive, true)))
      .orderBy(asc(locations.id))
      .limit(1);
    return row?.id ?? null;
  });
}
