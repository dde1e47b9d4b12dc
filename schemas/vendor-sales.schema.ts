// A vendor's own business beside the stores' work (docs/product.md#routes-vendor-portal's vendor portal:
// customers, sales orders,
// services): the people who bring work to the workshop directly, what it sells them, and its orders.
// Vendor-owned (vendor_id from the token); amounts are integer cents in the database.
import { customerSchema } from './customer.schema.ts';
import { id, money, timestampFields, vendorId } from './fields.ts';

const { first_name, last_name, email, phone, tags } = customerSchema.properties;

export const vendorCustomerSchema = {
  $id: 'VendorCustomer',
  description: "A vendor's own customer (not a store's)",
  type: 'object',
  additionalProperties: false,
  required: ['id', 'vendor_id', 'first_name', 'last_name', 'tags'],
  properties: {
    id,
    vendor_id: vendorId,
    first_name,
    last_name,
    email,
    phone,
    tags,
    notes: { type: 'string', title: 'Notes', maxLength: 2000, default: '' },
    ...timestampFields,
  },
  examples: [{ first_name: 'Ada', last_name: 'Lovell', email: 'ada@example.com', phone: '555 123 4567' }],
} as const;

export const vendorServiceSchema = {
  $id: 'VendorService',
  description: 'A service the vendor sells its own customers, at its own price',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'vendor_id', 'name', 'description', 'price', 'is_active'],
  properties: {
    id,
    vendor_id: vendorId,
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
    description: { type: 'string', title: 'Description', maxLength: 2000, default: '' },
    price: { ...money, title: 'Price', default: 0 },
    is_active: { type: 'boolean', title: 'Active', default: true },
    ...timestampFields,
  },
  examples: [{ name: 'Ring resizing', description: 'Up or down two sizes', price: 45 }],
} as const;

/** docs/product.md#catalogue-vendor-order-items's vendor order item: a name and a cost (a new order starts with one, cost 0). */
const salesOrderItem = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'cost'],
  properties: {
    id,
    name: { type: 'string', title: 'Item', minLength: 1, maxLength: 200 },
    cost: { ...money, title: 'Cost' },
  },
} as const;

export const vendorSalesOrderStatuses = ['placed', 'in_progress', 'ready', 'completed', 'cancelled'] as const;

export const vendorSalesOrderSchema = {
  $id: 'VendorSalesOrder',
  description: "A sales order of one of the vendor's own customers",
  type: 'object',
  additionalProperties: false,
  required: ['id', 'vendor_id', 'order_no', 'customer_id', 'status', 'items', 'total'],
  properties: {
    id,
    vendor_id: vendorId,
    order_no: { type: 'string', title: 'Order', readOnly: true },
    customer_id: { type: 'integer', title: 'Customer', minimum: 1, maximum: 2147483647 },
    status: {
      type: 'string',
      title: 'Status',
      enum: vendorSalesOrderStatuses,
      'x-enum-labels': ['Placed', 'In progress', 'Ready', 'Completed', 'Cancelled'],
      default: 'placed',
    },
    due_at: { type: ['string', 'null'], format: 'date', title: 'Due', default: null },
    note: { type: 'string', title: 'Note', maxLength: 2000, default: '' },
    items: {
      type: 'array',
      title: 'Items',
      minItems: 1,
      maxItems: 100,
      default: [{ name: 'Item', cost: 0 }],
      items: salesOrderItem,
    },
    total: { ...money, title: 'Total', readOnly: true },
    ...timestampFields,
  },
  examples: [{ customer_id: 1, note: 'Collect Friday', items: [{ name: 'Ring resizing', cost: 45 }] }],
} as const;

/** Many sales orders at once (/portal/sales-order/bulk-salesorder): all are made, or none. */
export const vendorSalesOrderBulkSchema = {
  $id: 'VendorSalesOrderBulk',
  type: 'object',
  additionalProperties: false,
  required: ['orders'],
  properties: {
    orders: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['customer_id', 'items'],
        properties: {
          customer_id: vendorSalesOrderSchema.properties.customer_id,
          due_at: vendorSalesOrderSchema.properties.due_at,
          note: vendorSalesOrderSchema.properties.note,
          items: vendorSalesOrderSchema.properties.items,
        },
      },
    },
  },
  examples: [{ orders: [{ customer_id: 1, items: [{ name: 'Clean and polish', cost: 20 }] }] }],
} as const;

/** What a bulk create or a CSV import made. */
export const vendorSalesOrderImportResultSchema = {
  $id: 'VendorSalesOrderImportResult',
  type: 'object',
  additionalProperties: false,
  required: ['created', 'order_nos'],
  properties: {
    created: { type: 'integer' },
    order_nos: { type: 'array', items: { type: 'string' } },
  },
} as const;
