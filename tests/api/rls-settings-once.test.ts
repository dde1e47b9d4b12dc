// Every row-level policy reads the request's settings (app.platform, app.store_id, …) in a scalar subquery,
// which PostgreSQL evaluates once per statement, never as a bare current_setting call evaluated for every row
// the policy checks (docs/performance.md: a list's bounded count of 10,000 orders spent 25 ms on them). Read
// from the migrated catalog, so a policy written without the shared fragments of schema/columns.ts fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inScope } from '../../src/server/db/database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A setting read once per statement: current_setting inside a `( SELECT …` of its own. */
const oncePerStatement = /\(\s*SELECT\s+\(?(COALESCE|NULLIF)\(current_setting\(/gi;

describe('row-level policies', () => {
  it('read every setting once per statement', async () => {
    const { rows } = await t.db.$client.query<{ policy: string; expression: string }>(`
      select c.relname || '.' || p.polname as policy,
             coalesce(pg_get_expr(p.polqual, p.polrelid), '') || ' ' ||
             coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '') as expression
        from pg_policy p join pg_class c on c.oid = p.polrelid`);
    expect(rows.length).toBeGreaterThan(50);
    const readingSettings = rows.filter((r) => r.expression.includes('current_setting'));
    expect(readingSettings.length).toBeGreaterThan(50);
    const perRow = readingSettings
      .filter((r) => r.expression.replace(oncePerStatement, '').includes('current_setting'))
      .map((r) => r.policy);
    expect(perRow).toEqual([]);
  });

  it('evaluate them as InitPlans: a store counting its orders runs no current_setting per row', async () => {
    const [store] = (await t.db.$client.query<{ id: number }>(`select id from stores where slug = 'demo'`))
      .rows;
    const plan = await inScope(t.db, { kind: 'store', storeId: store!.id }, async (tx) => {
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain (verbose, costs off) select count(*) from sales_orders where store_id = ${store!.id}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/InitPlan/);
    // The scan's filter compares columns with the InitPlans' results ($0, $1…), not with current_setting.
    const scanFilters = plan.split('\n').filter((line) => /Filter:/.test(line));
    expect(scanFilters.length).toBeGreaterThan(0);
    for (const line of scanFilters) expect(line).not.toMatch(/current_setting/);
  });
});
