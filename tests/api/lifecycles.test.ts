// The lifecycles of docs/product.md#orders through the API. For every machine the cases are generated — every
// state
// × every action × every role — and each case is judged against the expected lifecycle written below from
// docs/product.md#orders (independently of src/shared/state-machines.ts, so a wrong entry there fails here):
// an allowed transition answers 200, changes the state and appends exactly one timeline entry and one
// domain event; anything else is 409 (the role may take the action, not from this state), 403 (the role may
// never take it) or 404 (the role cannot see the record) — and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  additionalChargeMachine,
  estimateMachine,
  extraChargeMachine,
  invoiceMachine,
  salesOrderMachine,
  workOrderMachine,
  type Machine,
} from '../../src/shared/state-machines.ts';
import { createWorld, one, placeOrder, q, type Caller, type World } from '../support/orders-fixtures.ts';

const roles = ['owner', 'staff', 'admin', 'customer', 'vendorOwner', 'vendorStaff'] as const;
type RoleName = (typeof roles)[number];
const STORE: RoleName[] = ['owner', 'staff', 'admin'];
const VENDOR: RoleName[] = ['vendorOwner', 'vendorStaff'];

interface Edge {
  from: string[];
  action: string;
  to: string;
  by: RoleName[];
}
const edge = (from: string | string[], action: string, to: string, by: RoleName[]): Edge => ({
  from: Array.isArray(from) ? from : [from],
  action,
  to,
  by,
});

/** docs/product.md#orders, as who may do what. */
const salesOrderEdges = [
  edge('placed', 'receive', 'received', STORE),
  edge('received', 'start', 'in_progress', STORE),
  edge('in_progress', 'mark_ready', 'ready', STORE),
  edge('ready', 'complete', 'completed', STORE),
  edge('placed', 'cancel', 'cancelled', [...STORE, 'customer']),
  edge(['received', 'in_progress', 'ready'], 'cancel', 'cancelled', STORE),
  edge('completed', 'refund', 'refunded', STORE),
];
/** A work order: the worker is the vendor it is sent to (external) or the store's own users (internal). */
const workOrderEdges = (worker: RoleName[]) => [
  edge('new', 'send', 'sent', STORE),
  edge('sent', 'accept', 'accepted', worker),
  edge('sent', 'decline', 'new', worker),
  edge('accepted', 'start', 'in_progress', worker),
  // The bench records work (notes, parts) without moving the work order.
  edge('in_progress', 'record_work', 'in_progress', worker),
  edge('on_hold', 'record_work', 'on_hold', worker),
  // hold / resume follow additional charges: no caller takes them.
  edge('in_progress', 'finish', 'done', worker),
  edge('done', 'return', 'returned', [...new Set([...worker, ...STORE])]),
];
const estimateEdges = (quoters: RoleName[]) => [
  edge('requested', 'send_to_vendor', 'requested', STORE),
  edge('requested', 'quote', 'quoted', quoters),
  edge('quoted', 'approve', 'approved', ['customer', ...STORE]),
  edge('quoted', 'decline', 'declined', ['customer', ...STORE]),
  edge('approved', 'convert', 'converted', ['customer', ...STORE]),
  edge(['requested', 'quoted'], 'expire', 'expired', STORE),
];
const additionalChargeEdges = [
  // The customer answers with the payment link (tested with the payment pages), not as a logged-in user.
  edge('requested', 'pay', 'paid', STORE),
  // docs/product.md#orders-charge-answer: an agreed charge is paid when the store takes the money.
  edge('agreed', 'pay', 'paid', STORE),
  edge(['requested', 'agreed'], 'cancel', 'cancelled', [...STORE, ...VENDOR]),
];
const extraChargeEdges = [
  edge('requested', 'pay', 'paid', ['customer', ...STORE]),
  edge('agreed', 'pay', 'paid', STORE),
  edge('requested', 'agree', 'agreed', ['customer']),
  edge('requested', 'decline', 'cancelled', ['customer']),
  edge(['requested', 'agreed'], 'cancel', 'cancelled', STORE),
];
const invoiceEdges = [
  edge('draft', 'send', 'sent', ['vendorOwner']),
  edge('sent', 'pay', 'paid', STORE),
  edge(['draft', 'sent'], 'void', 'void', ['vendorOwner']),
];

