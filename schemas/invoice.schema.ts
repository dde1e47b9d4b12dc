// Invoices from a vendor to a store.
import { invoiceMachine } from '../src/shared/state-machines.ts';
import { transitionNote } from './order.schema.ts';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const money = { type: 'number', format: 'money' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

export const invoiceSchema = {
  $id: 'Invoice',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'vendor_id', 'store_id', 'invoice_no', 'status', 'total', 'created_at'],
  properties: {
    id: { type: 'integer', readOnly: true },
    vendor_id: { type: 'integer', readOnly: true },
    store_id: { type: 'integer', title: 'Store', readOnly: true },
    invoice_no: { type: 'string', title: 'Invoice number', readOnly: true },
    status: { type: 'string', enum: invoiceMachine.states, title: 'Status', readOnly: true },
    total: { ...money, title: 'Total', readOnly: true },
    note: { type: ['string', 'null'], readOnly: true },
    sent_at: { ...nullableDate, readOnly: true },
    paid_at: { ...nullableDate, readOnly: true },
    created_at: { ...date, title: 'Created', readOnly: true },
    updated_at: { ...date, readOnly: true },
  },
} as const;

export const invoiceItemSchema = {
  $id: 'InvoiceItem',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'invoice_id', 'description', 'amount'],
  properties: {
    id: { type: 'integer' },
    invoice_id: { type: 'integer' },
    work_order_id: { type: ['integer', 'null'] },
    description: { type: 'string' },
    amount: money,
  },
} as const;

export const invoiceRequestSchema = {
  $id: 'InvoiceRequest',
  type: 'object',
  additionalProperties: false,
  required: ['store_id', 'items'],
  properties: {
    store_id: { ...id, description: 'A store the vendor is linked to' },
    note: { type: 'string', maxLength: 2000 },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['description', 'amount'],
        properties: {
          work_order_id: id,
          description: { type: 'string', minLength: 1, maxLength: 500 },
          amount: { ...money, minimum: 0, maximum: 1000000 },
        },
      },
    },
  },
} as const;

export const invoiceTransitionSchema = {
  $id: 'InvoiceTransition',
  type: 'object',
  additionalProperties: false,
  properties: { note: transitionNote },
} as const;

export const billedWorkSchema = {
  $id: 'BilledWork',
  type: 'object',
  additionalProperties: false,
  required: ['work_order_id', 'invoice_id', 'invoice_no'],
  properties: {
    work_order_id: { type: 'integer' },
    invoice_id: { type: 'integer' },
    invoice_no: { type: 'string' },
  },
} as const;
