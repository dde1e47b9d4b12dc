// Sales orders as the portal lists them (menu "Orders") and the storefront's "my orders": read-only here —
// orders are created by checkout or POST sales-orders and change state only through their transition route.
import { eq } from 'drizzle-orm';
import { salesOrderSchema } from '../../schemas/order.schema.ts';
import { accessFor } from '../shared/access.ts';
import { Module, Role } from '../shared/roles.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { salesOrders } from '../server/db/schema/index.ts';

export const salesOrdersResource = defineResource({
  name: 'sales-orders',
  schema: salesOrderSchema,
  table: salesOrders,
  module: Module.salesOrder,
  // Store roles by their permissions; a customer sees their own orders (/myaccount/orders).
  access: {
    module: Module.salesOrder,
    audiences: { ...accessFor(Module.salesOrder, []).audiences, view: ['platform', 'store', 'customer'] },
  },
  operations: ['list', 'read'],
  scope: (p) => (p.roleId === Role.customer ? eq(salesOrders.customerId, p.customerId ?? -1) : undefined),
  filterable: ['status', 'payment_status', 'channel', 'customer_id', 'location_id', 'order_no', 'created_at'],
  sortable: ['created_at', 'updated_at', 'order_no', 'status', 'total', 'customer_name'],
  searchable: ['order_no', 'customer_name', 'customer_email'],
  defaultSort: { field: 'created_at', order: 'DESC' },
});
