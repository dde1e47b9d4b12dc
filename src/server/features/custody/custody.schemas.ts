// The custody feature's request and response shapes (docs/product.md#custody), inline in its routes.
import { saidKey, saidParams } from '../../../../schemas/fields.ts';
const nullableString = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const partyKinds = ['customer', 'location', 'store', 'bench', 'vendor', 'transit'] as const;

export const itemNumber = {
  type: 'string',
  minLength: 3,
  maxLength: 300,
  description: 'An item number (ABC2345-1), an order number, or the job ticket QR link',
} as const;

export const party = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id', 'name'],
  properties: {
    kind: { type: ['string', 'null'], enum: [...partyKinds, null] },
    id: nullableInt,
    name: nullableString,
  },
} as const;

export const custodyEvent = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    sales_order_id: { type: 'integer' },
    item_number: { type: 'string' },
    work_order_id: nullableInt,
    kind: {
      type: 'string',
      enum: [
        'intake',
        'to_bench',
        'sent_to_vendor',
        'vendor_received',
        'vendor_returned',
        'store_received',
        'transfer_out',
        'transfer_received',
        'picked_up',
      ],
    },
    from: party,
    to: party,
    location_id: nullableInt,
    method: { type: 'string', enum: ['scan', 'typed', 'transition'] },
    photo_upload_id: nullableString,
    note: nullableString,
    note_key: saidKey,
    note_params: saidParams,
    flagged: { type: 'boolean' },
    flag_reason: { ...nullableString, description: 'The English words' },
    flag_reason_key: saidKey,
    flag_reason_params: saidParams,
    actor_name: nullableString,
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const orderCustody = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    properties: {
      item_id: { type: 'integer' },
      item_number: { type: 'string' },
      service_name: { type: 'string' },
      holder: party,
      events: { type: 'array', items: custodyEvent },
    },
  },
} as const;

export const lookupResult = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    properties: {
      item_number: { type: 'string' },
      order_no: { type: 'string' },
      service_name: { type: 'string' },
      work_order_id: nullableInt,
      work_status: nullableString,
      order_status: { type: 'string' },
      holder: party,
      next: {
        type: ['object', 'null'],
        additionalProperties: false,
        properties: {
          kind: { type: 'string', enum: ['vendor_received', 'store_received', 'transfer_received'] },
          label: { type: 'string' },
        },
      },
    },
  },
} as const;

const note = { type: ['string', 'null'], maxLength: 2000 } as const;
const uploadId = {
  type: ['string', 'null'],
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

export const handoffBody = {
  type: 'object',
  additionalProperties: false,
  required: ['item_number', 'method'],
  properties: {
    item_number: itemNumber,
    method: { type: 'string', enum: ['scan', 'typed'] },
    location_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    note,
    photo_upload_id: uploadId,
  },
} as const;

export const transferBody = {
  type: 'object',
  additionalProperties: false,
  required: ['item_number', 'to_location_id'],
  properties: {
    item_number: itemNumber,
    to_location_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    note,
  },
} as const;

export const transfer = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    sales_order_id: { type: 'integer' },
    item_number: { type: 'string' },
    from_location_id: nullableInt,
    to_location_id: { type: 'integer' },
    status: { type: 'string', enum: ['in_transit', 'received', 'cancelled'] },
    note: nullableString,
    received_at: { type: ['string', 'null'], format: 'date-time' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const redoReasons = ['workmanship', 'materials', 'wear', 'customer_damage'] as const;

export const redoBody = {
  type: 'object',
  additionalProperties: false,
  required: ['item_number', 'reason'],
  properties: {
    item_number: itemNumber,
    reason: { type: 'string', enum: redoReasons },
    charge: { type: 'boolean', default: false },
    note,
  },
} as const;

export const redo = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    original_sales_order_id: { type: 'integer' },
    original_item_number: { type: 'string' },
    original_work_order_id: nullableInt,
    vendor_id: nullableInt,
    service_name: { type: 'string' },
    reason: { type: 'string', enum: redoReasons },
    within_warranty: { type: 'boolean' },
    charged: { type: 'boolean' },
    redo_sales_order_id: { type: 'integer' },
    redo_order_no: nullableString,
    note: nullableString,
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

const rateRow = {
  type: 'object',
  additionalProperties: false,
  properties: {
    vendor_id: nullableInt,
    name: { type: 'string' },
    completed: { type: 'integer' },
    redos: { type: 'integer' },
    rate_percent: { type: 'number' },
  },
} as const;

export const redoRates = {
  type: 'object',
  additionalProperties: false,
  properties: {
    days: { type: 'integer' },
    by_service: { type: 'array', items: rateRow },
    by_vendor: { type: 'array', items: rateRow },
  },
} as const;

const dayMap = {
  type: 'object',
  additionalProperties: { type: 'integer', minimum: 0, maximum: 3650 },
  propertyNames: { pattern: '^[a-z_0-9]{1,40}$' },
  maxProperties: 500,
} as const;

export const settingsBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    show_names_to_customer: { type: 'boolean' },
    stage_target_days: dayMap,
    warranty_days: dayMap,
  },
} as const;

export const settings = {
  type: 'object',
  additionalProperties: false,
  properties: {
    show_names_to_customer: { type: 'boolean' },
    stage_target_days: { type: 'object', additionalProperties: { type: 'integer' } },
    warranty_days: { type: 'object', additionalProperties: { type: 'integer' } },
  },
} as const;

const lane = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    label: { type: 'string' },
    stage: { type: 'string' },
    vendor_id: { type: 'integer' },
    vendor_name: {
      type: 'string',
      description: "A vendor lane's vendor (the face words the lane from its id)",
    },
  },
} as const;

export const boardCard = {
  type: 'object',
  additionalProperties: false,
  properties: {
    item_number: { type: 'string' },
    sales_order_id: nullableInt,
    order_no: { type: 'string' },
    work_order_id: nullableInt,
    service_name: { type: 'string' },
    customer_name: nullableString,
    photo_upload_id: nullableString,
    location_id: nullableInt,
    location_name: nullableString,
    vendor_id: nullableInt,
    vendor_name: nullableString,
    order_status: nullableString,
    work_status: nullableString,
    lane: { type: 'string' },
    due_at: { type: ['string', 'null'], format: 'date-time' },
    since: { type: 'string', format: 'date-time' },
    days_in_stage: { type: 'integer' },
    late: { type: 'boolean' },
    holder: party,
    flagged: { type: 'boolean' },
  },
} as const;

export const board = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['store', 'vendor'] },
    lanes: { type: 'array', items: lane },
    cards: { type: 'array', items: boardCard },
    stage_target_days: { type: 'object', additionalProperties: { type: 'integer' } },
    locations: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
      },
    },
  },
} as const;

export const moveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['item_number', 'to'],
  properties: {
    item_number: itemNumber,
    to: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[a-z_]+(:[0-9]{1,10})?$' },
  },
} as const;

export const moveResult = {
  type: 'object',
  additionalProperties: false,
  properties: { item_number: { type: 'string' }, lane: { type: 'string' } },
} as const;

export const tracking = {
  type: 'object',
  additionalProperties: false,
  properties: {
    order_no: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          item_number: { type: 'string' },
          service_name: { type: 'string' },
          where: {
            type: 'string',
            enum: ['with_you', 'in_shop', 'with_workshop', 'in_transit', 'ready', 'picked_up'],
          },
          label: { type: 'string' },
          holder_name: nullableString,
          since: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;
