// The public cache across processes: two app instances on one database, as two processes would be. A
// change made through one (a service saved by its owner, settings or a store written by anyone) is read
// fresh through the other within a second; unchanged reads come from memory with an ETag and 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase, type Database } from '../../src/server/db/database.ts';
import { createTestApp, jwtSecret, type TestApp } from '../support/test-app.ts';
import { dataOf, loginActors, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
let other: { app: FastifyInstance; db: Database };
let ring: number;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 1000) {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return { value, elapsed: Date.now() - start };
    if (Date.now() - start > ms) return { value, elapsed: Date.now() - start };
    await new Promise((r) => setTimeout(r, 20));
  }
}

const activeCache = (app: FastifyInstance) =>
  until(
    async () => app.publicCache.active,
    (on) => on,
    5000,
  );

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
  const db = createDatabase(t.databaseUrl, 3);
  other = { app: await buildApp({ config: t.config, db, jwtSecret, logger: false }), db };
  await other.app.ready();
  await activeCache(t.app);
  await activeCache(other.app);
  ring = (
    await t.db.$client.query(`select id from services where store_id = $1 and name = 'Ring Resizing'`, [
      a.ids.demo,
    ])
  ).rows[0].id;
});
afterAll(async () => {
  await other?.app.close();
  await other?.db.$client.end();
  await t?.close();
});

const read = (url: string, headers: Record<string, string> = {}) =>
  other.app.inject({ method: 'GET', url, headers });
const catalogueUrl = () =>
  `/api/v1/stores/${a.ids.demo}/portal-services?is_customer_side=true&is_partial=true`;
const serviceUrl = () => `/api/v1/stores/${a.ids.demo}/portal-services/${ring}`;
const settingsUrl = '/api/v1/white-label-settings?store_url=demo.localhost';

/** Writes without firing triggers (no NOTIFY): what a read then shows came from memory. */
async function silently(statement: string, params: unknown[]) {
  const client = await t.db.$client.connect();
  try {
    await client.query('begin');
    await client.query(`set local session_replication_role = replica`);
    await client.query(statement, params);
    await client.query('commit');
  } finally {
    client.release();
  }
}

