// Consent to texts (docs/product.md#messages-consent): a customer opts in at checkout with a number written
// per docs/product.md#formats-phone, stored in E.164 — a national number takes the country code of the
// drop-off location (read with the location, no extra query), one with + or 00 keeps its own. A number that
// is not one is refused on its field and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, one, serviceId, type World } from '../support/orders-fixtures.ts';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

async function newCart(caller = w.anonymous) {
  const added = await caller({
    method: 'POST',
    url: '/api/v1/add-to-carts',
    payload: { store_id: w.storeId, service_id: await serviceId(w.t, w.storeId, 'Watch Battery') },
  });
  expect(added.statusCode).toBe(201);
  return added.json().data.cart_id as string;
}
const count = async (table: string) =>
  (await one<{ n: number }>(w.t, `select count(*)::int as n from ${table}`)).n;

describe('consent to texts at checkout', () => {
  it('stores a national number in E.164 with the drop-off location’s country code', async () => {
    const cartId = await newCart();
    const placed = await w.anonymous({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: {
        store_id: w.storeId,
        cart_id: cartId,
        location_id: w.locationId,
        guest: { first_name: 'Tess', email: 'tess@example.test' },
        text_messages: { phone: '(555) 010-4477' },
      },
    });
    expect(placed.statusCode).toBe(201);
    const customer = await one(
      w.t,
      `select c.sms_opt_in, c.sms_phone from customers c join sales_orders o on o.customer_id = c.id where o.id = $1`,
      [placed.json().data.id],
    );
    expect(customer).toEqual({ sms_opt_in: true, sms_phone: '+15550104477' });
  });

  it('keeps a number’s own country code, and takes the store’s without a location', async () => {
    const abroad = await w.customer({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: {
        store_id: w.storeId,
        cart_id: await newCart(w.customer),
        location_id: w.locationId,
        text_messages: { phone: '+44 20 7946 0018' },
      },
    });
    expect(abroad.statusCode).toBe(201);
    expect(
      await one(w.t, `select sms_opt_in, sms_phone from customers where id = $1`, [w.customerId]),
    ).toEqual({ sms_opt_in: true, sms_phone: '+442079460018' });

    const home = await one<{ country: string }>(
      w.t,
      `select country from locations where store_id = $1 and is_active order by id limit 1`,
      [w.storeId],
    );
    const shipped = await w.customer2({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: {
        store_id: w.storeId,
        cart_id: await newCart(w.customer2),
        hand_over: {
          method: 'shipping',
          carrier: 1,
          address: { line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: home.country },
        },
        text_messages: { phone: '555-010-9999' },
      },
    });
    expect(shipped.statusCode).toBe(201);
    expect(await one(w.t, `select sms_phone from customers where id = $1`, [w.customer2Id])).toEqual({
      sms_phone: '+15550109999',
    });
  });

  it('refuses a phone number that is not one on its field, writing nothing', async () => {
    const cartId = await newCart();
    const before = { orders: await count('sales_orders'), customers: await count('customers') };
    for (const phone of ['call me maybe', '12', '555-010', '+1 555 010 12345678']) {
      const refused = await w.anonymous({
        method: 'POST',
        url: '/api/v1/checkout',
        payload: {
          store_id: w.storeId,
          cart_id: cartId,
          location_id: w.locationId,
          guest: { first_name: 'Nora', email: 'nora@example.test' },
          text_messages: { phone },
        },
      });
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json().error.fields.map((f: { field: string }) => f.field)).toContain(
        'text_messages.phone',
      );
    }
    expect({ orders: await count('sales_orders'), customers: await count('customers') }).toEqual(before);
    const cart = await one(w.t, `select status from carts where token::text = $1`, [cartId]);
    expect(cart).toEqual({ status: 'open' });
  });

  it('refuses a location of another store on location_id, as before', async () => {
    const other = await one<{ id: number }>(w.t, `select id from locations where store_id = $1 limit 1`, [
      w.fixitStoreId,
    ]);
    const refused = await w.anonymous({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: {
        store_id: w.storeId,
        cart_id: await newCart(),
        location_id: other.id,
        guest: { first_name: 'Nora', email: 'nora@example.test' },
        text_messages: { phone: '555 010 4477' },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields[0].field).toBe('location_id');
  });
});

describe('consent to texts in My account', () => {
  const put = (caller: World['customer'], payload: object) =>
    caller({ method: 'PUT', url: '/api/v1/account/text-messages', payload });
  const mine = async () =>
    one(w.t, `select sms_opt_in, sms_phone from customers where id = $1`, [w.customerId]);

  it('opts in with a national number (stored in E.164) and out (texts stop, the number is kept)', async () => {
    const opted = await put(w.customer, { opt_in: true, phone: '555-010-2323' });
    expect(opted.statusCode).toBe(200);
    expect(opted.json().data).toEqual({ opt_in: true, phone: '+15550102323' });
    const read = await w.customer({ method: 'GET', url: '/api/v1/account/text-messages' });
    expect(read.json().data).toEqual({ opt_in: true, phone: '+15550102323' });
    const out = await put(w.customer, { opt_in: false });
    expect(out.json().data).toEqual({ opt_in: false, phone: '+15550102323' });
    expect(await mine()).toEqual({ sms_opt_in: false, sms_phone: '+15550102323' });
  });

  it('refuses a number that is not one, or none, on phone — nothing changes', async () => {
    await put(w.customer, { opt_in: true, phone: '+44 20 7946 0018' });
    const before = await mine();
    for (const payload of [
      { opt_in: true, phone: 'ring me' },
      { opt_in: true, phone: '12-34' },
      { opt_in: true },
      { opt_in: true, phone: '' },
      { opt_in: 'yes', phone: '555 010 2323' },
    ]) {
      const refused = await put(w.customer, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.fields.length, JSON.stringify(payload)).toBeGreaterThan(0);
    }
    expect(await mine()).toEqual(before);
  });

  it('is the customer’s own: staff and guests have none', async () => {
    expect((await w.owner({ method: 'GET', url: '/api/v1/account/text-messages' })).statusCode).toBe(403);
    expect((await w.anonymous({ method: 'GET', url: '/api/v1/account/text-messages' })).statusCode).toBe(401);
  });
});
