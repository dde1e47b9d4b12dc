// The order lifecycles of docs/product.md#orders as explicit state machines: for each machine, a table of
// from-states × action → to-state with the parties allowed to take it. Every state change of a sales order,
// work order, estimate, additional or extra charge and invoice is decided here (see transition.ts); the
// lifecycle tests are generated from these tables. Pure data and one pure function: no I/O.
import { Module, type ModuleId } from './roles.ts';
import { listOf, refusal, stateWord, word, type Said } from './i18n/said.ts';

/**
 * Who takes an action, relative to the record (resolved per request in parties.ts):
 * - store: the store's owner and staff (staff need the machine's module permission) and the super admin;
 * - worker: whoever does the work — the assigned vendor's users for an external work order or an estimate
 *   sent to a vendor; the store's users for an internal work order;
 * - vendor: the issuing vendor's owner (invoices);
 * - customer: the customer the record belongs to, or the holder of a charge's payment token;
 * - system: the server itself, as a consequence of another transition (never an HTTP caller).
 */
export type Party = 'store' | 'worker' | 'vendor' | 'customer' | 'system';

export interface TransitionRow<S extends string, A extends string> {
  from: readonly S[];
  action: A;
  to: S;
  by: readonly Party[];
}

export interface Machine<S extends string = string, A extends string = string> {
  /** Entity name: timeline entries, domain event types (`<entity>.<action>`) and messages use it. */
  entity: string;
  /** How the entity is called in messages. */
  label: string;
  states: readonly S[];
  actions: readonly A[];
  initial: S;
  rows: readonly TransitionRow<S, A>[];
  /** docs/product.md#roles-modules module a store staff member needs (edit) to act as `store`; per-action overrides. */
  module: ModuleId;
  actionModules?: Partial<Record<A, ModuleId>>;
  /** Actions taken from their own form (they need input), never offered as a bare transition button. */
  formActions?: readonly A[];
}

function machine<const S extends string, const A extends string>(m: Machine<S, A>): Machine<S, A> {
  return m;
}

export const salesOrderMachine = machine({
  entity: 'sales_order',
  label: 'sales order',
  states: ['placed', 'received', 'in_progress', 'ready', 'completed', 'cancelled', 'refunded'],
  actions: ['receive', 'start', 'mark_ready', 'complete', 'cancel', 'refund'],
  initial: 'placed',
  module: Module.salesOrder,
  actionModules: { refund: Module.refund },
  rows: [
    { from: ['placed'], action: 'receive', to: 'received', by: ['store'] },
    // A work order being sent or started moves a received order along by itself.
    { from: ['received'], action: 'start', to: 'in_progress', by: ['store', 'system'] },
    { from: ['in_progress'], action: 'mark_ready', to: 'ready', by: ['store'] },
    { from: ['ready'], action: 'complete', to: 'completed', by: ['store'] },
    { from: ['placed'], action: 'cancel', to: 'cancelled', by: ['store', 'customer'] },
    { from: ['received', 'in_progress', 'ready'], action: 'cancel', to: 'cancelled', by: ['store'] },
    { from: ['completed'], action: 'refund', to: 'refunded', by: ['store'] },
  ],
});

export const workOrderMachine = machine({
  entity: 'work_order',
  label: 'work order',
  states: ['new', 'sent', 'accepted', 'in_progress', 'on_hold', 'done', 'returned'],
  actions: ['send', 'accept', 'decline', 'start', 'record_work', 'hold', 'resume', 'finish', 'return'],
  initial: 'new',
  module: Module.workOrder,
  formActions: ['record_work'],
  rows: [
    { from: ['new'], action: 'send', to: 'sent', by: ['store'] },
    { from: ['sent'], action: 'accept', to: 'accepted', by: ['worker'] },
    // Declining hands the work order back to the store (an external one loses its vendor).
    { from: ['sent'], action: 'decline', to: 'new', by: ['worker'] },
    { from: ['accepted'], action: 'start', to: 'in_progress', by: ['worker'] },
    // The bench records what it did (notes, parts and materials) while the work is open; the state stays.
    { from: ['in_progress'], action: 'record_work', to: 'in_progress', by: ['worker'] },
    { from: ['on_hold'], action: 'record_work', to: 'on_hold', by: ['worker'] },
    // on_hold waits on an additional charge: requesting one holds the work, paying (or cancelling) resumes it.
    { from: ['in_progress'], action: 'hold', to: 'on_hold', by: ['system'] },
    { from: ['on_hold'], action: 'resume', to: 'in_progress', by: ['system'] },
    { from: ['in_progress'], action: 'finish', to: 'done', by: ['worker'] },
    { from: ['done'], action: 'return', to: 'returned', by: ['worker', 'store'] },
  ],
});

