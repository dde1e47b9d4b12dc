// The queries of carts and the storefront's checkout, each in the caller's transaction.
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { rowOfStore } from '../../db/rows.ts';
import {
  cartItems,
  carts,
  countries,
  customers,
  locations,
  salesOrders,
  storeSettings,
  stores,
} from '../../db/schema/index.ts';

export type CartRow = typeof carts.$inferSelect;

/** Whether a store exists and is active (for the public cache). */
export async function storeActivity(tx: Transaction, storeId: number) {
  const [row] = await tx
    .select({ id: stores.id, isActive: stores.isActive })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

/** A guest's open cart (by its token) becomes the customer's. */
export async function adoptCart(tx: Transaction, storeId: number, token: string, customerId: number) {
  await tx
    .update(carts)
    .set({ customerId })
    .where(
      and(
        eq(carts.storeId, storeId),
        eq(carts.token, token),
        isNull(carts.customerId),
        eq(carts.status, 'open'),
      ),
    );
}

/** A cart by its token: a guest's (no customer) or the customer's own. */
export async function cartByToken(
  tx: Transaction,
  storeId: number,
  token: string,
  customerId: number | null,
) {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.storeId, storeId),
        eq(carts.token, token),
        customerId === null ? isNull(carts.customerId) : eq(carts.customerId, customerId),
      ),
    );
  return cart;
}

/** The customer's latest open cart. */
export async function openCartOf(tx: Transaction, storeId: number, customerId: number) {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.storeId, storeId), eq(carts.customerId, customerId), eq(carts.status, 'open')))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return cart;
}

/** The cart, locked for the rest of the transaction. */
export function lockCart(tx: Transaction, storeId: number, id: number) {
  return rowOfStore(tx, carts, storeId, id, { lock: true });
}

export async function insertCart(tx: Transaction, storeId: number, customerId: number | null) {
  const [cart] = await tx.insert(carts).values({ storeId, customerId }).returning();
  return cart ?? null;
}

export async function touchCart(tx: Transaction, storeId: number, id: number) {
  await tx
    .update(carts)
    .set({ updatedAt: new Date() })
    .where(and(eq(carts.storeId, storeId), eq(carts.id, id)));
}

/** The cart is checked out into the order. */
export async function markCheckedOut(tx: Transaction, storeId: number, id: number, salesOrderId: number) {
  await tx
    .update(carts)
    // A guest's cart stays addressed by its id alone (a retried checkout must still find it).
    .set({ status: 'checked_out', salesOrderId })
    .where(and(eq(carts.storeId, storeId), eq(carts.id, id)));
}

export function itemsOfCart(tx: Transaction, storeId: number, cartId: number) {
  return tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.storeId, storeId), eq(cartItems.cartId, cartId)))
    .orderBy(asc(cartItems.id));
}

/** Adds an item to a cart; the row as stored. */
export async function insertCartItem(tx: Transaction, item: typeof cartItems.$inferInsert) {
  const [row] = await tx.insert(cartItems).values(item).returning();
  return row!;
}

/** Removes an item of the cart; whether there was one. */
export async function deleteCartItem(tx: Transaction, storeId: number, cartId: number, itemId: number) {
  const [removed] = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.storeId, storeId), eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
    .returning({ id: cartItems.id });
  return !!removed;
}

export async function orderNumberOf(tx: Transaction, storeId: number, salesOrderId: number) {
  return (await rowOfStore(tx, salesOrders, storeId, salesOrderId))?.orderNo;
}

/**
 * The drop-off location checkout reads, with the country calling code ("+44") a national phone number of the
 * store's customer takes (docs/product.md#messages-consent) — in the same query, so opting in to texts costs
 * checkout no round trip: the chosen location (`id` set when `locationId` is one of the store's) and its
 * country's code; without a chosen location, the code of the store's first active location.
 */
export async function checkoutLocationOf(tx: Transaction, storeId: number, locationId: number | null) {
  const [row] = await tx
    .select({
      id: sql<number | null>`case when ${locations.id} = ${locationId ?? 0} then ${locations.id} end`,
      phoneCode: countries.phoneCode,
    })
    .from(locations)
    .leftJoin(
      countries,
      or(
        sql`lower(${countries.name}) = lower(${locations.country})`,
        sql`upper(${countries.code}) = upper(${locations.country})`,
      ),
    )
    .where(eq(locations.storeId, storeId))
    .orderBy(desc(sql`${locations.id} = ${locationId ?? 0}`), desc(locations.isActive), asc(locations.id))
    .limit(1);
  return { id: row?.id ?? null, phoneCode: row?.phoneCode ?? null };
}

export async function customerById(tx: Transaction, customerId: number) {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  return customer;
}

/** A store's settings row (undefined: none yet), read once by checkout for its deposit, shipping and currency. */
export async function storeSettingsOf(tx: Transaction, storeId: number) {
  const [settings] = await tx.select().from(storeSettings).where(eq(storeSettings.storeId, storeId));
  return settings;
}

/** What a store's checkout offers: whether it is active, ships abroad, and its shipping settings. */
export async function checkoutSettingsOf(tx: Transaction, storeId: number) {
  const [store] = await tx
    .select({
      isActive: stores.isActive,
      international: stores.isInternationalShipping,
      usePlatformShipping: storeSettings.usePlatformShipping,
      isFixedShipping: storeSettings.isFixedShipping,
    })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  return store;
}

/** The store's active locations by name. */
export function activeLocationsOf(tx: Transaction, storeId: number) {
  return tx
    .select()
    .from(locations)
    .where(and(eq(locations.storeId, storeId), eq(locations.isActive, true)))
    .orderBy(asc(locations.name));
}

/** The customer opts in to texts at this E.164 number (docs/product.md#messages-consent). */
export async function recordTextConsent(tx: Transaction, storeId: number, customerId: number, phone: string) {
  await tx
    .update(customers)
    .set({ smsOptIn: true, smsPhone: phone })
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
}
