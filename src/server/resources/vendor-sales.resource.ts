// The server halves of a vendor's own customers, services and sales orders (vendor-owned tables, RLS on
// app.vendor_id). A sales order gets a platform-unique order number (docs/product.md#orders-numbers) and its
// total from its
// items; its customer must be the vendor's own (the (vendor_id, customer_id) key refuses any other).
import {
  vendorCustomers as vendorCustomersDeclaration,
  vendorSalesOrders as vendorSalesOrdersDeclaration,
  vendorServices as vendorServicesDeclaration,
} from '../../shared/declarations/vendor-sales.declaration.ts';
import { defineResource, type Row } from '../crud/define-resource.ts';
import { toCents } from '../crud/record-mapping.ts';
import {
  vendorCustomers,
  vendorSalesOrderItems,
  vendorSalesOrders,
  vendorServices,
} from '../db/schema/index.ts';
import { randomOrderNumber } from '../orders/order-numbers.ts';

export const vendorCustomersResource = defineResource(vendorCustomersDeclaration, { table: vendorCustomers });

export const vendorServicesResource = defineResource(vendorServicesDeclaration, { table: vendorServices });

/** The order's total in cents: the sum of its items' costs (each rounded to cents as stored). */
export function totalCentsOf(items: readonly { cost: number }[]): number {
  return items.reduce((sum, item) => sum + toCents(item.cost), 0);
}

export const vendorSalesOrdersResource = defineResource(vendorSalesOrdersDeclaration, {
  table: vendorSalesOrders,
  children: [
    {
      field: 'items',
      table: vendorSalesOrderItems,
      parentColumn: 'salesOrderId',
      positionColumn: 'sequence',
    },
  ],
  hooks: {
    beforeWrite(values, body, { op }) {
      const out: Row = { ...values };
      // 31^7 numbers: a collision is one in billions, and the unique index refuses it (409) if it happens.
      if (op === 'create') out.orderNo = randomOrderNumber();
      if (Array.isArray(body.items)) out.totalCents = totalCentsOf(body.items as { cost: number }[]);
      return out;
    },
  },
});
