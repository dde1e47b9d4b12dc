// The Spanish store's demo history (src/server/db/seed-demo-spanish-history.ts): written by the same seeds
// as Goldsmith & Co's, given Joyería Aurora and its words, and read back through the API as its owner would:
// orders in every status with option answers, payments, a refund, signatures, its workshop's jobs, estimates
// in every state, feedback, and the customers' mails and texts in Spanish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inScope } from '../../src/server/db/database.ts';
import { seedSpanishHistory } from '../../src/server/db/seed-demo-spanish-history.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { withAppContext } from '../../src/server/app-context.ts';
import { as, createTestApp, demoPassword, login, type TestApp } from '../support/test-app.ts';
import { dataOf } from '../support/actors.ts';

let t: TestApp;
let seconds = 0;

beforeAll(async () => {
  t = await createTestApp();
  const hash = await hashPassword(demoPassword);
  const started = performance.now();
  await withAppContext(t.app, () =>
    inScope(t.db, { kind: 'platform' }, (tx) => seedSpanishHistory(tx, hash, t.config.dataDir)),
  );
  seconds = (performance.now() - started) / 1000;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const query = async <T extends Record<string, unknown>>(text: string) =>
  (await t.db.$client.query<T>(text)).rows;
const joyeria = `(select id from stores where slug = 'joyeria')`;

describe("Joyería Aurora's history", () => {
  it('has six weeks of orders in every status', async () => {
    const rows = await query<{ status: string; n: number }>(
      `select status, count(*)::int as n from sales_orders where store_id = ${joyeria} group by 1`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    for (const status of ['placed', 'received', 'in_progress', 'ready', 'completed', 'cancelled', 'refunded'])
      expect(by[status], status).toBeGreaterThan(0);
    const total = rows.reduce((n, r) => n + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(40);
    const [span] = await query<{ days: number }>(
      `select extract(day from now() - min(created_at))::int as days from sales_orders where store_id = ${joyeria}`,
    );
    expect(span!.days).toBeGreaterThanOrEqual(40);
    console.log(`Joyería Aurora: ${total} orders seeded in ${seconds.toFixed(1)} s`);
  });

  it("shows its owner the orders with their options' answers in Spanish and its ledger", async () => {
    const owner = as(t.app, (await login(t.app, 'owner@joyeria.test', 'portal')).access);
    const [order] = await query<{ id: number }>(
      `select o.id from sales_orders o join sales_order_items i on i.store_id = o.store_id and i.sales_order_id = o.id
        where o.store_id = ${joyeria} and o.status = 'completed' and i.answers::text like '%{%current_size%'
        order by o.id limit 1`,
    );
    const items = dataOf<{ answer_labels: { option: string; value: string }[] }[]>(
      await owner({ method: 'GET', url: `/api/v1/sales-orders/${order!.id}/items` }),
    );
    const labels = items.flatMap((i) => i.answer_labels.map((a) => a.option));
    expect(labels).toContain('Metal');
    const ledger = dataOf<{ totals: { balance: number; paid: number } }>(
      await owner({ method: 'GET', url: `/api/v1/sales-orders/${order!.id}/ledger` }),
    );
    expect(ledger.totals.balance).toBe(0);
    expect(ledger.totals.paid).toBeGreaterThan(0);
  });

  it('has counter orders signed for, a refund, its workshop jobs, estimates and feedback', async () => {
    const [counts] = await query<Record<string, number>>(`select
      (select count(*)::int from order_signatures where store_id = ${joyeria}) as signatures,
      (select count(*)::int from payment_refunds where store_id = ${joyeria}) as refunds,
      (select count(distinct status)::int from work_orders w join vendors v on v.id = w.vendor_id
        where w.store_id = ${joyeria} and v.name = 'Taller Orfebre Ruiz') as job_states,
      (select count(distinct status)::int from estimates where store_id = ${joyeria}) as estimate_states,
      (select count(*)::int from feedback where store_id = ${joyeria} and rating is not null) as ratings,
      (select count(*)::int from redos where store_id = ${joyeria}) as redos`);
    expect(counts).toMatchObject({ signatures: 4, estimate_states: 4, redos: 1 });
    expect(counts!.refunds).toBeGreaterThan(0);
    expect(counts!.job_states).toBeGreaterThanOrEqual(5);
    expect(counts!.ratings).toBeGreaterThanOrEqual(4);
  });

  it("mails and texts its customers in Spanish, and its workshop's owner can sign in", async () => {
    const mails = await query<{ subject: string }>(
      `select subject from mail_outbox where store_id = ${joyeria} order by id`,
    );
    expect(mails.length).toBeGreaterThan(40);
    expect(mails.some((m) => /^Pedido \w+ confirmado$/.test(m.subject))).toBe(true);
    const texts = await query<{ body: string }>(`select body from sms_outbox where store_id = ${joyeria}`);
    expect(texts.some((s) => s.body.includes('su pedido'))).toBe(true);
    await login(t.app, 'taller@joyeria.test', 'vendor');
  });
});
