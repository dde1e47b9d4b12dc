// Every read that reveals an order applies docs/product.md#roles-order-visibility's per-location scope (issue
// 25, fault 4), generated
// from the permissions registry: each permit declared `revealsOrders` (custom ones and the generic
// resources' list, read and export) is found in the route table by the permit its route carries, and is
// called as store staff held to location 1 after activity on both locations' orders, work and feedback.
// Nothing in the answer may name location 2's orders, work orders or feedback; a read of one of them is a
// 404. A new order-revealing read is in this suite the day it is declared in the registry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/server/resources/index.ts';
import { customPermits, resourcePermits, type Permit } from '../../src/shared/permission-registry.ts';
import { Module, Source } from '../../src/shared/roles.ts';
import { as, demoPassword, login } from '../support/test-app.ts';
import { createWorld, one, q, serviceId, type Caller, type World } from '../support/orders-fixtures.ts';
import { apiRoutes, fill, resolve, type ApiRoute } from '../support/route-table.ts';

let w: World;
let located: Caller;
let locatedUserId: number;
let here: number;
let there: number;

/** One location's records: a sales order (with its number), a work order and a feedback row. */
interface Records {
  order: number;
  orderNo: string;
  work: number;
  feedback: number;
}
let ours: Records;
let theirs: Records;

const permits: Permit[] = [...customPermits, ...resourcePermits(resources)];
const revealing = permits.filter((p) => p.revealsOrders?.length);

/** Location 2's record of a table, for reads of one record. */
const theirRecordOf = (table: string): number | undefined =>
  ({ sales_orders: theirs.order, work_orders: theirs.work, feedback: theirs.feedback })[table];
const ourRecordOf = (table: string): number | undefined =>
  ({ sales_orders: ours.order, work_orders: ours.work, feedback: ours.feedback })[table];

async function recordsAt(location: number, tag: string): Promise<Records> {
  const service = await serviceId(w.t, w.storeId, 'Watch Battery');
  const created = await w.owner({
    method: 'POST',
    url: '/api/v1/sales-orders',
    // Paid at the counter: its receipt is one of the order's documents.
    payload: {
      customer_id: w.customerId,
      location_id: location,
      items: [{ service_id: service }],
      pay_now: true,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json().data as { id: number; order_no: string };
  // A transition the store's users hear about.
  const received = await w.owner({
    method: 'POST',
    url: `/api/v1/sales-orders/${order.id}/transitions/receive`,
  });
  expect(received.statusCode, received.body).toBe(200);
  const item = await one<{ id: number }>(
    w.t,
    `select id from sales_order_items where sales_order_id = $1 order by id limit 1`,
    [order.id],
  );
  const work = await w.owner({
    method: 'POST',
    url: '/api/v1/work-orders',
    payload: { sales_order_item_id: item.id, source: Source.internal },
  });
  expect(work.statusCode, work.body).toBe(201);
  // Feedback on the order, left through its link (the store's users are told).
  const token = `scope-${tag}-${'x'.repeat(24)}`;
  const fb = await one<{ id: number }>(
    w.t,
    `insert into feedback (store_id, sales_order_id, token) values ($1, $2, $3) returning id`,
    [w.storeId, order.id, token],
  );
  const left = await w.anonymous({
    method: 'POST',
    url: `/api/v1/order-feedback/${token}`,
    payload: { rating: 4, comment: `Fine ${tag}` },
  });
  expect(left.statusCode, left.body).toBe(201);
  return { order: order.id, orderNo: order.order_no, work: work.json().data.id, feedback: fb.id };
}

beforeAll(async () => {
  w = await createWorld();
  [here, there] = (
    await q<{ id: number }>(w.t, `select id from locations where store_id = $1 order by id limit 2`, [
      w.storeId,
    ])
  ).map((r) => r.id) as [number, number];
  const staff = await w.owner({
    method: 'POST',
    url: '/api/v1/users',
    payload: {
      email: 'held@demo.test',
      first_name: 'Held',
      password: demoPassword,
      permissions: [
        { module_id: Module.salesOrder, location_id: here, permissions: [1, 2, 3, 4] },
        { module_id: Module.workOrder, location_id: here, permissions: [1, 2, 3, 4] },
        { module_id: Module.dashboard, location_id: null, permissions: [3] },
        { module_id: Module.customer, location_id: null, permissions: [3] },
      ],
    },
  });
  expect(staff.statusCode, staff.body).toBe(201);
  locatedUserId = staff.json().data.id;
  located = as(w.app, (await login(w.app, 'held@demo.test', 'portal')).access);
  ours = await recordsAt(here, 'here');
  theirs = await recordsAt(there, 'there');
}, 120_000);
afterAll(async () => w.t.close());

/** Rows of a CSV answer as records (the exports), so they are checked like JSON. */
function csvRecords(text: string): Record<string, string>[] {
  const [head, ...lines] = text.trim().split(/\r?\n/);
  const columns = (head ?? '').split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i], v])));
}

