// Sales orders (portal lists, order detail, checkout results), their items, the timeline, comments,
// payments, the order-tracking answer and the lifecycle requests. Amounts are `format: money` (integer
// cents in the database, two decimals here).
import { paymentRecordStatuses } from '../src/shared/payment-status.ts';
import { salesOrderMachine } from '../src/shared/state-machines.ts';
import { ORDER_NUMBER_LENGTH } from '../src/shared/rules/validators.ts';
import { saidKey, saidParams } from './fields.ts';

const money = { type: 'number', format: 'money' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const salesOrderSchema = {
  $id: 'SalesOrder',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'order_no', 'customer_id', 'status', 'payment_status', 'total', 'created_at'],
  properties: {
    id: { type: 'integer', readOnly: true },
    store_id: { type: 'integer', readOnly: true },
    order_no: { type: 'string', title: 'Order number', readOnly: true },
    customer_id: { type: 'integer', title: 'Customer', readOnly: true },
    location_id: { type: ['integer', 'null'], title: 'Location', readOnly: true },
    estimate_id: { type: ['integer', 'null'], readOnly: true },
    status: { type: 'string', title: 'Status', enum: salesOrderMachine.states, readOnly: true },
    payment_status: {
      type: 'string',
      title: 'Payment',
      enum: ['unpaid', 'pending', 'partially_paid', 'paid', 'refunded'],
      readOnly: true,
    },
    channel: { type: 'string', enum: ['storefront', 'portal', 'estimate', 'shopify'], readOnly: true },
    item_count: { type: 'integer', title: 'Items', readOnly: true },
    subtotal: { ...money, readOnly: true },
    shipping: {
      ...money,
      title: 'Shipping',
      readOnly: true,
      description: "Charged for shipping at checkout, from the store's settings; part of the total",
    },
    total: { ...money, title: 'Total', readOnly: true },
    customer_name: { type: 'string', title: 'Customer', readOnly: true },
    customer_email: { type: ['string', 'null'], readOnly: true },
    customer_phone: { type: ['string', 'null'], readOnly: true },
    note: { type: ['string', 'null'], readOnly: true },
    completed_at: { ...nullableDate, readOnly: true },
    stage_since: {
      ...date,
      title: 'In stage',
      readOnly: true,
      description: 'When the order entered its current status',
      // Shown as the time since (days in the current stage), not as a date.
      'x-display': 'age',
    },
    days_in_stage: {
      type: 'integer',
      minimum: 0,
      title: 'Days in stage',
      readOnly: true,
      description: 'Whole days since the order entered its current status, by the server clock',
    },
    created_at: { ...date, title: 'Placed', readOnly: true },
    updated_at: { ...date, readOnly: true },
  },
} as const;

/** An item's option answers in words (server: orders/answer-labels.ts). */
export const answerLabelsProperty = {
  type: 'array',
  readOnly: true,
  description:
    "The answers in words: each option's label and the chosen value's label, in the service's option order",
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['option_id', 'option', 'value'],
    properties: { option_id: { type: 'string' }, option: { type: 'string' }, value: { type: 'string' } },
  },
} as const;

export const salesOrderItemSchema = {
  $id: 'SalesOrderItem',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'sales_order_id',
    'line_no',
    'item_number',
    'service_name',
    'quantity',
    'unit_price',
    'total',
  ],
  properties: {
    id: { type: 'integer' },
    sales_order_id: { type: 'integer' },
    line_no: { type: 'integer' },
    item_number: { type: 'string' },
    service_id: { type: ['integer', 'null'] },
    service_name: { type: 'string' },
    quantity: { type: 'integer' },
    unit_price: money,
    total: money,
    answers: { type: 'object', additionalProperties: true },
    answer_labels: answerLabelsProperty,
    needs_work: { type: 'boolean' },
    condition_notes: {
      type: ['string', 'null'],
      description: 'Intake: the state the item was handed in in (recorded at receive)',
    },
    declared_value: {
      type: ['number', 'null'],
      format: 'money',
      description: 'Intake: what the customer declares the item is worth (recorded at receive)',
    },
    intake_photos: {
      type: 'array',
      description: 'Intake: photos taken when the item was received (upload ids, oldest first)',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'upload_id'],
        properties: { id: { type: 'integer' }, upload_id: { type: 'string' } },
      },
    },
  },
} as const;

