// The number of items in the customer's cart, shown on the header's cart link: a logged-in customer's open
// cart, or the guest cart kept for this store. It follows additions (cart-changed) and logins.
import { useEffect } from 'react';
import { useSession } from '../../shell/use-session.ts';
import { useGet } from '../../shell/data/use-load.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { cartChangedEvent, storedCartId } from './cart-storage.ts';

export function useCartCount(): number {
  const storeId = useWhiteLabel().settings?.store_id;
  const customerId = useSession()?.customer?.id;
  // Read at each render: an addition stores the guest's first cart id, then says cart-changed.
  const cartId = storeId ? storedCartId(storeId) : null;
  const query = !storeId
    ? null
    : customerId
      ? { store_id: storeId, customer_id: customerId }
      : cartId
        ? { store_id: storeId, cart_id: cartId }
        : null;
  const cart = useGet('/api/v1/carts', query && { query });
  const { reload } = cart;

  useEffect(() => {
    window.addEventListener(cartChangedEvent, reload);
    return () => window.removeEventListener(cartChangedEvent, reload);
  }, [reload]);

  // No cart, or one that is gone or checked out, counts as empty; the count is a hint, never an error banner.
  if (!query || cart.state.status === 'failed') return 0;
  return cart.data?.item_count ?? 0;
}
