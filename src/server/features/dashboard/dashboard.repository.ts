// The store dashboard's figures, each one aggregate query in PostgreSQL over the orders the caller may see:
// row-level security keeps other stores out underneath, and `OrderScope` adds the store, the chosen
// location and — for staff held to some locations by their permissions — those locations. Days are counted
// in the caller's time zone; money leaves here in cents.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../plugins/auth.ts';
import type { Transaction } from '../../db/database.ts';
import { locations } from '../../db/schema/index.ts';
import { ledgerFigures } from '../ledger/ledger.repository.ts';
import { visibleRows } from '../../orders/parties.ts';
import { Source } from '../../../shared/roles.ts';
import { salesOrderMachine } from '../../../shared/state-machines.ts';
import type { SaidParams } from '../../../shared/i18n/said.ts';

export interface Period {
  /** First and last day, YYYY-MM-DD, in `tz`. */
  from: string;
  to: string;
  tz: string;
}

export interface OrderScope {
  /** The caller's store (undefined: the super admin, every store). */
  storeId?: number;
  /** The location chosen on the dashboard. */
  locationId?: number;
  /** The locations the caller's permission covers ('all' unless staff held to some). */
  permitted: 'all' | number[];
}

/** The condition on `sales_orders o` for a scope. */
function ordersIn(scope: OrderScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.storeId !== undefined) parts.push(sql`o.store_id = ${scope.storeId}`);
  if (scope.locationId !== undefined) parts.push(sql`o.location_id = ${scope.locationId}`);
  if (scope.permitted !== 'all')
    parts.push(
      scope.permitted.length
        ? sql`o.location_id = any(${`{${scope.permitted.join(',')}}`}::int[])`
        : sql`false`,
    );
  return sql.join(parts, sql` and `);
}

/** The period's bounds as timestamps: [start of `from`, start of the day after `to`) in its time zone. */
const bounds = (p: Period) => ({
  start: sql`(${p.from}::date::timestamp at time zone ${p.tz})`,
  end: sql`((${p.to}::date + 1)::timestamp at time zone ${p.tz})`,
});

const toDays = (seconds: SQL) => sql`round((${seconds} / 86400.0)::numeric, 1)::float8`;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(tx: Transaction, query: SQL): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as Rows<T>).rows;

export async function salesFigures(tx: Transaction, scope: OrderScope, period: Period) {
  const where = ordersIn(scope);
  const { start, end } = bounds(period);
  const statuses = await rowsOf<{ status: string; count: number }>(
    tx,
    sql`select o.status, count(*)::int as count from sales_orders o
        where ${where} and o.created_at >= ${start} and o.created_at < ${end} group by o.status`,
  );
  const byStatus = salesOrderMachine.states.map((status) => ({
    status,
    count: statuses.find((s) => s.status === status)?.count ?? 0,
  }));
  const byDay = await rowsOf<{ date: string; orders: number; revenue_cents: number }>(
    tx,
    sql`with days as (
          select d::date as day from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d
        ),
        placed as (
          select (o.created_at at time zone ${period.tz})::date as day, count(*)::int as n from sales_orders o
          where ${where} and o.created_at >= ${start} and o.created_at < ${end} group by 1
        ),
        -- Money taken less money given back, each on its day: the ledger's rows (docs/product.md#payments-ledger).
        moves as (
          select (p.updated_at at time zone ${period.tz})::date as day, p.amount_cents as cents
          from payments p join sales_orders o on o.store_id = p.store_id and o.id = p.sales_order_id
          where ${where} and p.status in ('succeeded', 'refunded') and p.updated_at >= ${start} and p.updated_at < ${end}
          union all
          select (r.created_at at time zone ${period.tz})::date, -r.amount_cents
          from payment_refunds r join sales_orders o on o.store_id = r.store_id and o.id = r.sales_order_id
          where ${where} and r.created_at >= ${start} and r.created_at < ${end}
        ),
        collected as (select day, sum(cents)::bigint as cents from moves group by 1)
        select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(placed.n, 0)::int as orders,
               coalesce(collected.cents, 0)::float8 as revenue_cents
        from days left join placed using (day) left join collected using (day) order by days.day`,
  );
  // What open orders still owe: the ledger's balance of each (docs/product.md#payments-ledger), the same
  // figure as the order page's.
  const balance = ledgerFigures('o').balance;
  const [owed] = await rowsOf<{ cents: number; orders: number }>(
    tx,
    sql`with balances as (
          select ${balance} as owed from sales_orders o
          where ${where} and o.status not in ('cancelled', 'refunded')
        )
        select coalesce(sum(owed) filter (where owed > 0), 0)::float8 as cents,
               (count(*) filter (where owed > 0))::int as orders
        from balances`,
  );
  const turnaround = await rowsOf<{ service_name: string; orders: number; average_days: number }>(
    tx,
    sql`select i.service_name, count(distinct o.id)::int as orders,
               ${toDays(sql`avg(extract(epoch from o.completed_at - o.created_at))`)} as average_days
        from sales_orders o
        join sales_order_items i on i.store_id = o.store_id and i.sales_order_id = o.id
        where ${where} and o.completed_at >= ${start} and o.completed_at < ${end}
        group by i.service_name order by orders desc, i.service_name limit 10`,
  );
  return {
    orders: byStatus.reduce((sum, s) => sum + s.count, 0),
    byStatus,
    byDay,
    revenueCents: byDay.reduce((sum, d) => sum + Number(d.revenue_cents), 0),
    outstandingCents: Number(owed?.cents ?? 0),
    outstandingOrders: owed?.orders ?? 0,
    turnaroundByService: turnaround,
  };
}

