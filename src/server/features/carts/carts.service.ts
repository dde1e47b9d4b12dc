// Storefront carts (docs/product.md#checkout-cart): who shops — the signed-in customer or the guest of a
// request, in a store — and the cart a call addresses (a guest's by its unguessable cart_id, a customer's by
// their customer id; a guest cart they bring along is adopted); every item passes the service's option rules
// when added. Checkout: checkout.service.ts. The queries are in the repository.
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../shared/errors.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import type { ServiceAnswers } from '../../../shared/rules/index.ts';
import { ApiFailure, conflict, forbidden, invalid, notFound } from '../../http-errors.ts';
import { refusal } from '../../../shared/i18n/said.ts';
import { checkLoadedItem, type CheckedItem, type LoadedService } from '../../orders/service-rules.ts';
import { loadServices } from '../../catalogue/service-tree.ts';
import {
  adoptCart,
  cartByToken,
  deleteCartItem,
  insertCart,
  insertCartItem,
  itemsOfCart,
  openCartOf,
  storeActivity,
  touchCart,
  type CartRow,
} from './carts.repository.ts';
import { presentCart } from './carts.presenters.ts';
import { may } from '../../../shared/permission-registry.ts';
import type { Actor } from '../../orders/parties.ts';

export async function shopperOf(request: FastifyRequest, storeId: number): Promise<Shopper> {
  await activeStore(request, storeId);
  const p = request.principal;
  if (!p) {
    return {
      customerId: null,
      actor: { principal: null },
      run: (fn) => inScope(request.server.db, { kind: 'store', storeId }, fn),
    };
  }
  if (!may({ role_id: p.roleId }, 'carts:use'))
    throw forbidden('Carts belong to the storefront’s customers.');
  if (p.storeId !== storeId || p.customerId === null)
    throw forbidden('You are not a customer of this store.');
  return { customerId: p.customerId, actor: { principal: p }, run: (fn) => request.inTenant(fn) };
}

