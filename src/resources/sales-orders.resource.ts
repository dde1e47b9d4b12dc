// Sales orders as the portal lists them (menu "Orders") and the storefront's "my orders": read-only here —
// orders are created by checkout or POST sales-orders and change state only through their transition route.
import { eq } from 'drizzle-orm';
import { salesOrders as declaration } from '../shared/declarations/orders.declaration.ts';
import { Role } from '../shared/roles.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { salesOrders } from '../server/db/schema/index.ts';

export const salesOrdersResource = defineResource(declaration, {
  table: salesOrders,
  // A customer sees their own orders only.
  scope: (p) => (p.roleId === Role.customer ? eq(salesOrders.customerId, p.customerId ?? -1) : undefined),
});
