// Work orders (one per item needing work), their before/after images and work instructions.
import { workOrderMachine } from '../src/shared/state-machines.ts';
import { answerLabelsProperty, transitionNote } from './order.schema.ts';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const date = { type: 'string', format: 'date-time' } as const;

export const workOrderSchema = {
  $id: 'WorkOrder',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'store_id',
    'sales_order_id',
    'item_number',
    'service_name',
    'source',
    'status',
    'created_at',
  ],
  properties: {
    id: { type: 'integer', readOnly: true },
    store_id: { type: 'integer', readOnly: true },
    sales_order_id: { type: 'integer', readOnly: true },
    sales_order_item_id: { type: 'integer', readOnly: true },
    location_id: {
      type: ['integer', 'null'],
      readOnly: true,
      description: "The sales order's location: staff held to locations act on its work only there",
    },
    item_number: { type: 'string', title: 'Item number', readOnly: true },
    service_name: { type: 'string', title: 'Service', readOnly: true },
    quantity: { type: 'integer', readOnly: true },
    answers: { type: 'object', additionalProperties: true, readOnly: true },
    answer_labels: answerLabelsProperty,
    intake: {
      type: ['object', 'null'],
      readOnly: true,
      additionalProperties: false,
      required: ['condition_notes', 'declared_value', 'photos'],
      description:
        "The item's intake as the store recorded it: condition, declared value, photos (docs/product.md#orders-work-intake)",
      properties: {
        condition_notes: { type: ['string', 'null'] },
        declared_value: { type: ['number', 'null'], format: 'money' },
        photos: { type: 'array', items: { type: 'string' } },
      },
    },
    source: {
      type: 'integer',
      enum: [1, 2],
      'x-enum-labels': ['Vendor', 'In house'],
      title: 'Done by',
      readOnly: true,
    },
    vendor_id: { type: ['integer', 'null'], title: 'Vendor', readOnly: true },
    status: { type: 'string', enum: workOrderMachine.states, title: 'Status', readOnly: true },
    price: { type: ['number', 'null'], format: 'money', readOnly: true },
    due_at: { type: ['string', 'null'], format: 'date-time', readOnly: true },
    created_at: { ...date, title: 'Created', readOnly: true },
    updated_at: { ...date, readOnly: true },
  },
} as const;

export const workOrderRequestSchema = {
  $id: 'WorkOrderRequest',
  type: 'object',
  additionalProperties: false,
  required: ['sales_order_item_id', 'source'],
  properties: {
    sales_order_item_id: id,
    source: {
      type: 'integer',
      enum: [1, 2],
      description: 'External 1 (a vendor, chosen on send), internal 2',
    },
    instructions: { type: 'string', minLength: 1, maxLength: 4000 },
    due_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const workOrderTransitionSchema = {
  $id: 'WorkOrderTransition',
  type: 'object',
  additionalProperties: false,
  properties: {
    note: transitionNote,
    vendor_id: { ...id, description: 'send (external work orders): a vendor linked to the store' },
    parts: {
      type: 'array',
      maxItems: 30,
      description: 'record_work: the parts and materials used',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'quantity'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
          quantity: { type: 'number', exclusiveMinimum: 0, maximum: 100000 },
        },
      },
    },
  },
  examples: [{ note: 'Resized and polished', parts: [{ name: 'Gold solder', quantity: 1 }] }],
} as const;

export const workOrderImageSchema = {
  $id: 'WorkOrderImage',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'work_order_id', 'kind', 'upload_id', 'created_at'],
  properties: {
    id: { type: 'integer' },
    work_order_id: { type: 'integer' },
    kind: { type: 'string', enum: ['before', 'after'] },
    upload_id: { type: 'string' },
    caption: { type: ['string', 'null'] },
    uploaded_by_user_id: { type: ['integer', 'null'] },
    created_at: date,
  },
} as const;

export const workOrderImageRequestSchema = {
  $id: 'WorkOrderImageRequest',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'upload_id'],
  properties: {
    kind: { type: 'string', enum: ['before', 'after'] },
    upload_id: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_.:/-]+$' },
    caption: { type: 'string', maxLength: 200 },
  },
} as const;

export const workInstructionSchema = {
  $id: 'WorkInstruction',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'work_order_id', 'body', 'created_at'],
  properties: {
    id: { type: 'integer' },
    work_order_id: { type: 'integer' },
    body: { type: 'string' },
    created_by_user_id: { type: ['integer', 'null'] },
    created_at: date,
  },
} as const;

export const workInstructionRequestSchema = {
  $id: 'WorkInstructionRequest',
  type: 'object',
  additionalProperties: false,
  required: ['body'],
  properties: { body: { type: 'string', minLength: 1, maxLength: 4000 } },
} as const;
