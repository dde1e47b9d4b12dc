// The demo's clock. The demo seed runs in one transaction, so every row it writes carries the same instant
// (the transaction's now()). The seeds take each order step by step through the real transitions, and after
// each step date what that step wrote to the day it happened: every row of the order still stamped with the
// seed's instant (its custody events, timeline entries, domain events, notifications, charges, payments,
// transfers, its work order, the order's own created/stage/completed times) is moved to `daysAgo`. The
// history is then the real rows at real past times, and what is derived from them — days in this stage on
// the jobs board (docs/product.md#custody-board), turnaround, the order list's days in stage — follows.
import { sql } from 'drizzle-orm';
import type { Transaction } from './database.ts';

/** Columns of the order's rows a step writes, by table (each table has store_id and sales_order_id). */
const byOrder: Record<string, string[]> = {
  custody_events: ['created_at'],
  timeline_entries: ['created_at'],
  domain_events: ['created_at'],
  notifications: ['created_at'],
  charges: ['created_at', 'updated_at', 'paid_at'],
  payments: ['created_at', 'updated_at'],
  order_signatures: ['created_at'],
  item_transfers: ['created_at', 'updated_at', 'received_at'],
  sales_order_items: ['created_at', 'updated_at'],
  work_orders: ['created_at', 'updated_at'],
};

/**
 * Dates what the order's steps since the last call wrote (rows still at the seed's instant or later) to
 * `daysAgo` days before now. Call it after each step, oldest step first.
 */
export async function stepDone(
  tx: Transaction,
  order: { storeId: number; id: number },
  daysAgo: number,
): Promise<void> {
  const at = sql`now() - make_interval(secs => ${Math.round(daysAgo * 86_400)})`;
  const fresh = (column: string) => sql`${sql.identifier(column)} >= now()`;
  const set = (columns: string[]) =>
    sql.join(
      columns.map(
        (c) => sql`${sql.identifier(c)} = case when ${fresh(c)} then ${at} else ${sql.identifier(c)} end`,
      ),
      sql`, `,
    );
  const any = (columns: string[]) =>
    sql.join(
      columns.map((c) => fresh(c)),
      sql` or `,
    );
  // One statement (one round trip): each table's update a data-modifying CTE, the order's own row last.
  const own = ['created_at', 'updated_at', 'stage_since', 'completed_at'];
  const steps = Object.entries(byOrder).map(
    ([table, columns], i) =>
      sql`${sql.identifier(`t${i}`)} as (update ${sql.identifier(table)} set ${set(columns)}
           where store_id = ${order.storeId} and sales_order_id = ${order.id} and (${any(columns)}))`,
  );
  steps.push(
    sql`redone as (update redos set ${set(['created_at', 'updated_at'])}
         where store_id = ${order.storeId} and redo_sales_order_id = ${order.id} and created_at >= now())`,
  );
  await tx.execute(
    sql`with ${sql.join(steps, sql`, `)}
        update sales_orders set ${set(own)} where store_id = ${order.storeId} and id = ${order.id} and (${any(own)})`,
  );
}
