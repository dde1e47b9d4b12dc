// What a storefront's checkout offers, public: the store's active locations to drop an item off at, the
// shipping carriers (1, 2 and other; names from configuration), its shipping settings, and how the customer
// can pay (in store; by card when the payment provider takes cards).
import { responses } from '../../envelope.ts';
import { publicRoute } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { money } from '../../../../schemas/fields.ts';
import { paymentMethodsField } from '../../../../schemas/online-payment.schema.ts';
import { checkoutOptions } from './checkout.service.ts';

const checkoutOptionsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'locations',
    'carriers',
    'international',
    'use_platform_shipping',
    'is_fixed_shipping',
    'shipping_price',
    'payment_methods',
  ],
  properties: {
    locations: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'address', 'country'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          address: { type: 'string' },
          country: { type: 'string' },
        },
      },
    },
    carriers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'name'],
        properties: { code: { type: 'integer' }, name: { type: 'string' } },
      },
    },
    international: { type: 'boolean', description: 'Ships outside the country of its locations' },
    use_platform_shipping: { type: 'boolean' },
    is_fixed_shipping: { type: 'boolean' },
    shipping_price: {
      ...money,
      description:
        'What shipping adds to an order (0 when the store charges no fixed price); checkout charges the same',
    },
    payment_methods: paymentMethodsField,
  },
} as const;

export default async function storefrontCheckoutRoutes(app: ApiInstance) {
  app.get(
    '/stores/:id/checkout-options',
    {
      ...publicRoute({ id: 'stores' }),
      schema: {
        tags: ['carts'],
        summary:
          'The choices of a store’s checkout: drop-off locations, carriers, shipping settings, payment methods',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        response: responses(200, checkoutOptionsSchema, 400, 403, 404),
      },
    },
    async (request) => {
      return { status: 'success', data: await checkoutOptions(app, request.params.id) };
    },
  );
}