/** When a work order last went to its vendor (its timeline's latest entry into `sent`). */
const sentAt = sql`coalesce((select max(t.created_at) from timeline_entries t
  where t.store_id = w.store_id and t.entity = 'work_order' and t.entity_id = w.id and t.to_status = 'sent'),
  w.updated_at)`;

export async function workFigures(tx: Transaction, scope: OrderScope, period: Period) {
  const where = ordersIn(scope);
  const { start, end } = bounds(period);
  const today = sql`((now() at time zone ${period.tz})::date::timestamp at time zone ${period.tz})`;
  const tomorrow = sql`(((now() at time zone ${period.tz})::date + 1)::timestamp at time zone ${period.tz})`;
  const fromOrders = sql`work_orders w join sales_orders o on o.store_id = w.store_id and o.id = w.sales_order_id`;
  const open = sql`w.status not in ('done', 'returned') and o.status not in ('cancelled', 'refunded')`;
  const [counts] = await rowsOf<{ due_today: number; overdue: number }>(
    tx,
    sql`select (count(*) filter (where w.due_at >= ${today} and w.due_at < ${tomorrow}))::int as due_today,
               (count(*) filter (where w.due_at < ${today}))::int as overdue
        from ${fromOrders} where ${where} and ${open} and w.due_at < ${tomorrow}`,
  );
  const due = await rowsOf<{
    work_order_id: number;
    item_number: string;
    service_name: string;
    status: string;
    due_at: string;
  }>(
    tx,
    sql`select w.id as work_order_id, w.item_number, w.service_name, w.status,
               to_char(w.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as due_at
        from ${fromOrders} where ${where} and ${open} and w.due_at < ${tomorrow}
        order by w.due_at, w.id limit 10`,
  );
  const atVendors = await rowsOf<{
    vendor_id: number;
    vendor_name: string;
    work_orders: number;
    average_days: number;
    longest_days: number;
  }>(
    tx,
    sql`select w.vendor_id, coalesce(min(v.name), 'Vendor ' || w.vendor_id) as vendor_name,
               count(*)::int as work_orders,
               ${toDays(sql`avg(extract(epoch from now() - ${sentAt}))`)} as average_days,
               ${toDays(sql`max(extract(epoch from now() - ${sentAt}))`)} as longest_days
        from ${fromOrders} left join vendors v on v.id = w.vendor_id
        where ${where} and w.vendor_id is not null and w.source = ${Source.external}
          and w.status in ('sent', 'accepted', 'in_progress', 'on_hold', 'done')
        group by w.vendor_id order by work_orders desc, w.vendor_id`,
  );
  // Work handed back in the period, from its latest sending before the return.
  const turnaround = await rowsOf<{
    vendor_id: number;
    vendor_name: string;
    work_orders: number;
    average_days: number;
  }>(
    tx,
    sql`with returned as (
          select r.vendor_id, r.created_at as returned_at,
                 (select max(s.created_at) from timeline_entries s
                  where s.store_id = r.store_id and s.entity = 'work_order' and s.entity_id = r.entity_id
                    and s.to_status = 'sent' and s.created_at <= r.created_at) as sent_at
          from timeline_entries r
          join work_orders w on w.store_id = r.store_id and w.id = r.entity_id
          join sales_orders o on o.store_id = w.store_id and o.id = w.sales_order_id
          where ${where} and r.entity = 'work_order' and r.to_status = 'returned' and r.vendor_id is not null
            and r.created_at >= ${start} and r.created_at < ${end}
        )
        select returned.vendor_id, coalesce(min(v.name), 'Vendor ' || returned.vendor_id) as vendor_name,
               count(*)::int as work_orders,
               ${toDays(sql`avg(extract(epoch from returned_at - sent_at))`)} as average_days
        from returned left join vendors v on v.id = returned.vendor_id
        where sent_at is not null
        group by returned.vendor_id order by work_orders desc, returned.vendor_id`,
  );
  return {
    dueToday: counts?.due_today ?? 0,
    overdue: counts?.overdue ?? 0,
    due,
    atVendors,
    turnaroundByVendor: turnaround,
  };
}

