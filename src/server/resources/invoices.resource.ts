// Invoices: a vendor's own (vendor portal /portal/invoices, vendor tenancy, billing: vendor owner) and the
// ones vendors sent to a store (store tenancy; drafts stay the vendor's). Read-only here: created by
// POST invoices, changed through their transition route.
import { ne } from 'drizzle-orm';
import {
  invoices as vendorDeclaration,
  receivedInvoices,
} from '../../shared/declarations/orders.declaration.ts';
import { defineResource } from '../crud/define-resource.ts';
import { invoices } from '../db/schema/index.ts';

export const invoicesResource = defineResource(vendorDeclaration, { table: invoices });

export const receivedInvoicesResource = defineResource(receivedInvoices, {
  table: invoices,
  scope: () => ne(invoices.status, 'draft'),
});
