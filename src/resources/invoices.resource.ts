// Invoices: a vendor's own (vendor portal /portal/invoices, vendor tenancy, billing: vendor owner) and the
// ones vendors sent to a store (store tenancy; drafts stay the vendor's). Read-only here: created by
// POST invoices, changed through their transition route.
import { ne } from 'drizzle-orm';
import { invoiceSchema } from '../../schemas/invoice.schema.ts';
import { accessFor } from '../shared/access.ts';
import { Module } from '../shared/roles.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { invoices } from '../server/db/schema/index.ts';

const listing = {
  schema: invoiceSchema,
  table: invoices,
  module: Module.billing,
  operations: ['list', 'read'],
  sortable: ['created_at', 'updated_at', 'status', 'invoice_no', 'total'],
  searchable: ['invoice_no'],
  defaultSort: { field: 'created_at', order: 'DESC' },
} as const;

export const invoicesResource = defineResource({
  ...listing,
  name: 'invoices',
  tenancy: 'vendor',
  access: accessFor(Module.billing, ['platform', 'vendor']),
  filterable: ['status', 'store_id', 'created_at'],
});

export const receivedInvoicesResource = defineResource({
  ...listing,
  name: 'received-invoices',
  access: accessFor(Module.billing, ['platform', 'store']),
  filterable: ['status', 'vendor_id', 'created_at'],
  scope: () => ne(invoices.status, 'draft'),
});
