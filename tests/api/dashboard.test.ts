// GET /dashboard: its figures move exactly as the orders, payments and work behind them do (each check
// compares with the figures read before the change), per location, per permission and per store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Action, Module } from '../../src/shared/roles.ts';
import { as, demoPassword, login } from '../support/test-app.ts';
import { createWorld, one, q, serviceId, type Caller, type World } from '../support/orders-fixtures.ts';

interface Figures {
  from: string;
  to: string;
  sales: {
    orders: number;
    by_status: { status: string; count: number }[];
    by_day: { date: string; orders: number; revenue: number }[];
    revenue: number;
    outstanding: number;
    outstanding_orders: number;
    turnaround_by_service: { service_name: string; orders: number; average_days: number }[];
  } | null;
  work: {
    due_today: number;
    overdue: number;
    due: { work_order_id: number; item_number: string }[];
    at_vendors: { vendor_id: number; work_orders: number; average_days: number; longest_days: number }[];
    turnaround_by_vendor: { vendor_id: number; work_orders: number; average_days: number }[];
  } | null;
  activity: { message: string; order_no: string; sales_order_id: number }[] | null;
}

let w: World;
let here: number;
let there: number;
let service: number;

const figures = async (caller: Caller, query = '') => {
  const response = await caller({ method: 'GET', url: `/api/v1/dashboard?tz=UTC${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Figures;
};
const placed = (f: Figures) => f.sales!.by_status.find((s) => s.status === 'placed')!.count;
const today = (f: Figures) => f.sales!.by_day.at(-1)!;

async function newOrder(location_id: number) {
  const response = await w.owner({
    method: 'POST',
    url: '/api/v1/sales-orders',
    payload: { customer_id: w.customerId, location_id, items: [{ service_id: service }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; order_no: string; total: number };
}

const move = async (caller: Caller, path: string, id: number, action: string, payload: object = {}) => {
  const response = await caller({
    method: 'POST',
    url: `/api/v1/${path}/${id}/transitions/${action}`,
    payload,
  });
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
};

async function workOrderOn(orderId: number, due_at: string) {
  const item = await one<{ id: number }>(w.t, 'select id from sales_order_items where sales_order_id = $1', [
    orderId,
  ]);
  await move(w.owner, 'sales-orders', orderId, 'receive');
  const response = await w.owner({
    method: 'POST',
    url: '/api/v1/work-orders',
    payload: { sales_order_item_id: item.id, source: 1, due_at },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

beforeAll(async () => {
  w = await createWorld();
  const ids = await q<{ id: number }>(
    w.t,
    'select id from locations where store_id = $1 order by id limit 2',
    [w.storeId],
  );
  here = ids[0]!.id;
  there = ids[1]!.id;
  service = await serviceId(w.t, w.storeId, 'Watch Battery');
});
afterAll(() => w.t.close());

describe('the dashboard', () => {
  it('counts new orders by status and day, collected payments as revenue and the rest as owed', async () => {
    const before = await figures(w.owner);
    const paid = await newOrder(here);
    const unpaid = await newOrder(there);
    const mark = await w.owner({ method: 'POST', url: `/api/v1/sales-orders/${paid.id}/mark-paid` });
    expect(mark.statusCode, mark.body).toBe(200);
    const after = await figures(w.owner);
    expect(after.sales!.orders - before.sales!.orders).toBe(2);
    expect(placed(after) - placed(before)).toBe(2);
    expect(today(after).orders - today(before).orders).toBe(2);
    expect(after.sales!.revenue - before.sales!.revenue).toBeCloseTo(paid.total, 2);
    expect(today(after).revenue - today(before).revenue).toBeCloseTo(paid.total, 2);
    expect(after.sales!.outstanding - before.sales!.outstanding).toBeCloseTo(unpaid.total, 2);
    expect(after.sales!.outstanding_orders - before.sales!.outstanding_orders).toBe(1);
    expect(after.activity!.map((a) => a.order_no)).toEqual(
      expect.arrayContaining([paid.order_no, unpaid.order_no]),
    );
    // One location: only its order.
    const atHere = await figures(w.owner, `&location_id=${here}`);
    const atThere = await figures(w.owner, `&location_id=${there}`);
    expect(atHere.sales!.orders + atThere.sales!.orders).toBe(after.sales!.orders);
    expect(atHere.activity!.some((a) => a.order_no === unpaid.order_no)).toBe(false);
  });

  it('shows work due today and overdue, work at a vendor, and the vendor turnaround once it returns', async () => {
    const before = await figures(w.owner);
    const late = await workOrderOn(
      (await newOrder(here)).id,
      new Date(Date.now() - 2 * 86_400_000).toISOString(),
    );
    const endOfToday = new Date();
    endOfToday.setUTCHours(23, 59, 0, 0);
    const dueToday = await workOrderOn((await newOrder(here)).id, endOfToday.toISOString());
    const mid = await figures(w.owner);
    expect(mid.work!.overdue - before.work!.overdue).toBe(1);
    expect(mid.work!.due_today - before.work!.due_today).toBe(1);
    expect(mid.work!.due.map((d) => d.work_order_id)).toEqual(expect.arrayContaining([late, dueToday]));

    const atBench = (f: Figures) => f.work!.at_vendors.find((v) => v.vendor_id === w.benchVendorId);
    await move(w.owner, 'work-orders', late, 'send', { vendor_id: w.benchVendorId });
    const sent = await figures(w.owner);
    expect((atBench(sent)?.work_orders ?? 0) - (atBench(before)?.work_orders ?? 0)).toBe(1);
    expect(atBench(sent)!.longest_days).toBeGreaterThanOrEqual(0);

    const returned = (f: Figures) =>
      f.work!.turnaround_by_vendor.find((v) => v.vendor_id === w.benchVendorId)?.work_orders ?? 0;
    for (const action of ['accept', 'start', 'finish'])
      await move(w.vendorOwner, 'work-orders', late, action);
    await move(w.owner, 'work-orders', late, 'return');
    const done = await figures(w.owner);
    expect(returned(done) - returned(before)).toBe(1);
    expect((atBench(done)?.work_orders ?? 0) - (atBench(before)?.work_orders ?? 0)).toBe(0);
    // Returned work is no longer due.
    expect(done.work!.overdue - before.work!.overdue).toBe(0);
  });

  it('gives staff the sections and locations their permissions allow', async () => {
    // As the demo staff: the dashboard; sales orders at the first location only; no work orders.
    const created = await w.owner({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        email: 'counter@demo.test',
        first_name: 'Counter',
        password: demoPassword,
        permissions: [
          { module_id: Module.dashboard, location_id: null, permissions: [Action.view] },
          { module_id: Module.salesOrder, location_id: here, permissions: [Action.view, Action.create] },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const staff = as(w.app, (await login(w.app, 'counter@demo.test', 'portal')).access);
    const before = await figures(staff);
    expect(before.work).toBeNull();
    await newOrder(there);
    const afterThere = await figures(staff);
    expect(afterThere.sales!.orders).toBe(before.sales!.orders);
    await newOrder(here);
    expect((await figures(staff)).sales!.orders - before.sales!.orders).toBe(1);
    const elsewhere = await staff({ method: 'GET', url: `/api/v1/dashboard?location_id=${there}` });
    expect(elsewhere.statusCode).toBe(200); // the dashboard permission is global; the orders stay scoped
    expect(elsewhere.json().data.sales.orders).toBe(0);
    // Without the dashboard permission: 403.
    expect((await w.limitedStaff({ method: 'GET', url: '/api/v1/dashboard' })).statusCode).toBe(403);
  });

  it("never counts another store's orders", async () => {
    const before = await figures(w.fixitOwner);
    await newOrder(here);
    const after = await figures(w.fixitOwner);
    expect(after.sales!.orders).toBe(before.sales!.orders);
    expect(after.sales!.outstanding).toBe(before.sales!.outstanding);
    const foreign = await w.fixitOwner({ method: 'GET', url: `/api/v1/dashboard?location_id=${here}` });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.map((f: { field: string }) => f.field)).toEqual(['location_id']);
  });

  it('refuses a bad period or time zone with the field at fault', async () => {
    const fieldOf = async (query: string) => {
      const response = await w.owner({ method: 'GET', url: `/api/v1/dashboard?${query}` });
      expect(response.statusCode, query).toBe(400);
      return response.json().error.fields.map((f: { field: string }) => f.field);
    };
    expect(await fieldOf('from=2026-03-02&to=2026-03-01')).toEqual(['to']);
    expect(await fieldOf('from=2024-01-01&to=2026-01-01')).toEqual(['from']);
    expect(await fieldOf('tz=Mars/Olympus_Mons')).toEqual(['tz']);
    const period = await figures(w.owner, '&from=2026-02-01&to=2026-02-28');
    expect(period.sales!.by_day).toHaveLength(28);
    expect(period.sales!.by_day[0]!.date).toBe('2026-02-01');
  });
});
