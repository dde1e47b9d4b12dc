// Estimates, listed for the store (and a customer's own), and for the vendor a store sent them to.
// Read-only here: requested by POST estimates, changed through their transition route.
import { eq, sql } from 'drizzle-orm';
import {
  estimates as storeDeclaration,
  vendorEstimates,
} from '../../shared/declarations/orders.declaration.ts';
import { defineResource } from '../crud/define-resource.ts';
import { estimates } from '../db/schema/index.ts';
import { isCustomer, isPlatform } from '../../shared/permission-registry.ts';

export const estimatesResource = defineResource(storeDeclaration, {
  table: estimates,
  scope: (p) => (isCustomer(p.roleId) ? eq(estimates.customerId, p.customerId ?? -1) : undefined),
});

export const vendorEstimatesResource = defineResource(vendorEstimates, {
  table: estimates,
  // The link must still stand: for a vendor the estimates policy checks exactly this (sentToMyVendor), so
  // only the super admin, whom no policy narrows, adds it (as vendor work orders do).
  scope: (p) =>
    isPlatform(p.roleId)
      ? sql`exists (select 1 from store_vendors sv where sv.store_id = ${estimates.storeId} and sv.vendor_id = ${estimates.vendorId} and sv.status = 'active')`
      : undefined,
});
