// Deadlocks and serialization failures are retried by the shared transaction helper (inScope, and
// db.transaction) a bounded number of times, and never answered 500: two transactions locking two rows in
// opposite orders both complete; a deadlock that outlasts the retries answers 503 with Retry-After; and
// deleting a webhook endpoint while a delivery to it is being sent (the worker holds the delivery, then
// updates the endpoint) waits its turn instead of deadlocking (issue 25, fault 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { inScope } from '../../src/server/db/database.ts';
import { databaseFailure } from '../../src/server/db/pg-errors.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { loginActors, dataOf, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' });
  a = await loginActors(t);
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the shared transaction helper', () => {
  it('retries a deadlock: two transactions locking rows in opposite orders both complete', async () => {
    const ids = (await t.db.$client.query<{ id: number }>('select id from locations order by id limit 2'))
      .rows;
    const [one, two] = ids.map((r) => r.id) as [number, number];
    let runs = 0;
    const crossing = (first: number, second: number) =>
      inScope(t.db, { kind: 'platform' }, async (tx) => {
        runs++;
        await tx.execute(sql`update locations set city = city where id = ${first}`);
        await pause(150);
        await tx.execute(sql`update locations set city = city where id = ${second}`);
        return 'done';
      });
    const outcomes = await Promise.allSettled([crossing(one, two), crossing(two, one)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    // One of them was chosen as the deadlock's victim and ran again.
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it('retries a serialization failure (40001)', async () => {
    let runs = 0;
    const result = await inScope(t.db, { kind: 'platform' }, async () => {
      runs++;
      if (runs < 3)
        throw Object.assign(new Error('could not serialize access'), { code: '40001', severity: 'ERROR' });
      return runs;
    });
    expect(result).toBe(3);
  });

  it('gives up after a bounded number of tries: 503 with Retry-After, never 500', async () => {
    let runs = 0;
    const failing = inScope(t.db, { kind: 'platform' }, async () => {
      runs++;
      throw Object.assign(new Error('deadlock detected'), { code: '40P01', severity: 'ERROR' });
    });
    const error = await failing.catch((e: unknown) => e);
    expect(databaseFailure(error)).toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
    expect(runs).toBeGreaterThan(1);
    expect(runs).toBeLessThanOrEqual(5);
  });
});

describe("the request's transaction (relational builders made on first use)", () => {
  it('reads through tx.query and nests a savepoint, in its tenant scope', async () => {
    const [store] = (await t.db.$client.query<{ id: number }>('select id from stores order by id limit 1'))
      .rows;
    const read = await inScope(t.db, { kind: 'store', storeId: store!.id }, async (tx) => {
      const first = await tx.query.locations.findFirst({ columns: { id: true, storeId: true } });
      const nested = await tx.transaction((inner) => inner.query.stores.findMany({ columns: { id: true } }));
      return { first, nested, same: tx.query === tx.query };
    });
    expect(read.first?.storeId).toBe(store!.id);
    // Row-level security: the store's scope sees its own store only.
    expect(read.nested).toEqual([{ id: store!.id }]);
    expect(read.same).toBe(true);
  });
});

describe('deleting a webhook endpoint while a delivery to it is in flight', () => {
  it('answers 200 (no deadlock): the delete waits for the delivery, then removes both', async () => {
    const endpoint = dataOf<{ id: number }>(
      await a.owner({
        method: 'POST',
        url: '/api/v1/webhook-endpoints',
        payload: { url: 'http://127.0.0.1:9/hook', events: ['sales_order.*'] },
      }),
      201,
    );
    const {
      rows: [delivery],
    } = await t.db.$client.query<{ id: number }>(
      `insert into webhook_deliveries (store_id, endpoint_id, event_id, event_type, body)
       select store_id, id, 1, 'sales_order.created', '{}' from webhook_endpoints where id = $1 returning id`,
      [endpoint.id],
    );
    // The worker's order: it claims the delivery (FOR UPDATE), posts, then updates the endpoint.
    const worker = new pg.Client({ connectionString: t.databaseUrl });
    await worker.connect();
    try {
      await worker.query('begin');
      await worker.query(`select id from webhook_deliveries where id = $1 for update`, [delivery!.id]);
      const deleting = a.owner({ method: 'DELETE', url: `/api/v1/webhook-endpoints/${endpoint.id}` });
      await pause(300);
      const workerDone = worker
        .query(`update webhook_endpoints set consecutive_failures = consecutive_failures + 1 where id = $1`, [
          endpoint.id,
        ])
        .then(() => worker.query('commit'))
        .then(() => 'committed')
        .catch((e: { code?: string }) => `failed ${e.code}`);
      const [response, workerOutcome] = await Promise.all([deleting, workerDone]);
      expect(response.statusCode, response.body).toBe(200);
      expect(workerOutcome).toBe('committed');
      const left = await t.db.$client.query('select 1 from webhook_deliveries where id = $1', [delivery!.id]);
      expect(left.rowCount).toBe(0);
    } finally {
      await worker.end();
    }
  }, 30_000);
});
