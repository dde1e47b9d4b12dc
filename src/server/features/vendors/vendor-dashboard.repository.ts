// The vendor dashboard's queries (docs/product.md#vendors-dashboard), each inside the vendor's tenant
// scope: row-level security shows it only work sent to it while the store link is active.
import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import { storeSettings } from '../../db/schema/index.ts';

/** States in which the work is still the vendor's to do. */
const openStates = ['sent', 'accepted', 'in_progress', 'on_hold'];
const finishedStates = ['done', 'returned'];
const listOf = (values: string[]) =>
  sql.join(
    values.map((s) => sql`${s}`),
    sql`, `,
  );
const open = listOf(openStates);
const finished = listOf(finishedStates);

export async function workByStatus(tx: Transaction, vendorId: number) {
  const { rows } = await tx.execute<{ status: string; count: string }>(
    sql`select status, count(*) as count from work_orders where vendor_id = ${vendorId} group by status`,
  );
  return rows;
}

export async function workByStore(tx: Transaction, vendorId: number) {
  const { rows } = await tx.execute<{ store_id: number; store_name: string; open: string; finished: string }>(
    sql`select w.store_id, s.name as store_name,
               count(*) filter (where w.status in (${open})) as open,
               count(*) filter (where w.status in (${finished})) as finished
        from work_orders w join stores s on s.id = w.store_id
        where w.vendor_id = ${vendorId}
        group by w.store_id, s.name order by s.name`,
  );
  return rows;
}

export async function dueWork(tx: Transaction, vendorId: number) {
  const { rows } = await tx.execute<{ due_soon: string; overdue: string }>(
    sql`select count(*) filter (where due_at >= now() and due_at < now() + interval '7 days') as due_soon,
               count(*) filter (where due_at < now()) as overdue
        from work_orders where vendor_id = ${vendorId} and status in (${open})`,
  );
  return rows[0];
}

export async function lateWork(tx: Transaction, vendorId: number) {
  const { rows } = await tx.execute<{
    id: number;
    item_number: string;
    service_name: string;
    store_name: string;
    status: string;
    due_at: Date;
  }>(
    sql`select w.id, w.item_number, w.service_name, s.name as store_name, w.status, w.due_at
        from work_orders w join stores s on s.id = w.store_id
        where w.vendor_id = ${vendorId} and w.status in (${open}) and w.due_at < now()
        order by w.due_at asc, w.id asc limit 5`,
  );
  return rows;
}

/** Each store's invoices to the vendor: paid this month, and sent but not paid (cents). */
export async function invoicedPerStore(tx: Transaction, vendorId: number) {
  const { rows } = await tx.execute<{ store_id: number; earned: string | null; outstanding: string | null }>(
    sql`select store_id,
               sum(total_cents) filter (where status = 'paid' and paid_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') as earned,
               sum(total_cents) filter (where status = 'sent') as outstanding
        from invoices where vendor_id = ${vendorId} group by store_id`,
  );
  return rows;
}

/** The stores' currencies: in their settings, which only a store reads, looked up for these stores only. */
export async function currenciesOf(tx: Transaction, storeIds: number[]) {
  if (!storeIds.length) return new Map<number, string>();
  const rows = await asPlatform(tx, () =>
    tx
      .select({ storeId: storeSettings.storeId, currency: storeSettings.currency })
      .from(storeSettings)
      .where(inArray(storeSettings.storeId, storeIds)),
  );
  return new Map(rows.map((c) => [c.storeId, c.currency]));
}

/** From the last accept to the last finish of each work order finished in the last 90 days. */
export async function turnaround(tx: Transaction, vendorId: number) {
  const { rows } = await tx.execute<{ hours: string | null; finished: string }>(
    sql`select avg(extract(epoch from f.at - a.at) / 3600) as hours, count(*) as finished
        from work_orders w
        cross join lateral (select max(created_at) as at from timeline_entries t
          where t.store_id = w.store_id and t.entity = 'work_order' and t.entity_id = w.id
            and t.action = 'accept') a
        cross join lateral (select max(created_at) as at from timeline_entries t
          where t.store_id = w.store_id and t.entity = 'work_order' and t.entity_id = w.id
            and t.action = 'finish') f
        where w.vendor_id = ${vendorId} and f.at > now() - interval '90 days' and a.at is not null
          and f.at >= a.at`,
  );
  return rows[0];
}
