// docs/product.md#roles-permission-check's per-location permissions on every kind of access (issue 13, fault
// 4): store staff allowed
// sales orders at one location only list, read, create, comment on and move orders there, and see nothing
// of another location's orders, their items or comments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Module } from '../../src/shared/roles.ts';
import { as, demoPassword, login } from '../support/test-app.ts';
import { createWorld, one, serviceId, type Caller, type World } from '../support/orders-fixtures.ts';

let w: World;
let located: Caller;
let here: number;
let there: number;
let ours: number;
let theirs: number;
let order: (caller: Caller, location_id?: number) => ReturnType<Caller>;

beforeAll(async () => {
  w = await createWorld();
  here = (
    await one<{ id: number }>(w.t, `select id from locations where store_id = $1 order by id limit 1`, [
      w.storeId,
    ])
  ).id;
  there = (
    await one<{ id: number }>(
      w.t,
      `select id from locations where store_id = $1 order by id offset 1 limit 1`,
      [w.storeId],
    )
  ).id;
  const service = await serviceId(w.t, w.storeId, 'Watch Battery');
  order = async (caller: Caller, location_id?: number) =>
    caller({
      method: 'POST',
      url: '/api/v1/sales-orders',
      payload: {
        customer_id: w.customerId,
        ...(location_id ? { location_id } : {}),
        items: [{ service_id: service }],
      },
    });
  const created = async (location: number) => {
    const response = await order(w.owner, location);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  };
  ours = await created(here);
  theirs = await created(there);
  const staff = await w.owner({
    method: 'POST',
    url: '/api/v1/users',
    payload: {
      email: 'located@demo.test',
      first_name: 'Lo',
      password: demoPassword,
      permissions: [
        { module_id: Module.salesOrder, location_id: here, permissions: [1, 2, 3, 4] },
        { module_id: Module.customer, location_id: null, permissions: [3] },
      ],
    },
  });
  expect(staff.statusCode, staff.body).toBe(201);
  located = as(w.app, (await login(w.app, 'located@demo.test', 'portal')).access);
});
afterAll(async () => w.t.close());

describe('per-location permissions', () => {
  it('lists and reads only the orders of the permitted location, with their items and comments', async () => {
    const listed = await located({ method: 'GET', url: '/api/v1/sales-orders?range=[0,499]' });
    expect(listed.statusCode).toBe(200);
    const ids = (listed.json().data as { id: number; location_id: number | null }[]).map((o) => o.id);
    expect(ids).toContain(ours);
    expect(ids).not.toContain(theirs);
    for (const suffix of ['', '/items', '/comments', '/timeline']) {
      expect(
        (await located({ method: 'GET', url: `/api/v1/sales-orders/${ours}${suffix}` })).statusCode,
      ).toBe(200);
      expect(
        (await located({ method: 'GET', url: `/api/v1/sales-orders/${theirs}${suffix}` })).statusCode,
        suffix,
      ).toBe(404);
    }
  });

  it('creates orders and comments only at the permitted location', async () => {
    expect((await order(located, there)).statusCode).toBe(403);
    // Every counter order names its location: none is a 400 naming the field, for everyone.
    const nowhere = await order(located);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error.fields.map((f: { field: string }) => f.field)).toEqual(['location_id']);
    expect((await order(located, here)).statusCode).toBe(201);
    const comment = (id: number) =>
      located({ method: 'POST', url: `/api/v1/sales-orders/${id}/comments`, payload: { body: 'Hello' } });
    expect((await comment(theirs)).statusCode).toBe(404);
    expect((await comment(ours)).statusCode).toBe(201);
  });
});
