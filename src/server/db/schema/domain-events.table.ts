// Domain events: every lifecycle transition writes one row in the same transaction as the change itself
// (`<entity>.<action>`, e.g. work_order.send). Consumers (notifications, webhook queueing) run in it too.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgPolicy, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { currentStore, currentVendor, platformScope, storeOwned, tenantKeys } from './columns.ts';

export const domainEvents = pgTable(
  'domain_events',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    type: text().notNull(),
    entity: text().notNull(),
    entityId: integer().notNull(),
    salesOrderId: integer(),
    vendorId: integer(),
    actorUserId: integer(),
    actorRoleId: smallint(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    ...tenantKeys('domain_events', t.storeId, t.id),
    index('domain_events_entity_idx').on(t.storeId, t.entity, t.entityId),
    pgPolicy('domain_events_isolation', {
      for: 'all',
      using: sql`${platformScope} or store_id = ${currentStore} or vendor_id = ${currentVendor}`,
      withCheck: sql`${platformScope} or store_id = ${currentStore} or vendor_id = ${currentVendor}`,
    }),
  ],
);
