// Where every item is (docs/product.md#custody): the chain of custody of sales-order items (one row per
// hand-off), transfers between a store's locations, redos of work that came back, and the store's custody
// settings (per-stage targets of the jobs board, whether the customer sees names, warranty days by service).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  currentCustomer,
  currentStore,
  currentVendor,
  platformScope,
  storeIsolation,
  storeOwned,
  tenantKeys,
  timestamps,
} from './columns.ts';
import type { SaidParams } from '../../../shared/i18n/said.ts';

/** Who holds an item on either side of a hand-off. */
export type CustodyPartyKind = 'customer' | 'location' | 'store' | 'bench' | 'vendor' | 'transit';
/** How a hand-off was recorded. */
export type CustodyMethod = 'scan' | 'typed' | 'transition';
export type CustodyKind =
  | 'intake'
  | 'to_bench'
  | 'sent_to_vendor'
  | 'vendor_received'
  | 'vendor_returned'
  | 'store_received'
  | 'transfer_out'
  | 'transfer_received'
  | 'picked_up';

/**
 * Store users read and write their store's rows (never a customer: tracking reads a plain version through
 * the server); a vendor reads the rows about work it holds or held and records its own hand-offs.
 */
function storeAndItsVendor(table: string) {
  const store = sql`(store_id = ${currentStore} and ${currentCustomer} is null)`;
  const vendor = sql.raw(
    `(vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::int) and exists (select 1 from store_vendors sv where sv.store_id = ${table}.store_id and sv.vendor_id = ${table}.vendor_id and sv.status = 'active'))`,
  );
  return [
    pgPolicy(`${table}_select`, { for: 'select', using: sql`${platformScope} or ${store} or ${vendor}` }),
    pgPolicy(`${table}_insert`, {
      for: 'insert',
      withCheck: sql`${platformScope} or ${store} or vendor_id = ${currentVendor}`,
    }),
    pgPolicy(`${table}_update`, {
      for: 'update',
      using: sql`${platformScope} or ${store}`,
      withCheck: sql`${platformScope} or ${store}`,
    }),
    pgPolicy(`${table}_delete`, { for: 'delete', using: sql`${platformScope} or ${store}` }),
  ];
}

export const custodyEvents = pgTable(
  'custody_events',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    salesOrderItemId: integer().notNull(),
    itemNumber: text().notNull(),
    workOrderId: integer(),
    /** The vendor on either side of the hand-off (it reads the rows about its work). */
    vendorId: integer(),
    kind: text().$type<CustodyKind>().notNull(),
    fromKind: text().$type<CustodyPartyKind>(),
    fromId: integer(),
    fromName: text(),
    toKind: text().$type<CustodyPartyKind>().notNull(),
    toId: integer(),
    toName: text(),
    /** The store location where it happened (null at a vendor or in transit). */
    locationId: integer(),
    method: text().$type<CustodyMethod>().notNull(),
    photoUploadId: text(),
    /** People's own words, or the English of a note the server wrote (kept as its key and params too). */
    note: text(),
    noteKey: text(),
    noteParams: jsonb().$type<SaidParams>(),
    /** The hand-off contradicts the record (docs/product.md#custody-contradiction); the owner is told. */
    flagged: boolean().notNull().default(false),
    /** Why, in English; the faces read its key and params (docs/product.md#languages-server-sentences). */
    flagReason: text(),
    flagReasonKey: text(),
    flagReasonParams: jsonb().$type<SaidParams>(),
    actorUserId: integer(),
    actorName: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    ...tenantKeys('custody_events', t.storeId, t.id),
    index('custody_events_item_idx').on(t.storeId, t.salesOrderItemId, t.createdAt, t.id),
    index('custody_events_vendor_idx').on(t.vendorId, t.createdAt),
    ...storeAndItsVendor('custody_events'),
  ],
);

export type TransferStatus = 'in_transit' | 'received' | 'cancelled';

/** An item on its way from one of the store's locations to another (docs/product.md#custody-transfers). */
export const itemTransfers = pgTable(
  'item_transfers',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    salesOrderItemId: integer().notNull(),
    itemNumber: text().notNull(),
    fromLocationId: integer(),
    toLocationId: integer().notNull(),
    status: text().$type<TransferStatus>().notNull().default('in_transit'),
    note: text(),
    sentByUserId: integer(),
    receivedByUserId: integer(),
    receivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('item_transfers', t.storeId, t.id),
    index('item_transfers_item_idx').on(t.storeId, t.salesOrderItemId, t.status),
    storeIsolation('item_transfers'),
  ],
);

export type RedoReason = 'workmanship' | 'materials' | 'wear' | 'customer_damage';

/** An item back within (or outside) its warranty: a new order linked to the original (docs/product.md#custody-redo). */
export const redos = pgTable(
  'redos',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    originalSalesOrderId: integer().notNull(),
    originalItemId: integer().notNull(),
    originalItemNumber: text().notNull(),
    originalWorkOrderId: integer(),
    /** Who did the original work: a vendor, or the store's bench (null). */
    vendorId: integer(),
    serviceId: integer(),
    serviceName: text().notNull(),
    reason: text().$type<RedoReason>().notNull(),
    withinWarranty: boolean().notNull(),
    charged: boolean().notNull(),
    /** The new order the redo goes through the board as. */
    redoSalesOrderId: integer().notNull(),
    note: text(),
    createdByUserId: integer(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('redos', t.storeId, t.id),
    index('redos_original_item_idx').on(t.storeId, t.originalItemId),
    index('redos_vendor_idx').on(t.vendorId, t.createdAt),
    ...storeAndItsVendor('redos'),
  ],
);

/** The store's custody settings: one row per store, defaults when absent. */
export const custodySettings = pgTable(
  'custody_settings',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    /** Tracking shows who holds the item (vendor and location names), not just where. */
    showNamesToCustomer: boolean().notNull().default(false),
    /** Days an item may stay in a board stage before its card turns red, by stage. */
    stageTargetDays: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** Warranty days of each service (by service id) from completion; absent: no warranty. */
    warrantyDays: jsonb().$type<Record<string, number>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('custody_settings', t.storeId, t.id),
    uniqueIndex('custody_settings_store_key').on(t.storeId),
    storeIsolation('custody_settings'),
  ],
);
