// Work orders, listed twice over one table: the store's (portal "Work Orders", store tenancy) and a vendor's
// (vendor portal /portal/workorders, vendor tenancy: only work sent to the vendor by a store it is linked
// to). Read-only here: they are opened by POST work-orders and change state through their transition route.
import { sql } from 'drizzle-orm';
import {
  vendorWorkOrders,
  workOrders as storeDeclaration,
} from '../shared/declarations/orders.declaration.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { workOrders } from '../server/db/schema/index.ts';

export const workOrdersResource = defineResource(storeDeclaration, { table: workOrders });

export const vendorWorkOrdersResource = defineResource(vendorWorkOrders, {
  table: workOrders,
  // The link must still stand (row-level security checks the same).
  scope: () =>
    sql`exists (select 1 from store_vendors sv where sv.store_id = ${workOrders.storeId} and sv.vendor_id = ${workOrders.vendorId} and sv.status = 'active')`,
});
