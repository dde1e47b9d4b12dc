// Cross-tenant access (BOLA), generated from the route table: every route that takes an object id is called
// with another tenant's object — by the owner of store A, by a vendor not linked to store B, by a customer
// of store A, and (for a customer's orders and what hangs from them) by another customer of store B — and
// must answer 403 or 404 and leave every row as it was; once with row-level security on, and once with it
// off so that the application's own checks are judged. The ids come from each route's declared objects
// (route-meta `objects`: parameter → table; a 'value' parameter such as a transition's action is tried
// with every value of its enum); parents follow the foreign keys, so nested routes get a coherent chain
// (service → option → value) of the victim's rows. Bodies are valid for the route, so a refusal is the
// route's decision about the object, not about the input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, login, type TestApp } from '../support/test-app.ts';
import { dataOf, loginActors, type Actors, type Caller } from '../support/actors.ts';
import {
  apiRoutes,
  changedTables,
  databaseFingerprint,
  fill,
  sampleOf,
  type ApiRoute,
} from '../support/route-table.ts';
import { multipart, png } from '../support/forms.ts';

let t: TestApp;
let a: Actors;
let routes: ApiRoute[];

interface ForeignKey {
  child: string;
  columns: string[];
  parent: string;
  parentColumns: string[];
}
let foreignKeys: ForeignKey[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
  routes = apiRoutes(t);
  const fks = await t.db.$client.query<ForeignKey>(`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
           array(select attname from pg_attribute where attrelid = c.conrelid and attnum = any(c.conkey) order by attnum)::text[] as columns,
           array(select attname from pg_attribute where attrelid = c.confrelid and attnum = any(c.confkey) order by attnum)::text[] as "parentColumns"
      from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
  foreignKeys = fks.rows;
  await victimFixtures();
});
afterAll(() => t.close());

/** Store B (fixit) and a vendor working for store B only (Loupe Lab) own the objects under attack. */
const victim = () => ({ store: a.ids.fixit, vendor: a.ids.loupe });

/** Makes sure store B and its vendor own one of everything a route can point at. */
async function victimFixtures() {
  const owner = a.fixitOwner;
  const service = dataOf<{ id: number; options: { values: { id: number }[] }[] }>(
    await owner({
      method: 'POST',
      url: '/api/v1/store/services',
      payload: {
        name: 'Victim service',
        images: [{ url: 'https://fixit.example/one.png' }],
        options: [
          { type: 3, label: { value: 'Count' } },
          {
            type: 10,
            label: { value: 'Colour' },
            values: [
              { id: 'red', value: 'Red', images: [{ url: 'https://fixit.example/red.png' }] },
              { id: 'blue', value: 'Blue' },
            ],
          },
          {
            type: 1,
            label: { value: 'Note' },
            logics: [
              {
                action: 'show',
                conditional_join: 'all',
                rules: [
                  { compare_option_field: 0, operator_type: 'greater_than', compare_to: 1 },
                  { compare_option_field: 1, operator_type: 'is', compare_to: 'red' },
                ],
              },
            ],
          },
        ],
      },
    }),
    201,
  );
  expect(service.options).toHaveLength(3);
  await owner({
    method: 'POST',
    url: '/api/v1/price-list',
    payload: { name: 'Victim list', items: [{ name: 'x', price: 1 }] },
  });
  await owner({
    method: 'POST',
    url: '/api/v1/commission-rules',
    payload: { name: 'Victim rule', commission_type: 'fixed', amount: 2 },
  });
  await owner({
    method: 'POST',
    url: '/api/v1/vendor-invitations',
    payload: { email: 'victim@vendor.test' },
  });
  await owner({
    method: 'POST',
    url: '/api/v1/staff-invitations',
    payload: { email: 'victim@staff.test', permissions: [{ module_id: 3, permissions: [3] }] },
  });
  await owner({ method: 'POST', url: '/api/v1/uploads', ...multipart(png) });
  await a.loupeOwner({
    method: 'POST',
    url: '/api/v1/vendor-price-lists',
    payload: { name: 'Victim rates', items: [{ name: 'y', price: 3 }] },
  });
  // Webhook endpoints of both, so the orders below queue deliveries for each (no worker sends them here).
  await owner({
    method: 'POST',
    url: '/api/v1/webhook-endpoints',
    payload: { url: 'https://fixit.example/hooks' },
  });
  await a.loupeOwner({
    method: 'POST',
    url: '/api/v1/vendor-webhook-endpoints',
    payload: { url: 'https://loupe.example/hooks' },
  });
  // Loupe Lab's own business: a customer, a service, a sales order, a team invitation.
  const loupeCustomer = dataOf<{ id: number }>(
    await a.loupeOwner({
      method: 'POST',
      url: '/api/v1/vendor-customers',
      payload: { first_name: 'Lena', last_name: 'Loupe', email: 'lena@loupe.example' },
    }),
    201,
  );
  for (const [url, payload] of [
    ['vendor-services', { name: 'Loupe polish', price: 12 }],
    ['vendor-sales-orders', { customer_id: loupeCustomer.id, items: [{ name: 'Polish', cost: 12 }] }],
    ['vendor-staff-invitations', { email: 'newhire@loupe.example' }],
  ] as const)
    dataOf(await a.loupeOwner({ method: 'POST', url: `/api/v1/${url}`, payload }), 201);
  await victimOrders();
  // The platform bills store B: an invoice and a bill item on it (the platform writes these, no owner route).
  const invoice = await t.db.$client.query<{ id: number }>(
    `insert into platform_invoices (store_id, invoice_no, total_cents) values ($1, 'PI-VICTIM', 6400) returning id`,
    [victim().store],
  );
  await t.db.$client.query(
    `insert into bill_items (store_id, description, amount_cents, platform_invoice_id) values ($1, 'Victim extra', 500, $2)`,
    [victim().store, invoice.rows[0]!.id],
  );
}

/**
 * Store B's order domain, made through the API as its people would: a fixit customer's order checked out
 * and completed (its feedback row), then a second one received, its item's work order sent to Loupe Lab and
 * started there with an additional charge, an extra charge on the order, an estimate sent to Loupe Lab and
 * an invoice from Loupe Lab. The domain events leave notifications for store B's users on the way. The
 * newest row of each table is what the routes are attacked with: the live order, not the completed one.
 */
async function victimOrders() {
  const store = a.ids.fixit;
  const owner = a.fixitOwner;
  const loupe = a.loupeOwner;
  const customer = as(
    t.app,
    (await login(t.app, 'customer@fixit.test', 'storefront', 'fixit.localhost')).access,
  );
  const post = async <T = { id: number }>(caller: Caller, url: string, payload: object = {}, status = 201) =>
    dataOf<T>(await caller({ method: 'POST', url: `/api/v1${url}`, payload }), status);
  const move = (caller: Caller, path: string, id: number, action: string, payload: object = {}) =>
    post(caller, `/${path}/${id}/transitions/${action}`, payload, 200);
  const battery = await one(`select id from services where store_id = $1 and name = 'Battery Replacement'`, [
    store,
  ]);
  const checkout = async () => {
    const cart = await post<{ cart_id: string }>(customer, '/add-to-carts', {
      store_id: store,
      service_id: battery!.id,
    });
    return post(customer, '/checkout', { store_id: store, cart_id: cart.cart_id });
  };

  const done = await checkout();
  // Never paid: the owner hands it over with the balance owed (docs/product.md#payments-pickup-balance).
  for (const action of ['receive', 'start', 'mark_ready', 'complete'])
    await move(
      owner,
      'sales-orders',
      done.id,
      action,
      action === 'complete' ? { override_balance: true } : {},
    );

  const order = await checkout();
  await move(owner, 'sales-orders', order.id, 'receive');
  const [item] = dataOf<{ id: number }[]>(
    await owner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/items` }),
  );
  const work = await post(owner, '/work-orders', { sales_order_item_id: item!.id, source: 1 });
  await move(owner, 'work-orders', work.id, 'send', { vendor_id: a.ids.loupe });
  await move(loupe, 'work-orders', work.id, 'accept');
  await move(loupe, 'work-orders', work.id, 'start');
  await post(loupe, `/work-orders/${work.id}/additional-charges`, { amount: 12.5, reason: 'New flex cable' });
  await post(owner, `/sales-orders/${order.id}/extra-charges`, { amount: 5, reason: 'Express return' });

  const estimate = await post(customer, '/estimates', { items: [{ description: 'Water damage check' }] });
  await move(owner, 'estimates', estimate.id, 'send_to_vendor', { vendor_id: a.ids.loupe });

  // The work is on hold (its additional charge waits), so the invoice bills a line of its own: only
  // finished work may be invoiced.
  const invoice = await post(loupe, '/invoices', {
    store_id: store,
    items: [{ description: `Battery swap for ${String(work.id)}`, amount: 30 }],
  });
  await move(loupe, 'invoices', invoice.id, 'send');

  const bell = dataOf<{ results: unknown[] }>(
    await owner({ method: 'GET', url: '/api/v1/notifications/user' }),
  );
  expect(bell.results.length).toBeGreaterThan(0);
}

