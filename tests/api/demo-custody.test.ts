// The demo's jobs board (src/server/db/seed-demo-custody.ts, with the vendor work of seed-demo-work.ts it
// follows), added to a clone of the test template (which leaves it out) and read back through the API as the
// demo owner and vendors would (docs/product.md#custody-board): items in every lane, at both vendors and
// both locations, for many customers, each with its intake photo; days in this stage derived from real,
// back-dated rows (some past the store's targets); one transfer in transit; one redo; custody histories whose
// times are the days the steps happened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inScope } from '../../src/server/db/database.ts';
import { seedDemoWork } from '../../src/server/db/seed-demo-work.ts';
import { seedDemoCustody } from '../../src/server/db/seed-demo-custody.ts';
import { withAppContext } from '../../src/server/app-context.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { dataOf, loginActors, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;

interface Card {
  item_number: string;
  sales_order_id: number | null;
  lane: string;
  customer_name: string | null;
  photo_upload_id: string | null;
  location_id: number | null;
  vendor_id: number | null;
  since: string;
  days_in_stage: number;
  late: boolean;
  holder: { kind: string };
}
interface Board {
  lanes: { id: string }[];
  cards: Card[];
  locations: { id: number }[];
}

beforeAll(async () => {
  t = await createTestApp();
  await withAppContext(t.app, () =>
    inScope(t.db, { kind: 'platform' }, async (tx) => {
      await seedDemoWork(tx, t.config.dataDir);
      await seedDemoCustody(tx, t.config.dataDir);
    }),
  );
  a = await loginActors(t);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const get = async <T>(caller: Actors['owner'], url: string) =>
  dataOf<T>(await caller({ method: 'GET', url: `/api/v1${url}` }));

const query = async <T>(sql: string, params: unknown[] = []) =>
  (await t.db.$client.query(sql, params)).rows as T[];

describe('the demo’s jobs board', () => {
  it('has items in every lane, at both vendors and both locations, for many customers, with photos', async () => {
    const board = await get<Board>(a.owner, '/jobs-board');
    const byLane = new Map<string, Card[]>();
    for (const c of board.cards) byLane.set(c.lane, [...(byLane.get(c.lane) ?? []), c]);
    for (const lane of board.lanes) expect(byLane.get(lane.id)?.length ?? 0, lane.id).toBeGreaterThan(0);
    expect(board.lanes.map((l) => l.id)).toEqual(
      expect.arrayContaining([`vendor:${a.ids.bench}`, `vendor:${a.ids.loupe}`]),
    );
    expect(new Set(board.cards.map((c) => c.location_id)).size).toBe(2);
    expect(new Set(board.cards.map((c) => c.customer_name)).size).toBeGreaterThanOrEqual(8);
    expect(board.cards.filter((c) => c.photo_upload_id).length).toBeGreaterThanOrEqual(15);
    // The photos are real uploads the owner can open.
    const photo = board.cards.find((c) => c.photo_upload_id)!.photo_upload_id!;
    const image = await a.owner({ method: 'GET', url: `/api/v1/uploads/${photo}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('derives days in this stage from back-dated rows: varied, several past the target', async () => {
    const board = await get<Board>(a.owner, '/jobs-board');
    const days = board.cards.map((c) => c.days_in_stage);
    expect(new Set(days).size).toBeGreaterThanOrEqual(6);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(9);
    expect(board.cards.filter((c) => c.late).length).toBeGreaterThanOrEqual(5);
    expect(board.cards.filter((c) => c.days_in_stage === 0).length).toBeLessThanOrEqual(3);
    // Each card's "since" is the time of a real row: its order entering its stage or its work entering its
    // status (the timeline entry that changed it), never a row's last edit.
    for (const c of board.cards.filter((x) => x.sales_order_id)) {
      const [row] = await query<{ at: Date }>(
        `select greatest(o.stage_since, (
                  select max(t.created_at) from timeline_entries t
                   where t.store_id = w.store_id and t.entity = 'work_order' and t.entity_id = w.id
                     and t.to_status = w.status and t.from_status is distinct from t.to_status)) as at
           from sales_orders o left join work_orders w on w.store_id = o.store_id and w.sales_order_id = o.id
          where o.id = $1`,
        [c.sales_order_id],
      );
      expect(new Date(c.since).getTime(), c.item_number).toBe(row!.at.getTime());
    }
    // Every custody event, timeline entry and order of the demo store's open work happened on its own day:
    // none is left at the seed's instant, and each item's history runs forward in time.
    const store = a.ids.demo;
    const histories = await query<{ item_number: string; times: Date[] }>(
      `select item_number, array_agg(created_at order by id) as times from custody_events
        where store_id = $1 group by item_number`,
      [store],
    );
    for (const h of histories) {
      const ms = h.times.map((d) => d.getTime());
      expect(
        ms.every((m, i) => i === 0 || m >= ms[i - 1]!),
        h.item_number,
      ).toBe(true);
    }
    const [stale] = await query<{ n: number }>(
      `select count(*)::int as n from timeline_entries e join sales_orders o on o.id = e.sales_order_id
        where o.store_id = $1 and o.status <> 'placed' and e.created_at > now() - interval '1 hour'`,
      [store],
    );
    expect(stale!.n).toBe(0);
  });

  it('has one transfer in transit, one that arrived by scan, one redo, and receipts by scan', async () => {
    const transfers = await query<{ status: string }>(
      `select status from item_transfers where store_id = $1 order by id`,
      [a.ids.demo],
    );
    expect(transfers.map((x) => x.status)).toEqual(['received', 'in_transit']);
    const redos = await query<{ within_warranty: boolean; charged: boolean }>(
      `select within_warranty, charged from redos where store_id = $1`,
      [a.ids.demo],
    );
    expect(redos).toEqual([{ within_warranty: true, charged: false }]);
    const how = await query<{ kind: string; method: string }>(
      `select distinct kind, method from custody_events where store_id = $1`,
      [a.ids.demo],
    );
    expect(how).toEqual(
      expect.arrayContaining([
        { kind: 'intake', method: 'transition' },
        { kind: 'sent_to_vendor', method: 'transition' },
        { kind: 'vendor_received', method: 'scan' },
        { kind: 'transfer_out', method: 'transition' },
        { kind: 'transfer_received', method: 'scan' },
        { kind: 'store_received', method: 'scan' },
      ]),
    );
  });

  it('shows each vendor its own work on its board', async () => {
    const bench = await get<Board>(a.vendorOwner, '/jobs-board');
    const loupe = await get<Board>(a.loupeOwner, '/jobs-board');
    expect(bench.cards.length).toBeGreaterThanOrEqual(8);
    expect(loupe.cards.length).toBeGreaterThanOrEqual(2);
    expect(new Set(bench.cards.map((c) => c.lane)).size).toBeGreaterThanOrEqual(4);
  });
});
