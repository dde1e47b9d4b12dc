// The total of a list page's Content-Range. An exact count(*) reads every matching row — 40 ms for the super
// admin's 200,000 orders, ten times that at 2,000,000 — so a list counts exactly only up to a threshold and
// beyond it takes PostgreSQL's planner estimate: a page list needs the order of magnitude, not the last row.
// The bounded count rides in the page's own statement (boundedCount, a scalar subquery PostgreSQL runs
// once as an InitPlan): one round trip for page and total, the same rows counted as countRows counts.
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/database.ts';

/** Up to this many matching rows the total is exact. */
export const exactCountLimit = 10_000;

/** count(*) of the rows where matches, read no further than exactCountLimit + 1: a column for the page. */
export function boundedCount(table: PgTable, where: SQL | undefined): SQL<number> {
  // Inside the subquery the table's qualified column names resolve to its own scan: uncorrelated.
  return sql<number>`(select count(*) from (select 1 from ${table} where ${where ?? sql`true`} limit ${
    exactCountLimit + 1
  }) as bounded)`.mapWith(Number);
}

/**
 * The list's total from what the page's statement counted (seen), or counted now when the page came back
 * empty past its first row (the page carried no count), or estimated beyond the limit.
 */
export async function totalOf(
  tx: Transaction,
  table: PgTable,
  where: SQL | undefined,
  seen: number | undefined,
): Promise<number> {
  const bounded = seen ?? (await boundedRows(tx, table, where));
  return bounded <= exactCountLimit ? bounded : estimateRows(tx, table, where);
}

export async function countRows(tx: Transaction, table: PgTable, where: SQL | undefined): Promise<number> {
  return totalOf(tx, table, where, undefined);
}

async function boundedRows(tx: Transaction, table: PgTable, where: SQL | undefined): Promise<number> {
  const [bounded] = await tx.select({ total: count() }).from(
    matching(tx, table, where)
      .limit(exactCountLimit + 1)
      .as('bounded'),
  );
  return bounded?.total ?? 0;
}

async function estimateRows(tx: Transaction, table: PgTable, where: SQL | undefined): Promise<number> {
  const { rows } = await tx.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from ${matching(tx, table, where)} as estimate`,
  );
  const estimate = rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  // Never below what was just seen to exist.
  return Math.max(exactCountLimit + 1, Math.round(estimate));
}

// A function, not one builder: drizzle's builders change in place (limit() would stick).
const matching = (tx: Transaction, table: PgTable, where: SQL | undefined) =>
  tx
    .select({ one: sql`1` })
    .from(table)
    .where(where);
