// The demo store's counter money and paper (docs/product.md#payments-deposits, #payments-part-payments,
// #payments-refunds, #documents-signatures): a service that asks a deposit, and three counter orders worked
// as staff would — taken in with the item's condition and the customer's intake signature and a deposit, a
// part payment by card; one collected, its balance paid at pickup and signed for; one cancelled and
// refunded. Everything goes through the ledger and signature services, so the order pages, the envelope,
// receipts and invoice show it.
import { and, asc, eq } from 'drizzle-orm';
import { Role } from '../../shared/roles.ts';
import { appContext } from '../app-context.ts';
import { type Actor, storeOwnerActor } from '../orders/parties.ts';
import { runTransition } from '../orders/transition.ts';
import { createSalesOrder, salesOrderLifecycle } from '../features/sales-orders/sales-orders.lifecycle.ts';
import { balanceOf, refundPayment, takePayment } from '../features/ledger/ledger.service.ts';
import { lockOrder } from '../features/ledger/ledger.repository.ts';
import { recordSignature } from '../features/documents/signatures.service.ts';
import { paperFilesOf } from '../features/documents/document-data.ts';
import type { Transaction } from './database.ts';
import { stepDone } from './seed-demo-clock.ts';
import { demoSignatureDataUrl } from './demo-signature.ts';
import {
  customers,
  locations,
  salesOrderItems,
  salesOrders,
  services,
  stores,
  users,
} from './schema/index.ts';

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('demo data missing: seed the demo store first');
  return row;
}

/** A store's counter: which services ask a deposit, and the three counter orders in its own words. */
export interface CounterDesk {
  slug: string;
  customerEmail: string;
  /** A service that asks a fixed deposit per item, and one that asks a share of its price. */
  fixed: { service: string; depositCents: number };
  percent: { service: string; percent: number };
  /** At the bench: the fixed deposit in cash at intake, then a part payment by card. */
  atBench: { priceCents: number; condition: string; valueCents: number; partCents: number; partNote: string };
  /** Collected: the share as a deposit by card, the balance in cash at pickup. */
  collected: { priceCents: number; condition: string; valueCents: number };
  /** Cancelled: the deposit and a part payment taken, then both refunded. */
  cancelled: {
    priceCents: number;
    condition: string;
    valueCents: number;
    partCents: number;
    note: string;
    refundPart: string;
    refundDeposit: string;
  };
}

/** Goldsmith & Co's counter. */
export const goldsmithCounter: CounterDesk = {
  slug: 'demo',
  customerEmail: 'customer@demo.test',
  fixed: { service: 'Prong Retipping', depositCents: 2000 },
  percent: { service: 'Ring Resizing', percent: 50 },
  atBench: {
    priceCents: 6000,
    condition: 'Two prongs worn thin, stone secure',
    valueCents: 85000,
    partCents: 1500,
    partNote: 'Paid towards the balance when calling in',
  },
  collected: { priceCents: 4500, condition: 'Band thin at the back; light scratches', valueCents: 60000 },
  cancelled: {
    priceCents: 6000,
    condition: 'Claw tips bent',
    valueCents: 40000,
    partCents: 1000,
    note: 'Customer will have the ring remade elsewhere',
    refundPart: 'Order cancelled',
    refundDeposit: 'Order cancelled: the deposit back in cash',
  },
};

