// The number of items in the customer's cart, shown on the header's cart link. Carts arrive with a later
// issue; until then the cart is always empty.
export function useCartCount(): number {
  return 0;
}
