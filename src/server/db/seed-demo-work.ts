// The demo's work in progress between the stores and Bench Workshop, so a new user opening the vendor app
// sees a living workshop: Bench is linked to both demo stores; the stores have sent it jobs now in every
// state of the work-order machine (new to accept, overdue, at the bench with work recorded, finished and
// not yet invoiced, invoiced and paid this month, returned and invoiced but unpaid), an estimate waits for
// its quote, and the workshop has its own customers, services and sales orders.
//
// Everything goes through the order domain (createSalesOrder, createWorkOrder, runTransition, createInvoice)
// as the store owner or vendor owner would through the API, so the timelines, notifications and domain
// events are the real ones. In one transaction every step happens at the same instant, so each step is dated
// to the day it happened as it is taken (seed-demo-clock.ts): real turnarounds, days in stage on the board.
// The demo store's jobs are for several walk-in customers, each with an intake photo.
import { and, asc, eq, sql } from 'drizzle-orm';
import { Role, Source } from '../../shared/roles.ts';
import { type Actor, storeOwnerActor } from '../orders/parties.ts';
import { createEstimate, estimateLifecycle } from '../features/estimates/estimates.lifecycle.ts';
import { createInvoice, invoiceLifecycle } from '../features/charges/invoices.lifecycle.ts';
import { createSalesOrder, salesOrderLifecycle } from '../features/sales-orders/sales-orders.lifecycle.ts';
import { runTransition } from '../orders/transition.ts';
import { payBalanceInCash } from './seed-counter-payments.ts';
import { createWorkOrder, workOrderLifecycle } from '../features/work-orders/work-orders.lifecycle.ts';
import { randomOrderNumber } from '../orders/order-numbers.ts';
import type { Transaction } from './database.ts';
import { stepDone } from './seed-demo-clock.ts';
import { walkInCustomers, type Person } from './seed-demo-people.ts';
import { intakePhoto } from './seed-demo-photos.ts';
import {
  customers,
  feedback,
  locations,
  salesOrderItems,
  services,
  storeVendors,
  stores,
  users,
  vendorCustomers,
  vendorSalesOrderItems,
  vendorSalesOrders,
  vendorServices,
  vendors,
} from './schema/index.ts';

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** One job a store sends a workshop, and how far it has gone. */
export interface VendorJob {
  /** The store's slug. */
  store: string;
  service: string;
  priceCents: number;
  instructions: string;
  dueInDays: number;
  /** The vendor's steps after the store sent it. */
  steps: ('accept' | 'start' | 'record_work' | 'finish' | 'return')[];
  /** Days ago the store sent it (received at its counter half a day before). */
  sentDaysAgo: number;
  /** Days ago the work was accepted and finished (turnaround on the dashboard). */
  acceptedDaysAgo?: number;
  finishedDaysAgo?: number;
  invoice?: 'paid' | 'sent';
}

const jobs: VendorJob[] = [
  {
    store: 'demo',
    service: 'Ring Resizing',
    priceCents: 4500,
    instructions: 'Size up from N to P. Hallmark inside the band: keep it clear of the join.',
    dueInDays: 4,
    sentDaysAgo: 1,
    steps: [],
  },
  {
    store: 'demo',
    service: 'Prong Retipping',
    priceCents: 6000,
    instructions: 'Retip all four prongs, platinum. The stone is loose: check it before the polish.',
    dueInDays: -2,
    sentDaysAgo: 6,
    steps: ['accept'],
    acceptedDaysAgo: 5,
  },
  {
    store: 'demo',
    service: 'Watch Battery',
    priceCents: 1500,
    instructions: 'Replace the battery and the case-back gasket; pressure test to 5 bar.',
    dueInDays: 1,
    sentDaysAgo: 2,
    steps: ['accept', 'start', 'record_work'],
    acceptedDaysAgo: 1,
  },
  {
    store: 'demo',
    service: 'Ring Resizing',
    priceCents: 4500,
    instructions: 'Size down one and a half. Customer collects Saturday.',
    dueInDays: -1,
    sentDaysAgo: 5,
    steps: ['accept', 'start', 'record_work', 'finish'],
    acceptedDaysAgo: 4,
    finishedDaysAgo: 2,
  },
  {
    store: 'demo',
    service: 'Prong Retipping',
    priceCents: 6000,
    instructions: 'Two prongs worn flat on the left side.',
    dueInDays: -6,
    sentDaysAgo: 10,
    steps: ['accept', 'start', 'finish'],
    acceptedDaysAgo: 9,
    finishedDaysAgo: 7,
    invoice: 'paid',
  },
  {
    store: 'demo',
    service: 'Watch Battery',
    priceCents: 1500,
    instructions: 'Battery only.',
    dueInDays: -10,
    sentDaysAgo: 13,
    steps: ['accept', 'start', 'finish', 'return'],
    acceptedDaysAgo: 12,
    finishedDaysAgo: 11,
    invoice: 'sent',
  },
  {
    store: 'fixit',
    service: 'Screen Replacement',
    priceCents: 12900,
    instructions: 'Original-grade OLED. Keep the Face ID module with the phone.',
    dueInDays: 2,
    sentDaysAgo: 2,
    steps: [],
  },
  {
    store: 'fixit',
    service: 'Screen Replacement',
    priceCents: 12900,
    instructions: 'Frame is bent at the top right corner: straighten before fitting.',
    dueInDays: 3,
    sentDaysAgo: 2,
    steps: ['accept', 'start'],
    acceptedDaysAgo: 1,
  },
];