/** Route-meta markers of parameters that are not object ids (src/server/route-meta.ts). */
const notObjects = new Set(['token', 'value']);

const one = async (sql: string, params: unknown[]) =>
  (await t.db.$client.query(sql, params)).rows[0] as Record<string, unknown> | undefined;

/** The column naming a table's tenant, with the victim's id in it. */
function tenantOf(table: string, resource: string | undefined): [string, number] | null {
  const v = victim();
  if (table === 'stores') return ['id', v.store];
  if (table === 'vendors') return ['id', v.vendor];
  if (table === 'users') return resource === 'vendor-users' ? ['vendor_id', v.vendor] : ['store_id', v.store];
  return null;
}

async function columnsOf(table: string): Promise<string[]> {
  const result = await t.db.$client.query<{ name: string }>(
    `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1`,
    [table],
  );
  return result.rows.map((r) => r.name);
}

/** One of the victim's rows of `table` (a vendor-owned table: the victim vendor's). */
async function victimRow(table: string, resource?: string): Promise<Record<string, unknown> | undefined> {
  const special = tenantOf(table, resource);
  if (special) {
    const roles =
      table === 'users' ? ` and role_id in (${resource === 'vendor-users' ? '7, 8' : '3, 4'})` : '';
    return one(`select * from "${table}" where ${special[0]} = $1${roles} order by 1 desc limit 1`, [
      special[1],
    ]);
  }
  const columns = await columnsOf(table);
  const vendorOwned = columns.includes('vendor_id') && !columns.includes('store_id');
  const [column, id] = vendorOwned ? ['vendor_id', victim().vendor] : ['store_id', victim().store];
  if (!columns.includes(column)) return undefined;
  // A table keyed by its tenant (store_settings) is identified by it.
  const key = columns.includes('id') ? 'id' : column;
  const row = await one(`select * from "${table}" where ${column} = $1 order by ${key} desc limit 1`, [id]);
  return row && { ...row, id: row[key] };
}

