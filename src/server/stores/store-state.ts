// An inactive store is closed for everyone but the super admin: its storefront says "This site does not
// exist" (storefront routes), its people cannot log in or refresh a session (auth routes), and
// deactivating it ends their sessions (stores resource). Reactivating restores all of it.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { refreshTokens, stores, users } from '../db/schema/index.ts';

/** Whether a user's store (if they belong to one) is open; users of no store (vendors, admin) always are. */
export async function userStoreIsActive(tx: Transaction, storeId: number | null): Promise<boolean> {
  if (storeId === null) return true;
  const [store] = await tx.select({ isActive: stores.isActive }).from(stores).where(eq(stores.id, storeId));
  return store?.isActive ?? false;
}

/** Ends every session of the store's people at once: refresh tokens revoked, access tokens' version passed. */
export async function endStoreSessions(tx: Transaction, storeId: number): Promise<void> {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.storeId, storeId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(refreshTokens.revokedAt),
        inArray(
          refreshTokens.userId,
          tx.select({ id: users.id }).from(users).where(eq(users.storeId, storeId)),
        ),
      ),
    );
}
