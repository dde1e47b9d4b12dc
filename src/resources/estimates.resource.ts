// Estimates, listed for the store (and a customer's own), and for the vendor a store sent them to.
// Read-only here: requested by POST estimates, changed through their transition route.
import { eq, sql } from 'drizzle-orm';
import { estimateSchema } from '../../schemas/estimate.schema.ts';
import { accessFor } from '../shared/access.ts';
import { Module, Role } from '../shared/roles.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { estimates } from '../server/db/schema/index.ts';

const listing = {
  schema: estimateSchema,
  table: estimates,
  module: Module.estimates,
  operations: ['list', 'read'],
  sortable: ['created_at', 'updated_at', 'status', 'estimate_no', 'total', 'expires_at'],
  searchable: ['estimate_no', 'customer_name'],
  defaultSort: { field: 'created_at', order: 'DESC' },
} as const;

export const estimatesResource = defineResource({
  ...listing,
  name: 'estimates',
  access: {
    module: Module.estimates,
    audiences: { ...accessFor(Module.estimates, []).audiences, view: ['platform', 'store', 'customer'] },
  },
  scope: (p) => (p.roleId === Role.customer ? eq(estimates.customerId, p.customerId ?? -1) : undefined),
  filterable: ['status', 'customer_id', 'vendor_id', 'created_at'],
});

export const vendorEstimatesResource = defineResource({
  ...listing,
  name: 'vendor-estimates',
  tenancy: 'vendor',
  access: accessFor(Module.estimates, ['platform', 'vendor']),
  filterable: ['status', 'store_id', 'created_at'],
  scope: () =>
    sql`exists (select 1 from store_vendors sv where sv.store_id = ${estimates.storeId} and sv.vendor_id = ${estimates.vendorId} and sv.status = 'active')`,
});
