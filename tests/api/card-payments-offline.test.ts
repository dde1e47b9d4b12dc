// With no Stripe keys the built-in provider takes every payment: the storefront is offered pay in store
// only, and asking to pay by card — at checkout, on the order's payment page or a charge's — is refused with
// 400 PAYMENT_METHOD.UNAVAILABLE naming the field, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, one, q, serviceId, type World } from '../support/orders-fixtures.ts';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w?.t.close());

const counts = () =>
  one(
    w.t,
    `select (select count(*)::int from sales_orders) orders, (select count(*)::int from payments) payments,
            (select count(*)::int from carts where status = 'open') open_carts`,
  );

function expectRefused(res: { statusCode: number; json(): { error: unknown } }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toEqual({
    code: 'PAYMENT_METHOD.UNAVAILABLE',
    message: 'Card payments are not available at this store: choose Pay in store',
    fields: [{ field, message: 'Card payments are not available at this store: choose Pay in store' }],
  });
}

describe('without Stripe keys', () => {
  it('offers pay in store only', async () => {
    const res = await w.anonymous({ url: `/api/v1/stores/${w.storeId}/checkout-options` });
    expect(res.json().data.payment_methods).toEqual(['in_store']);
  });

  it('refuses a card checkout with 400 and changes nothing; pay in store still places the order', async () => {
    const added = await w.anonymous({
      method: 'POST',
      url: '/api/v1/add-to-carts',
      payload: { store_id: w.storeId, service_id: await serviceId(w.t, w.storeId, 'Watch Battery') },
    });
    const cartId = added.json().data.cart_id;
    const payload = {
      store_id: w.storeId,
      cart_id: cartId,
      guest: { first_name: 'Olly', email: 'olly.offline@example.test' },
      location_id: w.locationId,
    };
    const before = await counts();
    const card = await w.anonymous({
      method: 'POST',
      url: '/api/v1/checkout',
      headers: { 'idempotency-key': `offline-${cartId}` },
      payload: { ...payload, payment_method: 'card' },
    });
    expectRefused(card, 'payment_method');
    expect(await counts()).toEqual(before);
    const inStore = await w.anonymous({ method: 'POST', url: '/api/v1/checkout', payload });
    expect(inStore.statusCode, inStore.body).toBe(201);
    const order = inStore.json().data;
    expect(order).toMatchObject({ payment_status: 'pending', redirect_url: null });

    // The order's payment page says what is owed and offers no card.
    const url = `/api/v1${order.payment_path}`;
    expect((await w.anonymous({ url })).json().data).toMatchObject({
      status: 'open',
      balance: order.total,
      payment_methods: ['in_store'],
    });
    const afterOrder = await counts();
    expectRefused(await w.anonymous({ method: 'POST', url, payload: { method: 'card' } }), 'method');

    const charge = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/extra-charges`,
      payload: { amount: 5, reason: 'Polish' },
    });
    const chargeUrl = `/api/v1${charge.json().data.payment_path}`;
    expect((await w.anonymous({ url: chargeUrl })).json().data.payment_methods).toEqual(['in_store']);
    expectRefused(
      await w.anonymous({ method: 'POST', url: chargeUrl, payload: { method: 'card' } }),
      'method',
    );
    expect(await counts()).toEqual(afterOrder);
    expect(await q(w.t, `select status from charges where id = $1`, [charge.json().data.id])).toEqual([
      { status: 'requested' },
    ]);
  });

  it('has no Stripe webhook endpoint', async () => {
    const res = await w.anonymous({
      method: 'POST',
      url: '/api/v1/stripe/webhooks',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
