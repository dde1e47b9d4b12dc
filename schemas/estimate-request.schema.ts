// A storefront estimate request (/request-estimate): a guest gives contact details (a customer is known by
// the session), the item, what it needs and optionally the service; photos follow one by one under the
// request's follow token. The follow view is what the token shows: state and quote, no personal data.
import { estimateMachine } from '../src/shared/state-machines.ts';
import { guestContact } from './fields.ts';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const money = { type: 'number', format: 'money' } as const;
const date = { type: 'string', format: 'date-time' } as const;

/** Photos a request may carry (each at most 8388608 bytes, docs/product.md#formats-images). */
export const ESTIMATE_PHOTO_LIMIT = 5;

export const storefrontEstimateRequestSchema = {
  $id: 'StorefrontEstimateRequest',
  type: 'object',
  additionalProperties: false,
  required: ['store_id', 'item', 'description'],
  properties: {
    store_id: id,
    contact: {
      ...guestContact,
      description: 'Required without a login (a guest): recorded as a guest customer of the store',
    },
    service_id: { ...id, description: 'The service asked about; omitted for "something else"' },
    item: { type: 'string', minLength: 2, maxLength: 200, description: 'The item: brand, model, material' },
    description: { type: 'string', minLength: 5, maxLength: 4000, description: 'What the item needs' },
  },
} as const;

export const estimateReceiptSchema = {
  $id: 'EstimateReceipt',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'estimate_no', 'follow_token', 'photo_limit'],
  properties: {
    id: { type: 'integer' },
    estimate_no: { type: 'string' },
    follow_token: {
      type: 'string',
      description:
        'Opaque: adds photos (POST …/photos) and follows the request (GET); mailed to the requester',
    },
    photo_limit: { type: 'integer', description: 'How many photos the request takes' },
  },
} as const;

export const estimateFollowSchema = {
  $id: 'EstimateFollow',
  type: 'object',
  additionalProperties: false,
  required: ['estimate_no', 'status', 'created_at', 'items', 'photo_count', 'total', 'order_no'],
  properties: {
    estimate_no: { type: 'string' },
    status: { type: 'string', enum: estimateMachine.states },
    created_at: date,
    quoted_at: { type: ['string', 'null'], format: 'date-time' },
    expires_at: { type: ['string', 'null'], format: 'date-time' },
    total: { ...money, description: 'The quoted total (0 until quoted)' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['description', 'quantity', 'unit_price'],
        properties: {
          description: { type: 'string' },
          quantity: { type: 'integer' },
          unit_price: { type: ['number', 'null'], format: 'money' },
        },
      },
    },
    photo_count: { type: 'integer' },
    order_no: {
      type: ['string', 'null'],
      description: 'The sales order an approved quote became (its 7-character number; tracks it)',
    },
  },
} as const;

export const estimatePhotoSchema = {
  $id: 'EstimatePhoto',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'estimate_id', 'upload_id', 'url', 'created_at'],
  properties: {
    id: { type: 'integer' },
    estimate_id: { type: 'integer' },
    upload_id: { type: 'string', format: 'uuid' },
    url: { type: 'string', description: 'Where its bytes are read (the store, the customer who sent it)' },
    created_at: date,
  },
} as const;
