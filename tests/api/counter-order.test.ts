// A sales order entered at the counter (POST /sales-orders): paid there and then (pay_now) or left to pay
// later, in one transaction — someone who may not take payments gets a 403 and no order is left behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Action, Module } from '../../src/shared/roles.ts';
import { as, demoPassword, login } from '../support/test-app.ts';
import { createWorld, one, q, serviceId, type World } from '../support/orders-fixtures.ts';

let w: World;
let service: number;
let here: number;
const orderCount = async () =>
  Number(
    (await one<{ n: string }>(w.t, 'select count(*) as n from sales_orders where store_id = $1', [w.storeId]))
      .n,
  );

beforeAll(async () => {
  w = await createWorld();
  service = await serviceId(w.t, w.storeId, 'Watch Battery');
  here = (
    await q<{ id: number }>(w.t, 'select id from locations where store_id = $1 order by id', [w.storeId])
  )[0]!.id;
});
afterAll(() => w.t.close());

describe('a sales order at the counter', () => {
  const body = (pay_now?: boolean) => ({
    customer_id: w.customerId,
    location_id: here,
    items: [{ service_id: service, quantity: 2 }],
    ...(pay_now === undefined ? {} : { pay_now }),
  });

  it('is paid in full when taken at the counter, with one succeeded payment of its total', async () => {
    const response = await w.owner({ method: 'POST', url: '/api/v1/sales-orders', payload: body(true) });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data;
    expect(order.payment_status).toBe('paid');
    const payments = await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/payments` });
    expect(payments.json().data).toEqual([
      expect.objectContaining({ amount: order.total, status: 'succeeded', method: 'manual' }),
    ]);
  });

  it('is left unpaid to pay later', async () => {
    for (const pay_now of [undefined, false]) {
      const response = await w.owner({ method: 'POST', url: '/api/v1/sales-orders', payload: body(pay_now) });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.payment_status).toBe('unpaid');
    }
  });

  it('refuses payment to staff who may only create orders, and keeps no order', async () => {
    const created = await w.owner({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        email: 'till@demo.test',
        first_name: 'Till',
        password: demoPassword,
        permissions: [
          { module_id: Module.salesOrder, location_id: null, permissions: [Action.view, Action.create] },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const till = as(w.app, (await login(w.app, 'till@demo.test', 'portal')).access);
    const before = await orderCount();
    const refused = await till({ method: 'POST', url: '/api/v1/sales-orders', payload: body(true) });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await orderCount()).toBe(before);
    const later = await till({ method: 'POST', url: '/api/v1/sales-orders', payload: body(false) });
    expect(later.statusCode, later.body).toBe(201);
    expect(await orderCount()).toBe(before + 1);
  });

  it('keeps when it entered its status: moved by a transition, not by a payment', async () => {
    const created = (await w.owner({ method: 'POST', url: '/api/v1/sales-orders', payload: body() })).json()
      .data;
    const read = async () =>
      (await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${created.id}` })).json().data as {
        stage_since: string;
        days_in_stage: number;
      };
    const since = async () => (await read()).stage_since;
    // The days in the current stage come from the server (list and record alike).
    const listed = async () =>
      (
        (
          await w.owner({
            method: 'GET',
            url: `/api/v1/sales-orders?filter={"order_no":"${created.order_no}"}`,
          })
        ).json().data as { days_in_stage: number }[]
      )[0]!.days_in_stage;
    const placedSince = await since();
    expect(placedSince).toBe(created.stage_since);
    expect((await read()).days_in_stage).toBe(0);
    await q(w.t, `update sales_orders set stage_since = stage_since - interval '3 days' where id = $1`, [
      created.id,
    ]);
    const threeDaysAgo = await since();
    expect(Date.parse(placedSince) - Date.parse(threeDaysAgo)).toBe(3 * 86_400_000);
    expect((await read()).days_in_stage).toBe(3);
    expect(await listed()).toBe(3);
    await w.owner({ method: 'POST', url: `/api/v1/sales-orders/${created.id}/mark-paid`, payload: {} });
    expect(await since()).toBe(threeDaysAgo);
    const received = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${created.id}/transitions/receive`,
      payload: {},
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(Date.parse(received.json().data.stage_since)).toBeGreaterThan(Date.parse(placedSince));
    expect(await listed()).toBe(0);
  });
});
