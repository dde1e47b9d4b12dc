// The vendor dashboard's figures (docs/product.md#routes-vendor-portal, /portal/dashboard of the vendor
// portal): the work sent to
// the vendor by status and by store, what is due soon and overdue, the month's earnings and the turnaround.
import { workOrderMachine } from '../src/shared/state-machines.ts';

const count = { type: 'integer', minimum: 0 } as const;
const money = {
  type: ['number', 'null'],
  description: 'Two decimals; null for vendor staff (billing is the owner’s)',
} as const;

export const vendorDashboardSchema = {
  $id: 'VendorDashboard',
  type: 'object',
  additionalProperties: false,
  required: [
    'by_status',
    'by_store',
    'due_soon',
    'overdue',
    'late',
    'earnings',
    'earned_this_month',
    'outstanding',
    'turnaround_hours',
    'finished_last_90_days',
  ],
  properties: {
    by_status: {
      type: 'array',
      description: 'Work orders sent to the vendor per status (every status, zero included)',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['status', 'count'],
        properties: { status: { type: 'string', enum: workOrderMachine.states }, count },
      },
    },
    by_store: {
      type: 'array',
      description: 'Per linked store: work still open and work finished',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['store_id', 'store_name', 'open', 'finished'],
        properties: {
          store_id: { type: 'integer' },
          store_name: { type: 'string' },
          open: count,
          finished: count,
        },
      },
    },
    due_soon: { ...count, description: 'Open work due within the next 7 days' },
    overdue: { ...count, description: 'Open work past its due date' },
    late: {
      type: 'array',
      description: 'The overdue work, most overdue first (at most 5)',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'item_number', 'service_name', 'store_name', 'status', 'due_at'],
        properties: {
          id: { type: 'integer' },
          item_number: { type: 'string' },
          service_name: { type: 'string' },
          store_name: { type: 'string' },
          status: { type: 'string', enum: workOrderMachine.states },
          due_at: { type: 'string', format: 'date-time' },
        },
      },
    },
    earnings: {
      type: ['array', 'null'],
      description:
        'Per currency (each store bills in its own, never added up): invoices paid since the first of this month (UTC) and sent but not paid yet; null for vendor staff (billing is the owner’s)',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['currency', 'earned_this_month', 'outstanding'],
        properties: {
          currency: { type: 'string', description: 'ISO 4217, the store’s currency' },
          earned_this_month: { type: 'number', description: 'Two decimals' },
          outstanding: { type: 'number', description: 'Two decimals' },
        },
      },
    },
    earned_this_month: {
      ...money,
      description:
        'Invoices paid since the first of this month (UTC); null for vendor staff, and when the invoices are in several currencies (see earnings)',
    },
    outstanding: {
      ...money,
      description:
        'Invoices sent and not paid yet; null for vendor staff, and when the invoices are in several currencies (see earnings)',
    },
    turnaround_hours: {
      type: ['number', 'null'],
      description: 'Average hours from accepting to finishing, over work finished in the last 90 days',
    },
    finished_last_90_days: count,
  },
} as const;
