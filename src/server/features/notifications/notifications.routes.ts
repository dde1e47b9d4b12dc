// docs/product.md#messages-notifications's notification calls: notifications/user (paged, default page 1 of
// 5, general or watching
// tab; {results, next}), notifications/read (all) and notifications/:id/read. Each user sees only their own.
import { notificationQuerySchema } from '../../../../schemas/notification.schema.ts';
import { responses } from '../../envelope.ts';
import { permitted } from '../../route-meta.ts';
import { idParam, security } from '../../orders/http.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { markAllNotificationsRead, markNotificationRead, notificationsOf } from './notifications.service.ts';

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
    async (request) => ({
      status: 'success',
      data: await notificationsOf(request, app.prefix, request.query),
    }),
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
    async (request) => ({ status: 'success', data: await markAllNotificationsRead(request) }),
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
    async (request) => ({
      status: 'success',
      data: await markNotificationRead(request, request.params.id),
    }),
  );
}
