// The queries of the profile pages, each in the caller's transaction.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { storeSettings, stores, users } from '../../db/schema/index.ts';

/** The store with its storefront logo. */
export async function storeWithLogo(tx: Transaction, storeId: number) {
  const [row] = await tx
    .select({ store: stores, logo: storeSettings.logo })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  return row;
}

export async function updateStore(
  tx: Transaction,
  storeId: number,
  set: Partial<typeof stores.$inferInsert>,
): Promise<void> {
  await tx.update(stores).set(set).where(eq(stores.id, storeId));
}

export async function updateStoreLogo(tx: Transaction, storeId: number, logo: string | null): Promise<void> {
  await tx.update(storeSettings).set({ logo }).where(eq(storeSettings.storeId, storeId));
}

export async function userById(tx: Transaction, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function updateUser(
  tx: Transaction,
  userId: number,
  set: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await tx.update(users).set(set).where(eq(users.id, userId));
}
