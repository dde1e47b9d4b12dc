// Storefront carts and checkout (docs/product.md#checkout-cart: GET carts, POST add-to-carts). A guest's cart
// is found by
// its unguessable cart_id; a logged-in customer's by their customer id (a guest cart they bring along is
// adopted). Every item passes the service's option rules when added and again at checkout.
import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { ErrorCode } from '../../../shared/errors.ts';
import type { ServiceAnswers } from '../../../shared/rules/index.ts';
import { cartItemSchema, cartQuerySchema } from '../../../../schemas/cart.schema.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import { cartItems, carts, customers, locations, salesOrders } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { ApiFailure, conflict, forbidden, invalid, notFound } from '../../http-errors.ts';
import { publicRoute } from '../../route-meta.ts';
import { fromCents } from '../../crud/record-mapping.ts';
import { presenter, security } from '../../orders/http.ts';
import { idempotencyHeader, idempotent, replyWith } from '../../orders/payments/idempotency.ts';
import { recordPayment } from '../../orders/payments/payments.ts';
import { requireCardPayments, startCardPayment } from '../../orders/payments/card-payments.ts';
import { createSalesOrder } from '../sales-orders/sales-orders.lifecycle.ts';
import { checkItem } from '../../orders/service-rules.ts';
import { presentSalesOrder } from '../sales-orders/sales-orders.presenters.ts';
import type { ApiInstance, SchemaType } from '../../schema-types.ts';
import type { checkoutSchema } from '../../../../schemas/cart.schema.ts';
import { recordGuestCustomer } from '../../orders/guest-customers.ts';
import { checkHandOver, recordHandOver, shippingCentsFor } from './hand-over.ts';

import { shopperOf } from './carts.service.ts';
import { Shopper } from './carts.service.ts';

type CartRow = typeof carts.$inferSelect;

const tags = ['carts'];
const presentItem = presenter(cartItemSchema, cartItems);

/** A guest cart a customer filled before logging in becomes theirs (a guest cart is addressed by its token). */
async function adoptGuestCart(
  request: FastifyRequest,
  shopper: Shopper,
  storeId: number,
  cartId: string | undefined,
): Promise<void> {
  if (!cartId || shopper.customerId === null) return;
  await inScope(request.server.db, { kind: 'store', storeId }, (tx) =>
    tx
      .update(carts)
      .set({ customerId: shopper.customerId })
      .where(
        and(
          eq(carts.storeId, storeId),
          eq(carts.token, cartId),
          isNull(carts.customerId),
          eq(carts.status, 'open'),
        ),
      ),
  );
}

/**
 * The open cart a call addresses, read in the call's own transaction: by cart_id (a guest's, or the
 * customer's own once adopted), else the customer's open cart; null when there is none yet.
 */
async function findCart(
  tx: Transaction,
  shopper: Shopper,
  storeId: number,
  cartId: string | undefined,
): Promise<CartRow | null> {
  if (cartId) {
    const [cart] = await tx
      .select()
      .from(carts)
      .where(
        and(
          eq(carts.storeId, storeId),
          eq(carts.token, cartId),
          // A customer's cart is theirs alone, even to someone holding its id.
          shopper.customerId === null ? isNull(carts.customerId) : eq(carts.customerId, shopper.customerId),
        ),
      );
    if (!cart) throw notFound('No such cart.');
    return cart;
  }
  if (shopper.customerId === null) return null;
  const [cart] = await tx
    .select()
    .from(carts)
    .where(
      and(eq(carts.storeId, storeId), eq(carts.customerId, shopper.customerId), eq(carts.status, 'open')),
    )
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return cart ?? null;
}

async function presentCart(
  tx: Transaction,
  storeId: number,
  cart: CartRow | null,
  customerId: number | null,
) {
  const items = cart
    ? await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.storeId, cart.storeId), eq(cartItems.cartId, cart.id)))
        .orderBy(asc(cartItems.id))
    : [];
  const subtotal = items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
  return {
    cart_id: cart?.token ?? null,
    store_id: storeId,
    customer_id: cart?.customerId ?? customerId,
    status: cart?.status ?? 'open',
    items: items.map((i) => ({ ...presentItem(i), total: fromCents(i.unitPriceCents * i.quantity) })),
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    subtotal: fromCents(subtotal),
  };
}

