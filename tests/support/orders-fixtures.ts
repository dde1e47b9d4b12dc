// Shared set-up of the order-domain API tests: every role logged in (store staff granted the order
// modules, a second customer of the demo store, a vendor not linked to it), a service with option rules,
// orders placed through the real checkout, and direct SQL helpers (the test database's owner is a
// superuser, so these bypass row-level security on purpose: they arrange states and read the truth).
import type { FastifyInstance } from 'fastify';
import { Action, Module } from '../../src/shared/roles.ts';
import { as, createTestApp, login, type TestApp } from './test-app.ts';

export type Caller = ReturnType<typeof as>;

export interface World {
  t: TestApp;
  app: FastifyInstance;
  storeId: number;
  fixitStoreId: number;
  benchVendorId: number;
  otherVendorId: number;
  customerId: number;
  customer2Id: number;
  fixitCustomerId: number;
  userIds: Record<string, number>;
  tokens: Record<string, string>;
  owner: Caller;
  staff: Caller;
  limitedStaff: Caller;
  admin: Caller;
  customer: Caller;
  customer2: Caller;
  fixitOwner: Caller;
  fixitCustomer: Caller;
  vendorOwner: Caller;
  vendorStaff: Caller;
  otherVendor: Caller;
  anonymous: Caller;
}

export async function q<T = Record<string, unknown>>(t: TestApp, text: string, values: unknown[] = []) {
  return (await t.db.$client.query(text, values)).rows as T[];
}

export async function one<T = Record<string, unknown>>(t: TestApp, text: string, values: unknown[] = []) {
  const rows = await q<T>(t, text, values);
  if (!rows[0]) throw new Error(`no row: ${text}`);
  return rows[0];
}

/** A copy of an existing user (same password) as a new login. */
async function cloneUser(t: TestApp, from: string, changes: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(changes);
  const row = await one<{ id: number }>(
    t,
    `insert into users (audience, email, password_hash, first_name, last_name, role_id, store_id, vendor_id)
     select coalesce($2, audience), $1, password_hash, coalesce($3, first_name), last_name, role_id,
            ${columns.includes('store_id') ? '$4' : 'store_id'}, ${columns.includes('vendor_id') ? '$5' : 'vendor_id'}
     from users where email = $6 returning id`,
    [changes.email, changes.audience ?? null, changes.first_name ?? null, changes.store_id ?? null, changes.vendor_id ?? null, from],
  );
  return row.id;
}

