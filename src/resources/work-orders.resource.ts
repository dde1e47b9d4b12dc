// Work orders, listed twice over one table: the store's (portal "Work Orders", store tenancy) and a vendor's
// (vendor portal /portal/workorders, vendor tenancy: only work sent to the vendor by a store it is linked
// to). Read-only here: they are opened by POST work-orders and change state through their transition route.
import { sql } from 'drizzle-orm';
import { workOrderSchema } from '../../schemas/work-order.schema.ts';
import { accessFor } from '../shared/access.ts';
import { Module } from '../shared/roles.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { workOrders } from '../server/db/schema/index.ts';

const listing = {
  schema: workOrderSchema,
  table: workOrders,
  module: Module.workOrder,
  operations: ['list', 'read'],
  sortable: ['created_at', 'updated_at', 'status', 'item_number', 'due_at'],
  searchable: ['item_number', 'service_name'],
  defaultSort: { field: 'created_at', order: 'DESC' },
} as const;

export const workOrdersResource = defineResource({
  ...listing,
  name: 'work-orders',
  filterable: ['status', 'source', 'vendor_id', 'sales_order_id', 'created_at'],
});

export const vendorWorkOrdersResource = defineResource({
  ...listing,
  name: 'vendor-work-orders',
  tenancy: 'vendor',
  access: accessFor(Module.workOrder, ['platform', 'vendor']),
  filterable: ['status', 'store_id', 'sales_order_id', 'created_at'],
  // The link must still stand (row-level security checks the same).
  scope: () =>
    sql`exists (select 1 from store_vendors sv where sv.store_id = ${workOrders.storeId} and sv.vendor_id = ${workOrders.vendorId} and sv.status = 'active')`,
});
