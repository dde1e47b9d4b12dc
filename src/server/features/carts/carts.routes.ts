// Storefront carts and checkout (docs/product.md#checkout-cart: GET carts, POST add-to-carts). A guest's cart
// is found by its unguessable cart_id; a logged-in customer's by their customer id (a guest cart they bring
// along is adopted). Every item passes the service's option rules when added and again at checkout (the
// rules: carts.service.ts, checkout.service.ts).
import { cartQuerySchema } from '../../../../schemas/cart.schema.ts';
import { responses } from '../../envelope.ts';
import { publicRoute } from '../../route-meta.ts';
import { security } from '../../orders/http.ts';
import { idempotencyHeader, replyWith } from '../../orders/payments/idempotency.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { addToCart, getCart, removeCartItem } from './carts.service.ts';
import { checkout } from './checkout.service.ts';

const tags = ['carts'];

export default async function cartRoutes(app: ApiInstance) {
  app.get(
    '/carts',
    {
      ...publicRoute(),
      schema: {
        tags,
        security: [{}, ...security],
        summary: "A cart: a customer's open cart by customer_id (logged in), or a guest cart by cart_id",
        querystring: cartQuerySchema,
        response: responses(200, { $ref: 'Cart#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      return { status: 'success', data: await getCart(request, request.query) };
    },
  );

  app.post(
    '/add-to-carts',
    {
      ...publicRoute(),
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          'Add a service to a cart. The option rules apply: hidden answers are dropped, required visible ' +
          'options must be answered, a broken validation rule refuses the item with its message (400).',
        body: { $ref: 'AddToCartRequest#' },
        response: responses(201, { $ref: 'Cart#' }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const data = await addToCart(request, request.body);
      reply.status(201);
      return { status: 'success', data };
    },
  );

  app.delete(
    '/carts/:cart_id/items/:item_id',
    {
      ...publicRoute({ item_id: 'cart_items' }),
      schema: {
        tags,
        security: [{}, ...security],
        summary: 'Remove an item from an open cart',
        params: {
          type: 'object',
          required: ['cart_id', 'item_id'],
          additionalProperties: false,
          properties: {
            cart_id: { type: 'string', format: 'uuid' },
            item_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          },
        },
        querystring: {
          type: 'object',
          required: ['store_id'],
          additionalProperties: false,
          properties: { store_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        response: responses(200, { $ref: 'Cart#' }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { cart_id, item_id } = request.params;
      return {
        status: 'success',
        data: await removeCartItem(request, request.query.store_id, cart_id, item_id),
      };
    },
  );

  app.post(
    '/checkout',
    {
      ...publicRoute(),
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          'Check out a cart into a sales order (guests: recorded as a guest customer). The option rules are ' +
          'applied again. Payment: pay in store, or by card (payment_method card, where the store takes ' +
          'cards): the answer’s redirect_url is the payment provider’s page, which returns to /middle_page. ' +
          'Send an Idempotency-Key: a retry returns the same order and never pays twice.',
        headers: idempotencyHeader,
        body: { $ref: 'CheckoutRequest#' },
        response: responses(201, { $ref: 'PlacedOrder#' }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const result = await checkout(app, request, request.body, request.headers['idempotency-key']);
      return { status: 'success', data: replyWith(reply, result) };
    },
  );
}