/** The id of the `parent` row a `row` of `table` hangs under, following foreign keys (breadth first). */
async function parentId(table: string, row: Record<string, unknown>, parent: string): Promise<unknown> {
  const queue: [string, Record<string, unknown>][] = [[table, row]];
  const seen = new Set<string>();
  while (queue.length) {
    const [current, values] = queue.shift()!;
    for (const fk of foreignKeys.filter((f) => f.child === current && !seen.has(`${f.child}>${f.parent}`))) {
      seen.add(`${fk.child}>${fk.parent}`);
      const where = fk.parentColumns.map((c, i) => `${c} = $${i + 1}`).join(' and ');
      const found = await one(
        `select * from "${fk.parent}" where ${where}`,
        fk.columns.map((c) => values[c]),
      );
      if (!found) continue;
      if (fk.parent === parent) return found.id;
      queue.push([fk.parent, found]);
    }
  }
  return undefined;
}

/** Values for a route's parameters, all pointing into the victim's data; null when it owns no such row. */
async function victimParams(route: ApiRoute): Promise<Record<string, string | number> | null> {
  const objects = route.meta.objects ?? {};
  const params = route.paramNames.filter((p) => !notObjects.has(objects[p] ?? ''));
  if (!params.length) return null;
  const deepest = params[params.length - 1]!;
  const row = await victimRow(objects[deepest]!, route.meta.resource);
  if (!row) return null;
  const values: Record<string, string | number> = { [deepest]: row.id as number };
  for (const p of params.slice(0, -1)) {
    const table = objects[p]!;
    if (table === 'stores') values[p] = victim().store;
    else {
      const id = await parentId(objects[deepest]!, row, table);
      if (id === undefined) return null;
      values[p] = id as number;
    }
  }
  return values;
}

/** The values a 'value' parameter is tried with: each of its params-schema enum, or its examples. */
function valuesOf(route: ApiRoute, param: string): (string | number)[] {
  const schema = route.params?.properties?.[param];
  return ((schema?.enum ?? schema?.examples ?? []) as (string | number)[]).slice();
}

