// The notification bell: each user sees only their own notifications, and of those only what the registry
// still reveals to them (the orders and work of the locations their permissions give).
import type { FastifyRequest } from 'fastify';
import { inScope, type Database } from '../../db/database.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../http-errors.ts';
import { revealedOrders } from '../../orders/parties.ts';
import { sessionRoleOf } from '../../plugins/auth.ts';
import { markAllRead, markRead, notificationById, notificationPage } from './notifications.repository.ts';
import { presentNotification } from './notifications.presenters.ts';

/** One page of the caller's notifications ({results, next, count, unread_count}); `next` is the next page's path. */
export async function notificationsOf(
  request: FastifyRequest,
  prefix: string,
  { page, page_size, type }: { page: number; page_size: number; type: 'general' | 'watching' },
) {
  const principal = request.principal!;
  const { rows, total, unread } = await request.inTenant(async (tx) =>
    notificationPage(tx, {
      userId: principal.userId,
      // Only what the user may still see: the orders and work of the locations the registry gives.
      seen: revealedOrders(await sessionRoleOf(tx, principal), {
        salesOrderId: notifications.salesOrderId,
        workOrderId: notifications.workOrderId,
      }),
      watching: type === 'watching',
      page,
      pageSize: page_size,
    }),
  );
  const next =
    page * page_size < total
      ? `${prefix}/notifications/user?page=${page + 1}&page_size=${page_size}&type=${type}`
      : null;
  return { results: rows.map(presentNotification), next, count: total, unread_count: unread };
}

export async function markAllNotificationsRead(request: FastifyRequest) {
  const updated = await request.inTenant((tx) => markAllRead(tx, request.principal!.userId));
  return { updated: updated.length };
}

export async function markNotificationRead(request: FastifyRequest, id: number) {
  const row = await request.inTenant((tx) => markRead(tx, request.principal!.userId, id));
  if (!row) throw notFound('No such notification.');
  return presentNotification(row);
}

/** A notification as the live socket sends it (read by id across stores), or null once it is gone. */
export async function liveNotification(db: Database, id: number) {
  const row = await inScope(db, { kind: 'platform' }, (tx) => notificationById(tx, id));
  return row ? presentNotification(row) : null;
}