/** A store's counter orders with deposits, part payments, a refund and signatures (Goldsmith & Co's by default). */
export async function seedDemoCounter(tx: Transaction, desk: CounterDesk = goldsmithCounter): Promise<void> {
  const store = await one(tx.select().from(stores).where(eq(stores.slug, desk.slug)));
  const owner = await one(
    tx
      .select()
      .from(users)
      .where(eq(users.email, `owner@${desk.slug}.test`)),
  );
  const customer = await one(
    tx
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, store.id), eq(customers.email, desk.customerEmail))),
  );
  const location = await one(
    tx.select().from(locations).where(eq(locations.storeId, store.id)).orderBy(asc(locations.id)).limit(1),
  );
  const actor: Actor = storeOwnerActor(owner.id, store.id);
  const files = paperFilesOf(appContext().config);
  const signer = `${customer.firstName} ${customer.lastName}`;

  // One service asks a fixed deposit per item, another a share of its price (the service editor).
  const serviceOf = (name: string) =>
    one(
      tx
        .select()
        .from(services)
        .where(and(eq(services.storeId, store.id), eq(services.name, name))),
    );
  const prongs = await serviceOf(desk.fixed.service);
  const ring = await serviceOf(desk.percent.service);
  await tx
    .update(services)
    .set({ depositRule: 'fixed', depositAmountCents: desk.fixed.depositCents })
    .where(and(eq(services.storeId, store.id), eq(services.id, prongs.id)));
  await tx
    .update(services)
    .set({ depositRule: 'percent', depositPercent: desk.percent.percent })
    .where(and(eq(services.storeId, store.id), eq(services.id, ring.id)));

  const orderRow = async (id: number) =>
    one(
      tx
        .select()
        .from(salesOrders)
        .where(and(eq(salesOrders.storeId, store.id), eq(salesOrders.id, id))),
    );
  /** A counter order taken in: the item's condition and value, the customer's intake signature. */
  const takeIn = async (
    service: typeof prongs,
    priceCents: number,
    condition: string,
    declaredValueCents: number,
  ) => {
    const created = await createSalesOrder(
      tx,
      {
        storeId: store.id,
        customer: { id: customer.id, name: signer, email: customer.email, phone: customer.phone },
        locationId: location.id,
        channel: 'portal',
        items: [
          {
            serviceId: service.id,
            serviceName: service.name,
            quantity: 1,
            unitPriceCents: priceCents,
            answers: {},
          },
        ],
      },
      actor,
    );
    const [item] = await tx
      .select()
      .from(salesOrderItems)
      .where(and(eq(salesOrderItems.storeId, store.id), eq(salesOrderItems.salesOrderId, created.id)));
    await runTransition(tx, salesOrderLifecycle, created.id, 'receive', actor, {
      items: [{ id: item!.id, condition_notes: condition, declared_value: declaredValueCents / 100 }],
    });
    await recordSignature(
      tx,
      files,
      await orderRow(created.id),
      { kind: 'intake', signer_name: signer, image: demoSignatureDataUrl(signer) },
      { userId: owner.id, roleId: Role.storeOwner },
    );
    return created;
  };
  const pay = (
    id: number,
    amount: number,
    method: 'cash' | 'card_present',
    isDeposit: boolean,
    note?: string,
  ) =>
    takePayment(
      tx,
      id,
      store.id,
      { amount, method, is_deposit: isDeposit, ...(note ? { note } : {}) },
      actor,
    );

  // 1. At the bench: the fixed deposit in cash at intake, then a part payment by card in store.
  const b = desk.atBench;
  const atBench = await takeIn(prongs, b.priceCents, b.condition, b.valueCents);
  await pay(atBench.id, desk.fixed.depositCents / 100, 'cash', true);
  await stepDone(tx, atBench, 3);
  await runTransition(tx, salesOrderLifecycle, atBench.id, 'start', actor);
  await stepDone(tx, atBench, 2);
  await pay(atBench.id, b.partCents / 100, 'card_present', false, b.partNote);
  await stepDone(tx, atBench, 1);

  // 2. Collected: the share of the price as a deposit by card, the balance in cash at pickup, signed for.
  const c = desk.collected;
  const collected = await takeIn(ring, c.priceCents, c.condition, c.valueCents);
  await pay(collected.id, (c.priceCents * desk.percent.percent) / 100 / 100, 'card_present', true);
  await stepDone(tx, collected, 8);
  for (const action of ['start', 'mark_ready'])
    await runTransition(tx, salesOrderLifecycle, collected.id, action, actor);
  await recordSignature(
    tx,
    files,
    await orderRow(collected.id),
    { kind: 'pickup', signer_name: signer, image: demoSignatureDataUrl(`${signer} pickup`) },
    { userId: owner.id, roleId: Role.storeOwner },
  );
  const locked = await lockOrder(tx, store.id, collected.id);
  const { payableCents } = await balanceOf(tx, locked!);
  if (payableCents > 0) await pay(collected.id, payableCents / 100, 'cash', false);
  await runTransition(tx, salesOrderLifecycle, collected.id, 'complete', actor);
  await stepDone(tx, collected, 4);

  // 3. Cancelled: the deposit and a part payment were taken, then the customer changed their mind; the
  //    store's deposits are refundable, so both go back the way they were paid: nothing is owed either way.
  const x = desk.cancelled;
  const cancelled = await takeIn(prongs, x.priceCents, x.condition, x.valueCents);
  const deposit = await pay(cancelled.id, desk.fixed.depositCents / 100, 'cash', true);
  const part = await pay(cancelled.id, x.partCents / 100, 'card_present', false);
  await stepDone(tx, cancelled, 6);
  await runTransition(tx, salesOrderLifecycle, cancelled.id, 'cancel', actor, { note: x.note });
  await refundPayment(
    tx,
    cancelled.id,
    store.id,
    { payment_id: part.payment_id!, amount: x.partCents / 100, reason: x.refundPart },
    `${desk.slug}-cancel-part`,
    actor,
  );
  await refundPayment(
    tx,
    cancelled.id,
    store.id,
    { payment_id: deposit.payment_id!, amount: desk.fixed.depositCents / 100, reason: x.refundDeposit },
    `${desk.slug}-cancel-deposit`,
    actor,
  );
  await stepDone(tx, cancelled, 5);
}