/** The caller of a storefront call: a guest, or a customer of this store (other roles have no cart). */
export interface Shopper {
  customerId: number | null;
  actor: Actor;
  run<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * The store a storefront call names must exist and be active. Its row is what the public cache follows
 * (the stores trigger drops it on every process when it changes), so each process reads it once: add-to-cart
 * and checkout no longer open a transaction of their own for it.
 */
async function activeStore(request: FastifyRequest, storeId: number) {
  const store = await request.server.publicCache.value(storeId, 'store', async () => {
    const row = await inScope(request.server.db, { kind: 'platform' }, (tx) => storeActivity(tx, storeId), {
      readOnly: true,
    });
    return row ?? null;
  });
  if (!store) throw invalid([{ field: 'store_id', message: 'store_id is not a store' }]);
  if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
  return store;
}

/**
 * A storefront item checked against its service's option rules (add-to-cart, checkout), the service read
 * from the public cache: like the store's row above, the service and every table under it NOTIFY on change
 * (cache/public-cache-trigger.ts) and drop it on every process, and the writing process drops it as its
 * COMMIT returns, so a process reads a service once until it changes. A miss reads it in the request's
 * transaction (the store's scope: guests and the store's customers read the same catalogue). Before, each
 * item cost three statements (the service, its images, its options) and more with options.
 */
export async function checkStorefrontItem(
  request: FastifyRequest,
  tx: Transaction,
  storeId: number,
  serviceId: number,
  answers: ServiceAnswers,
  fieldPrefix = '',
): Promise<CheckedItem> {
  const service = await request.server.publicCache.value<LoadedService | null>(
    storeId,
    `service ${serviceId}`,
    async () => (await loadServices(tx, storeId, [serviceId])).get(serviceId) ?? null,
  );
  return checkLoadedItem(service ?? undefined, serviceId, answers, fieldPrefix);
}

/** A guest cart a customer filled before logging in becomes theirs (a guest cart is addressed by its token). */
async function adoptGuestCart(
  request: FastifyRequest,
  shopper: Shopper,
  storeId: number,
  cartId: string | undefined,
): Promise<void> {
  if (!cartId || shopper.customerId === null) return;
  const customerId = shopper.customerId;
  await inScope(request.server.db, { kind: 'store', storeId }, (tx) =>
    adoptCart(tx, storeId, cartId, customerId),
  );
}

/**
 * The open cart a call addresses, read in the call's own transaction: by cart_id (a guest's, or the
 * customer's own once adopted), else the customer's open cart; null when there is none yet.
 */
export async function findCart(
  tx: Transaction,
  shopper: Shopper,
  storeId: number,
  cartId: string | undefined,
): Promise<CartRow | null> {
  if (cartId) {
    // A customer's cart is theirs alone, even to someone holding its id.
    const cart = await cartByToken(tx, storeId, cartId, shopper.customerId);
    if (!cart) throw notFound('No such cart.');
    return cart;
  }
  if (shopper.customerId === null) return null;
  return (await openCartOf(tx, storeId, shopper.customerId)) ?? null;
}

async function cartView(tx: Transaction, storeId: number, cart: CartRow | null, customerId: number | null) {
  const items = cart ? await itemsOfCart(tx, cart.storeId, cart.id) : [];
  return presentCart(storeId, cart, items, customerId);
}

/** The caller as a shopper, the guest cart it names adopted (before the call's own transaction). */
export async function shopperWithCart(request: FastifyRequest, storeId: number, cartId: string | undefined) {
  const shopper = await shopperOf(request, storeId);
  await adoptGuestCart(request, shopper, storeId, cartId);
  return shopper;
}

/** A cart: a customer's open cart by customer_id (logged in), or a guest cart by cart_id. */
export async function getCart(
  request: FastifyRequest,
  query: { store_id: number; customer_id?: number; cart_id?: string },
) {
  const { store_id, customer_id, cart_id } = query;
  if (customer_id === undefined && cart_id === undefined) {
    throw invalid([{ field: 'cart_id', message: 'customer_id or cart_id is required' }]);
  }
  const shopper = await shopperOf(request, store_id);
  if (customer_id !== undefined && customer_id !== shopper.customerId) {
    if (shopper.customerId === null) throw new ApiFailure(ErrorCode.notAuthenticated);
    throw forbidden('This is not your cart.');
  }
  await adoptGuestCart(request, shopper, store_id, cart_id);
  return shopper.run(async (tx) =>
    cartView(tx, store_id, await findCart(tx, shopper, store_id, cart_id), shopper.customerId),
  );
}

/** Adds a service to the cart (one is opened if there is none); the option rules apply. */
export async function addToCart(
  request: FastifyRequest,
  body: { store_id: number; service_id: number; quantity: number; answers: ServiceAnswers; cart_id?: string },
) {
  const { store_id, service_id, quantity, answers, cart_id } = body;
  const shopper = await shopperWithCart(request, store_id, cart_id);
  return shopper.run(async (tx) => {
    const existing = await findCart(tx, shopper, store_id, cart_id);
    if (existing && existing.status !== 'open') throw conflict(refusal('checkout.checked_out'));
    const checked = await checkStorefrontItem(request, tx, store_id, service_id, answers);
    const cart = existing ?? (await insertCart(tx, store_id, shopper.customerId));
    const item = await insertCartItem(tx, {
      storeId: store_id,
      cartId: cart!.id,
      serviceId: checked.serviceId,
      serviceName: checked.serviceName,
      quantity,
      unitPriceCents: checked.unitPriceCents,
      answers: checked.answers,
    });
    // A cart opened now was stamped by its insert and holds only this item: neither is written or read again.
    if (!existing) return presentCart(store_id, cart, [item], shopper.customerId);
    await touchCart(tx, store_id, cart!.id);
    return cartView(tx, store_id, cart!, shopper.customerId);
  });
}

/** Removes an item from an open cart. */
export async function removeCartItem(
  request: FastifyRequest,
  storeId: number,
  cartId: string,
  itemId: number,
) {
  const shopper = await shopperWithCart(request, storeId, cartId);
  return shopper.run(async (tx) => {
    const cart = await findCart(tx, shopper, storeId, cartId);
    if (!cart) throw notFound('No such cart.');
    if (cart.status !== 'open') throw conflict(refusal('checkout.checked_out'));
    if (!(await deleteCartItem(tx, storeId, cart.id, itemId))) throw notFound('No such item in this cart.');
    return cartView(tx, storeId, cart, shopper.customerId);
  });
}
