// Checkout's hand-over: drop-off at a location or shipping with an address and a carrier;
// docs/product.md#checkout-hand-over's
// messages when either is missing; the store's country unless it ships internationally; nothing is written
// by a refused checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, one, serviceId, type World } from '../support/orders-fixtures.ts';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

const guest = { first_name: 'Hana', email: 'hana@example.test' };
async function newCart() {
  const added = await w.anonymous({
    method: 'POST',
    url: '/api/v1/add-to-carts',
    payload: { store_id: w.storeId, service_id: await serviceId(w.t, w.storeId, 'Watch Battery') },
  });
  return added.json().data.cart_id as string;
}
const checkout = (cartId: string, extra: object) =>
  w.anonymous({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: { store_id: w.storeId, cart_id: cartId, guest, ...extra },
  });
const orders = async () => (await one<{ n: number }>(w.t, `select count(*)::int as n from sales_orders`)).n;

describe('checkout hand-over', () => {
  it('refuses shipping without address or carrier with section 8’s messages, writing nothing', async () => {
    const cartId = await newCart();
    const before = await orders();
    const both = await checkout(cartId, { hand_over: { method: 'shipping' } });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toBe('Please add address and select shipping method to continue.');
    const noAddress = await checkout(cartId, { hand_over: { method: 'shipping', carrier: 1 } });
    expect(noAddress.json().error.message).toBe('Please add address to continue.');
    const noCarrier = await checkout(cartId, {
      hand_over: {
        method: 'shipping',
        address: { line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: 'United States' },
      },
    });
    expect(noCarrier.json().error.message).toBe('Please select shipping method to continue.');
    expect(await orders()).toBe(before);
  });

  it('ships within the store’s country only, unless the store ships internationally', async () => {
    const home = await one<{ country: string }>(
      w.t,
      `select country from locations where store_id = $1 and is_active order by id limit 1`,
      [w.storeId],
    );
    const cartId = await newCart();
    const abroad = await checkout(cartId, {
      hand_over: {
        method: 'shipping',
        carrier: 2,
        address: { line1: '1 Rue', city: 'Paris', postal_code: '75001', country: 'Atlantis' },
      },
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().error.fields[0].field).toBe('hand_over.address.country');

    const shipped = await checkout(cartId, {
      hand_over: {
        method: 'shipping',
        carrier: 2,
        address: { line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: home.country },
      },
    });
    expect(shipped.statusCode).toBe(201);
    const row = await one<{ method: string; carrier: number; address: { city: string } }>(
      w.t,
      `select method, carrier, address from order_hand_overs where sales_order_id = $1`,
      [shipped.json().data.id],
    );
    expect(row).toMatchObject({ method: 'shipping', carrier: 2, address: { city: 'Springfield' } });
  });

  it('records a drop-off at a location by default', async () => {
    const cartId = await newCart();
    const placed = await checkout(cartId, {});
    expect(placed.statusCode).toBe(201);
    const row = await one<{ method: string }>(
      w.t,
      `select method from order_hand_overs where sales_order_id = $1`,
      [placed.json().data.id],
    );
    expect(row.method).toBe('drop_off');
  });
});
