// docs/product.md#messages-notifications's notification calls: notifications/user (paged, default page 1 of
// 5, general or watching
// tab; {results, next}), notifications/read (all) and notifications/:id/read. Each user sees only their own.
import { and, count, desc, eq } from 'drizzle-orm';
import { notificationQuerySchema } from '../../../../schemas/notification.schema.ts';
import { notifications } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { notFound } from '../../http-errors.ts';
import { permitted } from '../../route-meta.ts';
import { idParam, security } from '../../orders/http.ts';
import { revealedOrders } from '../../orders/parties.ts';
import { sessionRoleOf } from '../../plugins/auth.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { presentNotification } from './notifications.presenters.ts';

/** Every logged-in user has notifications (the bell decides for itself whether to show them). */
const list = permitOf('notifications:list');
const read = permitOf('notifications:read');
const tags = ['notifications'];

export default async function notificationRoutes(app: ApiInstance) {
  app.get(
    '/notifications/user',
    {
      ...permitted(app, list),
      schema: {
        tags,
        security,
        summary: "The user's notifications, newest first: page (1), page_size (5), type general | watching",
        querystring: notificationQuerySchema,
        response: responses(200, { $ref: 'NotificationPage#' }, 400, 401),
      },
    },
    async (request) => {
      const { page, page_size, type } = request.query;
      const userId = request.principal!.userId;
      const { rows, total, unread } = await request.inTenant(async (tx) => {
        // Only what the user may still see: the orders and work of the locations the registry gives.
        const seen = revealedOrders(await sessionRoleOf(tx, request.principal!), {
          salesOrderId: notifications.salesOrderId,
          workOrderId: notifications.workOrderId,
        });
        const mine = and(eq(notifications.userId, userId), seen);
        const where = and(mine, eq(notifications.isWatching, type === 'watching'));
        const rows = await tx
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(page_size)
          .offset((page - 1) * page_size);
        const [counted] = await tx.select({ n: count() }).from(notifications).where(where);
        const [unread] = await tx
          .select({ n: count() })
          .from(notifications)
          .where(and(mine, eq(notifications.isRead, false)));
        return { rows, total: counted?.n ?? 0, unread: unread?.n ?? 0 };
      });
      const next =
        page * page_size < total
          ? `${app.prefix}/notifications/user?page=${page + 1}&page_size=${page_size}&type=${type}`
          : null;
      return {
        status: 'success',
        data: { results: rows.map(presentNotification), next, count: total, unread_count: unread },
      };
    },
  );

  app.post(
    '/notifications/read',
    {
      ...permitted(app, read),
      schema: {
        tags,
        security,
        summary: "Mark all the user's notifications read",
        response: responses(
          200,
          { type: 'object', required: ['updated'], properties: { updated: { type: 'integer' } } },
          401,
        ),
      },
    },
    async (request) => {
      const updated = await request.inTenant((tx) =>
        tx
          .update(notifications)
          .set({ isRead: true })
          .where(and(eq(notifications.userId, request.principal!.userId), eq(notifications.isRead, false)))
          .returning({ id: notifications.id }),
      );
      return { status: 'success', data: { updated: updated.length } };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      ...permitted(app, read, { id: 'notifications' }),
      schema: {
        tags,
        security,
        summary: 'Mark one notification read',
        params: idParam,
        response: responses(200, { $ref: 'Notification#' }, 400, 401, 404),
      },
    },
    async (request) => {
      const [row] = await request.inTenant((tx) =>
        tx
          .update(notifications)
          .set({ isRead: true })
          .where(
            and(eq(notifications.id, request.params.id), eq(notifications.userId, request.principal!.userId)),
          )
          .returning(),
      );
      if (!row) throw notFound('No such notification.');
      return { status: 'success', data: presentNotification(row) };
    },
  );
}