/** What in an answer names location 2's records: ids under *sales_order_id / *work_order_id, its order number. */
function leaksIn(body: string, contentType: string | undefined): string[] {
  const found: string[] = [];
  const number = new RegExp(`(^|[^\\w-])${theirs.orderNo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`);
  if (number.test(body)) found.push(`order number ${theirs.orderNo}`);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      const n = Number(v);
      if (/sales_order_id$/.test(key) && n === theirs.order) found.push(`${key} ${n}`);
      if (/work_order_id$/.test(key) && n === theirs.work) found.push(`${key} ${n}`);
      walk(v);
    }
  };
  if (contentType?.includes('csv')) walk(csvRecords(body));
  else {
    try {
      walk(JSON.parse(body));
    } catch {
      /* not JSON: the order number check above stands */
    }
  }
  return found;
}

/** The querystrings to call a read with: each value of each enum parameter (the bell's tabs), all rows. */
function queriesOf(route: ApiRoute): string[] {
  const props = resolve(route.querystring)?.properties ?? {};
  const base = new URLSearchParams();
  if (props.range) base.set('range', '[0,499]');
  if (props.page_size) base.set('page_size', String(props.page_size.maximum ?? 100));
  const variants = Object.entries(props).flatMap(([name, p]) =>
    (resolve(p)?.enum ?? []).map((v) => [name, String(v)] as const),
  );
  const qs = (extra?: readonly [string, string]) => {
    const params = new URLSearchParams(base);
    if (extra) params.set(extra[0], extra[1]);
    const s = params.toString();
    return s ? `?${s}` : '';
  };
  return variants.length ? variants.map(qs) : [qs()];
}

describe('the registry declares the order-revealing reads', () => {
  it('covers notifications, feedback (one, list, export), the dashboard and the order lists', () => {
    const ids = revealing.map((p) => p.id);
    for (const id of [
      'notifications:list',
      'feedback:list',
      'feedback:read',
      'feedback:export',
      'dashboard:view',
      'sales-orders:list',
      'work-orders:list',
    ])
      expect(ids).toContain(id);
  });
});

describe.each(revealing.map((p) => [p.id, p] as const))('staff held to location 1: %s', (id, permit) => {
  const routesOf = () =>
    apiRoutes(w.t).filter((r) => r.meta.permit === id && r.method === 'GET' && !r.websocket);

  it('is carried out by at least one route', () => {
    expect(routesOf().map((r) => `${r.method} ${r.url}`)).not.toEqual([]);
  });

  it("reveals nothing of location 2's orders, work or feedback", async () => {
    const wrong: string[] = [];
    for (const route of routesOf()) {
      const table = route.meta.objects?.id;
      if (table) {
        const theirId = theirRecordOf(table);
        const ourId = ourRecordOf(table);
        expect(theirId, `no location-2 record of ${table} in this suite: add one`).toBeDefined();
        const url = fill(route.url, { id: theirId! });
        const response = await located({ method: 'GET', url });
        if (response.statusCode !== 404) wrong.push(`${url}: ${response.statusCode} (expected 404)`);
        const mine = await located({ method: 'GET', url: fill(route.url, { id: ourId! }) });
        expect(mine.statusCode, `${route.url} for location 1's record: ${mine.body}`).toBe(200);
        continue;
      }
      for (const query of queriesOf(route)) {
        const url = `${fill(route.url, {})}${query}`;
        const response = await located({ method: 'GET', url });
        expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
        for (const leak of leaksIn(response.body, response.headers['content-type'] as string))
          wrong.push(`${url}: ${leak}`);
      }
    }
    expect(wrong, permit.description).toEqual([]);
  });
});

describe('live notifications (the websocket pushes the rows written for the user)', () => {
  it("writes the held staff member no notification about location 2's orders or work", async () => {
    const rows = await q<{ sales_order_id: number | null; work_order_id: number | null }>(
      w.t,
      `select sales_order_id, work_order_id from notifications where user_id = $1`,
      [locatedUserId],
    );
    // Location 1's activity does reach them: the check is not vacuous.
    expect(rows.some((r) => r.sales_order_id === ours.order)).toBe(true);
    expect(rows.filter((r) => r.sales_order_id === theirs.order || r.work_order_id === theirs.work)).toEqual(
      [],
    );
  });
});
