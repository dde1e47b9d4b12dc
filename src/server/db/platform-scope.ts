// The platform scope inside a tenant's transaction: system work (notification fan-out, mail, webhooks) reads
// and writes rows of other audiences with the row-level policies' platform switch on, for fn only.
import { sql } from 'drizzle-orm';
import type { Transaction } from './database.ts';

/** Runs fn with the platform scope switched on for the rest of fn only (system work such as fan-out). */
export async function asPlatform<T>(tx: Transaction, fn: () => Promise<T>): Promise<T> {
  const { rows } = await tx.execute<{ previous: string | null }>(
    sql`select current_setting('app.platform', true) as previous`,
  );
  const restore = () => tx.execute(sql`select set_config('app.platform', ${rows[0]?.previous ?? ''}, true)`);
  await tx.execute(sql`select set_config('app.platform', 'on', true)`);
  let result: T;
  try {
    result = await fn();
  } catch (e) {
    // A database error has aborted the transaction already; never hide the error behind the restore's.
    await restore().catch(() => undefined);
    throw e;
  }
  await restore();
  return result;
}