export async function createWorld(overrides: Record<string, string> = {}): Promise<World> {
  const t = await createTestApp(overrides);
  const { app } = t;
  const storeId = (await one<{ id: number }>(t, `select id from stores where slug = 'demo'`)).id;
  const fixitStoreId = (await one<{ id: number }>(t, `select id from stores where slug = 'fixit'`)).id;
  const benchVendorId = (await one<{ id: number }>(t, `select id from vendors where name = 'Bench Workshop'`)).id;

  // Store staff with the order modules (the demo staff may only view): the lifecycle suite acts as them.
  const staffId = (await one<{ id: number }>(t, `select id from users where email = 'staff@demo.test'`)).id;
  const granted = [Module.salesOrder, Module.workOrder, Module.estimates, Module.refund, Module.billing];
  for (const module of granted) {
    await q(t, `delete from staff_permissions where user_id = $1 and module_id = $2`, [staffId, module]);
    await q(
      t,
      `insert into staff_permissions (store_id, user_id, module_id, location_id, actions) values ($1, $2, $3, null, $4)`,
      [storeId, staffId, module, [Action.create, Action.edit, Action.view]],
    );
  }
  // A staff member who may only view sales orders.
  const limitedId = await cloneUser(t, 'staff@demo.test', { email: 'limited@demo.test' });
  await q(
    t,
    `insert into staff_permissions (store_id, user_id, module_id, location_id, actions) values ($1, $2, $3, null, $4)`,
    [storeId, limitedId, Module.salesOrder, [Action.view]],
  );

  // A vendor that is not linked to the demo store, with its owner.
  const otherVendorId = (
    await one<{ id: number }>(t, `insert into vendors (name, email) values ('Lathe & Co', 'hi@lathe.test') returning id`)
  ).id;
  await cloneUser(t, 'owner@bench.test', { email: 'owner@lathe.test', vendor_id: otherVendorId });

  // A second customer of the demo store.
  await cloneUser(t, 'customer@demo.test', { email: 'second@demo.test', first_name: 'Sam' });
  const customer2User = (await one<{ id: number }>(t, `select id from users where email = 'second@demo.test'`)).id;
  const customer2Id = (
    await one<{ id: number }>(
      t,
      `insert into customers (store_id, user_id, first_name, last_name, email) values ($1, $2, 'Sam', 'Second', 'second@demo.test') returning id`,
      [storeId, customer2User],
    )
  ).id;

  const logins = {
    owner: ['owner@demo.test', 'portal'],
    staff: ['staff@demo.test', 'portal'],
    limitedStaff: ['limited@demo.test', 'portal'],
    admin: ['admin@platform.test', 'portal'],
    customer: ['customer@demo.test', 'storefront', 'demo.localhost'],
    customer2: ['second@demo.test', 'storefront', 'demo.localhost'],
    fixitOwner: ['owner@fixit.test', 'portal'],
    fixitCustomer: ['customer@fixit.test', 'storefront', 'fixit.localhost'],
    vendorOwner: ['owner@bench.test', 'vendor'],
    vendorStaff: ['staff@bench.test', 'vendor'],
    otherVendor: ['owner@lathe.test', 'vendor'],
  } as const;
  const tokens: Record<string, string> = {};
  const userIds: Record<string, number> = {};
  const callers: Record<string, Caller> = {};
  for (const [name, [email, face, url]] of Object.entries(logins) as [string, readonly [string, 'portal' | 'storefront' | 'vendor', string?]][]) {
    const session = await login(app, email, face, url);
    tokens[name] = session.access;
    userIds[name] = session.body.data.user.id;
    callers[name] = as(app, session.access);
  }
  const customerOf = async (email: string) =>
    (await one<{ id: number }>(t, `select c.id from customers c join users u on u.id = c.user_id where u.email = $1`, [email])).id;
  return {
    t,
    app,
    storeId,
    fixitStoreId,
    benchVendorId,
    otherVendorId,
    customerId: await customerOf('customer@demo.test'),
    customer2Id,
    fixitCustomerId: await customerOf('customer@fixit.test'),
    userIds,
    tokens,
    owner: callers.owner!,
    staff: callers.staff!,
    limitedStaff: callers.limitedStaff!,
    admin: callers.admin!,
    customer: callers.customer!,
    customer2: callers.customer2!,
    fixitOwner: callers.fixitOwner!,
    fixitCustomer: callers.fixitCustomer!,
    vendorOwner: callers.vendorOwner!,
    vendorStaff: callers.vendorStaff!,
    otherVendor: callers.otherVendor!,
    anonymous: (options) => app.inject(options),
  };
}

export async function serviceId(t: TestApp, storeId: number, name: string): Promise<number> {
  return (await one<{ id: number }>(t, `select id from services where store_id = $1 and name = $2`, [storeId, name])).id;
}

/** Adds a service to a new cart and checks it out; returns the sales order record. */
export async function placeOrder(
  w: World,
  caller: Caller,
  options: { storeId?: number; services?: string[]; guest?: object } = {},
) {
  const storeId = options.storeId ?? w.storeId;
  const names = options.services ?? ['Watch Battery'];
  let cartId: string | undefined;
  for (const name of names) {
    const added = await caller({
      method: 'POST',
      url: '/api/v1/add-to-carts',
      payload: { store_id: storeId, service_id: await serviceId(w.t, storeId, name), ...(cartId ? { cart_id: cartId } : {}) },
    });
    if (added.statusCode !== 201) throw new Error(`add-to-carts ${added.statusCode} ${added.body}`);
    cartId = added.json().data.cart_id;
  }
  const checkout = await caller({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: { store_id: storeId, cart_id: cartId, ...(options.guest ? { guest: options.guest } : {}) },
  });
  if (checkout.statusCode !== 201) throw new Error(`checkout ${checkout.statusCode} ${checkout.body}`);
  return checkout.json().data as { id: number; order_no: string; status: string; customer_id: number };
}

export async function firstItemId(t: TestApp, salesOrderId: number): Promise<number> {
  return (await one<{ id: number }>(t, `select id from sales_order_items where sales_order_id = $1 order by line_no`, [salesOrderId])).id;
}
