// Estimates (quotes): requested by a customer, priced by the store or a vendor it was sent to, approved by
// the customer and converted into a sales order. Customers see their own; a vendor what was sent to it.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgPolicy, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EstimateStatus } from '../../../shared/state-machines.ts';
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
import { sentToMyVendor } from './work-orders.table.ts';

const customerRule = sql`(store_id = ${currentStore} and (${currentCustomer} is null or customer_id = ${currentCustomer}))`;

export const estimates = pgTable(
  'estimates',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    estimateNo: text().notNull(),
    customerId: integer().notNull(),
    vendorId: integer(),
    status: text().$type<EstimateStatus>().notNull().default('requested'),
    totalCents: integer().notNull().default(0),
    customerName: text().notNull().default(''),
    customerEmail: text(),
    /** The customer's phone as given with the request (a guest has no account to read it from later). */
    customerPhone: text(),
    note: text(),
    quotedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    salesOrderId: integer(),
    /**
     * A guest's request (no account to log in to) is followed by this opaque token, mailed to the guest:
     * /estimate/thank-you/:token shows its state. Null for a customer's own request.
     */
    followToken: text(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('estimates', t.storeId, t.id),
    uniqueIndex('estimates_estimate_no_key').on(t.estimateNo),
    uniqueIndex('estimates_follow_token_key').on(t.followToken),
    index('estimates_store_status_created_idx').on(t.storeId, t.status, t.createdAt, t.id),
    index('estimates_vendor_status_created_idx').on(t.vendorId, t.status, t.createdAt, t.id),
    index('estimates_customer_idx').on(t.storeId, t.customerId),
    pgPolicy('estimates_select', {
      for: 'select',
      using: sql`${platformScope} or ${customerRule} or ${sentToMyVendor('estimates')}`,
    }),
    pgPolicy('estimates_insert', { for: 'insert', withCheck: sql`${platformScope} or ${customerRule}` }),
    pgPolicy('estimates_update', {
      for: 'update',
      using: sql`${platformScope} or ${customerRule} or ${sentToMyVendor('estimates')}`,
      withCheck: sql`${platformScope} or ${customerRule} or vendor_id = ${currentVendor}`,
    }),
    pgPolicy('estimates_delete', { for: 'delete', using: sql`${platformScope} or ${customerRule}` }),
  ],
);

export const estimateItems = pgTable(
  'estimate_items',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    estimateId: integer().notNull(),
    serviceId: integer(),
    description: text().notNull(),
    quantity: integer().notNull().default(1),
    /** Null until the estimate is quoted. */
    unitPriceCents: integer(),
    answers: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('estimate_items', t.storeId, t.id),
    index('estimate_items_estimate_idx').on(t.storeId, t.estimateId),
    viaParent('estimate_items', 'estimates', 'estimate_id'),
  ],
);

/** Photos sent with an estimate request (upload ids): private to the store and the request. */
export const estimateImages = pgTable(
  'estimate_images',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    estimateId: integer().notNull(),
    /** The id of an upload (uploads are their own resource). */
    uploadId: text().notNull(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('estimate_images', t.storeId, t.id),
    index('estimate_images_estimate_idx').on(t.storeId, t.estimateId),
    viaParent('estimate_images', 'estimates', 'estimate_id'),
  ],
);
