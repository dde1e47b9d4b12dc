// How a cart is shown: its items with their totals, the count and the subtotal.
import { cartItemSchema } from '../../../../schemas/cart.schema.ts';
import { cartItems } from '../../db/schema/index.ts';
import { fromCents } from '../../crud/record-mapping.ts';
import { presenter } from '../../orders/http.ts';
import type { CartRow } from './carts.repository.ts';

const presentItem = presenter(cartItemSchema, cartItems);

export function presentCart(
  storeId: number,
  cart: CartRow | null,
  items: (typeof cartItems.$inferSelect)[],
  customerId: number | null,
) {
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
