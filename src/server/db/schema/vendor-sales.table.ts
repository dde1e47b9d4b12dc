// A vendor's own business (vendor portal: customers, services, sales orders): vendor-owned tables, keys led
// by vendor_id, row-level security on app.vendor_id like every vendor table. An order points at its customer
// through (vendor_id, customer_id), so it can name only this vendor's customers. Amounts are integer cents.
import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantKeys, timestamps, vendorIsolation, vendorOwned } from './columns.ts';
import { vendorSalesOrderStatuses } from '../../../../schemas/vendor-sales.schema.ts';

export const vendorCustomers = pgTable(
  'vendor_customers',
  {
    ...vendorOwned,
    id: integer().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    email: text(),
    phone: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('vendor_customers', t.vendorId, t.id),
    index('vendor_customers_vendor_name_idx').on(t.vendorId, t.lastName, t.firstName),
    vendorIsolation('vendor_customers'),
  ],
);

export const vendorServices = pgTable(
  'vendor_services',
  {
    ...vendorOwned,
    id: integer().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('vendor_services', t.vendorId, t.id),
    index('vendor_services_vendor_name_idx').on(t.vendorId, t.name),
    vendorIsolation('vendor_services'),
  ],
);

export type VendorSalesOrderStatus = (typeof vendorSalesOrderStatuses)[number];

export const vendorSalesOrders = pgTable(
  'vendor_sales_orders',
  {
    ...vendorOwned,
    id: integer().generatedAlwaysAsIdentity(),
    orderNo: text().notNull(),
    customerId: integer().notNull(),
    status: text().$type<VendorSalesOrderStatus>().notNull().default('placed'),
    dueAt: date(),
    note: text().notNull().default(''),
    totalCents: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('vendor_sales_orders', t.vendorId, t.id),
    uniqueIndex('vendor_sales_orders_order_no_key').on(t.orderNo),
    index('vendor_sales_orders_vendor_created_idx').on(t.vendorId, t.createdAt, t.id),
    foreignKey({
      columns: [t.vendorId, t.customerId],
      foreignColumns: [vendorCustomers.vendorId, vendorCustomers.id],
    }),
    vendorIsolation('vendor_sales_orders'),
  ],
);

export const vendorSalesOrderItems = pgTable(
  'vendor_sales_order_items',
  {
    ...vendorOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    name: text().notNull(),
    costCents: integer().notNull().default(0),
    sequence: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('vendor_sales_order_items', t.vendorId, t.id),
    index('vendor_sales_order_items_order_idx').on(t.vendorId, t.salesOrderId, t.sequence),
    foreignKey({
      columns: [t.vendorId, t.salesOrderId],
      foreignColumns: [vendorSalesOrders.vendorId, vendorSalesOrders.id],
    }).onDelete('cascade'),
    vendorIsolation('vendor_sales_order_items'),
  ],
);
