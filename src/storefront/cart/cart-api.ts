// The cart calls of the cart and checkout pages: the current cart (the customer's, or this browser's guest
// cart; a guest cart a customer brings is adopted by the server), removing an item, and changing an item
// (quantity or answers) as "add the changed item, then remove the old one" so the option rules apply again.
import { api, call, type ApiResult } from '../../client/api.ts';
import type { ServiceAnswers } from '../../shared/rules/index.ts';
import { addToCart, type Cart } from '../service/service-api.ts';
import { cartChangedEvent, storeCartId, storedCartId } from './cart-storage.ts';

export type CartItem = Cart['items'][number];

const emptyCart = (storeId: number, customerId: number | null): Cart => ({
  cart_id: null,
  store_id: storeId,
  customer_id: customerId,
  status: 'open',
  items: [],
  item_count: 0,
  subtotal: 0,
});

export async function loadCart(storeId: number, customerId: number | null): Promise<ApiResult<Cart>> {
  const cartId = storedCartId(storeId);
  if (customerId === null && !cartId)
    return { ok: true, data: emptyCart(storeId, null), response: new Response() };
  const query = {
    store_id: storeId,
    ...(customerId !== null ? { customer_id: customerId } : {}),
    ...(cartId ? { cart_id: cartId } : {}),
  };
  const result = await call(api.GET('/api/v1/carts', { params: { query } }));
  if (!result.ok && cartId && (result.status === 404 || result.status === 403)) {
    // The kept guest cart is gone (checked out elsewhere, or another customer's): forget it.
    storeCartId(storeId, null);
    return loadCart(storeId, customerId);
  }
  if (result.ok && (result.data.status !== 'open' || (cartId && result.data.cart_id !== cartId))) {
    // A checked-out cart is over; a customer's own open cart replaces the kept id.
    storeCartId(storeId, result.data.status === 'open' ? result.data.cart_id : null);
    if (result.data.status !== 'open') return { ...result, data: emptyCart(storeId, customerId) };
  }
  return result;
}

export function removeItem(storeId: number, cartId: string, itemId: number): Promise<ApiResult<Cart>> {
  return call(
    api.DELETE('/api/v1/carts/{cart_id}/items/{item_id}', {
      params: { path: { cart_id: cartId, item_id: itemId }, query: { store_id: storeId } },
    }),
  );
}

/** Replaces an item by the same service with new answers or quantity; the old item goes once the new one is in. */
export async function replaceItem(
  storeId: number,
  cartId: string,
  item: { id: number; service_id: number },
  change: { quantity: number; answers: ServiceAnswers },
): Promise<ApiResult<Cart>> {
  const added = await addToCart({
    store_id: storeId,
    service_id: item.service_id,
    cart_id: cartId,
    ...change,
  });
  if (!added.ok) return added;
  const removed = await removeItem(storeId, cartId, item.id);
  window.dispatchEvent(new Event(cartChangedEvent));
  return removed;
}
