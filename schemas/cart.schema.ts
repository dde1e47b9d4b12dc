// Storefront carts (docs/product.md#checkout-cart: GET carts, POST add-to-carts) and checkout.
import { guestContact, phone } from './fields.ts';
import { customerPaymentMethod } from './online-payment.schema.ts';
import { answersSchema, orderItemRequest } from './order.schema.ts';

const money = { type: 'number', format: 'money' } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const uuid = { type: 'string', format: 'uuid' } as const;

export const cartItemSchema = {
  $id: 'CartItem',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'service_id', 'service_name', 'quantity', 'unit_price', 'total', 'answers'],
  properties: {
    id: { type: 'integer' },
    service_id: { type: 'integer' },
    service_name: { type: 'string' },
    quantity: { type: 'integer' },
    unit_price: money,
    total: money,
    answers: { type: 'object', additionalProperties: true },
  },
} as const;

export const cartSchema = {
  $id: 'Cart',
  type: 'object',
  additionalProperties: false,
  required: ['cart_id', 'store_id', 'customer_id', 'status', 'items', 'item_count', 'subtotal'],
  properties: {
    cart_id: {
      type: ['string', 'null'],
      format: 'uuid',
      description: 'Keep it to add to the same cart and to check out; null while the cart is empty',
    },
    store_id: { type: 'integer' },
    customer_id: { type: ['integer', 'null'] },
    status: { type: 'string', enum: ['open', 'checked_out'] },
    items: { type: 'array', items: { $ref: 'CartItem#' } },
    item_count: { type: 'integer' },
    subtotal: money,
  },
} as const;

export const cartQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['store_id'],
  properties: { store_id: id, customer_id: id, cart_id: uuid },
} as const;

export const addToCartSchema = {
  $id: 'AddToCartRequest',
  type: 'object',
  additionalProperties: false,
  required: ['store_id', 'service_id'],
  properties: {
    store_id: id,
    ...orderItemRequest.properties,
    answers: { ...answersSchema, default: {} },
    cart_id: {
      ...uuid,
      description: 'The guest cart to add to; omitted for a new cart or the customer’s cart',
    },
  },
} as const;

export const checkoutSchema = {
  $id: 'CheckoutRequest',
  type: 'object',
  additionalProperties: false,
  required: ['store_id', 'cart_id'],
  properties: {
    store_id: id,
    cart_id: uuid,
    guest: {
      ...guestContact,
      description: 'Required when checking out without logging in: recorded as a guest customer',
    },
    location_id: { ...id, description: 'The store location the item is dropped off at (hand_over drop_off)' },
    hand_over: {
      type: 'object',
      description:
        'How the item reaches the store: dropped off at location_id, or shipped in (returned to address ' +
        'with the carrier: 1, 2, or any other code for the third carrier). Default: drop_off.',
      additionalProperties: false,
      required: ['method'],
      properties: {
        method: { type: 'string', enum: ['drop_off', 'shipping'] },
        carrier: { type: 'integer', minimum: 1, maximum: 99 },
        address: {
          type: 'object',
          additionalProperties: false,
          required: ['line1', 'city', 'postal_code', 'country'],
          properties: {
            line1: { type: 'string', minLength: 1, maxLength: 200 },
            line2: { type: 'string', maxLength: 200 },
            city: { type: 'string', minLength: 1, maxLength: 100 },
            state: { type: 'string', maxLength: 100 },
            postal_code: { type: 'string', minLength: 1, maxLength: 20 },
            country: { type: 'string', minLength: 2, maxLength: 100 },
          },
        },
      },
    },
    note: { type: 'string', maxLength: 2000 },
    text_messages: {
      type: 'object',
      description:
        'The customer opts in to text messages (docs/product.md#messages-consent): sent to phone, a number ' +
        'per docs/product.md#formats-phone, stored in E.164 (a national number takes the store’s country code). ' +
        'Left out, the customer’s consent stays as it was.',
      additionalProperties: false,
      required: ['phone'],
      properties: { phone: { ...phone, type: 'string', minLength: 1 } },
    },
    payment_method: {
      ...customerPaymentMethod,
      default: 'in_store',
      description:
        'in_store: paid at the counter; card: paid on the payment provider’s page (redirect_url of the answer) — ' +
        'only where the store takes cards (checkout-options payment_methods), else 400 PAYMENT_METHOD.UNAVAILABLE',
    },
  },
} as const;
