// The demo store's lively jobs board (docs/product.md#custody): items in every lane at both of its
// locations, at both vendors (Loupe Lab is linked to it too), for many customers, each with its intake
// photo; one transfer in transit between the locations and one that arrived and went on to a vendor; one
// redo of a completed ring within its warranty; custody settings (targets, warranties). Everything goes
// through the order domain and the custody service as users would, step by step, and each step is dated to
// the day it happened (seed-demo-clock.ts): days in this stage are derived from those rows — some past the
// store's target, so they show red.
import { and, asc, eq } from 'drizzle-orm';
import { Role, Source } from '../../shared/roles.ts';
import { type Actor, storeOwnerActor } from '../orders/parties.ts';
import { requestCharge } from '../features/charges/charges.lifecycle.ts';
import { createSalesOrder, salesOrderLifecycle } from '../features/sales-orders/sales-orders.lifecycle.ts';
import { runTransition } from '../orders/transition.ts';
import { createWorkOrder, workOrderLifecycle } from '../features/work-orders/work-orders.lifecycle.ts';
import { handoff, openRedo, saveSettings, startTransfer } from '../features/custody/custody.service.ts';
import type { Transaction } from './database.ts';
import { payBalanceInCash } from './seed-counter-payments.ts';
import { stepDone } from './seed-demo-clock.ts';
import { walkInCustomers, type DemoCustomer, type Person } from './seed-demo-people.ts';
import { intakePhoto } from './seed-demo-photos.ts';
import {
  customers,
  locations,
  salesOrderItems,
  services,
  storeVendors,
  stores,
  users,
  vendors,
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

/**
 * One item of the board: where it was handed in (`at`: the store's first or second location), by whom (a
 * walk-in customer, or the demo customer), days since intake, days since it entered its current stage
 * (the last step), and for vendor work whether the vendor scanned the ticket in. `via` sends it first to
 * the other location (a transfer received by scan) before its work.
 */
export interface BoardItem {
  service: string;
  lane: Lane;
  at: 0 | 1;
  customer: number | 'demo';
  daysOld: number;
  stageDays: number;
  dueInDays?: number;
  scanned?: boolean;
  via?: 'transfer';
  condition: string;
}

const items: BoardItem[] = [
  {
    service: 'Watch Battery',
    lane: 'placed',
    at: 0,
    customer: 'demo',
    daysOld: 1,
    stageDays: 1,
    condition: '',
  },
  {
    service: 'Chain Repair',
    lane: 'counter',
    at: 1,
    customer: 0,
    daysOld: 2,
    stageDays: 2,
    condition: 'Curb chain, 18ct, one link open',
  },
  {
    service: 'Ring Resizing',
    lane: 'counter',
    at: 0,
    customer: 5,
    daysOld: 0.2,
    stageDays: 0.2,
    condition: 'Signet ring, light wear on the face',
  },
  {
    service: 'Prong Retipping',
    lane: 'bench_queue',
    at: 0,
    customer: 2,
    daysOld: 3,
    stageDays: 1,
    dueInDays: 2,
    condition: 'Solitaire, two prongs worn thin',
  },
  {
    service: 'Watch Battery',
    lane: 'bench',
    at: 1,
    customer: 3,
    daysOld: 6,
    stageDays: 4,
    dueInDays: -1,
    condition: 'Steel diver, gasket dry',
  },
  {
    service: 'Ring Resizing',
    lane: 'bench_vendor',
    at: 0,
    customer: 4,
    daysOld: 5,
    stageDays: 3,
    dueInDays: 3,
    scanned: true,
    condition: 'Band, size N to P',
  },
  {
    service: 'Ring Resizing',
    lane: 'bench_vendor',
    at: 1,
    customer: 5,
    daysOld: 12,
    stageDays: 9,
    dueInDays: -2,
    condition: 'Rose gold eternity ring, size down one',
  },
  {
    service: 'Ring Resizing',
    lane: 'loupe',
    at: 0,
    customer: 6,
    daysOld: 6,
    stageDays: 2,
    dueInDays: 4,
    scanned: true,
    condition: 'Three-stone ring, claws sound',
  },
  {
    service: 'Prong Retipping',
    lane: 'loupe',
    at: 1,
    customer: 'demo',
    daysOld: 8,
    stageDays: 5,
    dueInDays: 1,
    scanned: true,
    via: 'transfer',
    condition: 'Sapphire cluster, one claw lifted',
  },
  {
    service: 'Ring Resizing',
    lane: 'waiting',
    at: 1,
    customer: 7,
    daysOld: 9,
    stageDays: 4,
    dueInDays: 1,
    condition: 'Wedding band, thin at the back',
  },
  {
    service: 'Chain Repair',
    lane: 'ready',
    at: 0,
    customer: 0,
    daysOld: 9,
    stageDays: 6,
    condition: 'Belcher chain, clasp bent',
  },
  {
    service: 'Watch Battery',
    lane: 'ready',
    at: 1,
    customer: 2,
    daysOld: 3,
    stageDays: 1,
    condition: 'Quartz dress watch',
  },
  {
    service: 'Watch Battery',
    lane: 'transfer',
    at: 0,
    customer: 3,
    daysOld: 2,
    stageDays: 1,
    condition: 'Gold dress watch, engraving wanted on the back',
  },
];

/** A store's board: its slug and customer, the vendors its lanes go to, its items and its own words. */
export interface CustodyBoard {
  slug: string;
  customerEmail: string;
  /** The vendor of the bench lanes and the one of the "loupe" lane (the same when the store has one). */
  vendors: { main: { name: string; owner: string }; other: { name: string; owner: string } };
  /** The store's walk-in customers (seed-demo-people.ts; the English ones when not given). */
  people?: Person[];
  items: BoardItem[];
  /** The service with a 90-day warranty, and the one redone. */
  warrantyService: string;
  words: {
    transferNote: string;
    viaTransferNote: string;
    envelope: string;
    chargeReason: string;
    redoCondition: string;
    redoNote: string;
  };
}

/** Goldsmith & Co's board. */
export const goldsmithBoard: CustodyBoard = {
  slug: 'demo',
  customerEmail: 'customer@demo.test',
  vendors: {
    main: { name: 'Bench Workshop', owner: 'owner@bench.test' },
    other: { name: 'Loupe Lab', owner: 'owner@loupe.test' },
  },
  items,
  warrantyService: 'Ring Resizing',
  words: {
    transferNote: 'Needs the engraver at the other shop',
    viaTransferNote: 'Loupe Lab collects from Main Street',
    envelope: 'Envelope sealed',
    chargeReason: 'The shank is cracked: a new section is needed',
    redoCondition: 'Solitaire, size L to M',
    redoNote: 'Stone loose after resizing',
  },
};

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('demo data missing: seed the demo store and its vendors first');
  return row;
}

