// Work orders: one per sales-order item that needs work, done internally (source 2, store staff) or by a
// vendor (source 1, vendor_id). The vendor sees a work order only while it is sent to it and the vendor is
// linked to the store. Before/after images (upload ids) and work instructions hang off a work order.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WorkOrderStatus } from '../../../shared/state-machines.ts';
import {
  currentCustomer,
  currentStore,
  currentVendor,
  platformScope,
  storeOwned,
  tenantKeys,
  timestamps,
} from './columns.ts';
import { viaParent } from './orders.table.ts';

/** Work sent to a vendor: visible to that vendor while it is linked to the store. */
export const sentToMyVendor = (table: string) =>
  sql.raw(
    `(vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::int) and exists (select 1 from store_vendors sv where sv.store_id = ${table}.store_id and sv.vendor_id = ${table}.vendor_id and sv.status = 'active'))`,
  );

/**
 * Store users read and write their store's rows (customers never: they follow their order instead);
 * the vendor reads and updates what is sent to it, and may hand it back (vendor_id null) but never pass it
 * to another vendor. Only the store creates and deletes.
 */
export function vendorWork(table: string) {
  const store = sql`(store_id = ${currentStore} and ${currentCustomer} is null)`;
  const vendor = sentToMyVendor(table);
  return [
    pgPolicy(`${table}_select`, { for: 'select', using: sql`${platformScope} or ${store} or ${vendor}` }),
    pgPolicy(`${table}_insert`, { for: 'insert', withCheck: sql`${platformScope} or ${store}` }),
    pgPolicy(`${table}_update`, {
      for: 'update',
      using: sql`${platformScope} or ${store} or ${vendor}`,
      withCheck: sql`${platformScope} or ${store} or vendor_id = ${currentVendor} or vendor_id is null`,
    }),
    pgPolicy(`${table}_delete`, { for: 'delete', using: sql`${platformScope} or ${store}` }),
  ];
}

export const workOrders = pgTable(
  'work_orders',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    salesOrderItemId: integer().notNull(),
    /** The sales order's location, copied at creation: staff held to some locations (docs/product.md#roles-permission-check) see and act
     *  on the work of those locations only, as with the orders themselves. */
    locationId: integer(),
    // A snapshot of the item, so the vendor needs no access to the store's sales order.
    itemNumber: text().notNull(),
    serviceName: text().notNull(),
    quantity: integer().notNull().default(1),
    answers: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** docs/product.md#roles-source Source: external 1 (a vendor), internal 2 (store staff). */
    source: smallint().notNull(),
    vendorId: integer(),
    status: text().$type<WorkOrderStatus>().notNull().default('new'),
    priceCents: integer(),
    dueAt: timestamp({ withTimezone: true }),
    createdByUserId: integer(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('work_orders', t.storeId, t.id),
    // One work order per item that needs work.
    uniqueIndex('work_orders_item_key').on(t.storeId, t.salesOrderItemId),
    index('work_orders_store_status_created_idx').on(t.storeId, t.status, t.createdAt, t.id),
    index('work_orders_vendor_status_created_idx').on(t.vendorId, t.status, t.createdAt, t.id),
    index('work_orders_order_idx').on(t.storeId, t.salesOrderId),
    ...vendorWork('work_orders'),
  ],
);

export type WorkOrderImageKind = 'before' | 'after';

export const workOrderImages = pgTable(
  'work_order_images',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    workOrderId: integer().notNull(),
    kind: text().$type<WorkOrderImageKind>().notNull(),
    /** The id of an upload (uploads are their own resource). */
    uploadId: text().notNull(),
    caption: text(),
    uploadedByUserId: integer(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('work_order_images', t.storeId, t.id),
    index('work_order_images_work_order_idx').on(t.storeId, t.workOrderId),
    viaParent('work_order_images', 'work_orders', 'work_order_id'),
  ],
);

export const workInstructions = pgTable(
  'work_instructions',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    workOrderId: integer().notNull(),
    body: text().notNull(),
    createdByUserId: integer(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('work_instructions', t.storeId, t.id),
    index('work_instructions_work_order_idx').on(t.storeId, t.workOrderId),
    viaParent('work_instructions', 'work_orders', 'work_order_id'),
  ],
);
