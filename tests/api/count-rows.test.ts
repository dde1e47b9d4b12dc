// List totals: exact up to exactCountLimit, PostgreSQL's planner estimate beyond it (crud/count-rows.ts),
// run as the app's tenant role like every list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt, lte } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { inScope } from '../../src/server/db/database.ts';
import { boundedCount, countRows, exactCountLimit, totalOf } from '../../src/server/crud/count-rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const probe = pgTable('count_probe', { n: integer().notNull() });
const rows = exactCountLimit + 5_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.$client.query(`create table count_probe (n integer not null)`);
  await t.db.$client.query(`insert into count_probe select generate_series(1, $1::int)`, [rows]);
  await t.db.$client.query(`grant select on count_probe to app_tenant`);
  await t.db.$client.query(`analyze count_probe`);
});
afterAll(() => t.close());

const total = (where: Parameters<typeof countRows>[2]) =>
  inScope(t.db, { kind: 'platform' }, (tx) => countRows(tx, probe, where), { readOnly: true });

describe('list totals', () => {
  it('are exact up to the limit, the limit itself included', async () => {
    expect(await total(lte(probe.n, 123))).toBe(123);
    expect(await total(lte(probe.n, exactCountLimit))).toBe(exactCountLimit);
    expect(await total(gt(probe.n, rows))).toBe(0);
  });

  it('are the planner estimate beyond it, never below the limit', async () => {
    const estimate = await total(undefined);
    expect(estimate).toBeGreaterThan(exactCountLimit);
    expect(Math.abs(estimate - rows) / rows).toBeLessThan(0.2);
    const filtered = await total(gt(probe.n, 2_000));
    expect(filtered).toBeGreaterThan(exactCountLimit);
    expect(Math.abs(filtered - (rows - 2_000)) / rows).toBeLessThan(0.2);
  });
});

describe("a list page's total in its own statement", () => {
  const inPage = (where: Parameters<typeof countRows>[2]) =>
    inScope(
      t.db,
      { kind: 'platform' },
      async (tx) => {
        const [row] = await tx
          .select({ n: probe.n, total: boundedCount(probe, where) })
          .from(probe)
          .where(where)
          .limit(1);
        return totalOf(tx, probe, where, row ? row.total : 0);
      },
      { readOnly: true },
    );

  it('is the same total as counting on its own, below and beyond the limit', async () => {
    for (const where of [lte(probe.n, 123), lte(probe.n, exactCountLimit), gt(probe.n, rows), undefined])
      expect(await inPage(where)).toBe(await total(where));
  });
});
