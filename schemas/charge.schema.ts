// Charges of both kinds — additional (on a work-order item) and extra (on a sales order), one table with a
// `kind` — the public payment page's view of one, and the requests that create and pay them.
import { chargeMachine } from '../src/shared/state-machines.ts';
import { transitionNote } from './order.schema.ts';
import { customerPaymentMethod, paymentMethodsField } from './online-payment.schema.ts';

const money = { type: 'number', format: 'money' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const status = { type: 'string', enum: chargeMachine.states } as const;

/** The fields every charge has, whatever its kind (one `charges` table, one lifecycle). */
const chargeProperties = {
  id: { type: 'integer' },
  store_id: { type: 'integer' },
  sales_order_id: { type: 'integer' },
  amount: money,
  reason: { type: 'string' },
  status,
  paid_at: { type: ['string', 'null'], format: 'date-time' },
  payment_path: { type: 'string', description: 'The customer pays at this storefront path' },
  created_at: date,
} as const;

export const additionalChargeSchema = {
  $id: 'AdditionalCharge',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'kind',
    'work_order_id',
    'item_number',
    'amount',
    'reason',
    'requested_by',
    'status',
    'payment_path',
  ],
  properties: {
    ...chargeProperties,
    kind: { type: 'string', enum: ['additional'], description: 'A charge on a work-order item' },
    work_order_id: { type: 'integer' },
    item_number: { type: 'string' },
    requested_by: { type: 'integer', enum: [1, 2], description: 'Owner type: store owner 1, vendor 2' },
  },
} as const;

export const extraChargeSchema = {
  $id: 'ExtraCharge',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'sales_order_id', 'amount', 'reason', 'status', 'payment_path'],
  properties: {
    ...chargeProperties,
    kind: { type: 'string', enum: ['extra'], description: 'A charge on the sales order' },
  },
} as const;

export const chargeRequestSchema = {
  $id: 'ChargeRequest',
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'reason'],
  properties: {
    amount: { ...money, exclusiveMinimum: 0, maximum: 1000000 },
    reason: { type: 'string', minLength: 1, maxLength: 1000 },
  },
} as const;

export const chargeTransitionSchema = {
  $id: 'ChargeTransition',
  type: 'object',
  additionalProperties: false,
  properties: {
    note: transitionNote,
    method: {
      type: 'string',
      enum: ['in_store', 'manual'],
      description: 'pay by staff: manual (collected) by default, or in_store (due at pick-up)',
    },
  },
} as const;

/** What the customer's payment page shows: no personal data beyond the charge itself. */
export const chargePaymentSchema = {
  $id: 'ChargePayment',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'reference', 'amount', 'reason', 'status', 'store_name', 'requested_by'],
  properties: {
    kind: { type: 'string', enum: ['additional', 'extra'] },
    reference: { type: 'string', description: 'The item number (additional) or order number (extra)' },
    amount: money,
    reason: { type: 'string' },
    status,
    store_name: { type: 'string' },
    requested_by: { type: 'string', description: 'Store owner or Vendor' },
    payment_methods: paymentMethodsField,
    redirect_url: {
      type: ['string', 'null'],
      description: "Paying by card: the payment provider's hosted page to send the customer to",
    },
  },
} as const;

export const chargePayRequestSchema = {
  $id: 'ChargePayRequest',
  type: 'object',
  additionalProperties: false,
  properties: {
    method: {
      ...customerPaymentMethod,
      default: 'in_store',
      description:
        'in_store: agreed now (the charge is agreed, its payment waits for the counter); card: paid on the ' +
        'provider’s page (redirect_url)',
    },
  },
} as const;

/** The customer declines a charge from its page (docs/product.md#orders-charge-answer): why, if they say. */
export const chargeDeclineRequestSchema = {
  $id: 'ChargeDeclineRequest',
  type: 'object',
  additionalProperties: false,
  properties: {
    reason: {
      type: 'string',
      maxLength: 500,
      description: "The customer's words for the store (on the charge's timeline)",
    },
  },
} as const;
