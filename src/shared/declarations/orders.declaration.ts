// Orders as the portals list them: sales orders, work orders, estimates, invoices and feedback. Read-only
// here: orders are created by checkout or their POST routes and change state only through their transition
// routes (src/server/features/). Browser-safe halves; the server's are in src/server/resources/.
import { estimateSchema } from '../../../schemas/estimate.schema.ts';
import { feedbackSchema } from '../../../schemas/feedback.schema.ts';
import { invoiceSchema } from '../../../schemas/invoice.schema.ts';
import { salesOrderSchema } from '../../../schemas/order.schema.ts';
import { workOrderSchema } from '../../../schemas/work-order.schema.ts';
import { accessFor } from '../access.ts';
import { Module } from '../roles.ts';
import { declareResource } from './declare.ts';

export const salesOrders = declareResource({
  name: 'sales-orders',
  schema: salesOrderSchema,
  module: Module.salesOrder,
  // Store roles by their permissions (creating: POST sales-orders at the counter); a customer sees their
  // own orders (/myaccount/orders).
  access: {
    module: Module.salesOrder,
    audiences: {
      ...accessFor(Module.salesOrder, []).audiences,
      view: ['platform', 'store', 'customer'],
      create: ['platform', 'store'],
    },
  },
  operations: ['list', 'read'],
  // Entered at the counter through POST sales-orders (the option rules apply; the portal's own screen).
  createdThrough: 'sales-orders',
  filterable: ['status', 'payment_status', 'channel', 'customer_id', 'location_id', 'order_no', 'created_at'],
  sortable: ['created_at', 'updated_at', 'order_no', 'status', 'total', 'customer_name', 'stage_since'],
  searchable: ['order_no', 'customer_name', 'customer_email'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  portal: {
    store: {
      segment: 'sales-orders',
      menu: 6,
      icon: 'salesOrders',
      label: { one: 'Order', many: 'Orders' },
      purpose: 'Orders placed on your storefront or at the counter.',
      columns: [
        'order_no',
        'customer_name',
        'status',
        'days_in_stage',
        'payment_status',
        'total',
        'location_id',
        'created_at',
      ],
      representation: 'order_no',
      references: { location_id: 'locations', customer_id: 'customers' },
      detail: 'sales-order',
    },
  },
});

const workOrderList = {
  schema: workOrderSchema,
  module: Module.workOrder,
  operations: ['list', 'read'],
  sortable: ['created_at', 'updated_at', 'status', 'item_number', 'due_at'],
  searchable: ['item_number', 'service_name'],
  defaultSort: { field: 'created_at', order: 'DESC' },
} as const;

const workOrderView = {
  icon: 'workOrders',
  label: { one: 'Work order', many: 'Work Orders' },
  representation: 'item_number',
} as const;

export const workOrders = declareResource({
  ...workOrderList,
  name: 'work-orders',
  filterable: ['status', 'source', 'vendor_id', 'sales_order_id', 'created_at'],
  portal: {
    store: {
      ...workOrderView,
      segment: 'work-orders',
      menu: 7,
      purpose: 'The work on each item, done by your staff or sent to a vendor.',
      columns: ['item_number', 'service_name', 'status', 'source', 'vendor_id', 'due_at', 'created_at'],
      references: { vendor_id: 'vendors' },
      detail: 'work-order',
    },
  },
});

export const vendorWorkOrders = declareResource({
  ...workOrderList,
  name: 'vendor-work-orders',
  tenancy: 'vendor',
  access: accessFor(Module.workOrder, ['platform', 'vendor']),
  filterable: ['status', 'store_id', 'sales_order_id', 'created_at'],
  portal: {
    vendor: {
      ...workOrderView,
      segment: 'workorders',
      menu: 3,
      purpose: 'Work the stores sent you.',
      columns: ['item_number', 'service_name', 'store_id', 'status', 'due_at', 'created_at'],
      references: { store_id: 'stores' },
      detail: 'workorder',
    },
  },
});

const estimateList = {
  schema: estimateSchema,
  module: Module.estimates,
  operations: ['list', 'read'],
  sortable: ['created_at', 'updated_at', 'status', 'estimate_no', 'total', 'expires_at'],
  searchable: ['estimate_no', 'customer_name'],
  defaultSort: { field: 'created_at', order: 'DESC' },
} as const;

export const estimates = declareResource({
  ...estimateList,
  name: 'estimates',
  access: {
    module: Module.estimates,
    audiences: { ...accessFor(Module.estimates, []).audiences, view: ['platform', 'store', 'customer'] },
  },
  filterable: ['status', 'customer_id', 'vendor_id', 'created_at'],
  portal: {
    store: {
      segment: 'estimates',
      // After Work Orders: the counter prices work before it becomes an order.
      menu: 7.5,
      icon: 'estimates',
      label: { one: 'Estimate', many: 'Estimates' },
      purpose: 'Prices customers asked for before ordering, and the quotes you sent them.',
      columns: ['estimate_no', 'customer_name', 'status', 'total', 'expires_at', 'created_at'],
      representation: 'estimate_no',
      references: { customer_id: 'customers', vendor_id: 'vendors' },
      detail: 'estimate',
    },
  },
});

export const vendorEstimates = declareResource({
  ...estimateList,
  name: 'vendor-estimates',
  tenancy: 'vendor',
  access: accessFor(Module.estimates, ['platform', 'vendor']),
  filterable: ['status', 'store_id', 'created_at'],
  portal: {
    vendor: {
      segment: 'estimates',
      menu: 4,
      icon: 'estimates',
      label: { one: 'Estimate', many: 'Estimates' },
      purpose: 'Items the stores asked you to price before their customers decide.',
      columns: ['estimate_no', 'store_id', 'status', 'total', 'expires_at', 'created_at'],
      representation: 'estimate_no',
      references: { store_id: 'stores' },
      detail: 'estimate',
    },
  },
});

const invoiceList = {
  schema: invoiceSchema,
  module: Module.billing,
  operations: ['list', 'read'],
  sortable: ['created_at', 'updated_at', 'status', 'invoice_no', 'total'],
  searchable: ['invoice_no'],
  defaultSort: { field: 'created_at', order: 'DESC' },
} as const;

/** A vendor's own invoices (vendor portal /portal/invoices; billing: the vendor owner). */
export const invoices = declareResource({
  ...invoiceList,
  name: 'invoices',
  tenancy: 'vendor',
  access: accessFor(Module.billing, ['platform', 'vendor']),
  filterable: ['status', 'store_id', 'created_at'],
  // Drafted from finished work through POST /invoices (the detail page sends and voids them).
  createdThrough: 'invoices',
  portal: {
    vendor: {
      segment: 'invoices',
      menu: 8,
      icon: 'billing',
      label: { one: 'Invoice', many: 'Invoices' },
      purpose: 'What you bill your stores for finished work; a store sees an invoice once you send it.',
      columns: ['invoice_no', 'store_id', 'status', 'total', 'sent_at', 'created_at'],
      representation: 'invoice_no',
      references: { store_id: 'stores' },
      detail: 'invoice',
    },
  },
});

/** Invoices vendors sent to a store (drafts stay the vendor's). */
export const receivedInvoices = declareResource({
  ...invoiceList,
  name: 'received-invoices',
  access: accessFor(Module.billing, ['platform', 'store']),
  filterable: ['status', 'vendor_id', 'created_at'],
  portal: {
    store: {
      segment: 'vendor-invoices',
      area: 'vendors',
      icon: 'billing',
      label: { one: 'Vendor invoice', many: 'Vendor invoices' },
      purpose: 'What your vendors billed you for their work; pay them here.',
      columns: ['invoice_no', 'vendor_id', 'status', 'total', 'sent_at'],
      representation: 'invoice_no',
      references: { vendor_id: 'vendors' },
      detail: 'vendor-invoice',
    },
  },
});

/** Feedback customers left on completed orders, listed for the store. */
export const feedback = declareResource({
  name: 'feedback',
  schema: feedbackSchema,
  module: Module.salesOrder,
  access: accessFor(Module.salesOrder, ['platform', 'store']),
  operations: ['list', 'read'],
  filterable: ['rating', 'sales_order_id', 'location_id', 'submitted_at'],
  sortable: ['created_at', 'submitted_at', 'rating'],
  searchable: ['comment'],
  defaultSort: { field: 'submitted_at', order: 'DESC' },
  portal: {
    store: {
      segment: 'feedback',
      area: 'sales-orders',
      icon: 'salesOrders',
      label: { one: 'Feedback', many: 'Feedback' },
      purpose: 'What your customers said about their completed orders: the rating and the comment.',
      columns: ['submitted_at', 'rating', 'comment', 'sales_order_id', 'location_id'],
      representation: 'comment',
      references: { sales_order_id: 'sales-orders', location_id: 'locations' },
    },
  },
});