export const estimateMachine = machine({
  entity: 'estimate',
  label: 'estimate',
  states: ['requested', 'quoted', 'approved', 'converted', 'declined', 'expired'],
  actions: ['send_to_vendor', 'quote', 'approve', 'decline', 'convert', 'expire'],
  initial: 'requested',
  module: Module.estimates,
  rows: [
    // The store may have a vendor it is linked to price the estimate.
    { from: ['requested'], action: 'send_to_vendor', to: 'requested', by: ['store'] },
    { from: ['requested'], action: 'quote', to: 'quoted', by: ['store', 'worker'] },
    { from: ['quoted'], action: 'approve', to: 'approved', by: ['customer', 'store'] },
    { from: ['quoted'], action: 'decline', to: 'declined', by: ['customer', 'store'] },
    { from: ['approved'], action: 'convert', to: 'converted', by: ['customer', 'store'] },
    { from: ['requested', 'quoted'], action: 'expire', to: 'expired', by: ['store', 'system'] },
  ],
});

/**
 * Charges beyond the order's price, one lifecycle for both kinds (one `charges` table with a `kind`): an
 * **additional** charge on a work-order item (requested by the store or the vendor doing the work; the work
 * waits on_hold until it is settled) and an **extra** charge on a sales order (added by the store). The
 * customer answers either with the charge's payment link — pays by card, agrees to pay in store, or
 * declines; staff may mark it paid.
 */
export const chargeMachine = machine({
  entity: 'charge',
  label: 'charge',
  states: ['requested', 'agreed', 'paid', 'cancelled'],
  actions: ['pay', 'agree', 'decline', 'cancel'],
  initial: 'requested',
  module: Module.workOrder,
  rows: [
    // Paid by card (the customer) or marked paid (the store); an agreed charge is paid when the store takes it.
    { from: ['requested'], action: 'pay', to: 'paid', by: ['customer', 'store'] },
    { from: ['agreed'], action: 'pay', to: 'paid', by: ['store'] },
    // docs/product.md#orders-charge-answer: the customer agrees to pay in store (owed, the work goes on) or
    // declines (nothing owed; the store decides what happens to the work).
    { from: ['requested'], action: 'agree', to: 'agreed', by: ['customer'] },
    { from: ['requested'], action: 'decline', to: 'cancelled', by: ['customer'] },
    { from: ['requested', 'agreed'], action: 'cancel', to: 'cancelled', by: ['store', 'worker'] },
  ],
});

/**
 * What differs between the kinds of charge: the event names (webhooks and notifications keep
 * `additional_charge.*` and `extra_charge.*`), the module staff need, and the parties a record of the
 * kind can have at all — an extra charge belongs to the order, which has no worker.
 */
export const chargeKinds = {
  additional: {
    entity: 'additional_charge',
    label: 'additional charge',
    module: Module.workOrder,
    parties: ['customer', 'store', 'worker'],
  },
  extra: {
    entity: 'extra_charge',
    label: 'extra charge',
    module: Module.salesOrder,
    parties: ['customer', 'store'],
  },
} as const satisfies Record<string, { entity: string; label: string; module: ModuleId; parties: Party[] }>;
export type ChargeKind = keyof typeof chargeKinds;
export const chargeKindNames = Object.keys(chargeKinds) as ChargeKind[];

