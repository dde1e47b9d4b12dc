// A store's past weeks for the demo (docs/product.md#languages: the demo data shows every feature in use):
// orders placed online and at the counter, with the store's own services and their option answers, taken
// through the order domain as staff would — received, at the bench, ready, paid at the counter (cash or
// card, the deposit at intake) and picked up, some cancelled, one refunded; the open ones at the store's bench — each step dated to its day (seed-demo-clock.ts), and
// feedback left on some. The dashboards' revenue, turnaround and ratings and the order list's history come
// from these rows. Deterministic: the same store and spec give the same history.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../orders/parties.ts';
import { runTransition } from '../orders/transition.ts';
import { createSalesOrder, salesOrderLifecycle } from '../features/sales-orders/sales-orders.lifecycle.ts';
import { balanceOf, takePayment } from '../features/ledger/ledger.service.ts';
import { lockOrder } from '../features/ledger/ledger.repository.ts';
import type { Transaction } from './database.ts';
import { stepDone } from './seed-demo-clock.ts';
import { walkInCustomers, type DemoCustomer, type Person } from './seed-demo-people.ts';
import { shopOf } from './seed-demo-work.ts';
import {
  feedback,
  locations,
  optionValues,
  salesOrderItems,
  serviceOptions,
  services,
} from './schema/index.ts';
import { Source } from '../../shared/roles.ts';
import { createWorkOrder, workOrderLifecycle } from '../features/work-orders/work-orders.lifecycle.ts';
import { seededRandom } from '../../shared/seeded-random.ts';

/** One line a customer may order: a service and its answers by option label (a choice by its label). */
export interface HistoryLine {
  service: string;
  answers: Record<string, string | number | Record<string, number>>;
}

export interface HistorySpec {
  slug: string;
  customerEmail: string;
  people?: Person[];
  /** Orders to write, spread over the past `days` days (oldest first). */
  orders: number;
  days: number;
  lines: HistoryLine[];
  /** Customers' notes on some orders, the store's reasons for cancelling, and feedback left after pickup. */
  notes: string[];
  cancelNotes: string[];
  feedback: { rating: number; comment: string }[];
}

/**
 * The days ago of a moment at the store's counter: the same day, with the day's hours squeezed into opening
 * hours (09:00–18:00 UTC, 10:00–19:00 in Madrid), in the same order; never in the future.
 */
function atShopHours(daysAgo: number, nowDays: number): number {
  const t = nowDays - daysAgo;
  const day = Math.floor(t);
  return Math.max(0, nowDays - (day + (9 + 9 * (t - day)) / 24));
}

type Fate = 'completed' | 'cancelled' | 'refunded' | 'ready' | 'in_progress' | 'received' | 'placed';

/** What became of the n-th oldest of `total` orders: old ones are done; the last few are still open. */
function fateOf(n: number, total: number, r: number): Fate {
  const fromEnd = total - n;
  if (fromEnd <= 2) return 'placed';
  if (fromEnd <= 4) return r < 0.5 ? 'received' : 'in_progress';
  if (fromEnd <= 7) return r < 0.6 ? 'ready' : 'in_progress';
  if (n === Math.floor(total / 3)) return 'refunded';
  return r < 0.12 ? 'cancelled' : 'completed';
}

