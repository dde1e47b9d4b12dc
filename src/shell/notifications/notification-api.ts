// The notification routes of docs/product.md#messages-notifications as the bell uses them, through the shared
// typed client (every face
// has it): a page of one tab, mark one read, mark all read, and the live socket's address.
import { api, call } from '../../client/api.ts';
import { getSession } from '../../client/session.ts';
import type { components } from '../../client/api-schema';

export type AppNotification = components['schemas']['Notification'];
export type NotificationTab = 'general' | 'watching';

/** docs/product.md#messages-notifications: the panel shows five at a time. */
export const PAGE_SIZE = 5;

export async function fetchNotifications(type: NotificationTab, page: number) {
  const result = await call(
    api.GET('/api/v1/notifications/user', { params: { query: { type, page, page_size: PAGE_SIZE } } }),
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

export async function markRead(id: number): Promise<void> {
  const result = await call(api.POST('/api/v1/notifications/{id}/read', { params: { path: { id } } }));
  if (!result.ok) throw new Error(result.error.message);
}

export async function markAllRead(): Promise<void> {
  const result = await call(api.POST('/api/v1/notifications/read'));
  if (!result.ok) throw new Error(result.error.message);
}

/** The user's live socket (the access token travels in the query: browsers cannot set its headers). */
export function socketUrl(userId: number): string | null {
  const token = getSession()?.access;
  if (!token) return null;
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/v1/ws/notifications/${userId}?token=${encodeURIComponent(token)}`;
}
