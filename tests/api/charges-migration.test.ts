// The migration that puts both kinds of charge into one table (drizzle/0013, 0014) on a database that has
// charges of both kinds with the same ids, their timeline entries, events and payments: every charge
// arrives with its kind, extra charges get new ids, and whatever named them by id follows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { withDatabase } from '../support/database-setup.ts';

const folder = path.resolve(import.meta.dirname, '../../drizzle');
const before = '0013_charges-one-table';
let client: pg.Client;
let dbName: string;
let partial: string;

/** A copy of drizzle/ holding only the migrations before the merge. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'charges-migration-'));
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(folder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await client.query<T>(text, values)).rows;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  dbName = `charges_migration_${crypto.randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${dbName}`);
  await admin.end();
  client = new pg.Client({ connectionString: withDatabase(inject('adminDatabaseUrl'), dbName) });
  await client.connect();
  partial = migrationsBefore(before);
  await migrate(drizzle(client), { migrationsFolder: partial });

  // Store 7: additional charges 1 and 2 (2 paid), extra charges 1 and 2 (1 paid) — ids that collide.
  for (const [wo, item, status] of [
    [11, 'ABCDEFG-1', 'requested'],
    [12, 'ABCDEFG-2', 'paid'],
  ] as const) {
    await q(
      `insert into additional_charges (store_id, work_order_id, sales_order_id, item_number, amount_cents, reason,
         requested_by, status, token) values (7, $1, 5, $2, 1250, 'New flex cable', 2, $3, $4)`,
      [wo, item, status, `add-token-${wo}-xxxxxxxxxx`],
    );
  }
  for (const [n, status] of [
    [1, 'paid'],
    [2, 'requested'],
  ] as const) {
    await q(
      `insert into extra_charges (store_id, sales_order_id, amount_cents, reason, status, token)
       values (7, 5, $1, 'Express return', $2, $3)`,
      [500 * n, status, `extra-token-${n}-xxxxxxxxxx`],
    );
  }
  for (const [entity, id] of [
    ['additional_charge', 2],
    ['extra_charge', 1],
    ['extra_charge', 2],
  ] as const) {
    await q(
      `insert into timeline_entries (store_id, sales_order_id, entity, entity_id, action, to_status, message)
       values (7, 5, $1, $2, 'created', 'requested', 'x')`,
      [entity, id],
    );
    await q(
      `insert into domain_events (store_id, type, entity, entity_id, sales_order_id, payload)
       values (7, $1, $2, $3, 5, $4)`,
      [`${entity}.created`, entity, id, JSON.stringify({ [`${entity}_id`]: id })],
    );
  }
  await q(
    `insert into payments (store_id, sales_order_id, subject, subject_id, provider, method, amount_cents, status,
       reference, idempotency_key) values
       (7, 5, 'additional_charge', 2, 'builtin', 'manual', 1250, 'succeeded', 'r1', 'additional_charge:2'),
       (7, 5, 'extra_charge', 1, 'builtin', 'manual', 500, 'succeeded', 'r2', 'extra_charge:1')`,
  );
  await migrate(drizzle(client), { migrationsFolder: folder });
}, 120_000);

afterAll(async () => {
  await client?.end();
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  if (partial) fs.rmSync(partial, { recursive: true, force: true });
});

describe('one charges table from the two kinds', () => {
  it('moves every charge with its kind, keeping additional ids and numbering extra ones after them', async () => {
    const rows = await q<{ id: number; kind: string; token: string; status: string; work_order_id: number }>(
      `select id, kind, token, status, work_order_id, item_number, amount_cents, requested_by from charges order by id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({ id: 1, kind: 'additional', work_order_id: 11, item_number: 'ABCDEFG-1' }),
      expect.objectContaining({ id: 2, kind: 'additional', status: 'paid', requested_by: 2 }),
      expect.objectContaining({ id: 3, kind: 'extra', token: 'extra-token-1-xxxxxxxxxx', status: 'paid' }),
      expect.objectContaining({ id: 4, kind: 'extra', work_order_id: null, amount_cents: 1000 }),
    ]);
  });

  it('points timeline entries, events and payments of extra charges at their new ids', async () => {
    expect(await q(`select entity, entity_id from timeline_entries order by entity, entity_id`)).toEqual([
      { entity: 'additional_charge', entity_id: 2 },
      { entity: 'extra_charge', entity_id: 3 },
      { entity: 'extra_charge', entity_id: 4 },
    ]);
    expect(
      await q(`select entity, entity_id, payload from domain_events order by entity, entity_id`),
    ).toEqual([
      { entity: 'additional_charge', entity_id: 2, payload: { additional_charge_id: 2 } },
      { entity: 'extra_charge', entity_id: 3, payload: { extra_charge_id: 3 } },
      { entity: 'extra_charge', entity_id: 4, payload: { extra_charge_id: 4 } },
    ]);
    expect(await q(`select subject, subject_id, idempotency_key from payments order by subject`)).toEqual([
      { subject: 'additional_charge', subject_id: 2, idempotency_key: 'additional_charge:2' },
      { subject: 'extra_charge', subject_id: 3, idempotency_key: 'extra_charge:3' },
    ]);
  });

  it('drops the two tables and numbers the next charge after the moved ones', async () => {
    expect(
      await q(
        `select table_name from information_schema.tables where table_name in ('additional_charges', 'extra_charges')`,
      ),
    ).toEqual([]);
    const [next] = await q<{ id: number }>(
      `insert into charges (store_id, kind, sales_order_id, amount_cents, reason, token)
       values (7, 'extra', 5, 100, 'x', 'new-token-xxxxxxxxxxxx') returning id`,
    );
    expect(next!.id).toBe(5);
  });

  it('refuses a charge whose kind and work order disagree', async () => {
    await expect(
      q(
        `insert into charges (store_id, kind, sales_order_id, amount_cents, reason, token)
         values (7, 'additional', 5, 100, 'x', 'bad-token-xxxxxxxxxxxx')`,
      ),
    ).rejects.toThrow(/charges_kind_check/);
  });
});