/** Writes a store's history; run inside the demo seed's transaction (in the app's context). */
export async function seedDemoHistory(tx: Transaction, spec: HistorySpec): Promise<number> {
  const shop = await shopOf(tx, spec.slug, spec.customerEmail);
  const storeId = shop.store.id;
  const actor: Actor = shop.actor;
  const places = await tx
    .select()
    .from(locations)
    .where(eq(locations.storeId, storeId))
    .orderBy(asc(locations.id));
  const people: DemoCustomer[] = [
    {
      id: shop.customer.id,
      name: `${shop.customer.firstName} ${shop.customer.lastName}`,
      email: shop.customer.email,
      phone: shop.customer.phone,
    },
    ...(await walkInCustomers(tx, storeId, spec.slug, spec.people)),
  ];
  // The store's services with their options and choices, to put answers and their prices on the lines.
  const offered = await tx
    .select()
    .from(services)
    .where(
      and(
        eq(services.storeId, storeId),
        inArray(
          services.name,
          spec.lines.map((l) => l.service),
        ),
      ),
    );
  const options = await tx
    .select()
    .from(serviceOptions)
    .where(eq(serviceOptions.storeId, storeId))
    .orderBy(asc(serviceOptions.sequence));
  const choices = await tx.select().from(optionValues).where(eq(optionValues.storeId, storeId));
  const lineOf = (line: HistoryLine) => {
    const service = offered.find((s) => s.name === line.service);
    if (!service) throw new Error(`demo data missing: the service ${line.service}`);
    const answers: Record<string, unknown> = {};
    let extraCents = 0;
    for (const [label, given] of Object.entries(line.answers)) {
      const option = options.find((o) => o.serviceId === service.id && o.label === label);
      if (!option) throw new Error(`demo data missing: the option ${label} of ${line.service}`);
      const choice = choices.find((c) => c.optionId === option.id && c.value === given);
      answers[String(option.id)] = choice ? choice.id : given;
      extraCents += choice?.priceCents ?? 0;
    }
    return {
      serviceId: service.id,
      serviceName: service.name,
      quantity: 1,
      unitPriceCents: service.basePriceCents + extraCents,
      answers,
    };
  };

  const next = seededRandom(spec.slug.length * 7919 + spec.orders);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  let rated = 0;
  const nowDays = Date.now() / 86_400_000;
  /** A step taken at the counter, dated within opening hours. */
  const done = (order: { storeId: number; id: number }, daysAgo: number) =>
    stepDone(tx, order, atShopHours(daysAgo, nowDays));
  for (let n = 0; n < spec.orders; n++) {
    const r = next();
    const fate = fateOf(n, spec.orders, r);
    // Oldest first, a few a day, at shop hours' spread.
    const placedDaysAgo = spec.days * (1 - n / spec.orders) + next() * 0.4;
    const who = n % 4 === 0 ? people[0]! : people[1 + Math.floor(next() * (people.length - 1))]!;
    const online = n % 3 === 0;
    const lines = [lineOf(pick(spec.lines)), ...(next() < 0.25 ? [lineOf(pick(spec.lines))] : [])];
    const order = await createSalesOrder(
      tx,
      {
        storeId,
        customer: who,
        locationId: places[n % places.length]!.id,
        channel: online ? 'storefront' : 'portal',
        note: next() < 0.3 ? pick(spec.notes) : null,
        items: lines,
      },
      actor,
    );
    // Online orders come in at any hour; the counter's within opening hours.
    await (online ? stepDone(tx, order, placedDaysAgo) : done(order, placedDaysAgo));
    const sales = (action: string, input: Record<string, unknown> = {}) =>
      runTransition(tx, salesOrderLifecycle, order.id, action, actor, input);
    if (fate === 'placed') continue;
    if (fate === 'cancelled') {
      await sales('cancel', { note: pick(spec.cancelNotes) });
      await done(order, Math.max(0, placedDaysAgo - 0.5 - next()));
      continue;
    }
    // Handed in (online orders a day or two later, by post or in person), then at the bench.
    const received = Math.max(0, placedDaysAgo - (online ? 1 + next() : 0.02));
    await sales('receive');
    // The deposit its services ask is taken at intake, as the counter does.
    if (order.depositCents > 0)
      await takePayment(
        tx,
        order.id,
        storeId,
        {
          amount: order.depositCents / 100,
          method: next() < 0.5 ? 'card_present' : 'cash',
          is_deposit: true,
        },
        actor,
      );
    await done(order, received);
    if (fate === 'received') continue;
    const started = Math.max(0, received - 0.3 - next());
    if (fate === 'in_progress') {
      // Still at the store's own bench: an internal work order, sent, accepted and started there.
      const items = await tx
        .select()
        .from(salesOrderItems)
        .where(and(eq(salesOrderItems.storeId, storeId), eq(salesOrderItems.salesOrderId, order.id)));
      for (const item of items) {
        const work = await createWorkOrder(
          tx,
          {
            salesOrderItemId: item.id,
            source: Source.internal,
            dueAt: new Date(Date.now() + (1 + Math.floor(next() * 4)) * 86_400_000).toISOString(),
          },
          actor,
        );
        for (const action of ['send', 'accept', 'start'])
          await runTransition(tx, workOrderLifecycle, work.id, action, actor);
      }
      if ((await lockOrder(tx, storeId, order.id))?.status === 'received') await sales('start');
      await done(order, started);
      continue;
    }
    await sales('start');
    await done(order, started);
    const ready = Math.max(0, started - 1 - next() * 3);
    await sales('mark_ready');
    await done(order, ready);
    if (fate === 'ready') continue;
    // Paid at the counter at pickup (cash or card), then handed over.
    const picked = Math.max(0, ready - 0.2 - next() * 3);
    const row = await lockOrder(tx, storeId, order.id);
    const { payableCents } = await balanceOf(tx, row!);
    if (payableCents > 0)
      await takePayment(
        tx,
        order.id,
        storeId,
        { amount: payableCents / 100, method: next() < 0.6 ? 'card_present' : 'cash' },
        actor,
      );
    await sales('complete');
    await done(order, picked);
    if (fate === 'refunded') {
      await sales('refund');
      await done(order, Math.max(0, picked - 2));
      continue;
    }
    // Some customers answer the feedback mail a day or so after pickup.
    const said = spec.feedback[rated];
    if (said && n % 3 === 1) {
      rated++;
      await tx
        .update(feedback)
        .set({
          rating: said.rating,
          comment: said.comment,
          submittedAt: sql`now() - make_interval(secs => ${Math.round(Math.max(0, picked - 1) * 86_400)})`,
        })
        .where(and(eq(feedback.storeId, storeId), eq(feedback.salesOrderId, order.id)));
    }
  }
  return spec.orders;
}
