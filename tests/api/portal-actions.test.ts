// The portals' transition buttons equal what the server allows: for every state of the sales-order,
// work-order (external and internal work) and invoice machines and every portal role (store owner, staff
// with the order modules, staff who may only view, staff who may work orders at the order's location and
// staff who may at another location only, super admin; vendor owner and vendor staff), the actions
// actionsFor() shows are exactly the transitions the API accepts (200); every other action of the machine
// is refused (403, 409, or 404 where the record is not this user's to see). Generated from the machine
// tables: no state, action or role is listed by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsFor, type ActingSession } from '../../src/shared/permission-registry.ts';
import {
  invoiceMachine,
  salesOrderMachine,
  workOrderMachine,
  type Machine,
} from '../../src/shared/state-machines.ts';
import { Action, Module } from '../../src/shared/roles.ts';
import {
  cloneUser,
  createWorld,
  placeOrder,
  q,
  type Caller,
  type World,
} from '../support/orders-fixtures.ts';
import { as, login } from '../support/test-app.ts';

const portalUsers = {
  owner: ['owner@demo.test', 'portal'],
  staff: ['staff@demo.test', 'portal'],
  limitedStaff: ['limited@demo.test', 'portal'],
  deskStaff: ['desk@demo.test', 'portal'],
  otherDeskStaff: ['other-desk@demo.test', 'portal'],
  admin: ['admin@platform.test', 'portal'],
  vendorOwner: ['owner@bench.test', 'vendor'],
  vendorStaff: ['staff@bench.test', 'vendor'],
} as const;
type PortalUser = keyof typeof portalUsers;
const isVendorUser = (user: PortalUser) => portalUsers[user][1] === 'vendor';
const isStoreUser = (user: PortalUser) => sessions[user].storeId != null;

interface Subject {
  name: string;
  machine: Machine;
  path: string;
  /** Where this user reads the record, when its audience has a collection of its own. */
  readPath?(user: PortalUser): string;
  id: number;
  facts: { storeId: number; locationId?: number | null; source?: number; vendorId?: number | null };
  reset(state: string): Promise<void>;
  body?(action: string): object;
}

let w: World;
const sessions = {} as Record<PortalUser, ActingSession>;
const subjects: Subject[] = [];

/** Staff who may view, create and edit sales orders and work orders at one location only. */
async function deskStaff(email: string, locationId: number) {
  const userId = await cloneUser(w.t, 'staff@demo.test', { email });
  for (const module of [Module.salesOrder, Module.workOrder])
    await q(
      w.t,
      `insert into staff_permissions (store_id, user_id, module_id, location_id, actions) values ($1, $2, $3, $4, $5)`,
      [w.storeId, userId, module, locationId, [Action.view, Action.create, Action.edit]],
    );
  callers[email] = as(w.app, (await login(w.app, email, 'portal')).body.data!.access as string);
}
const callers: Record<string, Caller> = {};

