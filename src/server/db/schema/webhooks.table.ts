// Outgoing webhooks: endpoints a store (or a vendor) registers, and the deliveries queued for them in the
// same transaction as the domain event they carry. Delivery state lives here, not in a process, so any app
// process may deliver (rows are claimed with FOR UPDATE SKIP LOCKED: src/server/webhooks/deliver.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgPolicy,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { currentStore, currentVendor, platformScope, timestamps } from './columns.ts';

const ownerIsolation = sql`${platformScope} or store_id = ${currentStore} or vendor_id = ${currentVendor}`;

/** One receiver: exactly one of store_id and vendor_id is set (the table serves two resources). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    storeId: integer(),
    vendorId: integer(),
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    url: text().notNull(),
    description: text(),
    /** Event types sent (`sales_order.*` patterns allowed); empty = all. */
    events: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Per-endpoint HMAC-SHA256 secret (shown to the owner to verify signatures). */
    secret: text().notNull(),
    isActive: boolean().notNull().default(true),
    /** Paused by the platform after repeated failures; the owner resumes it by saving is_paused false. */
    isPaused: boolean().notNull().default(false),
    consecutiveFailures: integer().notNull().default(0),
    pausedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('webhook_endpoints_store_idx').on(t.storeId),
    index('webhook_endpoints_vendor_idx').on(t.vendorId),
    check('webhook_endpoints_owner_check', sql`(store_id is null) <> (vendor_id is null)`),
    pgPolicy('webhook_endpoints_isolation', { for: 'all', using: ownerIsolation, withCheck: ownerIsolation }),
  ],
);

/** One message to one endpoint; the body is fixed when queued, the signature made at each attempt. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    storeId: integer(),
    vendorId: integer(),
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: integer().notNull(),
    eventType: text().notNull(),
    body: text().notNull(),
    status: text().$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    lastStatusCode: smallint(),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    pgPolicy('webhook_deliveries_isolation', {
      for: 'all',
      using: ownerIsolation,
      withCheck: ownerIsolation,
    }),
  ],
);

/** Every attempt of a delivery with the receiver's answer: what the owner sees. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    storeId: integer(),
    vendorId: integer(),
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: smallint().notNull(),
    at: timestamp({ withTimezone: true }).defaultNow().notNull(),
    statusCode: smallint(),
    error: text(),
    durationMs: integer().notNull(),
  },
  (t) => [
    index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt),
    pgPolicy('webhook_attempts_isolation', { for: 'all', using: ownerIsolation, withCheck: ownerIsolation }),
  ],
);