type CheckoutBody = SchemaType<typeof checkoutSchema>;

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
      const { store_id, customer_id, cart_id } = request.query;
      if (customer_id === undefined && cart_id === undefined) {
        throw invalid([{ field: 'cart_id', message: 'customer_id or cart_id is required' }]);
      }
      const shopper = await shopperOf(request, store_id);
      if (customer_id !== undefined && customer_id !== shopper.customerId) {
        if (shopper.customerId === null) throw new ApiFailure(ErrorCode.notAuthenticated);
        throw forbidden('This is not your cart.');
      }
      await adoptGuestCart(request, shopper, store_id, cart_id);
      const data = await shopper.run(async (tx) =>
        presentCart(tx, store_id, await findCart(tx, shopper, store_id, cart_id), shopper.customerId),
      );
      return { status: 'success', data };
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
      const { store_id, service_id, quantity, answers, cart_id } = request.body;
      const shopper = await shopperOf(request, store_id);
      await adoptGuestCart(request, shopper, store_id, cart_id);
      const data = await shopper.run(async (tx) => {
        const existing = await findCart(tx, shopper, store_id, cart_id);
        if (existing && existing.status !== 'open') throw conflict('This cart was already checked out.');
        const checked = await checkItem(tx, store_id, service_id, answers);
        let cart = existing;
        if (!cart) {
          [cart = null] = await tx
            .insert(carts)
            .values({ storeId: store_id, customerId: shopper.customerId })
            .returning();
        }
        await tx.insert(cartItems).values({
          storeId: store_id,
          cartId: cart!.id,
          serviceId: checked.serviceId,
          serviceName: checked.serviceName,
          quantity,
          unitPriceCents: checked.unitPriceCents,
          answers: checked.answers,
        });
        await tx
          .update(carts)
          .set({ updatedAt: new Date() })
          .where(and(eq(carts.storeId, store_id), eq(carts.id, cart!.id)));
        return presentCart(tx, store_id, cart!, shopper.customerId);
      });
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
      const storeId = request.query.store_id;
      const shopper = await shopperOf(request, storeId);
      await adoptGuestCart(request, shopper, storeId, request.params.cart_id);
      const data = await shopper.run(async (tx) => {
        const cart = await findCart(tx, shopper, storeId, request.params.cart_id);
        if (!cart) throw notFound('No such cart.');
        if (cart.status !== 'open') throw conflict('This cart was already checked out.');
        const [removed] = await tx
          .delete(cartItems)
          .where(
            and(
              eq(cartItems.storeId, storeId),
              eq(cartItems.cartId, cart.id),
              eq(cartItems.id, request.params.item_id),
            ),
          )
          .returning({ id: cartItems.id });
        if (!removed) throw notFound('No such item in this cart.');
        return presentCart(tx, storeId, cart, shopper.customerId);
      });
      return { status: 'success', data };
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
      const body = request.body;
      const shopper = await shopperOf(request, body.store_id);
      if (shopper.customerId === null && !body.guest) {
        throw invalid([{ field: 'guest', message: 'guest is required to check out without logging in' }]);
      }
      await adoptGuestCart(request, shopper, body.store_id, body.cart_id);
      const result = await shopper.run(async (tx) => {
        // Refused before the cart is touched or anything written: the store does not take cards.
        if (body.payment_method === 'card') await requireCardPayments(tx, body.store_id, 'payment_method');
        const cart = await findCart(tx, shopper, body.store_id, body.cart_id);
        return idempotent(
          tx,
          body.store_id,
          request.headers['idempotency-key'],
          'POST /checkout',
          body,
          async () => {
            const [locked] = await tx
              .select()
              .from(carts)
              .where(and(eq(carts.storeId, body.store_id), eq(carts.id, cart!.id)))
              .for('update');
            if (locked!.status !== 'open') {
              const [order] = locked!.salesOrderId
                ? await tx
                    .select({ orderNo: salesOrders.orderNo })
                    .from(salesOrders)
                    .where(
                      and(eq(salesOrders.storeId, body.store_id), eq(salesOrders.id, locked!.salesOrderId)),
                    )
                : [];
              throw conflict(
                `This cart was already checked out${order ? ` as order ${order.orderNo}` : ''}.`,
              );
            }
            const items = await tx
              .select()
              .from(cartItems)
              .where(and(eq(cartItems.storeId, body.store_id), eq(cartItems.cartId, locked!.id)))
              .orderBy(asc(cartItems.id));
            if (items.length === 0)
              throw invalid([{ field: 'cart_id', message: 'cart_id has no items to check out' }]);
            // The rules are applied again: the service may have changed since the item was added.
            const checked = [];
            for (const [i, item] of items.entries()) {
              const c = await checkItem(
                tx,
                body.store_id,
                item.serviceId,
                item.answers as ServiceAnswers,
                `items.${i}.`,
              );
              checked.push({
                serviceId: c.serviceId,
                serviceName: c.serviceName,
                quantity: item.quantity,
                unitPriceCents: c.unitPriceCents,
                answers: c.answers,
              });
            }
            if (body.location_id !== undefined) {
              const [location] = await tx
                .select({ id: locations.id })
                .from(locations)
                .where(and(eq(locations.storeId, body.store_id), eq(locations.id, body.location_id)));
              if (!location)
                throw invalid([
                  { field: 'location_id', message: 'location_id is not a location of the store' },
                ]);
            }
            const handOver = await checkHandOver(tx, body.store_id, body.hand_over, body.location_id);
            // Priced here, in the order's transaction, from the store's settings: the client sends no price.
            const shippingCents = await shippingCentsFor(tx, body.store_id, handOver);
            const customer = await checkoutCustomer(tx, body, shopper.customerId);
            const order = await createSalesOrder(
              tx,
              {
                storeId: body.store_id,
                customer,
                locationId: body.location_id ?? null,
                channel: 'storefront',
                note: body.note ?? null,
                items: checked,
                shippingCents,
                paymentStatus: 'pending',
              },
              shopper.actor,
            );
            await recordHandOver(tx, body.store_id, order.id, handOver, shippingCents);
            const payment = {
              storeId: body.store_id,
              salesOrderId: order.id,
              subject: 'sales_order' as const,
              subjectId: order.id,
              amountCents: order.totalCents,
              description: `Order ${order.orderNo}`,
              key: `checkout:${locked!.id}`,
              userId: request.principal?.userId ?? null,
            };
            const paymentPath = app.paymentLinks.path(order);
            // Card: the order is placed now and paid on the provider's page, which returns to /middle_page
            // (with the session on success, without on cancel; the gutter names the order to pay again).
            const card =
              body.payment_method === 'card'
                ? await startCardPayment(tx, {
                    ...payment,
                    returnPath: `/middle_page?gutter=${app.paymentLinks.gutter(order)}`,
                  })
                : null;
            if (!card) await recordPayment(tx, { ...payment, method: body.payment_method });
            await tx
              .update(carts)
              // A guest's cart stays addressed by its id alone (a retried checkout must still find it).
              .set({ status: 'checked_out', salesOrderId: order.id })
              .where(and(eq(carts.storeId, body.store_id), eq(carts.id, locked!.id)));
            return {
              status: 201,
              body: {
                ...presentSalesOrder(order),
                payment_path: paymentPath,
                redirect_url: card?.redirectUrl ?? null,
              },
            };
          },
        );
      });
      return { status: 'success', data: replyWith(reply, result) };
    },
  );
}

/** The customer an order is for: the logged-in customer, or a guest customer recorded now. */
async function checkoutCustomer(tx: Transaction, body: CheckoutBody, customerId: number | null) {
  if (customerId !== null) {
    const [c] = await tx.select().from(customers).where(eq(customers.id, customerId));
    if (!c) throw forbidden('You are not a customer of this store.');
    return { id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), email: c.email, phone: c.phone };
  }
  return recordGuestCustomer(tx, body.store_id, body.guest!);
}
