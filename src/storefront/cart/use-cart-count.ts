// The number of items in the customer's cart, shown on the header's cart link: a logged-in customer's open
// cart, or the guest cart kept for this store. It follows additions (cart-changed) and logins.
import { useEffect, useState } from 'react';
import { api, call } from '../../client/api.ts';
import { useSession } from '../../shell/use-session.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { cartChangedEvent, storedCartId } from './cart-storage.ts';

export function useCartCount(): number {
  const storeId = useWhiteLabel().settings?.store_id;
  const customerId = useSession()?.customer?.id;
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!storeId) return;
    let current = true;
    const load = async () => {
      const cartId = storedCartId(storeId);
      if (!customerId && !cartId) {
        if (current) setCount(0);
        return;
      }
      const query = customerId
        ? { store_id: storeId, customer_id: customerId }
        : { store_id: storeId, cart_id: cartId };
      const result = await call(api.GET('/api/v1/carts', { params: { query } }));
      // A cart that is gone or checked out counts as empty; the count is a hint, never an error banner.
      if (current) setCount(result.ok ? result.data.item_count : 0);
    };
    void load();
    window.addEventListener(cartChangedEvent, load);
    return () => {
      current = false;
      window.removeEventListener(cartChangedEvent, load);
    };
  }, [storeId, customerId]);

  return count;
}
