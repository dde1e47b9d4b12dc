// Checkout prices shipping from the store's settings in the order's transaction: a shipped order carries
// the store's fixed shipping price in its total, a drop-off at a location carries none, and a price sent by
// the client is refused (the body schema knows no such field) — the server is the only one that prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, one, q, serviceId, type World } from '../support/orders-fixtures.ts';

let w: World;
let country: string;
beforeAll(async () => {
  w = await createWorld();
  country = (
    await one<{ country: string }>(
      w.t,
      `select country from locations where store_id = $1 and is_active order by id limit 1`,
      [w.storeId],
    )
  ).country;
});
afterAll(() => w.t.close());

const guest = { first_name: 'Hana', email: 'hana@example.test' };

async function newCart(quantity = 1) {
  const added = await w.anonymous({
    method: 'POST',
    url: '/api/v1/add-to-carts',
    payload: {
      store_id: w.storeId,
      service_id: await serviceId(w.t, w.storeId, 'Watch Battery'),
      quantity,
    },
  });
  expect(added.statusCode).toBe(201);
  return added.json().data.cart_id as string;
}

const shipped = () => ({
  hand_over: {
    method: 'shipping',
    carrier: 1,
    address: { line1: '1 Main St', city: 'Springfield', postal_code: '12345', country },
  },
});

const checkout = (cartId: string, extra: object) =>
  w.anonymous({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: { store_id: w.storeId, cart_id: cartId, guest, ...extra },
  });

async function setShipping(fixed: boolean, cents: number) {
  await q(
    w.t,
    `update store_settings set is_fixed_shipping = $2, fixed_shipping_price_cents = $3 where store_id = $1`,
    [w.storeId, fixed, cents],
  );
}

describe('shipping at checkout', () => {
  it('charges the store’s fixed shipping price on a shipped order, in the total and the payment', async () => {
    await setShipping(true, 1250);
    const cartId = await newCart(2);
    const placed = await checkout(cartId, shipped());
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order.shipping).toBe(12.5);
    expect(order.total).toBeCloseTo(order.subtotal + 12.5, 2);
    expect(order.subtotal).toBeGreaterThan(0);
    const row = await one<{ shipping_cents: number; total_cents: number; subtotal_cents: number }>(
      w.t,
      `select shipping_cents, total_cents, subtotal_cents from sales_orders where id = $1`,
      [order.id],
    );
    expect(row.total_cents).toBe(row.subtotal_cents + 1250);
    const handOver = await one<{ shipping_cents: number }>(
      w.t,
      `select shipping_cents from order_hand_overs where sales_order_id = $1`,
      [order.id],
    );
    expect(handOver.shipping_cents).toBe(1250);
    const payment = await one<{ amount_cents: number }>(
      w.t,
      `select amount_cents from payments where sales_order_id = $1`,
      [order.id],
    );
    expect(payment.amount_cents).toBe(row.total_cents);
  });

  it('charges no shipping for a hand-over at a location', async () => {
    await setShipping(true, 1250);
    const cartId = await newCart();
    const placed = await checkout(cartId, { hand_over: { method: 'drop_off' } });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order.shipping).toBe(0);
    expect(order.total).toBe(order.subtotal);
  });

  it('charges nothing for shipping when the store sets no fixed price', async () => {
    await setShipping(false, 999);
    const cartId = await newCart();
    const placed = await checkout(cartId, shipped());
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.shipping).toBe(0);
    expect(placed.json().data.total).toBe(placed.json().data.subtotal);
  });

  it('shows the same price in the checkout options', async () => {
    await setShipping(true, 700);
    const options = await w.anonymous({ method: 'GET', url: `/api/v1/stores/${w.storeId}/checkout-options` });
    expect(options.statusCode).toBe(200);
    expect(options.json().data).toMatchObject({ is_fixed_shipping: true, shipping_price: 7 });
    await setShipping(false, 700);
    const free = await w.anonymous({ method: 'GET', url: `/api/v1/stores/${w.storeId}/checkout-options` });
    expect(free.json().data.shipping_price).toBe(0);
  });

  it('refuses a shipping price sent by the client and writes nothing', async () => {
    await setShipping(true, 1250);
    const cartId = await newCart();
    const before = await one<{ n: number }>(w.t, `select count(*)::int as n from sales_orders`);
    const forged = await checkout(cartId, { ...shipped(), shipping: 0 });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields.map((f: { field: string }) => f.field)).toContain('shipping');
    const after = await one<{ n: number }>(w.t, `select count(*)::int as n from sales_orders`);
    expect(after.n).toBe(before.n);
  });
});
