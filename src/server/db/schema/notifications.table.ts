// Notifications of docs/product.md#messages-notifications: one row per recipient user, created from domain
// events (general, or
// watching when the user watches the order), read by that user only, pushed live over the websocket.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgPolicy, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SaidParams } from '../../../shared/i18n/said.ts';
import { currentUser, platformScope, storeOwned, tenantKeys } from './columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    /** The store the event happened in (a vendor user's notification names the store's order). */
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    vendorId: integer(),
    eventId: integer(),
    kind: text().notNull(),
    shortDescription: text().notNull(),
    description: text().notNull(),
    /** docs/product.md#languages: the short description as a catalogue key and its params (null on older rows). */
    messageKey: text(),
    messageParams: jsonb().$type<SaidParams>(),
    orderNo: text(),
    isRead: boolean().notNull().default(false),
    isWatching: boolean().notNull().default(false),
    salesOrderId: integer(),
    workOrderId: integer(),
    estimateId: integer(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    ...tenantKeys('notifications', t.storeId, t.id),
    index('notifications_user_tab_idx').on(t.userId, t.isWatching, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`not is_read`),
    // Each user reads and marks only their own; they are created by the server in the platform scope.
    pgPolicy('notifications_isolation', {
      for: 'all',
      using: sql`${platformScope} or user_id = ${currentUser}`,
      withCheck: sql`${platformScope} or user_id = ${currentUser}`,
    }),
  ],
);