/** What the bench wrote for work recorded on a job (record_work). */
const recordedWork = {
  note: 'Cut, fitted and soldered; join filed and pre-polished.',
  parts: [
    { name: 'Hard solder, 18ct', quantity: 1 },
    { name: 'Polishing compound', quantity: 1 },
  ],
};

const ownCustomers = [
  { firstName: 'Ada', lastName: 'Lovell', email: 'ada@example.com', phone: '555 123 4567', tags: ['trade'] },
  { firstName: 'Bram', lastName: 'Okonjo', email: 'bram@example.com', phone: '555 987 6543', tags: [] },
  { firstName: 'Celia', lastName: 'Marsh', email: 'celia@example.com', phone: null, tags: ['collector'] },
];

const ownServices = [
  { name: 'Ring resizing', description: 'Up or down two sizes, gold or silver', priceCents: 4500 },
  { name: 'Clean and polish', description: 'Ultrasonic clean and a full polish', priceCents: 2000 },
  { name: 'Chain repair', description: 'Solder a broken link, any metal', priceCents: 3000 },
];

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('demo data missing: seed the stores and Bench Workshop first');
  return row;
}

/** A workshop's jobs from its stores, in its own words. */
export interface WorkshopJobs {
  vendor: string;
  /** Its owner's login, who takes the vendor's steps. */
  owner: string;
  /** The stores that send it work, with their storefront customer. */
  stores: { slug: string; customerEmail: string }[];
  /** The store whose jobs after the first go to its walk-in customers (the rest are its customer's). */
  walkIns?: { slug: string; people?: Person[] };
  jobs: VendorJob[];
  recordedWork: { note: string; parts: { name: string; quantity: number }[] };
}

/** A store seen by the seed: its owner acting with every location, its customer and first location. */
export interface DemoShop {
  store: typeof stores.$inferSelect;
  owner: typeof users.$inferSelect;
  customer: typeof customers.$inferSelect;
  location: typeof locations.$inferSelect;
  actor: Actor;
}

export async function shopOf(tx: Transaction, slug: string, customerEmail: string): Promise<DemoShop> {
  const store = await one(tx.select().from(stores).where(eq(stores.slug, slug)));
  const owner = await one(
    tx
      .select()
      .from(users)
      .where(eq(users.email, `owner@${slug}.test`)),
  );
  const customer = await one(
    tx
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, store.id), eq(customers.email, customerEmail))),
  );
  const location = await one(
    tx.select().from(locations).where(eq(locations.storeId, store.id)).orderBy(asc(locations.id)).limit(1),
  );
  const actor: Actor = storeOwnerActor(owner.id, store.id);
  return { store, owner, customer, location, actor };
}

/**
 * Sends a workshop its stores' jobs and takes each as far as it has gone (accepted, started, work recorded,
 * finished, returned; invoiced and paid), each step dated to its day. Returns the workshop and its stores.
 */
