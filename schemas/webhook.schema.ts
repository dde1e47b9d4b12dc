// Outgoing webhooks (src/server/webhooks): an endpoint a store or vendor registers, and the deliveries
// queued for it with every attempt's answer. Deliveries are read-only.
import { id, timestampFields } from './fields.ts';

/** Event families a receiver may subscribe to: `<entity>.*` or one exact type such as `sales_order.ready`. */
export const webhookEventPattern =
  '^(sales_order|work_order|estimate|additional_charge|extra_charge|invoice)\\.([a-z_]+|\\*)$';

const endpointProperties = {
  id,
  url: {
    type: 'string',
    title: 'Endpoint URL',
    format: 'uri',
    maxLength: 2000,
    pattern: '^https?://',
    description: 'Where events are POSTed (HTTPS)',
  },
  description: { type: ['string', 'null'], title: 'Description', maxLength: 200 },
  events: {
    type: 'array',
    title: 'Events',
    description: 'Event types sent (e.g. sales_order.* or work_order.done); empty: every event',
    maxItems: 50,
    uniqueItems: true,
    items: { type: 'string', pattern: webhookEventPattern, maxLength: 60, examples: ['sales_order.placed'] },
    default: [],
  },
  secret: {
    type: 'string',
    readOnly: true,
    title: 'Signing secret',
    description: 'HMAC-SHA256 key of the X-Webhook-Signature header',
  },
  is_active: { type: 'boolean', title: 'Active', default: true },
  is_paused: {
    type: 'boolean',
    title: 'Paused',
    description: 'Set by the platform after repeated failures; save false to resume',
    default: false,
  },
  consecutive_failures: { type: 'integer', readOnly: true, title: 'Failures in a row' },
  paused_at: { type: ['string', 'null'], format: 'date-time', readOnly: true, title: 'Paused at' },
  ...timestampFields,
} as const;

export const webhookEndpointSchema = {
  $id: 'WebhookEndpoint',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'url', 'events', 'secret', 'is_active', 'is_paused', 'consecutive_failures'],
  properties: {
    store_id: { type: 'integer', readOnly: true, description: 'The store (from the token)' },
    ...endpointProperties,
  },
  examples: [{ url: 'https://erp.example.com/hooks/orders', events: ['sales_order.*'] }],
} as const;

export const vendorWebhookEndpointSchema = {
  $id: 'VendorWebhookEndpoint',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'vendor_id', 'url', 'events', 'secret', 'is_active', 'is_paused', 'consecutive_failures'],
  properties: {
    vendor_id: { type: 'integer', readOnly: true, description: 'The vendor (from the token)' },
    ...endpointProperties,
  },
  examples: [{ url: 'https://bench.example.com/hooks', events: ['work_order.*'] }],
} as const;

const deliveryProperties = {
  id,
  endpoint_id: { type: 'integer', readOnly: true, title: 'Endpoint' },
  event_id: { type: 'integer', readOnly: true, title: 'Event' },
  event_type: { type: 'string', readOnly: true, title: 'Event type', maxLength: 60 },
  body: { type: 'string', readOnly: true, title: 'Body sent' },
  status: { type: 'string', enum: ['pending', 'delivered', 'failed'], readOnly: true, title: 'Status' },
  attempts: { type: 'integer', readOnly: true, title: 'Attempts' },
  next_attempt_at: { type: 'string', format: 'date-time', readOnly: true, title: 'Next attempt' },
  last_status_code: { type: ['integer', 'null'], readOnly: true, title: 'Last response' },
  last_error: { type: ['string', 'null'], readOnly: true, title: 'Last error' },
  delivered_at: { type: ['string', 'null'], format: 'date-time', readOnly: true, title: 'Delivered at' },
  created_at: { type: 'string', format: 'date-time', readOnly: true, title: 'Queued at' },
  attempt_log: {
    type: 'array',
    readOnly: true,
    title: 'Attempts',
    items: {
      type: 'object',
      additionalProperties: false,
      properties: {
        attempt: { type: 'integer' },
        at: { type: 'string', format: 'date-time' },
        status_code: { type: ['integer', 'null'] },
        error: { type: ['string', 'null'] },
        duration_ms: { type: 'integer' },
      },
    },
  },
} as const;

export const webhookDeliverySchema = {
  $id: 'WebhookDelivery',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'endpoint_id', 'event_type', 'status', 'attempts'],
  properties: { store_id: { type: 'integer', readOnly: true }, ...deliveryProperties },
} as const;

export const vendorWebhookDeliverySchema = {
  $id: 'VendorWebhookDelivery',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'endpoint_id', 'event_type', 'status', 'attempts'],
  properties: { vendor_id: { type: 'integer', readOnly: true }, ...deliveryProperties },
} as const;
