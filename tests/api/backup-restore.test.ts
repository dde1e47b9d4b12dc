// Backup and restore (src/server/db/backup.ts, npm run backup / restore): the demo data backed up and
// restored comes back whole — every table's row count, every sequence, and a sales
// order with its items, a user and an audit row to the byte — into an empty database on the same server and
// into a fresh embedded data directory whose server is running (reached, never stopped); a target that has
// tables is refused.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  backupDatabase,
  connectConfiguredDatabase,
  restoreDatabase,
  RestoreRefused,
} from '../../src/server/db/backup.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { loadConfig } from '../../src/server/config.ts';
import { inScope } from '../../src/server/db/database.ts';
import { seedDemoWork } from '../../src/server/db/seed-demo-work.ts';
import { withAppContext } from '../../src/server/app-context.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { withDatabase } from '../support/database-setup.ts';
import { loginActors } from '../support/actors.ts';
import { placeOrder, type World } from '../support/orders-fixtures.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-backup-'));
const file = path.join(dir, 'demo.pgcopy.gz');
let t: TestApp;
let sourceUrl: string;
let targetUrl: string;
let source: pg.Client;
let target: pg.Client;
let admin: pg.Client;

async function counts(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ relname: string }>(
    `select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by relname`,
  );
  const result: Record<string, number> = {};
  for (const { relname } of rows)
    result[relname] = (
      await client.query<{ n: number }>(`select count(*)::int as n from public."${relname}"`)
    ).rows[0]!.n;
  return result;
}

const sequences = async (client: pg.Client) =>
  (
    await client.query(
      `select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1`,
    )
  ).rows;

/** A few records as JSON text: the first sales order with its items, a user, the latest audit row. */
async function records(client: pg.Client) {
  const one = async (query: string) => (await client.query<{ j: string }>(query)).rows.map((r) => r.j);
  return {
    order: await one(`select row_to_json(o)::text as j from sales_orders o
      where (store_id, id) = (select store_id, sales_order_id from sales_order_items order by id limit 1)`),
    items: await one(`select row_to_json(i)::text as j from sales_order_items i
      where (store_id, sales_order_id) = (select store_id, sales_order_id from sales_order_items order by id limit 1)
      order by id`),
    user: await one(`select row_to_json(u)::text as j from users u order by id limit 1`),
    audit: await one(`select row_to_json(a)::text as j from audit_log a
      where entity = 'sales_orders' order by id desc limit 1`),
  };
}

beforeAll(async () => {
  // The demo with its vendor work (orders in every state) and an order placed through the API (audited).
  t = await createTestApp();
  await withAppContext(t.app, () => inScope(t.db, { kind: 'platform' }, (tx) => seedDemoWork(tx)));
  const a = await loginActors(t);
  const store = await t.db.$client.query<{ id: number }>(`select id from stores where slug = 'demo'`);
  await placeOrder({ t, storeId: store.rows[0]!.id } as World, a.customer);
  sourceUrl = t.databaseUrl;
  const name = `${inject('templateDatabase')}_c_${crypto.randomBytes(5).toString('hex')}`;
  admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  targetUrl = withDatabase(inject('adminDatabaseUrl'), name);
  source = new pg.Client({ connectionString: sourceUrl });
  await source.connect();
}, 120_000);
afterAll(async () => {
  await source?.end();
  await target?.end();
  await admin?.end();
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores the demo data into an empty database: every table, every sequence, records as they were', async () => {
    const started = Date.now();
    const backup = await backupDatabase(sourceUrl, file);
    const backedUp = Date.now();
    const restored = await restoreDatabase(targetUrl, file);
    const rows = backup.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `backup: ${backup.tables.length} tables, ${rows} rows, ${backup.sequences} sequences, ` +
        `${fs.statSync(file).size} bytes in ${backedUp - started} ms; restore ${Date.now() - backedUp} ms`,
    );
    expect(restored.tables).toEqual(backup.tables);
    expect(rows).toBeGreaterThan(100);

    target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    const before = await counts(source);
    expect(Object.keys(before).length).toBe(backup.tables.length);
    expect(await counts(target)).toEqual(before);
    expect(await sequences(target)).toEqual(await sequences(source));
    const expected = await records(source);
    expect(expected.items.length).toBeGreaterThan(0);
    expect(expected.audit.length).toBe(1);
    expect(await records(target)).toEqual(expected);
    const migrations = 'select hash, created_at from drizzle.__drizzle_migrations order by id';
    expect((await target.query(migrations)).rows).toEqual((await source.query(migrations)).rows);
  });

  it('refuses a target that already has tables, and leaves it as it was', async () => {
    const before = await counts(source);
    await expect(restoreDatabase(sourceUrl, file)).rejects.toBeInstanceOf(RestoreRefused);
    expect(await counts(source)).toEqual(before);
  });

  it('refuses a file that is not a backup', async () => {
    const other = path.join(dir, 'not-a-backup.gz');
    fs.writeFileSync(other, (await import('node:zlib')).gzipSync('hello'));
    await expect(restoreDatabase(targetUrl, other)).rejects.toThrow();
  });

  it('restores into a fresh embedded data directory, reaching its running server without stopping it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-restore-'));
    const embedded = await startEmbeddedPostgres({ dataDir, port: 0 });
    try {
      // The app is "up" on this directory: the scripts' connection is the running postmaster's, never a new one.
      const database = await connectConfiguredDatabase(loadConfig({}, { DATA_DIR: dataDir }));
      expect(database.where).toContain('running');
      expect(new URL(database.url).port).toBe(new URL(embedded.url).port);
      await restoreDatabase(database.url, file);
      await database.close();
      const restored = new pg.Client({ connectionString: embedded.url });
      await restored.connect();
      try {
        expect(await counts(restored)).toEqual(await counts(source));
        expect(await records(restored)).toEqual(await records(source));
      } finally {
        await restored.end();
      }
    } finally {
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