export async function seedWorkshopJobs(tx: Transaction, spec: WorkshopJobs, dataDir?: string) {
  const bench = await one(tx.select().from(vendors).where(eq(vendors.name, spec.vendor)));
  const benchOwner = await one(tx.select().from(users).where(eq(users.email, spec.owner)));
  const vendorActor: Actor = {
    principal: {
      userId: benchOwner.id,
      roleId: Role.vendorOwner,
      storeId: null,
      vendorId: bench.id,
      customerId: null,
    },
  };
  const shops: Record<string, DemoShop> = {};
  for (const s of spec.stores) {
    shops[s.slug] = await shopOf(tx, s.slug, s.customerEmail);
    // The workshop works for each of them.
    await tx
      .insert(storeVendors)
      .values({ storeId: shops[s.slug]!.store.id, vendorId: bench.id })
      .onConflictDoNothing();
  }
  const walkIns = spec.walkIns
    ? await walkInCustomers(tx, shops[spec.walkIns.slug]!.store.id, spec.walkIns.slug, spec.walkIns.people)
    : [];
  let next = 0;
  for (const [index, job] of spec.jobs.entries()) {
    const shop = shops[job.store]!;
    const who =
      job.store === spec.walkIns?.slug && index > 0
        ? walkIns[(next++ * 3 + 2) % walkIns.length]!
        : {
            id: shop.customer.id,
            name: `${shop.customer.firstName} ${shop.customer.lastName}`,
            email: shop.customer.email,
            phone: shop.customer.phone,
          };
    const service = await one(
      tx
        .select()
        .from(services)
        .where(and(eq(services.storeId, shop.store.id), eq(services.name, job.service))),
    );
    const order = await createSalesOrder(
      tx,
      {
        storeId: shop.store.id,
        customer: who,
        locationId: shop.location.id,
        channel: 'portal',
        items: [
          {
            serviceId: service.id,
            serviceName: service.name,
            quantity: 1,
            unitPriceCents: job.priceCents,
            answers: {},
          },
        ],
      },
      shop.actor,
    );
    const item = await one(
      tx.select().from(salesOrderItems).where(eq(salesOrderItems.salesOrderId, order.id)),
    );
    const photo = dataDir
      ? await intakePhoto(tx, dataDir, {
          storeId: shop.store.id,
          userId: shop.owner.id,
          service: job.service,
          variant: index + 5,
        })
      : null;
    await runTransition(tx, salesOrderLifecycle, order.id, 'receive', shop.actor, {
      items: [{ id: item.id, photos: photo ? [photo] : [] }],
    });
    await stepDone(tx, order, job.sentDaysAgo + 0.5);
    const work = await createWorkOrder(
      tx,
      {
        salesOrderItemId: item.id,
        source: Source.external,
        instructions: job.instructions,
        dueAt: daysFromNow(job.dueInDays),
      },
      shop.actor,
    );
    await runTransition(tx, workOrderLifecycle, work.id, 'send', shop.actor, { vendor_id: bench.id });
    await stepDone(tx, order, job.sentDaysAgo);
    // Accepted and finished on their days; the bench starts a few hours after accepting; the work goes back
    // the day after it was finished (or today).
    const accepted = job.acceptedDaysAgo ?? job.sentDaysAgo;
    const finished = job.finishedDaysAgo ?? 0;
    const dayOf = {
      accept: accepted,
      start: Math.max(accepted - 0.25, finished),
      record_work: Math.max(accepted - 0.3, finished),
      finish: finished,
      return: Math.max(finished - 1, 0),
    };
    for (const step of job.steps) {
      await runTransition(
        tx,
        workOrderLifecycle,
        work.id,
        step,
        vendorActor,
        step === 'record_work' ? { ...spec.recordedWork, parts: [...spec.recordedWork.parts] } : {},
      );
      await stepDone(tx, order, dayOf[step]);
    }
    if (job.invoice) {
      const invoice = await createInvoice(
        tx,
        {
          vendorId: bench.id,
          storeId: shop.store.id,
          note: bench.invoiceNote || null,
          items: [
            {
              workOrderId: work.id,
              description: `${work.itemNumber} ${job.service}`,
              amountCents: job.priceCents - 1000,
            },
          ],
        },
        vendorActor,
      );
      await runTransition(tx, invoiceLifecycle, invoice.id, 'send', vendorActor);
      if (job.invoice === 'paid') await runTransition(tx, invoiceLifecycle, invoice.id, 'pay', shop.actor);
    }
  }
  return { vendor: bench, vendorActor, shops, walkIns };
}