beforeAll(async () => {
  w = await createWorld();
  // The order is taken at the store's first location: desk staff work there, other-desk staff elsewhere.
  const [here, elsewhere] = await q<{ id: number }>(
    w.t,
    `select id from locations where store_id = $1 order by id`,
    [w.storeId],
  );
  await deskStaff('desk@demo.test', here!.id);
  await deskStaff('other-desk@demo.test', elsewhere!.id);
  for (const [name, [email, app]] of Object.entries(portalUsers) as [
    PortalUser,
    (typeof portalUsers)[PortalUser],
  ][]) {
    const { body } = await login(w.app, email, app);
    const data = (
      body as unknown as {
        data: {
          role: ActingSession['role'];
          store: { id: number } | null;
          user: { vendor?: { id: number } | null };
        };
      }
    ).data;
    sessions[name] = {
      role: data.role,
      storeId: data.store?.id ?? null,
      vendorId: data.user.vendor?.id ?? null,
    };
  }
  const order = await placeOrder(w, w.customer, { services: ['Watch Battery', 'Watch Battery'] });
  await q(w.t, `update sales_orders set status = 'in_progress', location_id = $2 where id = $1`, [
    order.id,
    here!.id,
  ]);
  const items = await q<{ id: number }>(
    w.t,
    `select id from sales_order_items where sales_order_id = $1 order by line_no`,
    [order.id],
  );
  const workOrder = async (itemId: number, source: 1 | 2) => {
    const created = await w.owner({
      method: 'POST',
      url: '/api/v1/work-orders',
      payload: { sales_order_item_id: itemId, source },
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    return created.json().data.id as number;
  };
  const facts = { storeId: w.storeId, locationId: here!.id };
  subjects.push({
    name: 'sales order',
    machine: salesOrderMachine,
    path: 'sales-orders',
    id: order.id,
    facts,
    // Owing nothing: completing an order with a balance is its own rule (docs/product.md#payments-pickup-balance,
    // tests/api/ledger.test.ts), not a button the machine hides.
    reset: async (s) =>
      void (await q(w.t, `update sales_orders set status = $2, total_cents = 0 where id = $1`, [
        order.id,
        s,
      ])),
  });
  for (const [source, label] of [
    [1, 'external'],
    [2, 'internal'],
  ] as const) {
    const id = await workOrder(items[source - 1]!.id, source);
    subjects.push({
      name: `${label} work order`,
      machine: workOrderMachine,
      path: 'work-orders',
      readPath: (user) => (isVendorUser(user) ? 'vendor-work-orders' : 'work-orders'),
      id,
      // The vendor the portal knows from the record: the one it was sent to.
      facts: { ...facts, source, vendorId: source === 1 ? w.benchVendorId : null },
      reset: async (s) =>
        void (await q(w.t, `update work_orders set status = $2, vendor_id = $3 where id = $1`, [
          id,
          s,
          source === 1 && s !== 'new' ? w.benchVendorId : null,
        ])),
      body: (a) => (a === 'send' && source === 1 ? { vendor_id: w.benchVendorId } : {}),
    });
  }
  const invoice = await w.vendorOwner({
    method: 'POST',
    url: '/api/v1/invoices',
    payload: { store_id: w.storeId, items: [{ description: 'Ring sizing', amount: 25 }] },
  });
  if (invoice.statusCode !== 201) throw new Error(invoice.body);
  const invoiceId = invoice.json().data.id as number;
  subjects.push({
    name: 'invoice',
    machine: invoiceMachine,
    path: 'invoices',
    readPath: (user) => (isStoreUser(user) ? 'received-invoices' : 'invoices'),
    id: invoiceId,
    facts: { storeId: w.storeId, vendorId: w.benchVendorId },
    reset: async (s) => void (await q(w.t, `update invoices set status = $2 where id = $1`, [invoiceId, s])),
  });
}, 300_000);

afterAll(async () => {
  await w?.t.close();
});

const callerOf = (user: PortalUser): Caller =>
  user === 'deskStaff' || user === 'otherDeskStaff' ? callers[portalUsers[user][0]]! : w[user];

describe.each([salesOrderMachine, workOrderMachine, invoiceMachine].map((m) => [m.entity, m] as const))(
  'the %s buttons',
  (_entity, machine) => {
    for (const user of Object.keys(portalUsers) as PortalUser[]) {
      it(`equal the transitions the server allows ${user} in every state`, async () => {
        for (const subject of subjects.filter((s) => s.machine === machine)) {
          for (const state of machine.states) {
            const shown = actionsFor(machine, state, sessions[user], subject.facts);
            const allowed: string[] = [];
            for (const action of machine.actions) {
              await subject.reset(state);
              const response = await callerOf(user)({
                method: 'POST',
                url: `/api/v1/${subject.path}/${subject.id}/transitions/${action}`,
                // A note is what a form action (record_work) asks for; a plain transition takes it too.
                payload: { note: `tries ${action}`, ...(subject.body?.(action) ?? {}) },
              });
              expect([200, 403, 404, 409], `${subject.name} ${state} ${action}: ${response.body}`).toContain(
                response.statusCode,
              );
              // A 404 is only for a record this user cannot read at all, never a hidden refusal.
              if (response.statusCode === 404) {
                const read = await callerOf(user)({
                  method: 'GET',
                  url: `/api/v1/${subject.readPath?.(user) ?? subject.path}/${subject.id}`,
                });
                expect(read.statusCode, `${user} reads ${subject.name} after a 404 on ${action}`).toBe(404);
              }
              if (response.statusCode === 200) allowed.push(action);
            }
            expect(shown, `${subject.name} in ${state} as ${user}`).toEqual(allowed);
          }
        }
      }, 120_000);
    }
  },
);
