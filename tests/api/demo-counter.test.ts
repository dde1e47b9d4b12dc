// The demo's counter money and paper (src/server/db/seed-demo-counter.ts), added to a clone of the test
// template (which leaves it out) and read back through the API as the demo owner would: a service with a
// deposit, an order at the bench with its deposit and a part payment, one collected and signed for at intake
// and pickup with its balance 0, one cancelled and refunded; the ledger's figures are the rows'. With
// DEMO_LEDGER_OUT set, the at-the-bench order's ledger is written there (the closing note quotes it).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inScope } from '../../src/server/db/database.ts';
import { seedDemoCounter } from '../../src/server/db/seed-demo-counter.ts';
import { withAppContext } from '../../src/server/app-context.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { dataOf, loginActors, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;

interface Ledger {
  order_no: string;
  status: string;
  rows: { kind: string; description: string; amount: number; effect: number; status: string }[];
  totals: Record<string, number | boolean>;
}

beforeAll(async () => {
  t = await createTestApp();
  await withAppContext(t.app, () => inScope(t.db, { kind: 'platform' }, (tx) => seedDemoCounter(tx)));
  a = await loginActors(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string) => dataOf<T>(await a.owner({ method: 'GET', url: `/api/v1${url}` }));

async function counterOrders() {
  const { rows } = await t.db.$client.query<{ id: number; status: string; service: string }>(
    `select o.id, o.status, i.service_name as service from sales_orders o
       join sales_order_items i on i.store_id = o.store_id and i.sales_order_id = o.id
      where exists (select 1 from order_signatures s where s.store_id = o.store_id and s.sales_order_id = o.id)
      order by o.id`,
  );
  return rows;
}

describe('the demo counter', () => {
  it('asks deposits of its services, as the service editor shows them', async () => {
    const { rows } = await t.db.$client.query<{ id: number; store_id: number; name: string }>(
      `select id, store_id, name from services where name in ('Prong Retipping', 'Ring Resizing')
         and store_id = (select id from stores where slug = 'demo') order by name`,
    );
    const [prongs, ring] = await Promise.all(
      rows.map((r) =>
        get<{ deposit_rule: string; deposit_amount: number; deposit_percent: number }>(
          `/stores/${r.store_id}/services/${r.id}`,
        ),
      ),
    );
    expect(prongs).toMatchObject({ deposit_rule: 'fixed', deposit_amount: 20 });
    expect(ring).toMatchObject({ deposit_rule: 'percent', deposit_percent: 50 });
  });

  it('has an order at the bench, one collected and one cancelled and refunded, each signed at intake', async () => {
    const orders = await counterOrders();
    expect(orders.map((o) => o.status)).toEqual(['in_progress', 'completed', 'cancelled']);
    const [atBench, collected, cancelled] = await Promise.all(
      orders.map((o) => get<Ledger>(`/sales-orders/${o.id}/ledger`)),
    );
    expect(atBench!.totals).toMatchObject({
      charged: 60,
      paid: 35,
      balance: 25,
      deposit_required: 20,
      deposit_paid: 20,
      deposit_due: 0,
    });
    expect(atBench!.rows.map((r) => r.kind)).toEqual(['order', 'deposit', 'payment']);
    expect(collected!.totals).toMatchObject({ charged: 45, paid: 45, balance: 0, deposit_paid: 22.5 });
    expect(cancelled!.totals).toMatchObject({
      charged: 0,
      paid: 30,
      refunded: 30,
      balance: 0,
      refundable: 0,
    });
    expect(cancelled!.rows.filter((r) => r.kind === 'refund')).toHaveLength(2);

    const signatures = await Promise.all(
      orders.map((o) => get<{ kind: string }[]>(`/sales-orders/${o.id}/signatures`)),
    );
    expect(signatures.map((s) => s.map((x) => x.kind).sort())).toEqual([
      ['intake'],
      ['intake', 'pickup'],
      ['intake'],
    ]);
    const out = process.env.DEMO_LEDGER_OUT;
    if (out) fs.writeFileSync(out, JSON.stringify({ atBench, collected, cancelled }, null, 2));
  });
});
