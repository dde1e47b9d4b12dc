// The audit log: one row per row changed by an API request (who, acting as whom, what, before and after,
// when, from where). Rows are written by a database trigger in the same transaction as the change
// (src/server/audit/audit-trigger.ts), never by the application role: app_tenant may only read them.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgPolicy, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { currentStore, currentVendor, platformScope } from './columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    /** The store the changed row belongs to (null: a platform row). */
    storeId: integer(),
    vendorId: integer(),
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).defaultNow().notNull(),
    /** The person who made the change: the super admin when acting as an owner. */
    userId: integer(),
    /** Names as they were when the change was made, so the log reads without joins. */
    userName: text(),
    roleId: smallint(),
    /** The owner the super admin acted as (null when acting as themself). */
    actingAsUserId: integer(),
    actingAsName: text(),
    /** insert, update or delete; act_as when the super admin starts acting as an owner. */
    operation: text().$type<'insert' | 'update' | 'delete' | 'act_as'>().notNull(),
    /** The table (entity) and the changed row's id. */
    entity: text().notNull(),
    entityId: text(),
    /** Changed fields (update), secrets replaced by "[redacted]". */
    changed: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    /** The request: its id (groups the rows of one request), method and route, the client's address. */
    requestId: text(),
    method: text(),
    route: text(),
    ip: text(),
  },
  (t) => [
    index('audit_log_store_at_idx').on(t.storeId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The owner reads their store's log; a vendor its own; the super admin all. Only the trigger's owner
    // writes (app_tenant has no INSERT, UPDATE or DELETE on the table: granted away at each migration run).
    pgPolicy('audit_log_read', {
      for: 'select',
      using: sql`${platformScope} or store_id = ${currentStore} or vendor_id = ${currentVendor}`,
    }),
    pgPolicy('audit_log_write', {
      for: 'insert',
      withCheck: sql`current_user <> 'app_tenant'`,
    }),
  ],
);
