// The demo's vendor work (src/server/db/seed-demo-work.ts), added to a clone of the test template (which
// leaves it out) and read back through the API as the demo users would: Bench Workshop, linked to both demo
// stores, has work in every state on its dashboard — overdue jobs, earnings this month, money still owed, a
// real turnaround — an estimate to quote, finished work still to invoice, and its own customers, services
// and sales orders; the stores see the work they sent. Loupe Lab sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inScope } from '../../src/server/db/database.ts';
import { seedDemoWork } from '../../src/server/db/seed-demo-work.ts';
import { withAppContext } from '../../src/server/app-context.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { dataOf, loginActors, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;

interface Dashboard {
  by_status: { status: string; count: number }[];
  by_store: { store_name: string; open: number; finished: number }[];
  due_soon: number;
  overdue: number;
  earned_this_month: number | null;
  outstanding: number | null;
  turnaround_hours: number | null;
  finished_last_90_days: number;
}

beforeAll(async () => {
  t = await createTestApp();
  // Outside a request: the demo's orders mail with this app's settings (app-context.ts).
  await withAppContext(t.app, () => inScope(t.db, { kind: 'platform' }, (tx) => seedDemoWork(tx)));
  a = await loginActors(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = async <T>(caller: Actors['vendorOwner'], url: string) =>
  dataOf<T>(await caller({ method: 'GET', url: `/api/v1${url}` }));

describe('the demo vendor’s work', () => {
  it('fills the vendor dashboard: every state, both stores, overdue, earnings, owed, turnaround', async () => {
    const d = await get<Dashboard>(a.vendorOwner, '/vendor-dashboard');
    const count = Object.fromEntries(d.by_status.map((s) => [s.status, s.count]));
    expect(count).toMatchObject({ sent: 2, accepted: 1, in_progress: 2, done: 2, returned: 1 });
    expect(d.by_store.map((s) => s.store_name).sort()).toEqual(['FixIt Phones', 'Goldsmith & Co']);
    expect(d.overdue).toBe(1);
    expect(d.due_soon).toBeGreaterThanOrEqual(4);
    expect(d.earned_this_month).toBe(50);
    expect(d.outstanding).toBe(5);
    // Accepted 4, 9 and 12 days ago; finished 2, 7 and 11 days ago: (48 + 48 + 24) / 3 hours.
    expect(d.finished_last_90_days).toBe(3);
    expect(d.turnaround_hours).toBeCloseTo(40, 0);
  });

  it('leaves finished work to invoice, an estimate to quote, and the workshop’s own trade', async () => {
    const work = await get<{ id: number; status: string; store_id: number }[]>(
      a.vendorOwner,
      '/vendor-work-orders?range=[0,99]',
    );
    const billed = await get<{ work_order_id: number }[]>(
      a.vendorOwner,
      `/invoices/billed-work?store_id=${a.ids.demo}`,
    );
    const billedIds = new Set(billed.map((b) => b.work_order_id));
    expect(work.filter((w) => w.status === 'done' && !billedIds.has(w.id))).toHaveLength(1);
    const estimates = await get<{ status: string; vendor_id: number }[]>(
      a.vendorOwner,
      '/vendor-estimates?range=[0,99]',
    );
    expect(estimates.filter((e) => e.status === 'requested' && e.vendor_id === a.ids.bench)).toHaveLength(1);
    expect(await get<unknown[]>(a.vendorOwner, '/vendor-customers')).toHaveLength(3);
    expect(await get<unknown[]>(a.vendorOwner, '/vendor-services')).toHaveLength(3);
    const orders = await get<{ status: string }[]>(a.vendorOwner, '/vendor-sales-orders');
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['placed', 'in_progress', 'ready', 'completed']),
    );
  });

  it('shows each store the work it sent, and no other vendor any of it', async () => {
    const demoWork = await get<{ vendor_id: number | null }[]>(a.owner, '/work-orders?range=[0,99]');
    expect(demoWork.filter((w) => w.vendor_id === a.ids.bench)).toHaveLength(6);
    const fixitWork = await get<{ vendor_id: number | null }[]>(a.fixitOwner, '/work-orders?range=[0,99]');
    expect(fixitWork.filter((w) => w.vendor_id === a.ids.bench)).toHaveLength(2);
    expect(await get<unknown[]>(a.loupeOwner, '/vendor-work-orders?range=[0,99]')).toHaveLength(0);
    expect(await get<unknown[]>(a.loupeOwner, '/vendor-customers')).toHaveLength(0);
  });
});
