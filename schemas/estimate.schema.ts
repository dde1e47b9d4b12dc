// Estimates (quotes): request, items, and the lifecycle request (vendor to send to, prices to quote).
import { estimateMachine } from '../src/shared/state-machines.ts';
import { answerLabelsProperty, answersSchema, transitionNote } from './order.schema.ts';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const money = { type: 'number', format: 'money' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

export const estimateSchema = {
  $id: 'Estimate',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'estimate_no', 'customer_id', 'status', 'total', 'created_at'],
  properties: {
    id: { type: 'integer', readOnly: true },
    store_id: { type: 'integer', readOnly: true },
    estimate_no: { type: 'string', title: 'Estimate number', readOnly: true },
    customer_id: { type: 'integer', readOnly: true },
    vendor_id: { type: ['integer', 'null'], readOnly: true },
    status: { type: 'string', enum: estimateMachine.states, title: 'Status', readOnly: true },
    total: { ...money, title: 'Total', readOnly: true },
    customer_name: { type: 'string', title: 'Customer', readOnly: true },
    customer_email: { type: ['string', 'null'], title: 'Email', readOnly: true },
    customer_phone: { type: ['string', 'null'], title: 'Phone', readOnly: true },
    note: { type: ['string', 'null'], readOnly: true },
    quoted_at: { ...nullableDate, readOnly: true },
    expires_at: { ...nullableDate, readOnly: true },
    sales_order_id: { type: ['integer', 'null'], readOnly: true },
    created_at: { ...date, title: 'Requested', readOnly: true },
    updated_at: { ...date, readOnly: true },
  },
} as const;

export const estimateItemSchema = {
  $id: 'EstimateItem',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'estimate_id', 'description', 'quantity', 'unit_price'],
  properties: {
    id: { type: 'integer' },
    estimate_id: { type: 'integer' },
    service_id: { type: ['integer', 'null'] },
    description: { type: 'string' },
    quantity: { type: 'integer' },
    unit_price: { type: ['number', 'null'], format: 'money' },
    answers: { type: 'object', additionalProperties: true },
    answer_labels: answerLabelsProperty,
  },
} as const;

export const estimateRequestSchema = {
  $id: 'EstimateRequest',
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    customer_id: {
      ...id,
      description: 'Store users: the customer the estimate is for (customers: themselves)',
    },
    note: { type: 'string', maxLength: 4000 },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['description'],
        properties: {
          service_id: id,
          description: { type: 'string', minLength: 1, maxLength: 500 },
          quantity: { type: 'integer', minimum: 1, maximum: 99, default: 1 },
          answers: { ...answersSchema, default: {} },
        },
      },
    },
  },
} as const;

export const estimateTransitionSchema = {
  $id: 'EstimateTransition',
  type: 'object',
  additionalProperties: false,
  properties: {
    note: transitionNote,
    vendor_id: { ...id, description: 'send_to_vendor: a vendor linked to the store' },
    items: {
      type: 'array',
      maxItems: 50,
      description: 'quote: the price of each item',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'unit_price'],
        properties: { id, unit_price: { ...money, minimum: 0, maximum: 1000000 } },
      },
    },
  },
} as const;
