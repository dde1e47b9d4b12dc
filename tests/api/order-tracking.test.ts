// Order tracking (docs/product.md#orders-tracking): is_validated=False shows anyone with the number the
// status timeline and nothing personal; True shows the details to the logged-in customer the order belongs
// to, and refuses everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, placeOrder, q, type World } from '../support/orders-fixtures.ts';

let w: World;
let order: Awaited<ReturnType<typeof placeOrder>>;

beforeAll(async () => {
  w = await createWorld();
  order = await placeOrder(w, w.customer, { services: ['Watch Battery'] });
  await w.owner({
    method: 'POST',
    url: `/api/v1/sales-orders/${order.id}/transitions/receive`,
    payload: { note: 'Private: scratched case' },
  });
  await w.owner({
    method: 'POST',
    url: `/api/v1/sales-orders/${order.id}/comments`,
    payload: { body: 'Internal comment' },
  });
});
afterAll(() => w.t.close());

const track = (caller: World['owner'], query: string) =>
  caller({ method: 'GET', url: `/api/v1/order-tracking?${query}` });

describe('order tracking', () => {
  it('shows the status timeline only, with no personal data, to anyone with the number', async () => {
    for (const orderNo of [order.order_no, order.order_no.toLowerCase()]) {
      const response = await track(
        w.anonymous,
        `order_no=${orderNo}&store_id=${w.storeId}&is_validated=False`,
      );
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ order_no: order.order_no, status: 'received', details: null });
      expect(data.timeline.map((e: { status: string }) => e.status)).toEqual(['placed', 'received']);
      expect(Object.keys(data).sort()).toEqual([
        'created_at',
        'details',
        'order_no',
        'status',
        'store_id',
        'timeline',
      ]);
      const text = response.body;
      for (const secret of [
        'Carla',
        'Mendes',
        'customer@demo.test',
        'Watch Battery',
        'scratched',
        'Internal comment',
      ])
        expect(text).not.toContain(secret);
    }
  });

  it('shows the details to the customer who placed the order, and to nobody else', async () => {
    const query = `order_no=${order.order_no}&store_id=${w.storeId}&is_validated=True`;
    const mine = await track(w.customer, query);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.details.order).toMatchObject({ id: order.id, customer_name: 'Carla Mendes' });
    expect(mine.json().data.details.items[0]).toMatchObject({ service_name: 'Watch Battery' });
    expect((await track(w.anonymous, query)).statusCode).toBe(401);
    for (const other of [w.customer2, w.fixitCustomer, w.owner, w.admin, w.vendorOwner]) {
      const response = await track(other, query);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('Carla');
    }
  });

  it('finds nothing for another store, an unknown number, or a store that does not track', async () => {
    expect(
      (await track(w.anonymous, `order_no=${order.order_no}&store_id=${w.fixitStoreId}&is_validated=False`))
        .statusCode,
    ).toBe(404);
    expect(
      (await track(w.anonymous, `order_no=ZZZZZZ2&store_id=${w.storeId}&is_validated=False`)).statusCode,
    ).toBe(404);
    expect(
      (await track(w.anonymous, `order_no=${order.order_no}&store_id=999999&is_validated=False`)).statusCode,
    ).toBe(404);
    await q(w.t, `update store_settings set is_order_tracking_enabled = false where store_id = $1`, [
      w.storeId,
    ]);
    try {
      expect(
        (await track(w.anonymous, `order_no=${order.order_no}&store_id=${w.storeId}&is_validated=False`))
          .statusCode,
      ).toBe(403);
    } finally {
      await q(w.t, `update store_settings set is_order_tracking_enabled = true where store_id = $1`, [
        w.storeId,
      ]);
    }
  });

  it('refuses bad queries with 400 naming the parameter', async () => {
    for (const [query, field] of [
      [`store_id=${w.storeId}&is_validated=False`, 'order_no'],
      [`order_no=ABC&store_id=${w.storeId}&is_validated=False`, 'order_no'],
      [`order_no=ABCDEFGH&store_id=${w.storeId}&is_validated=False`, 'order_no'],
      [`order_no=${order.order_no}&is_validated=False`, 'store_id'],
      [`order_no=${order.order_no}&store_id=x&is_validated=False`, 'store_id'],
      [`order_no=${order.order_no}&store_id=${w.storeId}&is_validated=maybe`, 'is_validated'],
      [`order_no=${order.order_no}&store_id=${w.storeId}`, 'is_validated'],
      [`order_no=${order.order_no}&store_id=${w.storeId}&is_validated=False&x=1`, 'x'],
    ]) {
      const response = await track(w.anonymous, query!);
      expect(response.statusCode, query).toBe(400);
      expect(
        response.json().error.fields.map((f: { field: string }) => f.field),
        query,
      ).toContain(field);
    }
  });
});
