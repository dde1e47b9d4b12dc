// Sales orders as the portal lists them (menu "Orders") and the storefront's "my orders": read-only here —
// orders are created by checkout or POST sales-orders and change state only through their transition route.
import { eq } from 'drizzle-orm';
import { salesOrders as declaration } from '../../shared/declarations/orders.declaration.ts';
import { defineResource } from '../crud/define-resource.ts';
import { salesOrders } from '../db/schema/index.ts';
import { isCustomer } from '../../shared/permission-registry.ts';

export const salesOrdersResource = defineResource(declaration, {
  table: salesOrders,
  // A customer sees their own orders only.
  scope: (p) => (isCustomer(p.roleId) ? eq(salesOrders.customerId, p.customerId ?? -1) : undefined),
  hooks: {
    // Days in the current stage by the server's clock, so every face (and the CSV) counts the same days.
    present: (record, row) => ({ ...record, days_in_stage: daysSince(row.stageSince as Date) }),
  },
});

const dayMs = 86_400_000;
export const daysSince = (since: Date, now = Date.now()) =>
  Math.max(0, Math.floor((now - new Date(since).getTime()) / dayMs));
