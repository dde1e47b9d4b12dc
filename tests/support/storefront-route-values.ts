// Real and made-up values for the storefront route table's parameters, per demo store: the store places
// orders, asks for charges, completes an order and quotes an estimate through the API, and the links its
// mail carries (a charge's gutter, a feedback token, a reset link) are read from the outbox — so each
// parameterised route is opened with a value that names something real, and with one that names nothing.
import { customerOf, linkIn, mailTo, portal, quotedEstimate } from './storefront-api.ts';
import { serverPort } from './e2e-values.ts';

export interface DemoStore {
  hostLabel: string;
  owner: string;
  customer: string;
}

export const demoStores: DemoStore[] = [
  { hostLabel: 'demo', owner: 'owner@demo.test', customer: 'customer@demo.test' },
  { hostLabel: 'fixit', owner: 'owner@fixit.test', customer: 'customer@fixit.test' },
];

/**
 * For every parameterised route pattern, the concrete paths that name something real in this store. An
 * empty list says the pattern has no real value on this installation (with the reason beside it).
 */
export type RealPaths = Record<string, string[]>;

/** A value for a parameter that passes the API's shape checks but names nothing (so the page's 404 shows). */
export function madeUp(param: string): string {
  if (param === 'number') return 'ZZZZZZZ';
  if (param === 'id') return '987654';
  if (param === 'key') return 'MTIzNDU2';
  return 'madeUpValue0123456789xyz';
}

export async function realPathsOf(
  store: DemoStore,
): Promise<{ paths: RealPaths; orderableServiceId: number }> {
  const customer = await customerOf(store.hostLabel, store.customer);
  const owner = await portal(store.owner);
  const storeId = customer.session.store!.id;
  const services = await customer<{ id: number; name: string }[]>(
    'GET',
    `/stores/${storeId}/portal-services?is_customer_side=true&is_partial=true`,
  );
  const service = services[0]!;
  // The first service a cart takes without answers (services with required options need them).
  let simple: number | null = null;
  const place = async () => {
    for (const candidate of simple === null ? services : services.filter((s) => s.id === simple)) {
      const cart = await customer<{ cart_id: string }>('POST', '/add-to-carts', {
        store_id: storeId,
        service_id: candidate.id,
      }).catch(() => null);
      if (!cart) continue;
      simple = candidate.id;
      return customer<{ id: number; order_no: string }>('POST', '/checkout', {
        store_id: storeId,
        cart_id: cart.cart_id,
      });
    }
    throw new Error(`no service of store ${storeId} can be ordered without answers`);
  };

  // An open order with an extra charge (the order's) and an additional charge (its work order's).
  const open = await place();
  await owner('POST', `/sales-orders/${open.id}/extra-charges`, { amount: 7.5, reason: 'Express return' });
  const extra = linkIn((await mailTo(store.customer, 'charge.extra')).text, '/extra-charge-payment/');
  await owner('POST', `/sales-orders/${open.id}/transitions/receive`, {});
  const [item] = await owner<{ id: number }[]>('GET', `/sales-orders/${open.id}/items`);
  const existing = await owner<{ id: number }[]>(
    'GET',
    `/work-orders?filter=${encodeURIComponent(JSON.stringify({ sales_order_id: open.id }))}`,
  );
  const workOrderId =
    existing[0]?.id ??
    (await owner<{ id: number }>('POST', '/work-orders', { sales_order_item_id: item!.id, source: 2 })).id;
  for (const action of ['send', 'accept', 'start'])
    await owner('POST', `/work-orders/${workOrderId}/transitions/${action}`, {});
  await owner('POST', `/work-orders/${workOrderId}/additional-charges`, {
    amount: 20,
    reason: 'A new clasp',
  });
  const additional = linkIn((await mailTo(store.customer, 'charge.additional')).text, '/additional-payment/');

  // A completed order: its feedback link.
  const done = await place();
  // Never paid: handed over with the balance owed (docs/product.md#payments-pickup-balance).
  for (const action of ['receive', 'start', 'mark_ready', 'complete'])
    await owner(
      'POST',
      `/sales-orders/${done.id}/transitions/${action}`,
      action === 'complete' ? { override_balance: true } : {},
    );
  const feedback = linkIn((await mailTo(store.customer, 'feedback.request')).text, '/feedback/');

  // An estimate the store quoted (its follow token), and a reset-password link.
  const asked = await quotedEstimate(customer, owner, storeId);
  await customer('POST', '/auth/forgot-password', {
    email: store.customer,
    store_url: `${store.hostLabel}.localhost:${serverPort()}`,
  });
  const reset = linkIn((await mailTo(store.customer, 'account.reset')).text, '/reset-password/');

  const paths: RealPaths = {
    '/reset-password/:key/:token': [reset],
    // The built-in provider pays in store: no order payment page has a gutter on this installation.
    '/checkout/payment/:gutter': [],
    '/feedback/:token': [feedback],
    '/additional-payment/:gutter': [additional],
    '/extra-charge-payment/:gutter': [extra],
    '/thankyou/:id': [`/thankyou/${open.id}`],
    '/estimate/thank-you/:id': [`/estimate/thank-you/${asked.follow_token}`],
    '/thank-you/:id': [`/thank-you/${done.id}`],
    '/order-tracking/:number': [`/order-tracking/${open.order_no}`, `/order-tracking/${done.order_no}`],
    '/service/:id': [`/service/${service.id}`],
    '/myaccount/orders/:id': [`/myaccount/orders/${open.id}`],
    '/estimate-checkout': [`/estimate-checkout?estimate=${asked.id}`],
    '/middle_page': [`/middle_page?order_id=${open.id}`],
  };
  return { paths, orderableServiceId: simple! };
}

/** Runs `walk` while the store's demo customer has an item in their cart (so /cart shows items), then empties it. */
export async function withItemInCart(store: DemoStore, serviceId: number, walk: () => Promise<void>) {
  const customer = await customerOf(store.hostLabel, store.customer);
  const storeId = customer.session.store!.id;
  const cart = await customer<{ cart_id: string; items: { id: number }[] }>('POST', '/add-to-carts', {
    store_id: storeId,
    service_id: serviceId,
  });
  try {
    await walk();
  } finally {
    for (const item of cart.items)
      await customer('DELETE', `/carts/${cart.cart_id}/items/${item.id}?store_id=${storeId}`);
  }
}
