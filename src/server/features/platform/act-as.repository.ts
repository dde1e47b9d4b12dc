// The queries of acting as a store's owner, each in the caller's transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import { Role } from '../../../shared/roles.ts';
import type { Transaction } from '../../db/database.ts';
import { auditLog, stores, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Switches the platform scope on for the rest of the transaction (the owning role's own connection). */
export async function enterPlatformScope(tx: Transaction): Promise<void> {
  await tx.execute(sql`select set_config('app.platform', 'on', true)`);
}

export async function findStore(tx: Transaction, storeId: number) {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
  return store;
}

/** The store's first active owner (by id), if any. */
export async function firstActiveOwner(tx: Transaction, storeId: number): Promise<UserRow | undefined> {
  const [owner] = await tx
    .select()
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.roleId, Role.storeOwner), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .limit(1);
  return owner;
}

export async function findUser(tx: Transaction, userId: number): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function recordAuditEntry(tx: Transaction, entry: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
