// The guest cart a storefront adds to: add-to-carts answers a cart_id (an unguessable token), kept per
// store in localStorage so the next item joins the same cart. A logged-in customer's cart is found by the
// server from the session, so the id only matters for guests.
const keyOf = (storeId: number) => `cart_id:${storeId}`;

/** Fired on window whenever the cart changes here, so the header's count follows. */
export const cartChangedEvent = 'cart-changed';

export function storedCartId(storeId: number): string | undefined {
  try {
    return localStorage.getItem(keyOf(storeId)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeCartId(storeId: number, cartId: string | null): void {
  try {
    if (cartId) localStorage.setItem(keyOf(storeId), cartId);
    else localStorage.removeItem(keyOf(storeId));
  } catch {
    // Storage unavailable (private mode): the next add starts a new cart.
  }
  window.dispatchEvent(new Event(cartChangedEvent));
}
