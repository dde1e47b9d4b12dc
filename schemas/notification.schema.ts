// Notifications of docs/product.md#messages-notifications and the page notifications/user answers with
// (results and next).
import { saidKey, saidParams } from './fields.ts';

export const notificationSchema = {
  $id: 'Notification',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'short_description',
    'description',
    'order_no',
    'is_read',
    'created_on',
    'is_watching',
    'notification_work_order_id',
    'notification_estimate_order_id',
    'notification_sales_order_id',
  ],
  properties: {
    id: { type: 'integer' },
    short_description: { type: 'string' },
    description: { type: 'string', description: 'May contain markup (user text in it is escaped)' },
    message_key: { ...saidKey, description: 'The short description as a catalogue key (null on older rows)' },
    message_params: saidParams,
    order_no: { type: ['string', 'null'] },
    is_read: { type: 'boolean' },
    created_on: { type: 'string', format: 'date-time', 'x-column': 'createdAt' },
    is_watching: { type: 'boolean' },
    notification_work_order_id: { type: ['integer', 'null'], 'x-column': 'workOrderId' },
    notification_estimate_order_id: { type: ['integer', 'null'], 'x-column': 'estimateId' },
    notification_sales_order_id: { type: ['integer', 'null'], 'x-column': 'salesOrderId' },
  },
} as const;

export const notificationPageSchema = {
  $id: 'NotificationPage',
  type: 'object',
  additionalProperties: false,
  required: ['results', 'next', 'count', 'unread_count'],
  properties: {
    results: { type: 'array', items: { $ref: 'Notification#' } },
    next: { type: ['string', 'null'], description: 'The next page’s path, or null on the last page' },
    count: { type: 'integer', description: 'Notifications of this type' },
    unread_count: { type: 'integer', description: 'Unread notifications of every type' },
  },
} as const;

export const notificationQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: 50, default: 5 },
    type: { type: 'string', enum: ['general', 'watching'], default: 'general' },
  },
} as const;
