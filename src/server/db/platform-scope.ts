// The platform scope inside a tenant's transaction: system work (notification fan-out, mail, webhooks) reads
// and writes rows of other audiences with the row-level policies' platform switch on, for fn only.
import { sql } from 'drizzle-orm';
import type { Transaction } from './database.ts';

/** Transactions inside an asPlatform call: a nested call has nothing to switch (and nothing to restore). */
const switchedOn = new WeakSet<Transaction>();

/** Runs fn with the platform scope switched on for the rest of fn only (system work such as fan-out). */
export async function asPlatform<T>(tx: Transaction, fn: () => Promise<T>): Promise<T> {
  if (switchedOn.has(tx)) return fn();
  // One round trip reads the previous value and switches the scope on: the materialized CTE is scanned
  // (current_setting read) before the outer target list (set_config) is evaluated. A checkout runs this
  // several times (fan-out, mail, webhooks) and every statement costs a wake-up of the backend.
  const { rows } = await tx.execute<{ previous: string | null }>(
    sql`with previous as materialized (select current_setting('app.platform', true) as value)
        select value as previous, set_config('app.platform', 'on', true) from previous`,
  );
  const restore = () => tx.execute(sql`select set_config('app.platform', ${rows[0]?.previous ?? ''}, true)`);
  let result: T;
  switchedOn.add(tx);
  try {
    result = await fn();
  } catch (e) {
    switchedOn.delete(tx);
    // A database error has aborted the transaction already; never hide the error behind the restore's.
    await restore().catch(() => undefined);
    throw e;
  }
  switchedOn.delete(tx);
  await restore();
  return result;
}
