// Carts and checkout: guest and customer carts, the service-option rules at add-to-carts and again at
// checkout, guest checkout, idempotent checkout, and isolation between customers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inScope } from '../../src/server/db/database.ts';
import {
  createRuledService,
  createWorld,
  one,
  serviceId,
  type RuledService,
  type World,
} from '../support/orders-fixtures.ts';

let w: World;
let ruled: RuledService;

beforeAll(async () => {
  w = await createWorld();
  ruled = await createRuledService(w.t, w.storeId);
});
afterAll(() => w.t.close());

const add = (caller: World['owner'], payload: object) =>
  caller({ method: 'POST', url: '/api/v1/add-to-carts', payload });
const ruledItem = (answers: Record<string, unknown>) => ({
  store_id: w.storeId,
  service_id: ruled.serviceId,
  answers,
});

describe('add-to-carts with the option rules', () => {
  it('keeps visible answers, prices option costs and drops hidden answers', async () => {
    const gold = await add(
      w.anonymous,
      ruledItem({
        [ruled.metal]: ruled.gold,
        [ruled.engraving]: 'A & B',
        [ruled.size]: { current_size: 6, desired_size: 7 },
      }),
    );
    expect(gold.statusCode).toBe(201);
    const cart = gold.json().data;
    expect(cart.cart_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].answers).toEqual({
      [ruled.metal]: ruled.gold,
      [ruled.engraving]: 'A & B',
      [ruled.size]: { current_size: 6, desired_size: 7 },
    });
    // Base 45.00 plus the Gold option cost 10.00.
    expect(cart.items[0].unit_price).toBe(55);
    expect(cart.subtotal).toBe(55);

    // Silver hides Engraving: its answer is dropped, and it is not required.
    const silver = await add(w.anonymous, {
      ...ruledItem({ [ruled.metal]: ruled.silver, [ruled.engraving]: 'dropped' }),
      cart_id: cart.cart_id,
    });
    expect(silver.statusCode).toBe(201);
    const items = silver.json().data.items;
    expect(items).toHaveLength(2);
    expect(items[1].answers).toEqual({ [ruled.metal]: ruled.silver });
    expect(items[1].unit_price).toBe(45);
  });

  it('refuses a missing required visible answer with 400 naming it', async () => {
    const response = await add(w.anonymous, ruledItem({ [ruled.metal]: ruled.gold }));
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.message).toBe('This field is required.');
    expect(error.fields).toEqual([
      {
        field: `answers.${ruled.engraving}`,
        message: 'This field is required.',
        // docs/product.md#api-errors-words: the product's own words, keyed for the reader's language.
        message_key: 'validation.required',
        message_params: {},
      },
    ]);
    expect(error.message_key).toBe('validation.required');
    const missingMetal = await add(w.anonymous, ruledItem({}));
    expect(missingMetal.statusCode).toBe(400);
    expect(missingMetal.json().error.fields.map((f: { field: string }) => f.field)).toContain(
      `answers.${ruled.metal}`,
    );
  });

  it('refuses a broken validation rule with 400 and its message', async () => {
    const response = await add(
      w.anonymous,
      ruledItem({ [ruled.metal]: ruled.silver, [ruled.size]: { current_size: 6, desired_size: 10 } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('A ring can only go up 2 sizes.');
    expect(response.json().error.fields).toEqual([
      { field: `answers.${ruled.size}`, message: 'A ring can only go up 2 sizes.' },
    ]);
  });

  it('accepts any answers for a service with no options (as none)', async () => {
    const response = await add(w.anonymous, {
      store_id: w.storeId,
      service_id: await serviceId(w.t, w.storeId, 'Watch Battery'),
      answers: { 1: 'x' },
      quantity: 2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.items[0]).toMatchObject({
      answers: {},
      quantity: 2,
      unit_price: 25,
      total: 50,
    });
    expect(response.json().data.item_count).toBe(2);
  });

  it('refuses another store’s service, an inactive store and bad input with 4xx naming the fields', async () => {
    const fixitService = await serviceId(w.t, w.fixitStoreId, 'Screen Replacement');
    const foreign = await add(w.anonymous, { store_id: w.storeId, service_id: fixitService });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields[0].field).toBe('service_id');
    const closed = (await one<{ id: number }>(w.t, `select id from stores where slug = 'closed'`)).id;
    const inactive = await add(w.anonymous, { store_id: closed, service_id: fixitService });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().error.code).toBe('STORE.INACTIVE');
    const cases: [object, string][] = [
      [{ service_id: 1 }, 'store_id'],
      [{ store_id: w.storeId }, 'service_id'],
      [{ store_id: 'x', service_id: 1 }, 'store_id'],
      [{ store_id: w.storeId, service_id: 1, quantity: 0 }, 'quantity'],
      [{ store_id: w.storeId, service_id: 1, quantity: 1000 }, 'quantity'],
      [{ store_id: w.storeId, service_id: 1, cart_id: 'not-a-uuid' }, 'cart_id'],
      [{ store_id: w.storeId, service_id: 1, answers: 'x' }, 'answers'],
      [{ store_id: w.storeId, service_id: 1, answers: { 1: 'x'.repeat(5000) } }, 'answers.1'],
      [{ store_id: w.storeId, service_id: 1, extra: true }, 'extra'],
      [{ store_id: 99999999999, service_id: 1 }, 'store_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await add(w.anonymous, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        response
          .json()
          .error.fields.map((f: { field: string }) => f.field)
          .join(' '),
      ).toContain(field);
    }
    const notJson = await w.anonymous({
      method: 'POST',
      url: '/api/v1/add-to-carts',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('reading carts', () => {
  it("gives a customer their open cart by customer_id and refuses another customer's", async () => {
    const added = await add(w.customer, {
      store_id: w.storeId,
      service_id: await serviceId(w.t, w.storeId, 'Chain Repair'),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.customer_id).toBe(w.customerId);
    const mine = await w.customer({
      method: 'GET',
      url: `/api/v1/carts?store_id=${w.storeId}&customer_id=${w.customerId}`,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.cart_id).toBe(added.json().data.cart_id);
    // Another customer: neither by customer id nor by the cart's id.
    const byCustomer = await w.customer2({
      method: 'GET',
      url: `/api/v1/carts?store_id=${w.storeId}&customer_id=${w.customerId}`,
    });
    expect(byCustomer.statusCode).toBe(403);
    const byCart = await w.customer2({
      method: 'GET',
      url: `/api/v1/carts?store_id=${w.storeId}&cart_id=${added.json().data.cart_id}`,
    });
    expect(byCart.statusCode).toBe(404);
    const anonymous = await w.anonymous({
      method: 'GET',
      url: `/api/v1/carts?store_id=${w.storeId}&cart_id=${added.json().data.cart_id}`,
    });
    expect(anonymous.statusCode).toBe(404);
    const anonymousByCustomer = await w.anonymous({
      method: 'GET',
      url: `/api/v1/carts?store_id=${w.storeId}&customer_id=${w.customerId}`,
    });
    expect(anonymousByCustomer.statusCode).toBe(401);
    // Adding to someone else's cart is refused too.
    const intrude = await add(w.customer2, {
      store_id: w.storeId,
      service_id: await serviceId(w.t, w.storeId, 'Chain Repair'),
      cart_id: added.json().data.cart_id,
    });
    expect(intrude.statusCode).toBe(404);
  });

  it('gives an empty cart when a customer has none, and refuses store and vendor users', async () => {
    const empty = await w.customer2({
      method: 'GET',
      url: `/api/v1/carts?store_id=${w.storeId}&customer_id=${w.customer2Id}`,
    });
    expect(empty.json().data).toMatchObject({ cart_id: null, items: [], subtotal: 0 });
    expect(
      (
        await w.owner({
          method: 'GET',
          url: `/api/v1/carts?store_id=${w.storeId}&customer_id=${w.customerId}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await w.vendorOwner({
          method: 'GET',
          url: `/api/v1/carts?store_id=${w.storeId}&customer_id=${w.customerId}`,
        })
      ).statusCode,
    ).toBe(403);
    // A customer of another store.
    expect(
      (
        await w.fixitCustomer({
          method: 'GET',
          url: `/api/v1/carts?store_id=${w.storeId}&customer_id=${w.customerId}`,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('adopts a guest cart when the customer logs in, and removes items', async () => {
    const guest = await add(w.anonymous, {
      store_id: w.storeId,
      service_id: await serviceId(w.t, w.storeId, 'Chain Repair'),
    });
    const cartId = guest.json().data.cart_id;
    const adopted = await w.customer2({
      method: 'GET',
      url: `/api/v1/carts?store_id=${w.storeId}&cart_id=${cartId}`,
    });
    expect(adopted.statusCode).toBe(200);
    expect(adopted.json().data.customer_id).toBe(w.customer2Id);
    // Now it is the customer's: the guest link no longer opens it.
    expect(
      (await w.anonymous({ method: 'GET', url: `/api/v1/carts?store_id=${w.storeId}&cart_id=${cartId}` }))
        .statusCode,
    ).toBe(404);
    const itemId = adopted.json().data.items[0].id;
    const removed = await w.customer2({
      method: 'DELETE',
      url: `/api/v1/carts/${cartId}/items/${itemId}?store_id=${w.storeId}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.items).toEqual([]);
    expect(
      (
        await w.customer2({
          method: 'DELETE',
          url: `/api/v1/carts/${cartId}/items/${itemId}?store_id=${w.storeId}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await w.customer2({
          method: 'DELETE',
          url: `/api/v1/carts/${cartId}/items/abc?store_id=${w.storeId}`,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses bad queries with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['', 'store_id'],
      [`store_id=${w.storeId}`, 'cart_id'],
      [`store_id=${w.storeId}&cart_id=nope`, 'cart_id'],
      [`store_id=x&cart_id=00000000-0000-0000-0000-000000000000`, 'store_id'],
      [`store_id=${w.storeId}&customer_id=-1`, 'customer_id'],
      [`store_id=${w.storeId}&cart_id=00000000-0000-0000-0000-000000000000&bogus=1`, 'bogus'],
    ]) {
      const response = await w.anonymous({ method: 'GET', url: `/api/v1/carts?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(
        response
          .json()
          .error.fields.map((f: { field: string }) => f.field)
          .join(' '),
      ).toContain(field);
    }
    const missing = await w.anonymous({
      method: 'GET',
      url: `/api/v1/carts?store_id=${w.storeId}&cart_id=00000000-0000-0000-0000-000000000000`,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('checkout', () => {
  it('checks a guest out as a guest customer, once, with the payment pending in store', async () => {
    const added = await add(w.anonymous, ruledItem({ [ruled.metal]: ruled.gold, [ruled.engraving]: 'R' }));
    const cartId = added.json().data.cart_id;
    const noGuest = await w.anonymous({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: { store_id: w.storeId, cart_id: cartId },
    });
    expect(noGuest.statusCode).toBe(400);
    expect(noGuest.json().error.fields[0].field).toBe('guest');
    const badGuest = await w.anonymous({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: { store_id: w.storeId, cart_id: cartId, guest: { first_name: 'X', email: 'nope' } },
    });
    expect(badGuest.statusCode).toBe(400);
    expect(
      badGuest
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['guest.email', 'guest.first_name']);

    const checkout = () =>
      w.anonymous({
        method: 'POST',
        url: '/api/v1/checkout',
        headers: { 'idempotency-key': `checkout-${cartId}` },
        payload: {
          store_id: w.storeId,
          cart_id: cartId,
          guest: { first_name: 'Gina', last_name: 'Guest', email: 'gina@example.com' },
        },
      });
    const first = await checkout();
    expect(first.statusCode).toBe(201);
    const order = first.json().data;
    expect(order).toMatchObject({
      status: 'placed',
      payment_status: 'pending',
      total: 55,
      customer_name: 'Gina Guest',
      channel: 'storefront',
    });
    expect(order.order_no).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{7}$/);
    const guest = await one(w.t, `select is_guest, email from customers where id = $1`, [order.customer_id]);
    expect(guest).toEqual({ is_guest: true, email: 'gina@example.com' });

    // The same key again: the same order, no second order or payment.
    const retry = await checkout();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.id).toBe(order.id);
    expect(
      (
        await one<{ n: number }>(w.t, `select count(*)::int n from payments where sales_order_id = $1`, [
          order.id,
        ])
      ).n,
    ).toBe(1);
    // Without the key, a second checkout of the cart is a conflict naming the order.
    const again = await w.anonymous({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: {
        store_id: w.storeId,
        cart_id: cartId,
        guest: { first_name: 'Gina', email: 'gina@example.com' },
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain(order.order_no);
    // A different request under the same key is refused.
    const reused = await w.anonymous({
      method: 'POST',
      url: '/api/v1/checkout',
      headers: { 'idempotency-key': `checkout-${cartId}` },
      payload: {
        store_id: w.storeId,
        cart_id: cartId,
        guest: { first_name: 'Other', email: 'o@example.com' },
      },
    });
    expect(reused.statusCode).toBe(409);
    expect(
      (
        await one<{ n: number }>(
          w.t,
          `select count(*)::int n from sales_orders where customer_name like 'Gina%'`,
        )
      ).n,
    ).toBe(1);
  });

  it('applies the rules again at checkout', async () => {
    const added = await add(w.customer, ruledItem({ [ruled.metal]: ruled.silver }));
    expect(added.statusCode).toBe(201);
    // The store makes Ring size required after the item was added. Written through the app's own
    // transaction, as the service editor writes: the process drops the cached service as its COMMIT returns
    // (another process drops it when the change's NOTIFY arrives, tests/api/public-cache.test.ts).
    const setRequired = (on: boolean) =>
      inScope(w.t.db, { kind: 'platform' }, async (tx) => {
        await tx.execute(
          sql`update service_options set toggles = jsonb_set(toggles, '{is_required,active}', ${String(on)}::jsonb) where id = ${ruled.size}`,
        );
        await tx.execute(sql`update services set version = version + 1 where id = ${ruled.serviceId}`);
      });
    await setRequired(true);
    try {
      const checkout = await w.customer({
        method: 'POST',
        url: '/api/v1/checkout',
        payload: { store_id: w.storeId, cart_id: added.json().data.cart_id },
      });
      expect(checkout.statusCode).toBe(400);
      const [field] = checkout.json().error.fields;
      expect(field.field).toMatch(new RegExp(`^items\\.\\d+\\.answers\\.${ruled.size}$`));
      expect(field.message).toBe('This field is required.');
      expect(
        (await one(w.t, `select status from carts where token = $1`, [added.json().data.cart_id])).status,
      ).toBe('open');
    } finally {
      await setRequired(false);
    }
    const checkout = await w.customer({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: { store_id: w.storeId, cart_id: added.json().data.cart_id },
    });
    expect(checkout.statusCode).toBe(201);
    expect(checkout.json().data.customer_id).toBe(w.customerId);
    expect(
      (await one(w.t, `select status from carts where token = $1`, [added.json().data.cart_id])).status,
    ).toBe('checked_out');
  });

  it('refuses an empty cart, another store and bad input', async () => {
    const cases: [object, number, string][] = [
      [{ store_id: w.storeId }, 400, 'cart_id'],
      [{ cart_id: '00000000-0000-0000-0000-000000000000' }, 400, 'store_id'],
      [
        { store_id: w.storeId, cart_id: '00000000-0000-0000-0000-000000000000', payment_method: 'card' },
        400,
        'payment_method',
      ],
      [
        { store_id: w.storeId, cart_id: '00000000-0000-0000-0000-000000000000', location_id: 0 },
        400,
        'location_id',
      ],
      [{ store_id: w.storeId, cart_id: '00000000-0000-0000-0000-000000000000' }, 404, ''],
    ];
    for (const [payload, status, field] of cases) {
      const response = await w.customer({ method: 'POST', url: '/api/v1/checkout', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (field)
        expect(
          response
            .json()
            .error.fields.map((f: { field: string }) => f.field)
            .join(' '),
        ).toContain(field);
    }
    const badKey = await w.customer({
      method: 'POST',
      url: '/api/v1/checkout',
      headers: { 'idempotency-key': 'x' },
      payload: { store_id: w.storeId, cart_id: '00000000-0000-0000-0000-000000000000' },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error.fields[0].field).toContain('idempotency-key');
    // A customer of the demo store cannot shop at fixit with their token.
    const elsewhere = await w.customer({
      method: 'POST',
      url: '/api/v1/add-to-carts',
      payload: { store_id: w.fixitStoreId, service_id: 1 },
    });
    expect(elsewhere.statusCode).toBe(403);
  });
});
