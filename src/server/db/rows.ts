// One row of one store, by id (or by another key of the store's), optionally locked for the rest of the
// transaction — the query every feature repository needs; written once here so the repositories name what
// they read instead of repeating its shape.
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from './database.ts';

/** A tenant table: every row belongs to a store and has an id. */
export type StoreTable = PgTable & { storeId: AnyPgColumn; id: AnyPgColumn };

export interface RowOptions {
  /** SELECT … FOR UPDATE: the row stays locked until the transaction ends. */
  lock?: boolean;
  /** Further conditions the row must meet (e.g. its parent), ANDed with the store and the key. */
  where?: SQL;
}

/**
 * The row of `table` in store `storeId` whose id is `key` (or that meets `key`, e.g.
 * `eq(salesOrders.orderNo, orderNo)`), or undefined.
 */
export async function rowOfStore<T extends StoreTable>(
  tx: Transaction,
  table: T,
  storeId: number,
  key: number | SQL,
  options: RowOptions = {},
): Promise<T['$inferSelect'] | undefined> {
  const query = tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.storeId, storeId), typeof key === 'number' ? eq(table.id, key) : key, options.where));
  const [row] = options.lock ? await query.for('update') : await query;
  return row as T['$inferSelect'] | undefined;
}