export const timelineEntrySchema = {
  $id: 'TimelineEntry',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'entity', 'entity_id', 'action', 'to_status', 'message', 'created_at'],
  properties: {
    id: { type: 'integer' },
    sales_order_id: { type: ['integer', 'null'] },
    entity: {
      type: 'string',
      enum: ['sales_order', 'work_order', 'estimate', 'additional_charge', 'extra_charge', 'invoice'],
    },
    entity_id: { type: 'integer' },
    action: { type: 'string' },
    from_status: { type: ['string', 'null'] },
    to_status: { type: 'string' },
    message: { type: 'string', description: 'The English words' },
    message_key: saidKey,
    message_params: saidParams,
    note: {
      type: ['string', 'null'],
      description: "People's own words, or the English of the server's note",
    },
    note_key: saidKey,
    note_params: saidParams,
    is_public: { type: 'boolean' },
    actor_user_id: { type: ['integer', 'null'] },
    actor_role_id: { type: ['integer', 'null'] },
    created_at: date,
  },
} as const;

export const orderCommentSchema = {
  $id: 'OrderComment',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'sales_order_id', 'author_name', 'body', 'created_at'],
  properties: {
    id: { type: 'integer' },
    sales_order_id: { type: 'integer' },
    user_id: { type: ['integer', 'null'] },
    author_name: { type: 'string' },
    body: { type: 'string' },
    created_at: date,
  },
} as const;

export const orderCommentRequestSchema = {
  $id: 'OrderCommentRequest',
  type: 'object',
  additionalProperties: false,
  required: ['body'],
  properties: { body: { type: 'string', minLength: 1, maxLength: 4000 } },
} as const;

/** Answers to a service's options, keyed by option id (see docs/rules-engine.md for each type's shape). */
export const answersSchema = {
  type: 'object',
  maxProperties: 200,
  propertyNames: { pattern: '^[0-9A-Za-z_-]{1,40}$' },
  additionalProperties: {
    anyOf: [
      { type: ['string', 'null'], maxLength: 2000 },
      { type: 'number' },
      { type: 'boolean' },
      { type: 'array', maxItems: 100, items: { type: ['string', 'number'], maxLength: 200 } },
      {
        type: 'object',
        maxProperties: 20,
        additionalProperties: { type: ['string', 'number', 'null'], maxLength: 200 },
      },
    ],
  },
} as const;

export const orderItemRequest = {
  type: 'object',
  additionalProperties: false,
  required: ['service_id'],
  properties: {
    service_id: id,
    quantity: { type: 'integer', minimum: 1, maximum: 99, default: 1 },
    answers: { ...answersSchema, default: {} },
  },
} as const;

/**
 * A sales order the store enters in the portal (walk-in, phone): the option rules apply as in the cart. It
 * names the location it is taken at — the counter is somewhere, and staff permissions are per location.
 */
export const salesOrderRequestSchema = {
  $id: 'SalesOrderRequest',
  type: 'object',
  additionalProperties: false,
  required: ['customer_id', 'location_id', 'items'],
  properties: {
    customer_id: id,
    location_id: id,
    note: { type: 'string', maxLength: 2000 },
    items: { type: 'array', minItems: 1, maxItems: 50, items: orderItemRequest },
    pay_now: {
      type: 'boolean',
      default: false,
      description:
        'Take the payment at the counter now (built-in provider, recorded as paid; needs the sales-order edit permission); false: the customer pays later',
    },
  },
} as const;