export async function recentActivity(tx: Transaction, scope: OrderScope) {
  return rowsOf<{
    id: number;
    created_at: string;
    message: string;
    message_key: string | null;
    message_params: SaidParams | null;
    sales_order_id: number;
    order_no: string;
  }>(
    tx,
    sql`select t.id, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
               t.message, t.message_key, t.message_params, t.sales_order_id, o.order_no
        from timeline_entries t join sales_orders o on o.store_id = t.store_id and o.id = t.sales_order_id
        where ${ordersIn(scope)} order by t.created_at desc, t.id desc limit 10`,
  );
}

/** The location, if it is one the caller may see (their store's, within their permitted locations). */
export async function visibleLocation(tx: Transaction, principal: Principal, locationId: number) {
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), visibleRows({ principal }, locations)));
  return location;
}

/**
 * What customers said in the period (docs/product.md#orders-feedback): how many rated, the average rating,
 * and the latest comments — over the feedback of the orders in view, where the order is now.
 */
export async function feedbackFigures(tx: Transaction, scope: OrderScope, period: Period) {
  const where = ordersIn(scope);
  const { start, end } = bounds(period);
  const inPeriod = sql`f.submitted_at >= ${start} and f.submitted_at < ${end}`;
  const [summary] = await rowsOf<{ ratings: number; average: number | null }>(
    tx,
    sql`select count(*)::int as ratings, round(avg(f.rating)::numeric, 1)::float8 as average
        from feedback f join sales_orders o on o.store_id = f.store_id and o.id = f.sales_order_id
        where ${where} and ${inPeriod}`,
  );
  const latest = await rowsOf<{
    id: number;
    sales_order_id: number;
    order_no: string;
    rating: number;
    comment: string | null;
    submitted_at: string;
  }>(
    tx,
    sql`select f.id, f.sales_order_id, o.order_no, f.rating::int as rating, f.comment,
               to_char(f.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as submitted_at
        from feedback f join sales_orders o on o.store_id = f.store_id and o.id = f.sales_order_id
        where ${where} and ${inPeriod} and coalesce(f.comment, '') <> ''
        order by f.submitted_at desc, f.id desc limit 5`,
  );
  return { ratings: summary?.ratings ?? 0, averageRating: summary?.average ?? null, latest };
}