/** Adds a store's custody demo (Goldsmith & Co's by default); run inside the demo seed's transaction, after the vendor demo work. */
export async function seedDemoCustody(
  tx: Transaction,
  dataDir?: string,
  board: CustodyBoard = goldsmithBoard,
): Promise<void> {
  const store = await one(tx.select().from(stores).where(eq(stores.slug, board.slug)));
  const owner = await one(
    tx
      .select()
      .from(users)
      .where(eq(users.email, `owner@${board.slug}.test`)),
  );
  const customer = await one(
    tx
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, store.id), eq(customers.email, board.customerEmail))),
  );
  const places = await tx
    .select()
    .from(locations)
    .where(eq(locations.storeId, store.id))
    .orderBy(asc(locations.id));
  if (places.length < 2) return;
  const bench = await one(tx.select().from(vendors).where(eq(vendors.name, board.vendors.main.name)));
  const loupe = await one(tx.select().from(vendors).where(eq(vendors.name, board.vendors.other.name)));
  await tx.insert(storeVendors).values({ storeId: store.id, vendorId: loupe.id }).onConflictDoNothing();
  const shop: Actor = storeOwnerActor(owner.id, store.id);
  const vendorActor = async (vendorId: number, email: string): Promise<Actor> => {
    const user = await one(tx.select().from(users).where(eq(users.email, email)));
    return {
      principal: { userId: user.id, roleId: Role.vendorOwner, storeId: null, vendorId, customerId: null },
    };
  };
  const benchActor = await vendorActor(bench.id, board.vendors.main.owner);
  const loupeActor = await vendorActor(loupe.id, board.vendors.other.owner);
  const serviceOf = (name: string) =>
    one(
      tx
        .select()
        .from(services)
        .where(and(eq(services.storeId, store.id), eq(services.name, name))),
    );
  const walkIns = await walkInCustomers(tx, store.id, store.slug, board.people);
  const demoCustomer: DemoCustomer = {
    id: customer.id,
    name: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
    phone: customer.phone,
  };
  let photos = 0;
  /** A new order of one item for the customer at a location; dated `daysOld` days ago. */
  const order = async (service: string, at: number, who: DemoCustomer, daysOld: number) => {
    const s = await serviceOf(service);
    const created = await createSalesOrder(
      tx,
      {
        storeId: store.id,
        customer: who,
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
    await stepDone(tx, created, daysOld);
    return { order: created, item };
  };
  /** Intake at the counter: the item's condition and its photo, taken by the owner. */
  const receive = async (o: { id: number }, item: { id: number; serviceName: string }, condition: string) => {
    const photo = dataDir
      ? [
          await intakePhoto(tx, dataDir, {
            storeId: store.id,
            userId: owner.id,
            service: item.serviceName,
            variant: photos++,
          }),
        ]
      : [];
    await runTransition(tx, salesOrderLifecycle, o.id, 'receive', shop, {
      items: [{ id: item.id, ...(condition ? { condition_notes: condition } : {}), photos: photo }],
    });
  };
  const work = (a: Actor, id: number, action: string, input: Record<string, unknown> = {}) =>
    runTransition(tx, workOrderLifecycle, id, action, a, input);

  const ring = await serviceOf(board.warrantyService);
  await saveSettings(tx, store.id, {
    stage_target_days: { counter: 1, bench_queue: 2, bench: 3, vendor: 7, waiting_customer: 3, ready: 5 },
    warranty_days: { [ring.id]: 90 },
  });

  for (const spec of board.items) {
    const who = spec.customer === 'demo' ? demoCustomer : walkIns[spec.customer]!;
    // Intake: the day it was handed in; the steps between spread up to the day it entered its stage.
    const { order: o, item } = await order(spec.service, spec.at, who, spec.daysOld);
    if (spec.lane === 'placed') continue;
    await receive(o, item, spec.condition);
    await stepDone(tx, o, spec.daysOld);
    const between = (k: number) => spec.stageDays + (spec.daysOld - spec.stageDays) * k;
    if (spec.lane === 'counter') continue;
    if (spec.lane === 'transfer') {
      await startTransfer(tx, shop, {
        item_number: item.itemNumber,
        to_location_id: places[1]!.id,
        note: board.words.transferNote,
      });
      await stepDone(tx, o, spec.stageDays);
      continue;
    }
    if (spec.via === 'transfer') {
      // Handed in at the other shop, sent here for this vendor's pickup, scanned in on arrival.
      await startTransfer(tx, shop, {
        item_number: item.itemNumber,
        to_location_id: places[0]!.id,
        note: board.words.viaTransferNote,
      });
      await stepDone(tx, o, between(0.8));
      await handoff(tx, shop, { item_number: item.itemNumber, method: 'scan' });
      await stepDone(tx, o, between(0.7));
    }
    const dueAt =
      spec.dueInDays !== undefined ? new Date(Date.now() + spec.dueInDays * DAY).toISOString() : null;
    const internal = ['bench_queue', 'bench', 'ready'].includes(spec.lane);
    const w = await createWorkOrder(
      tx,
      { salesOrderItemId: item.id, source: internal ? Source.internal : Source.external, dueAt },
      shop,
    );
    if (spec.lane === 'bench_queue') {
      await stepDone(tx, o, spec.stageDays);
      continue;
    }
    await stepDone(tx, o, between(0.6));
    if (internal) {
      for (const action of ['send', 'accept']) await work(shop, w.id, action);
      await stepDone(tx, o, between(0.5));
      await work(shop, w.id, 'start');
      if (spec.lane === 'ready') {
        await stepDone(tx, o, between(0.3));
        await work(shop, w.id, 'finish');
        await stepDone(tx, o, between(0.1));
        await work(shop, w.id, 'return');
        await runTransition(tx, salesOrderLifecycle, o.id, 'mark_ready', shop);
      }
      await stepDone(tx, o, spec.stageDays);
      continue;
    }
    const vendor = spec.lane === 'loupe' ? loupe : bench;
    const actor = spec.lane === 'loupe' ? loupeActor : benchActor;
    await work(shop, w.id, 'send', { vendor_id: vendor.id });
    await stepDone(tx, o, between(0.5));
    if (spec.scanned)
      await handoff(tx, actor, { item_number: item.itemNumber, method: 'scan', note: board.words.envelope });
    await work(actor, w.id, 'accept');
    await stepDone(tx, o, between(0.25));
    await work(actor, w.id, 'start');
    if (spec.lane === 'waiting') {
      await stepDone(tx, o, between(0.1));
      await requestCharge(
        tx,
        'additional',
        w.id,
        { amountCents: 2500, reason: board.words.chargeReason },
        actor,
      );
    }
    await stepDone(tx, o, spec.stageDays);
  }

  // A ring resized last month came back with a loose stone: a redo, free within its 90-day warranty.
  const { order: done, item: doneItem } = await order(board.warrantyService, 0, walkIns[1]!, 36);
  await receive(done, doneItem, board.words.redoCondition);
  await stepDone(tx, done, 36);
  const doneWork = await createWorkOrder(
    tx,
    { salesOrderItemId: doneItem.id, source: Source.external },
    shop,
  );
  await work(shop, doneWork.id, 'send', { vendor_id: bench.id });
  await stepDone(tx, done, 35);
  for (const action of ['accept', 'start']) await work(benchActor, doneWork.id, action);
  await stepDone(tx, done, 33);
  for (const action of ['finish', 'return']) await work(benchActor, doneWork.id, action);
  await stepDone(tx, done, 30);
  await handoff(tx, shop, { item_number: doneItem.itemNumber, method: 'scan' });
  await runTransition(tx, salesOrderLifecycle, done.id, 'mark_ready', shop);
  await stepDone(tx, done, 29);
  await payBalanceInCash(tx, done, shop);
  await runTransition(tx, salesOrderLifecycle, done.id, 'complete', shop);
  await stepDone(tx, done, 24);
  const redo = await openRedo(tx, shop, {
    item_number: doneItem.itemNumber,
    reason: 'workmanship',
    note: board.words.redoNote,
  });
  await stepDone(tx, { storeId: store.id, id: redo.redo_sales_order_id }, 1);
  await stepDone(tx, done, 1);
}
