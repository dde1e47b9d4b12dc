// The notification bell's queries, each in the caller's transaction.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** One page of the user's notifications (newest first) with the totals the bell shows. */
export async function notificationPage(
  tx: Transaction,
  {
    userId,
    seen,
    watching,
    page,
    pageSize,
  }: { userId: number; seen: SQL | undefined; watching: boolean; page: number; pageSize: number },
) {
  const mine = and(eq(notifications.userId, userId), seen);
  const where = and(mine, eq(notifications.isWatching, watching));
  const rows = await tx
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await tx.select({ n: count() }).from(notifications).where(where);
  const [unread] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(mine, eq(notifications.isRead, false)));
  return { rows, total: counted?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Marks every unread notification of the user read; the ids it marked. */
export function markAllRead(tx: Transaction, userId: number) {
  return tx
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
}

/** Marks one of the user's notifications read; undefined when the user has no such notification. */
export async function markRead(tx: Transaction, userId: number, id: number) {
  const [row] = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function notificationById(tx: Transaction, id: number): Promise<NotificationRow | undefined> {
  const [row] = await tx.select().from(notifications).where(eq(notifications.id, id));
  return row;
}