describe('public cache', () => {
  it('serves the catalogue, a service and settings with an ETag and answers 304 to a known one', async () => {
    for (const url of [catalogueUrl(), serviceUrl(), settingsUrl]) {
      const first = await read(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await read(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await read(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('prices add-to-cart from the store’s own cached service: another store’s change leaves it, its own drops it', async () => {
    const battery = (
      await t.db.$client.query(
        `select id, base_price_cents as price from services where store_id = $1 and name = 'Watch Battery'`,
        [a.ids.demo],
      )
    ).rows[0] as { id: number; price: number };
    const fixit = (await t.db.$client.query(`select id from stores where slug = 'fixit'`)).rows[0]
      .id as number;
    const priced = async () => {
      const added = await other.app.inject({
        method: 'POST',
        url: '/api/v1/add-to-carts',
        payload: { store_id: a.ids.demo, service_id: battery.id, answers: {} },
      });
      const items = dataOf<{ items: { unit_price: number }[] }>(added, 201).items;
      return items[items.length - 1]!.unit_price;
    };
    const before = await priced();
    try {
      await silently(`update services set base_price_cents = base_price_cents + 700 where id = $1`, [
        battery.id,
      ]);
      expect(await priced()).toBe(before);
      // Another store changes (its NOTIFY drops its own entries everywhere): the demo's service stays.
      await t.db.$client.query(`update store_settings set title = title where store_id = $1`, [fixit]);
      await until(priced, () => false, 200);
      expect(await priced()).toBe(before);
      // The demo store's own change drops it: the next add-to-cart reads the price anew.
      await t.db.$client.query(`update store_settings set title = title where store_id = $1`, [a.ids.demo]);
      const fresh = await until(priced, (price) => price === before + 7);
      expect(fresh.value).toBe(before + 7);
    } finally {
      await t.db.$client.query(`update services set base_price_cents = $2 where id = $1`, [
        battery.id,
        battery.price,
      ]);
    }
  });

  it('serves repeated reads from memory (a write that notifies nobody is not seen)', async () => {
    const before = dataOf<{ title: string }>(await read(settingsUrl));
    await silently(`update store_settings set title = 'Unannounced' where store_id = $1`, [a.ids.demo]);
    expect(dataOf<{ title: string }>(await read(settingsUrl)).title).toBe(before.title);
    await t.db.$client.query(`update store_settings set title = $2 where store_id = $1`, [
      a.ids.demo,
      before.title,
    ]);
  });

  it('reads a service changed through one process fresh through the other within a second', async () => {
    const names = async () =>
      dataOf<{ id: number; name: string }[]>(await read(catalogueUrl())).map((s) => s.name);
    const detail = async () => dataOf<{ name: string }>(await read(serviceUrl())).name;
    expect(await names()).toContain('Ring Resizing');
    const oldTag = (await read(serviceUrl())).headers.etag as string;
    expect(await detail()).toBe('Ring Resizing');

    const saved = await a.owner({
      method: 'PUT',
      url: `/api/v1/stores/${a.ids.demo}/services/${ring}`,
      payload: { name: 'Ring Resizing Deluxe' },
    });
    dataOf(saved);

    const list = await until(names, (n) => n.includes('Ring Resizing Deluxe'));
    expect(list.value).toContain('Ring Resizing Deluxe');
    expect(list.elapsed).toBeLessThan(1000);
    expect(await detail()).toBe('Ring Resizing Deluxe');
    expect((await read(serviceUrl(), { 'if-none-match': oldTag })).statusCode).toBe(200);
  });

  it('follows settings and store changes written by anyone (triggers, not routes)', async () => {
    await t.db.$client.query(`update store_settings set title = 'New title' where store_id = $1`, [
      a.ids.demo,
    ]);
    const title = await until(
      async () => dataOf<{ title: string }>(await read(settingsUrl)).title,
      (v) => v === 'New title',
    );
    expect(title.value).toBe('New title');
    expect(title.elapsed).toBeLessThan(1000);

    await t.db.$client.query(`update stores set is_active = false where id = $1`, [a.ids.demo]);
    const closed = await until(
      async () => (await read(settingsUrl)).statusCode,
      (s) => s === 403,
    );
    expect(closed.value).toBe(403);
    expect((await read(catalogueUrl())).statusCode).toBe(403);
    await t.db.$client.query(`update stores set is_active = true where id = $1`, [a.ids.demo]);
    await until(
      async () => (await read(settingsUrl)).statusCode,
      (s) => s === 200,
    );
  });

  it('reads its own write at once: the writing process drops the entry as its COMMIT returns', async () => {
    const own = (url: string) => t.app.inject({ method: 'GET', url });
    const original = dataOf<{ title: string }>(await own(settingsUrl)).title;
    // Each round: cached, then written and read back in the same breath (no NOTIFY has been handled yet).
    for (let round = 0; round < 20; round++) {
      dataOf(await own(settingsUrl));
      dataOf(
        await a.owner({
          method: 'PUT',
          url: `/api/v1/store-settings/${a.ids.demo}`,
          payload: { title: `Round ${round}` },
        }),
      );
      expect(dataOf<{ title: string }>(await own(settingsUrl)).title).toBe(`Round ${round}`);
    }
    dataOf(
      await a.owner({
        method: 'PUT',
        url: `/api/v1/store-settings/${a.ids.demo}`,
        payload: { title: original },
      }),
    );
  });

  it('serves uncached while its LISTEN connection is down, then caches again', async () => {
    await read(settingsUrl);
    await t.db.$client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query like 'listen app_public_cache%' and pid <> pg_backend_pid()`,
    );
    const off = await until(
      async () => other.app.publicCache.active,
      (on) => !on,
      2000,
    );
    expect(off.value).toBe(false);
    // Missed by the dead listener; seen anyway because nothing is served from memory meanwhile.
    await silently(`update store_settings set title = 'While deaf' where store_id = $1`, [a.ids.demo]);
    expect(dataOf<{ title: string }>(await read(settingsUrl)).title).toBe('While deaf');
    const back = await activeCache(other.app);
    expect(back.value).toBe(true);
  });
});