/** Adds the vendor demo's work; run inside the demo seed's transaction, after the stores and vendors. */
export async function seedDemoWork(tx: Transaction, dataDir?: string): Promise<void> {
  const {
    vendor: bench,
    shops,
    walkIns,
  } = await seedWorkshopJobs(
    tx,
    {
      vendor: 'Bench Workshop',
      owner: 'owner@bench.test',
      stores: [
        { slug: 'demo', customerEmail: 'customer@demo.test' },
        { slug: 'fixit', customerEmail: 'customer@fixit.test' },
      ],
      walkIns: { slug: 'demo' },
      jobs,
      recordedWork,
    },
    dataDir,
  );
  // A customer of the demo store wants a price for a bracelet clasp: the store asks Bench to quote it.
  const demo = shops.demo!;
  const estimate = await createEstimate(
    tx,
    {
      storeId: demo.store.id,
      customer: {
        id: demo.customer.id,
        name: `${demo.customer.firstName} ${demo.customer.lastName}`,
        email: demo.customer.email,
        phone: demo.customer.phone,
      },
      note: 'Gold bracelet, the box clasp no longer holds. Customer would like a safety catch added.',
      items: [
        { serviceId: null, description: 'Replace box clasp, 14ct yellow gold', quantity: 1, answers: {} },
        { serviceId: null, description: 'Add a figure-eight safety catch', quantity: 1, answers: {} },
      ],
    },
    demo.actor,
  );
  await runTransition(tx, estimateLifecycle, estimate.id, 'send_to_vendor', demo.actor, {
    vendor_id: bench.id,
  });

  // Two orders collected last week whose customer left feedback: the order page, the feedback list and the
  // dashboard's average rating and latest comments show it (docs/product.md#orders-feedback).
  const said = [
    {
      service: 'Ring Resizing',
      cents: 4500,
      rating: 5,
      comment: 'The ring fits perfectly now — thank you!',
      daysAgo: 2,
    },
    {
      service: 'Prong Retipping',
      cents: 6000,
      rating: 4,
      comment: 'Lovely work, a day later than promised.',
      daysAgo: 5,
    },
  ];
  for (const f of said) {
    const service = await one(
      tx
        .select()
        .from(services)
        .where(and(eq(services.storeId, demo.store.id), eq(services.name, f.service))),
    );
    const order = await createSalesOrder(
      tx,
      {
        storeId: demo.store.id,
        customer: walkIns[f.rating === 5 ? 6 : 7]!,
        locationId: demo.location.id,
        channel: 'portal',
        items: [
          {
            serviceId: service.id,
            serviceName: service.name,
            quantity: 1,
            unitPriceCents: f.cents,
            answers: {},
          },
        ],
      },
      demo.actor,
    );
    for (const action of ['receive', 'start', 'mark_ready']) {
      await runTransition(tx, salesOrderLifecycle, order.id, action, demo.actor);
    }
    await payBalanceInCash(tx, { id: order.id, storeId: demo.store.id }, demo.actor);
    await runTransition(tx, salesOrderLifecycle, order.id, 'complete', demo.actor);
    await stepDone(tx, order, f.daysAgo + 0.5);
    await tx
      .update(feedback)
      .set({
        rating: f.rating,
        comment: f.comment,
        submittedAt: sql`now() - make_interval(days => ${f.daysAgo})`,
      })
      .where(and(eq(feedback.storeId, demo.store.id), eq(feedback.salesOrderId, order.id)));
  }

  // The workshop's own trade: its customers, what it sells them, and their orders.
  const mine = await tx
    .insert(vendorCustomers)
    .values(ownCustomers.map((c) => ({ vendorId: bench.id, ...c })))
    .returning();
  await tx.insert(vendorServices).values(ownServices.map((s) => ({ vendorId: bench.id, ...s })));
  const ownOrders = [
    { customer: 0, status: 'placed' as const, dueInDays: 5, items: [['Ring resizing', 4500]] as const },
    {
      customer: 0,
      status: 'in_progress' as const,
      dueInDays: 2,
      items: [
        ['Clean and polish', 2000],
        ['Chain repair', 3000],
      ] as const,
    },
    { customer: 1, status: 'ready' as const, dueInDays: 0, items: [['Chain repair', 3000]] as const },
    {
      customer: 2,
      status: 'completed' as const,
      dueInDays: -8,
      items: [['Clean and polish', 2000]] as const,
    },
  ];
  for (const o of ownOrders) {
    const [made] = await tx
      .insert(vendorSalesOrders)
      .values({
        vendorId: bench.id,
        orderNo: randomOrderNumber(),
        customerId: mine[o.customer]!.id,
        status: o.status,
        dueAt: daysFromNow(o.dueInDays).slice(0, 10),
        note: '',
        totalCents: o.items.reduce((sum, [, cents]) => sum + cents, 0),
      })
      .returning();
    await tx.insert(vendorSalesOrderItems).values(
      o.items.map(([name, costCents], sequence) => ({
        vendorId: bench.id,
        salesOrderId: made!.id,
        name,
        costCents,
        sequence,
      })),
    );
  }
}
