// Sales orders with their items, the timeline every lifecycle change appends to, comments beside it, and
// the users watching an order. A customer's requests see only their own orders (app.customer_id).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SalesOrderStatus } from '../../../shared/state-machines.ts';
import type { SaidParams } from '../../../shared/i18n/said.ts';
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

/** Store-owned rows a customer may only see when they are theirs (customer_id). */
export function customerOwned(table: string) {
  const rule = sql`${platformScope} or (store_id = ${currentStore} and (${currentCustomer} is null or customer_id = ${currentCustomer}))`;
  return pgPolicy(`${table}_isolation`, { for: 'all', using: rule, withCheck: rule });
}

/** Child rows visible exactly when their parent row is (the parent's own policies decide). */
export function viaParent(table: string, parent: string, parentColumn: string) {
  const rule = sql.raw(
    `(select coalesce(current_setting('app.platform', true), '') = 'on') or exists (select 1 from ${parent} p where p.store_id = ${table}.store_id and p.id = ${table}.${parentColumn})`,
  );
  return pgPolicy(`${table}_via_${parent}`, { for: 'all', using: rule, withCheck: rule });
}

/** docs/product.md#payments-ledger: partially_paid once some money is in and a balance is left. */
export type PaymentStatus = 'unpaid' | 'pending' | 'partially_paid' | 'paid' | 'refunded';
export type OrderChannel = 'storefront' | 'portal' | 'estimate' | 'shopify';

export const salesOrders = pgTable(
  'sales_orders',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    orderNo: text().notNull(),
    customerId: integer().notNull(),
    locationId: integer(),
    estimateId: integer(),
    status: text().$type<SalesOrderStatus>().notNull().default('placed'),
    paymentStatus: text().$type<PaymentStatus>().notNull().default('unpaid'),
    channel: text().$type<OrderChannel>().notNull().default('storefront'),
    itemCount: integer().notNull().default(0),
    subtotalCents: integer().notNull().default(0),
    /** Shipping charged at checkout, from the store's settings (never from the client); in the total. */
    shippingCents: integer().notNull().default(0),
    totalCents: integer().notNull().default(0),
    /**
     * The deposit asked of this order when it was placed (docs/product.md#payments-deposits: the services'
     * rules, else the store's), and whether it is given back on cancellation. A requirement, not money
     * received: what was paid is the ledger's.
     */
    depositCents: integer().notNull().default(0),
    depositRefundable: boolean().notNull().default(true),
    // Contact details as given at checkout (a guest has no account to read them from later).
    customerName: text().notNull().default(''),
    customerEmail: text(),
    customerPhone: text(),
    note: text(),
    completedAt: timestamp({ withTimezone: true }),
    /** When the order entered its current status (the list's days in the current stage). */
    stageSince: timestamp({ withTimezone: true }).defaultNow().notNull(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('sales_orders', t.storeId, t.id),
    // Order numbers are unique across the platform (order tracking finds an order by number).
    uniqueIndex('sales_orders_order_no_key').on(t.orderNo),
    // A page of a store's orders filtered by status and sorted by date (either direction) reads one range.
    // The row-level policy reads store_id and customer_id: with both in the index, the list's bounded count
    // (up to 10,001 rows) is an index-only scan instead of a heap visit per row — 131 → 23 ms for the super
    // admin at 500,000 orders, cold (docs/performance.md). Trailing key columns: drizzle has no INCLUDE.
    index('sales_orders_store_status_created_idx').on(t.storeId, t.status, t.createdAt, t.id, t.customerId),
    index('sales_orders_store_created_idx').on(t.storeId, t.createdAt, t.id),
    // The super admin's page across all stores.
    index('sales_orders_status_created_idx').on(t.status, t.createdAt, t.id, t.storeId, t.customerId),
    index('sales_orders_customer_idx').on(t.storeId, t.customerId, t.createdAt),
    customerOwned('sales_orders'),
  ],
);

