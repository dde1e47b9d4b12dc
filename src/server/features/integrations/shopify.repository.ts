// The queries of the Shopify integration (connected shops, pending installs, imported orders), each in the
// caller's transaction.
import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { shopifyOauthStates, shopifyOrders, shopifyShops } from '../../db/schema/index.ts';

export type ShopRow = typeof shopifyShops.$inferSelect;

export async function shopOfStore(tx: Transaction, storeId: number): Promise<ShopRow | undefined> {
  const [shop] = await tx.select().from(shopifyShops).where(eq(shopifyShops.storeId, storeId));
  return shop;
}

/** How many of the store's Shopify orders became sales orders. */
export async function importedOrderCount(tx: Transaction, storeId: number): Promise<number> {
  const [imported] = await tx
    .select({ n: count() })
    .from(shopifyOrders)
    .where(and(eq(shopifyOrders.storeId, storeId), isNotNull(shopifyOrders.salesOrderId)));
  return imported?.n ?? 0;
}

/** Whether the shop is installed for another store (asked in the platform's scope). */
export async function shopInstalledElsewhere(
  tx: Transaction,
  shop: string,
  storeId: number,
): Promise<boolean> {
  const [taken] = await tx
    .select({ storeId: shopifyShops.storeId })
    .from(shopifyShops)
    .where(
      and(
        eq(shopifyShops.shop, shop),
        eq(shopifyShops.status, 'installed'),
        sql`${shopifyShops.storeId} <> ${storeId}`,
      ),
    );
  return taken !== undefined;
}

export async function insertPendingInstall(
  tx: Transaction,
  values: { storeId: number; state: string; shop: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(shopifyOauthStates).values(values);
}

/** The unexpired pending install of a flow's nonce and store. */
export async function pendingInstall(tx: Transaction, nonce: string, storeId: number) {
  const [pending] = await tx
    .select()
    .from(shopifyOauthStates)
    .where(
      and(
        eq(shopifyOauthStates.state, nonce),
        eq(shopifyOauthStates.storeId, storeId),
        gt(shopifyOauthStates.expiresAt, new Date()),
      ),
    );
  return pending;
}

/** Consumes the unexpired pending install of a flow (its nonce, store and shop): the row, once. */
export async function consumePendingInstall(tx: Transaction, nonce: string, storeId: number, shop: string) {
  const [pending] = await tx
    .delete(shopifyOauthStates)
    .where(
      and(
        eq(shopifyOauthStates.state, nonce),
        eq(shopifyOauthStates.storeId, storeId),
        eq(shopifyOauthStates.shop, shop),
        gt(shopifyOauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  return pending;
}

/** The shop's row when it belongs to another store than this one. */
export async function shopOfOtherStore(tx: Transaction, shop: string, storeId: number) {
  const [other] = await tx
    .select()
    .from(shopifyShops)
    .where(and(eq(shopifyShops.shop, shop), sql`${shopifyShops.storeId} <> ${storeId}`));
  return other;
}

export async function deleteShop(tx: Transaction, id: number): Promise<void> {
  await tx.delete(shopifyShops).where(eq(shopifyShops.id, id));
}

/** Records the shop as installed for a store (replacing its row if the shop had one). */
export async function upsertInstalledShop(
  tx: Transaction,
  values: { storeId: number; shop: string; accessTokenEncrypted: string; scopes: string | null },
): Promise<void> {
  const row = { ...values, status: 'installed' as const, installedAt: new Date(), uninstalledAt: null };
  await tx.insert(shopifyShops).values(row).onConflictDoUpdate({ target: shopifyShops.shop, set: row });
}

/** The store's installed shop, locked for the rest of the transaction. */
export async function lockInstalledShopOfStore(tx: Transaction, storeId: number) {
  const [shop] = await tx
    .select()
    .from(shopifyShops)
    .where(and(eq(shopifyShops.storeId, storeId), eq(shopifyShops.status, 'installed')))
    .for('update');
  return shop;
}

/** The installed row of a shop, if a store has it connected. */
export async function installedShop(tx: Transaction, shop: string) {
  const [connected] = await tx
    .select()
    .from(shopifyShops)
    .where(and(eq(shopifyShops.shop, shop), eq(shopifyShops.status, 'installed')));
  return connected;
}

/** Marks the shop uninstalled and forgets its token. */
export async function markUninstalled(tx: Transaction, id: number): Promise<void> {
  await tx
    .update(shopifyShops)
    .set({ status: 'uninstalled', accessTokenEncrypted: null, uninstalledAt: new Date() })
    .where(eq(shopifyShops.id, id));
}
