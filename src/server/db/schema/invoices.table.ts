// Invoices a vendor sends a store for the work it did. Vendor-owned (vendor_id leads the keys); the store
// it is addressed to reads it and pays it.
import { sql } from 'drizzle-orm';
import { index, integer, pgPolicy, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceStatus } from '../../../shared/state-machines.ts';
import {
  currentCustomer,
  currentStore,
  currentVendor,
  platformScope,
  tenantKeys,
  timestamps,
} from './columns.ts';

const parties = sql`${platformScope} or vendor_id = ${currentVendor} or (store_id = ${currentStore} and ${currentCustomer} is null)`;
const linkedVendor = sql`vendor_id = ${currentVendor} and exists (select 1 from store_vendors sv where sv.store_id = invoices.store_id and sv.vendor_id = invoices.vendor_id)`;

export const invoices = pgTable(
  'invoices',
  {
    vendorId: integer().notNull(),
    id: integer().generatedAlwaysAsIdentity(),
    storeId: integer().notNull(),
    invoiceNo: text().notNull(),
    status: text().$type<InvoiceStatus>().notNull().default('draft'),
    totalCents: integer().notNull().default(0),
    note: text(),
    sentAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    createdByUserId: integer(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('invoices', t.vendorId, t.id),
    uniqueIndex('invoices_invoice_no_key').on(t.invoiceNo),
    index('invoices_vendor_status_created_idx').on(t.vendorId, t.status, t.createdAt, t.id),
    index('invoices_store_status_created_idx').on(t.storeId, t.status, t.createdAt, t.id),
    pgPolicy('invoices_select', { for: 'select', using: parties }),
    pgPolicy('invoices_insert', { for: 'insert', withCheck: sql`${platformScope} or (${linkedVendor})` }),
    pgPolicy('invoices_update', { for: 'update', using: parties, withCheck: parties }),
    pgPolicy('invoices_delete', {
      for: 'delete',
      using: sql`${platformScope} or vendor_id = ${currentVendor}`,
    }),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    vendorId: integer().notNull(),
    id: integer().generatedAlwaysAsIdentity(),
    invoiceId: integer().notNull(),
    workOrderId: integer(),
    description: text().notNull(),
    amountCents: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('invoice_items', t.vendorId, t.id),
    index('invoice_items_invoice_idx').on(t.vendorId, t.invoiceId),
    pgPolicy('invoice_items_via_invoices', {
      for: 'all',
      using: sql`${platformScope} or exists (select 1 from invoices p where p.vendor_id = invoice_items.vendor_id and p.id = invoice_items.invoice_id)`,
      withCheck: sql`${platformScope} or exists (select 1 from invoices p where p.vendor_id = invoice_items.vendor_id and p.id = invoice_items.invoice_id and p.vendor_id = ${currentVendor})`,
    }),
  ],
);