interface Variant {
  name: string;
  machine: Machine;
  edges: Edge[];
  path: string;
  table: string;
  /** Roles the route admits at all (others: 403 before anything is looked up). */
  admitted: RoleName[];
  visible(role: RoleName, state: string): boolean;
  id(): number;
  /** Puts the record into `state` (and whatever goes with it). */
  reset(state: string): Promise<void>;
  body?(action: string): object;
}

let w: World;
const variants: Variant[] = [];
const ids: Record<string, number> = {};

async function workOrderFor(orderId: number, line: number, source: 1 | 2): Promise<number> {
  const itemId = (
    await one<{ id: number }>(
      w.t,
      `select id from sales_order_items where sales_order_id = $1 and line_no = $2`,
      [orderId, line],
    )
  ).id;
  const created = await w.owner({
    method: 'POST',
    url: '/api/v1/work-orders',
    payload: { sales_order_item_id: itemId, source },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return created.json().data.id;
}

beforeAll(async () => {
  w = await createWorld();
  const bench = w.benchVendorId;

  const order = await placeOrder(w, w.customer);
  ids.salesOrder = order.id;
  // Paid at the counter, so that picking it up is a plain `complete` (a balance refuses it:
  // docs/product.md#payments-pickup-balance, tested in ledger.test.ts).
  await q(
    w.t,
    `insert into payments (store_id, sales_order_id, subject, subject_id, provider, method, amount_cents, status,
                           reference, idempotency_key)
     select store_id, id, 'sales_order', id, 'builtin', 'cash', total_cents, 'succeeded', 'bi_lifecycle', 'lifecycle'
     from sales_orders where id = $1`,
    [order.id],
  );

  // A received order with three items: external and internal work orders, and one for a charge.
  const working = await placeOrder(w, w.customer, {
    services: ['Watch Battery', 'Watch Battery', 'Watch Battery'],
  });
  await q(w.t, `update sales_orders set status = 'in_progress' where id = $1`, [working.id]);
  ids.external = await workOrderFor(working.id, 1, 1);
  ids.internal = await workOrderFor(working.id, 2, 2);
  ids.chargedWork = await workOrderFor(working.id, 3, 1);
  await q(w.t, `update work_orders set status = 'in_progress', vendor_id = $2 where id = $1`, [
    ids.chargedWork,
    bench,
  ]);
  const charge = await w.vendorOwner({
    method: 'POST',
    url: `/api/v1/work-orders/${ids.chargedWork}/additional-charges`,
    payload: { amount: 12.5, reason: 'Extra solder' },
  });
  if (charge.statusCode !== 201) throw new Error(charge.body);
  ids.additionalCharge = charge.json().data.id;
  await q(w.t, `update work_orders set status = 'in_progress' where id = $1`, [ids.chargedWork]);

  const extra = await w.owner({
    method: 'POST',
    url: `/api/v1/sales-orders/${working.id}/extra-charges`,
    payload: { amount: 5, reason: 'Express return' },
  });
  if (extra.statusCode !== 201) throw new Error(extra.body);
  ids.extraCharge = extra.json().data.id;

  for (const name of ['estimate', 'vendorEstimate']) {
    const estimate = await w.customer({
      method: 'POST',
      url: '/api/v1/estimates',
      payload: { items: [{ description: 'Restore an old brooch' }] },
    });
    if (estimate.statusCode !== 201) throw new Error(estimate.body);
    ids[name] = estimate.json().data.id;
    await q(w.t, `update estimate_items set unit_price_cents = 8000 where estimate_id = $1`, [ids[name]]);
  }

  const invoice = await w.vendorOwner({
    method: 'POST',
    url: '/api/v1/invoices',
    payload: {
      store_id: w.storeId,
      // A line of its own: the charged work is still in progress, and only finished work is invoiced.
      items: [{ description: 'Resize', amount: 30 }],
    },
  });
  if (invoice.statusCode !== 201) throw new Error(invoice.body);
  ids.invoice = invoice.json().data.id;

  const isStore = (r: RoleName) => STORE.includes(r);
  const isVendor = (r: RoleName) => VENDOR.includes(r);
  variants.push(
    {
      name: 'sales order',
      machine: salesOrderMachine,
      edges: salesOrderEdges,
      path: 'sales-orders',
      table: 'sales_orders',
      admitted: [...STORE, 'customer'],
      visible: (r) => isStore(r) || r === 'customer',
      id: () => ids.salesOrder!,
      reset: async (s) => {
        await q(w.t, `update sales_orders set status = $2 where id = $1`, [ids.salesOrder, s]);
        // A `refund` edge gave the payment back: it is taken again before the next edge.
        await q(w.t, `delete from payment_refunds where sales_order_id = $1`, [ids.salesOrder]);
        await q(
          w.t,
          `update payments set status = 'succeeded' where sales_order_id = $1 and method = 'cash'`,
          [ids.salesOrder],
        );
      },
    },
    {
      name: 'external work order',
      machine: workOrderMachine,
      edges: workOrderEdges(VENDOR),
      path: 'work-orders',
      table: 'work_orders',
      admitted: [...STORE, ...VENDOR],
      // Sent to the vendor from `send` on; a new (or declined) one is the store's alone.
      visible: (r, s) => isStore(r) || (isVendor(r) && s !== 'new'),
      id: () => ids.external!,
      reset: async (s) =>
        void (await q(w.t, `update work_orders set status = $2, vendor_id = $3 where id = $1`, [
          ids.external,
          s,
          s === 'new' ? null : bench,
        ])),
      body: (a) => (a === 'send' ? { vendor_id: bench } : {}),
    },
    {
      name: 'internal work order',
      machine: workOrderMachine,
      edges: workOrderEdges(STORE),
      path: 'work-orders',
      table: 'work_orders',
      admitted: [...STORE, ...VENDOR],
      visible: (r) => isStore(r),
      id: () => ids.internal!,
      reset: async (s) =>
        void (await q(w.t, `update work_orders set status = $2 where id = $1`, [ids.internal, s])),
    },
    {
      name: 'estimate',
      machine: estimateMachine,
      edges: estimateEdges(STORE),
      path: 'estimates',
      table: 'estimates',
      admitted: [...roles],
      visible: (r) => isStore(r) || r === 'customer',
      id: () => ids.estimate!,
      reset: async (s) =>
        void (await q(w.t, `update estimates set status = $2, vendor_id = null where id = $1`, [
          ids.estimate,
          s,
        ])),
      body: (a) => (a === 'send_to_vendor' ? { vendor_id: bench } : {}),
    },
    {
      name: 'estimate sent to a vendor',
      machine: estimateMachine,
      edges: estimateEdges([...STORE, ...VENDOR]),
      path: 'estimates',
      table: 'estimates',
      admitted: [...roles],
      visible: () => true,
      id: () => ids.vendorEstimate!,
      reset: async (s) =>
        void (await q(w.t, `update estimates set status = $2, vendor_id = $3 where id = $1`, [
          ids.vendorEstimate,
          s,
          bench,
        ])),
      body: (a) => (a === 'send_to_vendor' ? { vendor_id: bench } : {}),
    },
    {
      name: 'additional charge',
      machine: additionalChargeMachine,
      edges: additionalChargeEdges,
      path: 'additional-charges',
      table: 'charges',
      admitted: [...roles],
      // Visible with its work order: the store and the vendor doing the work.
      visible: (r) => r !== 'customer',
      id: () => ids.additionalCharge!,
      reset: async (s) =>
        void (await q(w.t, `update charges set status = $2 where id = $1`, [ids.additionalCharge, s])),
    },
    {
      name: 'extra charge',
      machine: extraChargeMachine,
      edges: extraChargeEdges,
      path: 'extra-charges',
      table: 'charges',
      admitted: [...STORE, 'customer'],
      visible: (r) => isStore(r) || r === 'customer',
      id: () => ids.extraCharge!,
      reset: async (s) =>
        void (await q(w.t, `update charges set status = $2 where id = $1`, [ids.extraCharge, s])),
    },
    {
      name: 'invoice',
      machine: invoiceMachine,
      edges: invoiceEdges,
      path: 'invoices',
      table: 'invoices',
      // Billing is the vendor owner's (docs/product.md#roles-vendor-staff: vendor staff do not see it).
      admitted: [...STORE, 'vendorOwner'],
      // A draft is the vendor's own until it is sent.
      visible: (r, s) => r === 'vendorOwner' || r === 'admin' || (isStore(r) && s !== 'draft'),
      id: () => ids.invoice!,
      reset: async (s) =>
        void (await q(w.t, `update invoices set status = $2 where id = $1`, [ids.invoice, s])),
    },
  );
});
afterAll(() => w.t.close());

function expectation(v: Variant, state: string, action: string, role: RoleName) {
  if (!v.admitted.includes(role)) return { status: 403 } as const;
  if (!v.visible(role, state)) return { status: 404 } as const;
  const mine = v.edges.filter((e) => e.action === action && e.by.includes(role));
  if (mine.length === 0) return { status: 403 } as const;
  const allowed = mine.find((e) => e.from.includes(state));
  return allowed ? ({ status: 200, to: allowed.to } as const) : ({ status: 409 } as const);
}

async function snapshot(v: Variant) {
  const id = v.id();
  const [row] = await q<{ status: string; vendor_id?: number | null }>(
    w.t,
    `select * from ${v.table} where id = $1`,
    [id],
  );
  const counts = await one<{ timeline: number; events: number }>(
    w.t,
    `select (select count(*)::int from timeline_entries where entity = $1 and entity_id = $2) as timeline,
            (select count(*)::int from domain_events where entity = $1 and entity_id = $2) as events`,
    [v.machine.entity, id],
  );
  return { row: row!, ...counts };
}

const callers = (): Record<RoleName, Caller> => ({
  owner: w.owner,
  staff: w.staff,
  admin: w.admin,
  customer: w.customer,
  vendorOwner: w.vendorOwner,
  vendorStaff: w.vendorStaff,
});

// The cases come from the machines' own states and actions, so a new state or action is covered at once.
const machinesUnderTest: [string, Machine][] = [
  ['sales order', salesOrderMachine],
  ['external work order', workOrderMachine],
  ['internal work order', workOrderMachine],
  ['estimate', estimateMachine],
  ['estimate sent to a vendor', estimateMachine],
  ['additional charge', additionalChargeMachine],
  ['extra charge', extraChargeMachine],
  ['invoice', invoiceMachine],
];
const cases = machinesUnderTest.flatMap(([name, machine]) =>
  machine.states.flatMap((state) => machine.actions.map((action) => [name, state, action] as const)),
);

describe('the expected lifecycles name only real states and actions', () => {
  it.each(machinesUnderTest)('%s', (name) => {
    const v = variants.find((x) => x.name === name)!;
    for (const e of v.edges) {
      expect(v.machine.actions).toContain(e.action);
      expect(v.machine.states).toEqual(expect.arrayContaining([...e.from, e.to]));
    }
  });
});

describe('every state × action × role', () => {
  it.each(cases)('%s: %s --%s-->', async (name, state, action) => {
    const v = variants.find((x) => x.name === name)!;
    for (const role of roles) {
      await v.reset(state);
      const before = await snapshot(v);
      const expected = expectation(v, state, action, role);
      const response = await callers()[role]({
        method: 'POST',
        url: `/api/v1/${v.path}/${v.id()}/transitions/${action}`,
        payload: { note: `${role} tries ${action}`, ...(v.body?.(action) ?? {}) },
      });
      const label = `${role} ${action} from ${state}: ${response.body}`;
      expect(response.statusCode, label).toBe(expected.status);
      const after = await snapshot(v);
      if (expected.status === 200) {
        expect(response.json().data.status, label).toBe(expected.to);
        expect(after.row.status, label).toBe(expected.to);
        expect(after.timeline, label).toBe(before.timeline + 1);
        expect(after.events, label).toBe(before.events + 1);
        const entry = await one(
          w.t,
          `select action, from_status, to_status, note from timeline_entries where entity = $1 and entity_id = $2 order by id desc limit 1`,
          [v.machine.entity, v.id()],
        );
        expect(entry, label).toEqual({
          action,
          from_status: state,
          to_status: expected.to,
          note: `${role} tries ${action}`,
        });
        const event = await one(
          w.t,
          `select type from domain_events where entity = $1 and entity_id = $2 order by id desc limit 1`,
          [v.machine.entity, v.id()],
        );
        expect(event.type, label).toBe(`${v.machine.entity}.${action}`);
      } else {
        expect(after, label).toEqual(before);
        if (expected.status === 409) {
          expect(response.json().error.code, label).toBe('CONFLICT');
          expect(response.json().error.message, label).toContain(state.replace(/_/g, ' '));
        }
      }
    }
  });
});