export const salesOrderItems = pgTable(
  'sales_order_items',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    lineNo: smallint().notNull(),
    /** `<order number>-<line>`: the item number work orders and additional charges show. */
    itemNumber: text().notNull(),
    serviceId: integer(),
    serviceName: text().notNull(),
    quantity: integer().notNull().default(1),
    unitPriceCents: integer().notNull().default(0),
    totalCents: integer().notNull().default(0),
    /** The answers to the service's options that survived the rules (hidden ones dropped). */
    answers: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    needsWork: boolean().notNull().default(true),
    /** Intake at `receive`: the state the item was handed in in, as staff saw it. */
    conditionNotes: text(),
    /** Intake at `receive`: what the customer declares the item is worth (custody, insurance), cents. */
    declaredValueCents: integer(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('sales_order_items', t.storeId, t.id),
    uniqueIndex('sales_order_items_line_key').on(t.storeId, t.salesOrderId, t.lineNo),
    index('sales_order_items_item_number_idx').on(t.itemNumber),
    viaParent('sales_order_items', 'sales_orders', 'sales_order_id'),
  ],
);

/** Intake photos of an item, taken when the store receives it (upload ids; private to the store). */
export const salesOrderItemPhotos = pgTable(
  'sales_order_item_photos',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderItemId: integer().notNull(),
    /** The id of an upload (uploads are their own resource). */
    uploadId: text().notNull(),
    uploadedByUserId: integer(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('sales_order_item_photos', t.storeId, t.id),
    index('sales_order_item_photos_item_idx').on(t.storeId, t.salesOrderItemId),
    viaParent('sales_order_item_photos', 'sales_order_items', 'sales_order_item_id'),
  ],
);

/**
 * One row per lifecycle change of a sales order, work order, estimate, charge or invoice (and the
 * creation of each). Entries of a sales order's work orders and charges carry its id, so the order shows
 * one timeline. Public entries (the sales order's own status changes) are what order tracking shows.
 */
export const timelineEntries = pgTable(
  'timeline_entries',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer(),
    entity: text().notNull(),
    entityId: integer().notNull(),
    action: text().notNull(),
    fromStatus: text(),
    toStatus: text().notNull(),
    /** The English words (for API consumers, webhooks and search); faces read the key and params. */
    message: text().notNull(),
    /** docs/product.md#languages: the sentence as a catalogue key and its params (null on older rows). */
    messageKey: text(),
    messageParams: jsonb().$type<SaidParams>(),
    /** People's own words, or the English of a note the server wrote (kept as its key and params too). */
    note: text(),
    noteKey: text(),
    noteParams: jsonb().$type<SaidParams>(),
    isPublic: boolean().notNull().default(false),
    actorUserId: integer(),
    actorRoleId: smallint(),
    /** Set on entries of work sent to a vendor, so the vendor can read (and write) them. */
    vendorId: integer(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    ...tenantKeys('timeline_entries', t.storeId, t.id),
    index('timeline_entries_order_idx').on(t.storeId, t.salesOrderId, t.createdAt),
    index('timeline_entries_entity_idx').on(t.storeId, t.entity, t.entityId),
    pgPolicy('timeline_entries_isolation', {
      for: 'all',
      using: sql`${platformScope} or vendor_id = ${currentVendor} or (store_id = ${currentStore} and (${currentCustomer} is null or exists (select 1 from sales_orders o where o.store_id = timeline_entries.store_id and o.id = timeline_entries.sales_order_id)))`,
      withCheck: sql`${platformScope} or vendor_id = ${currentVendor} or store_id = ${currentStore}`,
    }),
  ],
);

export const salesOrderComments = pgTable(
  'sales_order_comments',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    userId: integer(),
    authorName: text().notNull(),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('sales_order_comments', t.storeId, t.id),
    index('sales_order_comments_order_idx').on(t.storeId, t.salesOrderId, t.createdAt),
    // Comments are the store's working notes: store users only (customers see the timeline).
    storeIsolation('sales_order_comments'),
    pgPolicy('sales_order_comments_not_customers', {
      as: 'restrictive',
      for: 'all',
      using: sql`${currentCustomer} is null`,
      withCheck: sql`${currentCustomer} is null`,
    }),
  ],
);

/** Users who acted on or commented on an order: their notifications about it go to the watching tab. */
export const orderWatchers = pgTable(
  'order_watchers',
  {
    ...storeOwned,
    salesOrderId: integer().notNull(),
    userId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.salesOrderId, t.userId] }), storeIsolation('order_watchers')],
);