/** The charge lifecycle as one kind sees it: the same table, its names, module and parties. */
export function chargeMachineOf(kind: ChargeKind): typeof chargeMachine {
  const k = chargeKinds[kind];
  const parties: readonly Party[] = k.parties;
  return {
    ...chargeMachine,
    entity: k.entity,
    label: k.label,
    module: k.module,
    rows: chargeMachine.rows.map((r) => ({ ...r, by: r.by.filter((p) => parties.includes(p)) })),
  };
}

export const additionalChargeMachine = chargeMachineOf('additional');
export const extraChargeMachine = chargeMachineOf('extra');

export const invoiceMachine = machine({
  entity: 'invoice',
  label: 'invoice',
  states: ['draft', 'sent', 'paid', 'void'],
  actions: ['send', 'pay', 'void'],
  initial: 'draft',
  module: Module.billing,
  rows: [
    { from: ['draft'], action: 'send', to: 'sent', by: ['vendor'] },
    { from: ['sent'], action: 'pay', to: 'paid', by: ['store'] },
    { from: ['draft', 'sent'], action: 'void', to: 'void', by: ['vendor'] },
  ],
});

/** Every machine an order's records move through: the sales order, its work, estimates, charges, invoices. */
export const orderMachines: readonly Machine[] = [
  salesOrderMachine,
  workOrderMachine,
  estimateMachine,
  additionalChargeMachine,
  extraChargeMachine,
  invoiceMachine,
];

export type SalesOrderStatus = (typeof salesOrderMachine.states)[number];
export type WorkOrderStatus = (typeof workOrderMachine.states)[number];
export type EstimateStatus = (typeof estimateMachine.states)[number];
export type ChargeStatus = (typeof chargeMachine.states)[number];
export type InvoiceStatus = (typeof invoiceMachine.states)[number];

/** Finished work: the only work an invoice may bill (the server refuses the rest; the portal offers only it). */
export const invoiceableWork: readonly WorkOrderStatus[] = ['done', 'returned'];

export type Decision<S extends string> =
  { ok: true; to: S } | { ok: false; status: 403 | 409; message: string; said: Said };

const human = (s: string) => s.replace(/_/g, ' ');

/**
 * Decides one transition: allowed when a row has the current state among its from-states and one of the
 * caller's parties; 403 when none of the caller's parties may ever take the action; otherwise 409 (the
 * action exists for the caller, but not from this state).
 */
export function decide<S extends string, A extends string>(
  m: Machine<S, A>,
  state: S,
  action: A,
  parties: readonly Party[],
): Decision<S> {
  const rows = m.rows.filter((r) => r.action === action);
  const mine = rows.filter((r) => r.by.some((p) => parties.includes(p)));
  const named = { action: word(`errors.action.${action}`), record: word(`errors.record.${m.entity}`) };
  if (mine.length === 0) {
    return {
      ok: false,
      status: 403,
      message: `You may not ${human(action)} a ${m.label}.`,
      said: refusal('transition.forbidden', named),
    };
  }
  const row = mine.find((r) => r.from.includes(state));
  if (!row) {
    const states = [...new Set(mine.flatMap((r) => r.from))];
    const from = states.map(human).join(', ');
    return {
      ok: false,
      status: 409,
      message: `Cannot ${human(action)} a ${m.label} that is ${human(state)} (only from: ${from}).`,
      said: refusal('transition.not_from', {
        ...named,
        state: stateWord(state),
        from: listOf(states.map(stateWord), ', '),
      }),
    };
  }
  return { ok: true, to: row.to };
}

/** Work order states in which an item sent to a vendor is still at the vendor (not returned to the store). */
const atVendorStates: readonly string[] = ['sent', 'accepted', 'in_progress', 'on_hold', 'done'];

/**
 * The work orders whose item is still at the vendor: an order is not made ready while one is
 * (docs/product.md#orders-ready-after-vendor). The portal hides "Mark ready" and the server refuses it by
 * this one function.
 */
export function workAtVendor<
  T extends { status: string; vendorId?: number | null; vendor_id?: number | null },
>(workOrders: readonly T[]): T[] {
  return workOrders.filter(
    (w) => (w.vendorId ?? w.vendor_id ?? null) !== null && atVendorStates.includes(w.status),
  );
}
