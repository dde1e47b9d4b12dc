// The store dashboard's figures for a period and a location (GET /dashboard). Every figure is computed in
// PostgreSQL under the caller's row-level security and location permissions; a section the caller may not
// see (no view permission on its module) is null.
import { money, saidKey, saidParams } from './fields.ts';

export const dashboardQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { type: 'string', format: 'date', description: 'First day of the period (default: 29 days ago)' },
    to: { type: 'string', format: 'date', description: 'Last day of the period (default: today)' },
    location_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    tz: {
      type: 'string',
      maxLength: 64,
      pattern: '^[A-Za-z]+(?:[/_+-][A-Za-z0-9_+-]+)*$',
      default: 'UTC',
      description: "IANA time zone the days are counted in (the browser's)",
    },
  },
} as const;

const count = { type: 'integer', minimum: 0 } as const;
const days = { type: 'number', minimum: 0, description: 'Days, one decimal' } as const;

const salesSection = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: [
    'orders',
    'by_status',
    'by_day',
    'revenue',
    'outstanding',
    'outstanding_orders',
    'turnaround_by_service',
  ],
  properties: {
    orders: { ...count, description: 'Orders placed in the period' },
    by_status: {
      type: 'array',
      description: "The period's orders by their status now, every status listed",
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['status', 'count'],
        properties: { status: { type: 'string' }, count },
      },
    },
    by_day: {
      type: 'array',
      description: 'Each day of the period: orders placed and payments collected',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['date', 'orders', 'revenue'],
        properties: { date: { type: 'string', format: 'date' }, orders: count, revenue: money },
      },
    },
    revenue: { ...money, description: 'Payments collected in the period (pay-in-store ones once collected)' },
    outstanding: {
      ...money,
      description: 'Balances still owed on open orders, whenever placed (order and charges less payments)',
    },
    outstanding_orders: count,
    turnaround_by_service: {
      type: 'array',
      description: 'Orders completed in the period: average days from placed to completed, per service',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['service_name', 'orders', 'average_days'],
        properties: { service_name: { type: 'string' }, orders: count, average_days: days },
      },
    },
  },
} as const;

const workSection = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['due_today', 'overdue', 'due', 'at_vendors', 'turnaround_by_vendor'],
  properties: {
    due_today: { ...count, description: 'Open work orders due today' },
    overdue: { ...count, description: 'Open work orders due before today' },
    due: {
      type: 'array',
      description: 'The first 10 of them, most overdue first',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['work_order_id', 'item_number', 'service_name', 'status', 'due_at'],
        properties: {
          work_order_id: { type: 'integer' },
          item_number: { type: 'string' },
          service_name: { type: 'string' },
          status: { type: 'string' },
          due_at: { type: 'string', format: 'date-time' },
        },
      },
    },
    at_vendors: {
      type: 'array',
      description: 'Work at each vendor now, and for how long since it was sent',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['vendor_id', 'vendor_name', 'work_orders', 'average_days', 'longest_days'],
        properties: {
          vendor_id: { type: 'integer' },
          vendor_name: { type: 'string' },
          work_orders: count,
          average_days: days,
          longest_days: days,
        },
      },
    },
    turnaround_by_vendor: {
      type: 'array',
      description: 'Work returned in the period: average days from sent to returned, per vendor',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['vendor_id', 'vendor_name', 'work_orders', 'average_days'],
        properties: {
          vendor_id: { type: 'integer' },
          vendor_name: { type: 'string' },
          work_orders: count,
          average_days: days,
        },
      },
    },
  },
} as const;

const feedbackSection = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['ratings', 'average_rating', 'latest'],
  description: "What customers said about the period's orders (docs/product.md#orders-feedback)",
  properties: {
    ratings: { ...count, description: 'Feedback left in the period' },
    average_rating: {
      type: ['number', 'null'],
      minimum: 1,
      maximum: 5,
      description: 'Their average rating, one decimal (null: none left)',
    },
    latest: {
      type: 'array',
      description: 'The latest 5 comments left in the period',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'sales_order_id', 'order_no', 'rating', 'comment', 'submitted_at'],
        properties: {
          id: { type: 'integer' },
          sales_order_id: { type: 'integer' },
          order_no: { type: 'string' },
          rating: { type: 'integer', minimum: 1, maximum: 5 },
          comment: { type: ['string', 'null'] },
          submitted_at: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;

export const dashboardSchema = {
  $id: 'Dashboard',
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'tz', 'location_id', 'sales', 'work', 'feedback', 'activity'],
  properties: {
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
    tz: { type: 'string' },
    location_id: { type: ['integer', 'null'] },
    sales: salesSection,
    work: workSection,
    feedback: feedbackSection,
    activity: {
      type: ['array', 'null'],
      description: 'The latest 10 timeline entries of the orders in view',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'id',
          'created_at',
          'message',
          'message_key',
          'message_params',
          'sales_order_id',
          'order_no',
        ],
        properties: {
          id: { type: 'integer' },
          created_at: { type: 'string', format: 'date-time' },
          message: { type: 'string' },
          message_key: saidKey,
          message_params: saidParams,
          sales_order_id: { type: 'integer' },
          order_no: { type: 'string' },
        },
      },
    },
  },
} as const;