/** The routes whose path names something: each must declare what every parameter names. */
const routesWithParams = () => routes.filter((r) => r.paramNames.length && !r.meta.public && !r.websocket);

/** Reference lists (countries, cities) and the platform's plans belong to no tenant: no victim. */
const tenantless = new Set(['countries', 'cities', 'plans']);

/** The object tables a route's parameters point into, in path order. */
const objectTables = (route: ApiRoute) =>
  route.paramNames.map((p) => route.meta.objects?.[p]).filter((t): t is string => !!t && !notObjects.has(t));

/**
 * The parameter sets a route is attacked with: the victim's objects, times every value of each 'value'
 * parameter (a transition route is tried with each action of its machine). Empty when the victim owns no
 * such object or a 'value' parameter has nothing to try (both fail the suite below).
 */
async function victimCalls(route: ApiRoute): Promise<Record<string, string | number>[]> {
  const params = await victimParams(route);
  if (!params) return [];
  let calls = [params];
  for (const p of route.paramNames.filter((p) => route.meta.objects?.[p] === 'value')) {
    const values = valuesOf(route, p);
    calls = calls.flatMap((call) => values.map((v) => ({ ...call, [p]: v })));
  }
  return calls;
}

/** A body the route would accept from its owner: for an update, the object as its reader answers it. */
async function bodyFor(route: ApiRoute, url: string) {
  if (route.meta.multipart) return multipart(Buffer.from('sku,value\nX,Y\n'), {}, 'text/csv');
  if (route.method === 'PUT') {
    const read = await a.admin({ method: 'GET', url });
    return { payload: read.statusCode === 200 ? read.json().data : {} };
  }
  // A body that passes validation, so the answer is the handler's (a 400 would prove nothing).
  if (route.method === 'POST' || route.method === 'PATCH') return { payload: sampleOf(route.body) as object };
  return {};
}

/** The store's customers attack store B's orders and what hangs from them (see sameStoreCustomer). */
const customerColumns = ['customer_id', 'sales_order_id', 'estimate_id'];

/** Whether a route's object belongs to a customer: its row names a customer, an order or an estimate. */
async function customerOwned(route: ApiRoute): Promise<boolean> {
  const tables = objectTables(route);
  const columns = tables.length ? await columnsOf(tables[tables.length - 1]!) : [];
  return columns.some((c) => customerColumns.includes(c));
}

/** Calls every route with the victim's objects as `attacker`: what was not refused, or changed a row. */
async function attack(attacker: Caller, only?: (route: ApiRoute) => Promise<boolean>) {
  const leaks: string[] = [];
  const tried = new Set<string>();
  for (const route of routesWithParams()) {
    if (only && !(await only(route))) continue;
    for (const params of await victimCalls(route)) {
      tried.add(`${route.method} ${route.url}`);
      const url = fill(route.url, params);
      const body = await bodyFor(route, url);
      const before = await databaseFingerprint(t);
      const response = await attacker({ method: route.method as 'GET', url, ...body });
      const changed = changedTables(before, await databaseFingerprint(t));
      if (![403, 404].includes(response.statusCode) || changed.length)
        leaks.push(
          `${route.method} ${url} → ${response.statusCode}${changed.length ? `, changed ${changed.join(', ')}` : ''}`,
        );
    }
  }
  return { leaks, tried: [...tried] };
}

/** Another customer of store B (the victim's own store): a copy of its demo customer's login. */
let sameStoreCustomer: Caller;
async function loginSameStoreCustomer() {
  // No route registers a customer login (the storefront's accounts are seeded or made at checkout).
  await t.db.$client.query(
    `insert into users (audience, email, password_hash, first_name, last_name, role_id, store_id)
     select audience, 'other@fixit.test', password_hash, 'Olly', 'Other', role_id, store_id
       from users where email = 'customer@fixit.test'`,
  );
  await t.db.$client.query(
    `insert into customers (store_id, user_id, first_name, last_name, email)
     select store_id, id, first_name, last_name, email from users where email = 'other@fixit.test'`,
  );
  sameStoreCustomer = as(
    t.app,
    (await login(t.app, 'other@fixit.test', 'storefront', 'fixit.localhost')).access,
  );
}

/** Row-level security on or off for every table with policies (the test database's owner may do so). */
async function rowLevelSecurity(on: boolean) {
  const tables = await t.db.$client.query<{ name: string }>(
    `select distinct tablename as name from pg_policies where schemaname = 'public'`,
  );
  for (const { name } of tables.rows)
    await t.db.$client.query(
      on
        ? `alter table "${name}" enable row level security, force row level security`
        : `alter table "${name}" disable row level security`,
    );
}

