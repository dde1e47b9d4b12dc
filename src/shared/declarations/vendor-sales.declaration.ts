// A vendor's own business in its portal (docs/product.md#routes-vendor-portal's vendor portal pages): its
// customers, the services
// it sells them and their sales orders — vendor-owned resources, shown by the same generic screens as the
// store's. Vendor staff reach customers and sales orders (docs/product.md#roles-vendor-staff); services are
// the owner's (module
// service). Browser-safe halves; the server's are in src/server/resources/vendor-sales.resource.ts.
import {
  vendorCustomerSchema,
  vendorSalesOrderSchema,
  vendorServiceSchema,
} from '../../../schemas/vendor-sales.schema.ts';
import { Module } from '../roles.ts';
import { declareResource } from './declare.ts';

export const vendorCustomers = declareResource({
  name: 'vendor-customers',
  schema: vendorCustomerSchema,
  tenancy: 'vendor',
  module: Module.customer,
  filterable: ['tags', 'email', 'created_at'],
  sortable: ['first_name', 'last_name', 'email', 'created_at'],
  searchable: ['first_name', 'last_name', 'email', 'phone'],
  defaultSort: { field: 'last_name', order: 'ASC' },
  portal: {
    vendor: {
      segment: 'customers',
      menu: 5,
      icon: 'customers',
      label: { one: 'Customer', many: 'Customers' },
      purpose: 'People who bring work to your workshop directly, with their sales orders.',
      columns: ['first_name', 'last_name', 'email', 'phone', 'tags', 'created_at'],
      representation: 'first_name',
      show: true,
      form: {
        first_name: { width: 6, autoComplete: 'off' },
        last_name: { width: 6, autoComplete: 'off' },
        email: { width: 6, inputType: 'email', autoComplete: 'off' },
        phone: { width: 6, inputType: 'tel', autoComplete: 'off' },
        notes: { multiline: true },
      },
    },
  },
});

export const vendorSalesOrders = declareResource({
  name: 'vendor-sales-orders',
  schema: vendorSalesOrderSchema,
  tenancy: 'vendor',
  module: Module.salesOrder,
  children: ['items'],
  filterable: ['status', 'customer_id', 'order_no', 'created_at', 'due_at'],
  sortable: ['created_at', 'order_no', 'status', 'total', 'due_at'],
  searchable: ['order_no', 'note'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  portal: {
    vendor: {
      segment: 'sales-orders',
      menu: 6,
      icon: 'salesOrders',
      label: { one: 'Sales order', many: 'Sales Orders' },
      purpose:
        'Orders of your own customers. Create one, many at once, or import them from a CSV file (Settings).',
      columns: ['order_no', 'customer_id', 'status', 'total', 'due_at', 'created_at'],
      representation: 'order_no',
      references: { customer_id: 'vendor-customers' },
      show: true,
      form: {
        customer_id: { width: 6 },
        status: { width: 3 },
        due_at: { width: 3 },
        note: { multiline: true },
      },
    },
  },
});

export const vendorServices = declareResource({
  name: 'vendor-services',
  schema: vendorServiceSchema,
  tenancy: 'vendor',
  module: Module.service,
  filterable: ['is_active', 'price'],
  sortable: ['name', 'price', 'created_at'],
  searchable: ['name', 'description'],
  defaultSort: { field: 'name', order: 'ASC' },
  portal: {
    vendor: {
      segment: 'services',
      menu: 6.5,
      icon: 'services',
      label: { one: 'Service', many: 'Services' },
      purpose: 'What you sell your own customers, at your own prices.',
      columns: ['name', 'price', 'is_active', 'updated_at'],
      representation: 'name',
      form: { name: { width: 8 }, price: { width: 4 }, description: { multiline: true } },
    },
  },
});
