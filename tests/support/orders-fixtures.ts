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
  /** The demo store's first location (a counter order is taken at one). */
  locationId: number;
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

/** A copy of an existing user (same password and role) as a new login. */
export async function cloneUser(
  t: TestApp,
  from: string,
  changes: { email: string; first_name?: string; vendor_id?: number },
): Promise<number> {
  const row = await one<{ id: number }>(
    t,
    `insert into users (audience, email, password_hash, first_name, last_name, role_id, store_id, vendor_id)
     select audience, $1, password_hash, coalesce($2::text, first_name), last_name, role_id, store_id,
            coalesce($3::int, vendor_id)
     from users where email = $4 returning id`,
    [changes.email, changes.first_name ?? null, changes.vendor_id ?? null, from],
  );
  return row.id;
}

export async function createWorld(overrides: Record<string, string> = {}): Promise<World> {
  const t = await createTestApp(overrides);
  const { app } = t;
  const storeId = (await one<{ id: number }>(t, `select id from stores where slug = 'demo'`)).id;
  const fixitStoreId = (await one<{ id: number }>(t, `select id from stores where slug = 'fixit'`)).id;
  const benchVendorId = (await one<{ id: number }>(t, `select id from vendors where name = 'Bench Workshop'`))
    .id;

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
    await one<{ id: number }>(
      t,
      `insert into vendors (name, email) values ('Lathe & Co', 'hi@lathe.test') returning id`,
    )
  ).id;
  await cloneUser(t, 'owner@bench.test', { email: 'owner@lathe.test', vendor_id: otherVendorId });

  // A second customer of the demo store.
  await cloneUser(t, 'customer@demo.test', { email: 'second@demo.test', first_name: 'Sam' });
  const customer2User = (
    await one<{ id: number }>(t, `select id from users where email = 'second@demo.test'`)
  ).id;
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
  for (const [name, [email, face, url]] of Object.entries(logins) as [
    string,
    readonly [string, 'portal' | 'storefront' | 'vendor', string?],
  ][]) {
    const session = await login(app, email, face, url);
    tokens[name] = session.access;
    userIds[name] = session.body.data.user.id;
    callers[name] = as(app, session.access);
  }
  const customerOf = async (email: string) =>
    (
      await one<{ id: number }>(
        t,
        `select c.id from customers c join users u on u.id = c.user_id where u.email = $1`,
        [email],
      )
    ).id;
  return {
    t,
    app,
    storeId,
    fixitStoreId,
    benchVendorId,
    otherVendorId,
    customerId: await customerOf('customer@demo.test'),
    locationId: (
      await one<{ id: number }>(t, `select id from locations where store_id = $1 order by id limit 1`, [
        storeId,
      ])
    ).id,
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
  return (
    await one<{ id: number }>(t, `select id from services where store_id = $1 and name = $2`, [storeId, name])
  ).id;
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
      payload: {
        store_id: storeId,
        service_id: await serviceId(w.t, storeId, name),
        ...(cartId ? { cart_id: cartId } : {}),
      },
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
  return (
    await one<{ id: number }>(
      t,
      `select id from sales_order_items where sales_order_id = $1 order by line_no`,
      [salesOrderId],
    )
  ).id;
}

export interface RuledService {
  serviceId: number;
  metal: number;
  gold: number;
  silver: number;
  engraving: number;
  size: number;
}

/**
 * A service with option rules, stored as the service editor stores them: Metal (radio, required, option
 * cost: Gold +$10), Engraving (short text, required, shown only when Metal is Gold), Size (current/desired;
 * validation: desired greater than current + 2 is refused with its message).
 */
export async function createRuledService(t: TestApp, storeId: number): Promise<RuledService> {
  const { createOption } = await import('../../src/shared/rules/index.ts');
  const serviceId = (
    await one<{ id: number }>(
      t,
      `insert into services (store_id, name, description, base_price_cents, sequence) values ($1, 'Custom Ring Work', 'Ruled', 4500, 99) returning id`,
      [storeId],
    )
  ).id;
  const insertOption = async (
    sequence: number,
    type: 4 | 6 | 1,
    label: string,
    extra: Record<string, unknown>,
  ) => {
    const o = createOption({ id: 0, type, sequence, label: { value: label }, ...extra });
    return (
      await one<{ id: number }>(
        t,
        `insert into service_options (store_id, service_id, sequence, type, tag, label, toggles, meta_data, advance_option_meta_data)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          storeId,
          serviceId,
          sequence,
          type,
          o.tag,
          label,
          o.toggles,
          o.meta_data,
          o.advance_option_meta_data,
        ],
      )
    ).id;
  };
  const on = { active: true, value: null };
  const metal = await insertOption(1, 6, 'Metal', {
    toggles: { is_required: on, is_option_cost: on } as never,
  });
  const gold = (
    await one<{ id: number }>(
      t,
      `insert into option_values (store_id, option_id, sequence, value, price_cents) values ($1, $2, 1, 'Gold', 1000) returning id`,
      [storeId, metal],
    )
  ).id;
  const silver = (
    await one<{ id: number }>(
      t,
      `insert into option_values (store_id, option_id, sequence, value, price_cents) values ($1, $2, 2, 'Silver', 0) returning id`,
      [storeId, metal],
    )
  ).id;
  const engraving = await insertOption(2, 1, 'Engraving', { toggles: { is_required: on } as never });
  const logic = (
    await one<{ id: number }>(
      t,
      `insert into option_logics (store_id, option_id, action, conditional_join, apply_to_option_id) values ($1, $2, 'show', 'all', 1) returning id`,
      [storeId, engraving],
    )
  ).id;
  await q(
    t,
    `insert into logic_rules (store_id, logic_id, logic_sequence_number, compare_option_field, operator_type, compare_to) values ($1, $2, 1, 0, 'is', $3)`,
    [storeId, logic, JSON.stringify(String(gold))],
  );
  const size = await insertOption(3, 4, 'Ring size', {
    toggles: { validation: on } as never,
    advance_option_meta_data: {
      is_validation: true,
      validations_rules: [
        {
          tag: 'size',
          validation_rule: 1,
          compare_field: 'desired_size',
          variable_field: 'current_size + 2',
          condition: 'greater_than',
          validation_message: 'A ring can only go up 2 sizes.',
        },
      ],
    },
  });
  return { serviceId, metal, gold, silver, engraving, size };
}