const attackers: [string, () => Caller][] = [
  ['the owner of store A', () => a.owner],
  ['a vendor not linked to store B', () => a.vendorOwner],
  ['a customer of store A', () => a.customer],
];

// Each attacker tries every object route of the route table (hundreds of calls): its time grows with the
// API, so it gets more room than a single-call test.
const everyRoute = { timeout: 180_000 * Math.max(1, Number(process.env.TEST_TIMEOUT_SCALE) || 1) };

describe('cross-tenant access to objects', everyRoute, () => {
  // A route added later cannot slip past this suite: every path parameter is declared (an object's table,
  // 'token' or 'value'), every 'value' parameter has values to try, and store B owns an object of every
  // table a route points into — otherwise the suite fails, naming the route.
  it('knows what every path parameter of every non-public route names', () => {
    const undeclared = routesWithParams()
      .filter((r) => r.paramNames.some((p) => !r.meta.objects?.[p]))
      .map((r) => `${r.method} ${r.url} (${r.paramNames.filter((p) => !r.meta.objects?.[p]).join(', ')})`);
    // Declare them in the route's meta (src/server/route-meta.ts: guarded / publicRoute `objects`).
    expect(undeclared, 'routes with undeclared path parameters').toEqual([]);
  });

  it("has values to try for every 'value' parameter (its params-schema enum or examples)", () => {
    const missing = routesWithParams().flatMap((r) =>
      r.paramNames
        .filter((p) => r.meta.objects?.[p] === 'value' && !valuesOf(r, p).length)
        .map((p) => `${r.method} ${r.url} (:${p})`),
    );
    expect(missing, "'value' parameters without an enum or examples").toEqual([]);
  });

  it('finds a victim object of store B or its vendor for every object route', async () => {
    const unresolved: string[] = [];
    const noFixture: string[] = [];
    for (const route of routesWithParams()) {
      const tables = objectTables(route);
      if (!tables.length || tables.every((t) => tenantless.has(t))) continue;
      if ((await victimCalls(route)).length) continue;
      const deepest = tables[tables.length - 1]!;
      if (await victimRow(deepest, route.meta.resource)) unresolved.push(`${route.method} ${route.url}`);
      else noFixture.push(`${route.method} ${route.url} (no ${deepest} of store B)`);
    }
    // Give store B (and Loupe Lab) such rows in victimFixtures() to cover a new table.
    expect(noFixture, 'object routes without a store-B object to try').toEqual([]);
    expect(unresolved, 'object routes whose parents could not be followed').toEqual([]);
  });

  it.each(attackers)(
    'refuses %s every object of store B and of its vendor, changing nothing',
    async (_who, attacker) => {
      const { leaks, tried } = await attack(attacker());
      expect(leaks).toEqual([]);
      expect(tried.length).toBeGreaterThan(80);
      // The order domain is in: every lifecycle's transition route was tried.
      expect(tried.filter((r) => r.endsWith('/transitions/:action'))).toHaveLength(6);
    },
  );

  it("refuses another customer of store B the customer's orders and everything on them", async () => {
    await loginSameStoreCustomer();
    const { leaks, tried } = await attack(sameStoreCustomer, customerOwned);
    expect(leaks).toEqual([]);
    expect(tried).toEqual(
      expect.arrayContaining([
        'GET /api/v1/sales-orders/:id',
        'POST /api/v1/sales-orders/:id/transitions/:action',
        'POST /api/v1/estimates/:id/transitions/:action',
        'POST /api/v1/extra-charges/:id/transitions/:action',
        'POST /api/v1/additional-charges/:id/transitions/:action',
      ]),
    );
  });

  // Row-level security would hide a missing check in a route (the rls suite tests it alone): with it
  // switched off, the application's own checks must refuse the same calls.
  describe("with row-level security off, by the application's checks alone", () => {
    beforeAll(() => rowLevelSecurity(false));
    afterAll(() => rowLevelSecurity(true));

    it.each(attackers)('refuses %s every object of store B and of its vendor', async (_who, attacker) => {
      expect((await attack(attacker())).leaks).toEqual([]);
    });

    it("refuses another customer of store B the customer's orders", async () => {
      expect((await attack(sameStoreCustomer, customerOwned)).leaks).toEqual([]);
    });
  });
});