export const transitionNote = { type: 'string', maxLength: 2000 } as const;

/** Most photos one item may be received with. */
export const MAX_INTAKE_PHOTOS = 12;

/** What staff record of one item as they take it in (`receive`). */
export const itemIntakeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: { ...id, description: 'The item (an item of this order)' },
    condition_notes: { type: 'string', maxLength: 2000, description: 'Its state as handed in' },
    declared_value: {
      type: 'number',
      format: 'money',
      minimum: 0,
      maximum: 1000000,
      description: 'What the customer declares it is worth',
    },
    photos: {
      type: 'array',
      maxItems: MAX_INTAKE_PHOTOS,
      uniqueItems: true,
      description: 'Upload ids (POST /uploads) of photos of the item as handed in',
      items: { type: 'string', format: 'uuid' },
    },
  },
} as const;

export const salesOrderTransitionSchema = {
  $id: 'SalesOrderTransition',
  type: 'object',
  additionalProperties: false,
  properties: {
    note: transitionNote,
    items: {
      type: 'array',
      maxItems: 50,
      description: '`receive` only: the intake of each item (condition, declared value, photos)',
      items: itemIntakeSchema,
    },
    override_balance: {
      type: 'boolean',
      description:
        '`complete` only: hand the item over with money still owed (needs sales-orders:complete-with-balance; ' +
        'said on the timeline). Without it, completing an order with a balance is a 409 naming it.',
    },
  },
} as const;

export const paymentSchema = {
  $id: 'Payment',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'sales_order_id', 'subject', 'subject_id', 'provider', 'method', 'amount', 'status'],
  properties: {
    id: { type: 'integer' },
    sales_order_id: { type: 'integer' },
    subject: { type: 'string', enum: ['sales_order', 'additional_charge', 'extra_charge'] },
    subject_id: { type: 'integer' },
    provider: { type: 'string' },
    method: { type: 'string', enum: ['in_store', 'manual', 'card', 'cash', 'card_present'] },
    is_deposit: { type: 'boolean' },
    note: { type: ['string', 'null'] },
    amount: money,
    status: { type: 'string', enum: paymentRecordStatuses },
    reference: { type: 'string' },
    created_at: date,
  },
} as const;

export const orderTrackingQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['order_no', 'store_id', 'is_validated'],
  properties: {
    order_no: {
      type: 'string',
      minLength: ORDER_NUMBER_LENGTH,
      maxLength: ORDER_NUMBER_LENGTH,
      description: 'Upper-case letters and digits without look-alikes (no 0/O, 1/I); case does not matter',
    },
    store_id: id,
    is_validated: { type: 'string', enum: ['True', 'False', 'true', 'false'] },
  },
} as const;

export const orderTrackingSchema = {
  $id: 'OrderTracking',
  type: 'object',
  additionalProperties: false,
  required: ['order_no', 'store_id', 'status', 'created_at', 'timeline', 'details'],
  properties: {
    order_no: { type: 'string' },
    store_id: { type: 'integer' },
    status: { type: 'string', enum: salesOrderMachine.states },
    created_at: date,
    timeline: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['status', 'message', 'created_at'],
        properties: {
          status: { type: 'string' },
          message: { type: 'string', description: 'The English words' },
          message_key: saidKey,
          message_params: saidParams,
          created_at: date,
        },
      },
    },
    details: {
      description: 'Only for the logged-in customer the order belongs to (is_validated=True); null otherwise',
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['order', 'items'],
          properties: {
            order: { $ref: 'SalesOrder#' },
            items: { type: 'array', items: { $ref: 'SalesOrderItem#' } },
            ledger: { $ref: 'OrderLedger#' },
            payment_path: {
              type: ['string', 'null'],
              description: 'The page that pays the balance online, while something is payable',
            },
          },
        },
      ],
    },
  },
} as const;
