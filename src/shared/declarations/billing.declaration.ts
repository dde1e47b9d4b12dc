// Plans and billing (browser-safe halves; the server's are in src/server/resources/billing.resource.ts): the plans
// the super admin defines, a store's bill items and the platform's invoices to it. The Billing page
// (/portal/billing) shows the store's subscription with these lists.
import { billItemSchema, planSchema, platformInvoiceSchema } from '../../../schemas/billing.schema.ts';
import { accessFor } from '../access.ts';
import { Module } from '../roles.ts';
import { declareResource } from './declare.ts';

/** Plans are the platform's: only the super admin lists and edits them (stores pick from /billing/plans). */
export const plans = declareResource({
  name: 'plans',
  schema: planSchema,
  tenancy: 'platform',
  module: Module.billing,
  access: accessFor(Module.billing, ['platform']),
  operations: ['list', 'read', 'create', 'update'],
  filterable: ['audience', 'is_active'],
  sortable: ['sequence', 'name', 'monthly_price', 'created_at'],
  searchable: ['name', 'description'],
  defaultSort: { field: 'sequence', order: 'ASC' },
  portal: {
    store: {
      segment: 'plans',
      // Reached from the Billing page, where only the super admin's access rule shows it.
      area: 'billing',
      icon: 'billing',
      label: { one: 'Plan', many: 'Plans' },
      purpose: 'The plans stores and vendors subscribe to: monthly price, price per location, features.',
      columns: ['name', 'audience', 'monthly_price', 'per_location_price', 'included_locations', 'is_active'],
      form: {
        name: { width: 6 },
        audience: { width: 6 },
        description: { multiline: true },
        monthly_price: { width: 4 },
        per_location_price: { width: 4 },
        included_locations: { width: 4 },
        is_active: { width: 6 },
        sequence: { width: 6 },
      },
      representation: 'name',
    },
  },
});

/** Extras on the store's next platform invoice (`/addbillitems`); invoiced ones are kept as they are. */
export const billItems = declareResource({
  name: 'bill-items',
  schema: billItemSchema,
  module: Module.billing,
  filterable: ['platform_invoice_id'],
  sortable: ['created_at', 'amount'],
  searchable: ['description'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  portal: {
    store: {
      segment: 'bill-items',
      area: 'billing',
      icon: 'billing',
      label: { one: 'Bill item', many: 'Bill items' },
      purpose: 'Extras billed with your next platform invoice.',
      columns: ['description', 'amount', 'quantity', 'platform_invoice_id', 'created_at'],
      form: { description: { width: 6 }, amount: { width: 3 }, quantity: { width: 3 } },
      references: { platform_invoice_id: 'platform-invoices' },
      representation: 'description',
    },
  },
});

/** The platform's invoices to the store (read-only; paid through POST /platform-invoices/:id/pay). */
export const platformInvoices = declareResource({
  name: 'platform-invoices',
  schema: platformInvoiceSchema,
  module: Module.billing,
  operations: ['list', 'read'],
  filterable: ['status'],
  sortable: ['created_at', 'total', 'status'],
  searchable: ['invoice_no'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  portal: {
    store: {
      segment: 'platform-invoices',
      area: 'billing',
      icon: 'billing',
      label: { one: 'Platform invoice', many: 'Platform invoices' },
      purpose: "The platform's invoices for your plan and bill items.",
      columns: ['invoice_no', 'status', 'total', 'period_start', 'paid_at'],
      representation: 'invoice_no',
    },
  },
});
