// The demo store's lively jobs board (docs/product.md#custody): items in every lane at both of its
// locations, at both vendors (Loupe Lab is linked to it too), one transfer in transit between the
// locations, one redo of a completed ring within its warranty, and custody settings (targets, warranties).
// Everything goes through the order domain and the custody service as users would; then the clock is
// arranged so the items have spent several days in their stages.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Role, Source } from '../../shared/roles.ts';
import type { Actor } from '../orders/parties.ts';
import { requestCharge } from '../features/charges/charges.lifecycle.ts';
import { createSalesOrder, salesOrderLifecycle } from '../features/sales-orders/sales-orders.lifecycle.ts';
import { runTransition } from '../orders/transition.ts';
import { createWorkOrder, workOrderLifecycle } from '../features/work-orders/work-orders.lifecycle.ts';
import { handoff, openRedo, saveSettings, startTransfer } from '../features/custody/custody.service.ts';
import type { Transaction } from './database.ts';
import { payBalanceInCash } from './seed-counter-payments.ts';
import {
  custodyEvents,
  customers,
  locations,
  salesOrderItems,
  salesOrders,
  services,
  storeVendors,
  stores,
  users,
  vendors,
  workOrders,
} from './schema/index.ts';

const DAY = 86_400_000;

type Lane =
  | 'placed'
  | 'counter'
  | 'bench_queue'
  | 'bench'
  | 'bench_vendor'
  | 'loupe'
  | 'waiting'
  | 'ready'
  | 'transfer';

interface Item {
  service: string;
  lane: Lane;
  at: 0 | 1;
  daysAgo: number;
  dueInDays?: number;
  scanned?: boolean;
}

const items: Item[] = [
  { service: 'Watch Battery', lane: 'placed', at: 0, daysAgo: 1 },
  { service: 'Chain Repair', lane: 'counter', at: 1, daysAgo: 2 },
  { service: 'Prong Retipping', lane: 'bench_queue', at: 0, daysAgo: 3, dueInDays: 2 },
  { service: 'Watch Battery', lane: 'bench', at: 1, daysAgo: 6, dueInDays: -1 },
  { service: 'Ring Resizing', lane: 'bench_vendor', at: 0, daysAgo: 5, dueInDays: 3, scanned: true },
  { service: 'Ring Resizing', lane: 'bench_vendor', at: 1, daysAgo: 9, dueInDays: -2 },
  { service: 'Ring Resizing', lane: 'loupe', at: 0, daysAgo: 6, dueInDays: 4, scanned: true },
  { service: 'Ring Resizing', lane: 'waiting', at: 1, daysAgo: 4, dueInDays: 1 },
  { service: 'Chain Repair', lane: 'ready', at: 0, daysAgo: 2 },
  { service: 'Watch Battery', lane: 'transfer', at: 0, daysAgo: 1 },
];

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('demo data missing: seed the demo store and its vendors first');
  return row;
}

