// Paying online (card, on the payment provider's hosted page): what checkout answers when the customer pays
// by card, the order's payment page (/checkout/payment/:gutter), and the return pages' confirmation.
import { salesOrderSchema } from './order.schema.ts';

const money = { type: 'number', format: 'money' } as const;

/** The ways a customer can pay on the storefront: in store (always), card (when Stripe is switched on). */
export const customerPaymentMethod = { type: 'string', enum: ['in_store', 'card'] } as const;

export const paymentMethodsField = {
  type: 'array',
  items: customerPaymentMethod,
  description: 'How a customer can pay at this store: in_store always, card when online payments are on',
} as const;

const redirectUrl = {
  type: ['string', 'null'],
  description: "The payment provider's hosted page to send the customer to (card payments), else null",
} as const;

/** Checkout's answer: the order placed, where it can be paid, and (card) where to pay now. */
export const placedOrderSchema = {
  $id: 'PlacedOrder',
  type: 'object',
  additionalProperties: false,
  required: [...salesOrderSchema.required, 'payment_path', 'redirect_url'],
  properties: {
    ...salesOrderSchema.properties,
    payment_path: {
      type: 'string',
      description: "The order's payment page on the storefront (/checkout/payment/:gutter)",
    },
    redirect_url: redirectUrl,
  },
} as const;

/** The order's payment page: no personal data beyond the order's number and amounts. */
export const orderPaymentSchema = {
  $id: 'OrderPayment',
  type: 'object',
  additionalProperties: false,
  required: ['order_id', 'order_no', 'store_name', 'total', 'paid', 'balance', 'status', 'payment_methods'],
  properties: {
    order_id: { type: 'integer' },
    order_no: { type: 'string' },
    store_name: { type: 'string' },
    total: money,
    paid: { ...money, description: 'Collected payments of the order (not its charges)' },
    balance: { ...money, description: 'What is left to pay: total − paid' },
    status: {
      type: 'string',
      enum: ['open', 'paid', 'refunded', 'cancelled'],
      description: 'open: there is a balance to pay; cancelled: the order was cancelled, nothing to pay',
    },
    payment_methods: { type: 'array', items: customerPaymentMethod },
    redirect_url: redirectUrl,
  },
} as const;

export const orderPayRequestSchema = {
  $id: 'OrderPayRequest',
  type: 'object',
  additionalProperties: false,
  required: ['method'],
  properties: { method: { type: 'string', enum: ['card'] } },
} as const;

export const paymentConfirmRequestSchema = {
  $id: 'PaymentConfirmRequest',
  description: 'Back from the hosted payment page: the session it returned with, on this store',
  type: 'object',
  additionalProperties: false,
  required: ['store_id', 'session_id'],
  properties: {
    store_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    session_id: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' },
  },
} as const;

export const paymentConfirmationSchema = {
  $id: 'PaymentConfirmation',
  type: 'object',
  additionalProperties: false,
  required: ['outcome', 'paid_for', 'order_id', 'order_no', 'payment_status', 'retry_path'],
  properties: {
    outcome: {
      type: 'string',
      enum: ['paid', 'open', 'failed'],
      description:
        'paid: collected (applied once, whether the webhook or this came first); open: not finished at the ' +
        'provider yet; failed: expired or abandoned — pay again at retry_path',
    },
    paid_for: { type: 'string', enum: ['order', 'additional', 'extra'] },
    order_id: { type: 'integer' },
    order_no: { type: 'string' },
    payment_status: { type: 'string', enum: salesOrderSchema.properties.payment_status.enum },
    retry_path: { type: 'string', description: 'The storefront page that pays it (again)' },
  },
} as const;