/** Adds the custody demo; run inside the demo seed's transaction, after the vendor demo work. */
export async function seedDemoCustody(tx: Transaction): Promise<void> {
  const store = await one(tx.select().from(stores).where(eq(stores.slug, 'demo')));
  const owner = await one(tx.select().from(users).where(eq(users.email, 'owner@demo.test')));
  const customer = await one(tx.select().from(customers).where(eq(customers.email, 'customer@demo.test')));
  const places = await tx
    .select()
    .from(locations)
    .where(eq(locations.storeId, store.id))
    .orderBy(asc(locations.id));
  if (places.length < 2) return;
  const bench = await one(tx.select().from(vendors).where(eq(vendors.name, 'Bench Workshop')));
  const loupe = await one(tx.select().from(vendors).where(eq(vendors.name, 'Loupe Lab')));
  await tx.insert(storeVendors).values({ storeId: store.id, vendorId: loupe.id }).onConflictDoNothing();
  const shop: Actor = {
    principal: {
      userId: owner.id,
      roleId: Role.storeOwner,
      storeId: store.id,
      vendorId: null,
      customerId: null,
    },
    locations: 'all',
  };
  const vendorActor = async (vendorId: number, email: string): Promise<Actor> => {
    const user = await one(tx.select().from(users).where(eq(users.email, email)));
    return {
      principal: { userId: user.id, roleId: Role.vendorOwner, storeId: null, vendorId, customerId: null },
    };
  };
  const benchActor = await vendorActor(bench.id, 'owner@bench.test');
  const loupeActor = await vendorActor(loupe.id, 'owner@loupe.test');
  const serviceOf = (name: string) =>
    one(
      tx
        .select()
        .from(services)
        .where(and(eq(services.storeId, store.id), eq(services.name, name))),
    );
  const order = async (service: string, at: number) => {
    const s = await serviceOf(service);
    const created = await createSalesOrder(
      tx,
      {
        storeId: store.id,
        customer: {
          id: customer.id,
          name: `${customer.firstName} ${customer.lastName}`,
          email: customer.email,
          phone: customer.phone,
        },
        locationId: places[at]!.id,
        channel: 'portal',
        items: [
          {
            serviceId: s.id,
            serviceName: s.name,
            quantity: 1,
            unitPriceCents: s.basePriceCents,
            answers: {},
          },
        ],
      },
      shop,
    );
    const item = await one(
      tx.select().from(salesOrderItems).where(eq(salesOrderItems.salesOrderId, created.id)),
    );
    return { order: created, item };
  };
  const work = (a: Actor, id: number, action: string, input: Record<string, unknown> = {}) =>
    runTransition(tx, workOrderLifecycle, id, action, a, input);

  const ring = await serviceOf('Ring Resizing');
  await saveSettings(tx, store.id, {
    stage_target_days: { counter: 1, bench_queue: 2, bench: 3, vendor: 7, waiting_customer: 3, ready: 5 },
    warranty_days: { [ring.id]: 90 },
  });

  const aged: { orderId: number; itemId: number; daysAgo: number }[] = [];
  for (const spec of items) {
    const { order: o, item } = await order(spec.service, spec.at);
    aged.push({ orderId: o.id, itemId: item.id, daysAgo: spec.daysAgo });
    if (spec.lane === 'placed') continue;
    await runTransition(tx, salesOrderLifecycle, o.id, 'receive', shop);
    if (spec.lane === 'counter') continue;
    if (spec.lane === 'transfer') {
      await startTransfer(tx, shop, {
        item_number: item.itemNumber,
        to_location_id: places[1]!.id,
        note: 'Needs the engraver at the other shop',
      });
      continue;
    }
    const dueAt =
      spec.dueInDays !== undefined ? new Date(Date.now() + spec.dueInDays * DAY).toISOString() : null;
    const internal = ['bench_queue', 'bench', 'ready'].includes(spec.lane);
    const w = await createWorkOrder(
      tx,
      { salesOrderItemId: item.id, source: internal ? Source.internal : Source.external, dueAt },
      shop,
    );
    if (spec.lane === 'bench_queue') continue;
    if (internal) {
      for (const action of ['send', 'accept', 'start']) await work(shop, w.id, action);
      if (spec.lane === 'ready') {
        for (const action of ['finish', 'return']) await work(shop, w.id, action);
        await runTransition(tx, salesOrderLifecycle, o.id, 'mark_ready', shop);
      }
      continue;
    }
    const vendor = spec.lane === 'loupe' ? loupe : bench;
    const actor = spec.lane === 'loupe' ? loupeActor : benchActor;
    await work(shop, w.id, 'send', { vendor_id: vendor.id });
    if (spec.scanned)
      await handoff(tx, actor, { item_number: item.itemNumber, method: 'scan', note: 'Envelope sealed' });
    await work(actor, w.id, 'accept');
    await work(actor, w.id, 'start');
    if (spec.lane === 'waiting')
      await requestCharge(
        tx,
        'additional',
        w.id,
        { amountCents: 2500, reason: 'The shank is cracked: a new section is needed' },
        actor,
      );
  }

  // A ring resized last month came back with a loose stone: a redo, free within its 90-day warranty.
  const { order: done, item: doneItem } = await order('Ring Resizing', 0);
  await runTransition(tx, salesOrderLifecycle, done.id, 'receive', shop);
  const doneWork = await createWorkOrder(
    tx,
    { salesOrderItemId: doneItem.id, source: Source.external },
    shop,
  );
  await work(shop, doneWork.id, 'send', { vendor_id: bench.id });
  for (const action of ['accept', 'start', 'finish', 'return']) await work(benchActor, doneWork.id, action);
  await handoff(tx, shop, { item_number: doneItem.itemNumber, method: 'scan' });
  await runTransition(tx, salesOrderLifecycle, done.id, 'mark_ready', shop);
  await payBalanceInCash(tx, done, shop);
  await runTransition(tx, salesOrderLifecycle, done.id, 'complete', shop);
  await tx
    .update(salesOrders)
    .set({ completedAt: sql`now() - interval '24 days'` })
    .where(eq(salesOrders.id, done.id));
  aged.push({ orderId: done.id, itemId: doneItem.id, daysAgo: 30 });
  const redo = await openRedo(tx, shop, {
    item_number: doneItem.itemNumber,
    reason: 'workmanship',
    note: 'Stone loose after resizing',
  });
  const redoItem = await one(
    tx.select().from(salesOrderItems).where(eq(salesOrderItems.salesOrderId, redo.redo_sales_order_id)),
  );
  aged.push({ orderId: redo.redo_sales_order_id, itemId: redoItem.id, daysAgo: 1 });

  // The clock: each item's hand-offs spread over its days, its order and work in their stage since then.
  for (const a of aged) {
    const events = await tx
      .select({ id: custodyEvents.id })
      .from(custodyEvents)
      .where(and(eq(custodyEvents.storeId, store.id), eq(custodyEvents.salesOrderItemId, a.itemId)))
      .orderBy(asc(custodyEvents.id));
    for (const [i, e] of events.entries()) {
      const daysAgo = a.daysAgo - (a.daysAgo * i) / Math.max(events.length, 1);
      await tx
        .update(custodyEvents)
        .set({ createdAt: sql`now() - make_interval(secs => ${Math.round(daysAgo * 86400)})` })
        .where(and(eq(custodyEvents.storeId, store.id), eq(custodyEvents.id, e.id)));
    }
    const stage = sql`now() - make_interval(secs => ${Math.round(a.daysAgo * 0.8 * 86400)})`;
    await tx.update(salesOrders).set({ stageSince: stage }).where(eq(salesOrders.id, a.orderId));
    await tx
      .update(workOrders)
      .set({ updatedAt: stage })
      .where(inArray(workOrders.salesOrderItemId, [a.itemId]));
  }
}
