// Volume seed for benchmarks (npm run db:seed -- --orders N): realistic sales orders with items and their
// status timelines, spread over every status and the last two years, across the existing stores, their
// customers and active services. Everything is generated inside PostgreSQL (INSERT … SELECT over
// generate_series), in batches, so 200,000 orders take seconds rather than minutes.
//
// Order numbers stay 7 characters without look-alikes and unique: each batch maps its sequence numbers
// through an affine bijection of the 32^7 number space (odd multiplier, random offset), so numbers within a
// run never repeat; a collision with an existing number is skipped (ON CONFLICT DO NOTHING) and counted.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inScope, type Database } from '../db/database.ts';
import { ORDER_NUMBER_ALPHABET } from './order-numbers.ts';

export interface SeedOrdersOptions {
  orders: number;
  /** Orders per INSERT statement (default 25,000). */
  batchSize?: number;
  /** Customers each store gets at least (created when missing), default 25. */
  customersPerStore?: number;
  log?: (message: string) => void;
}

export interface SeedOrdersResult {
  orders: number;
  items: number;
  timelineEntries: number;
  stores: number;
  skippedNumbers: number;
  milliseconds: number;
}

/** Share of each status, in percent (completed work dominates a two-year history). */
const statusMix: [status: string, percent: number][] = [
  ['completed', 48],
  ['refunded', 4],
  ['cancelled', 8],
  ['ready', 6],
  ['in_progress', 12],
  ['received', 9],
  ['placed', 13],
];

/** The timeline that leads to each status: [action, from, to] steps after `created`. */
const pathTo: Record<string, [string, string, string][]> = {
  placed: [],
  received: [['receive', 'placed', 'received']],
  in_progress: [
    ['receive', 'placed', 'received'],
    ['start', 'received', 'in_progress'],
  ],
  ready: [
    ['receive', 'placed', 'received'],
    ['start', 'received', 'in_progress'],
    ['mark_ready', 'in_progress', 'ready'],
  ],
  completed: [
    ['receive', 'placed', 'received'],
    ['start', 'received', 'in_progress'],
    ['mark_ready', 'in_progress', 'ready'],
    ['complete', 'ready', 'completed'],
  ],
  refunded: [
    ['receive', 'placed', 'received'],
    ['start', 'received', 'in_progress'],
    ['mark_ready', 'in_progress', 'ready'],
    ['complete', 'ready', 'completed'],
    ['refund', 'completed', 'refunded'],
  ],
  cancelled: [['cancel', 'placed', 'cancelled']],
};

/** Days from placing to the last step of each status's path: when the order entered its status. */
const stageDaysCase = `(case p.status ${Object.entries(pathTo)
  .map(([status, steps]) => `when '${status}' then ${steps.length}`)
  .join(' ')} else 0 end)`;

const NUMBER_SPACE = 32n ** 7n; // 2^35
const MULTIPLIER = 2654435761n; // odd: a bijection modulo 2^35

export async function seedOrders(db: Database, options: SeedOrdersOptions): Promise<SeedOrdersResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const total = Math.max(0, Math.floor(options.orders));
  const batchSize = Math.max(1, options.batchSize ?? 25_000);
  const minCustomers = options.customersPerStore ?? 25;
  const offset = BigInt(crypto.randomInt(2 ** 47)) % NUMBER_SPACE;

  const statusCase = (() => {
    let upTo = 0;
    const arms = statusMix.map(([status, percent]) => {
      upTo += percent;
      return `when r < ${upTo} then '${status}'`;
    });
    return `case ${arms.join(' ')} else 'placed' end`;
  })();
  const stepsCase = `case status ${Object.entries(pathTo)
    .map(
      ([status, steps]) =>
        `when '${status}' then array[${['created,,placed', ...steps.map((s) => s.join(','))]
          .map((s) => `'${s}'`)
          .join(',')}]`,
    )
    .join(' ')} end`;
  // The 7 characters of number x: base-32 digits over the alphabet without look-alikes.
  const orderNo = Array.from(
    { length: 7 },
    (_, k) => `substr('${ORDER_NUMBER_ALPHABET}', ((x >> ${5 * k}) & 31)::int + 1, 1)`,
  ).join(' || ');

  const result: SeedOrdersResult = {
    orders: 0,
    items: 0,
    timelineEntries: 0,
    stores: 0,
    skippedNumbers: 0,
    milliseconds: 0,
  };

  // Every active store with an active service takes part; each gets enough customers to spread orders over.
  const stores = await inScope(db, { kind: 'platform' }, async (tx) => {
    await tx.execute(sql`
      insert into customers (store_id, first_name, last_name, email)
      select s.id, 'Customer', (n + c.have)::text, 'customer' || (n + c.have) || '@store' || s.id || '.seed.test'
      from stores s
      cross join lateral (select count(*)::int as have from customers where store_id = s.id) c
      cross join lateral generate_series(1, greatest(0, ${minCustomers} - c.have)) n
      where s.is_active and exists (select 1 from services v where v.store_id = s.id and v.is_active)`);
    const { rows } = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from stores s
      where s.is_active and exists (select 1 from services v where v.store_id = s.id and v.is_active)`);
    return rows[0]?.n ?? 0;
  });
  result.stores = stores;
  if (stores === 0 || total === 0) {
    result.milliseconds = Math.round(performance.now() - started);
    return result;
  }

  for (let first = 1; first <= total; first += batchSize) {
    const last = Math.min(total, first + batchSize - 1);
    const counts = await inScope(db, { kind: 'platform' }, async (tx) => {
      // What each store offers, numbered 1..stores so a sequence number picks one.
      await tx.execute(
        sql.raw(`
        create temp table seed_stores on commit drop as
        select row_number() over (order by s.id)::int as n, s.id as store_id,
               (select array_agg(c.id order by c.id) from customers c where c.store_id = s.id) as customer_ids,
               (select array_agg(v.id order by v.id) from services v where v.store_id = s.id and v.is_active) as service_ids,
               (select array_agg(v.name order by v.id) from services v where v.store_id = s.id and v.is_active) as service_names,
               (select array_agg(v.base_price_cents order by v.id) from services v where v.store_id = s.id and v.is_active) as service_prices,
               (select array_agg(l.id order by l.id) from locations l where l.store_id = s.id) as location_ids
        from stores s
        where s.is_active and exists (select 1 from services v where v.store_id = s.id and v.is_active)`),
      );
      const { rows } = await tx.execute<{ orders: number; items: number; timeline: number }>(
        sql.raw(`
        with picked as (
          select g, x, ${orderNo} as order_no,
                 st.*, (abs(hashtext(g::text || 'status')) % 100) as r,
                 now() - (random() * interval '730 days') as created_at
          from generate_series(${first}, ${last}) g
          cross join lateral (select ((g::bigint * ${MULTIPLIER}) + ${offset}) % ${NUMBER_SPACE} as x) num
          join seed_stores st on st.n = 1 + (abs(hashtext(g::text || 'store')) % ${stores})
        ),
        shaped as (
          select p.*, ${statusCase} as status,
                 1 + (x % 3)::int as lines,
                 p.customer_ids[1 + (abs(hashtext(g::text || 'customer')) % array_length(p.customer_ids, 1))] as customer_id
          from picked p
        ),
        priced as (
          select s.*,
                 (select sum(s.service_prices[1 + ((x + k) % array_length(s.service_ids, 1))::int])
                  from generate_series(1, s.lines) k)::int as subtotal
          from shaped s
        ),
        orders as (
          insert into sales_orders (store_id, order_no, customer_id, location_id, status, payment_status, channel,
                                    item_count, subtotal_cents, total_cents, customer_name, customer_email,
                                    completed_at, stage_since, created_at, updated_at)
          select p.store_id, p.order_no, p.customer_id,
                 p.location_ids[1 + (x % greatest(1, coalesce(array_length(p.location_ids, 1), 1)))::int],
                 p.status,
                 case p.status when 'completed' then 'paid' when 'ready' then 'paid' when 'refunded' then 'refunded'
                               when 'cancelled' then 'unpaid' else 'pending' end,
                 case when x % 10 < 7 then 'storefront' else 'portal' end,
                 p.lines, p.subtotal, p.subtotal,
                 trim(c.first_name || ' ' || c.last_name), c.email,
                 case when p.status in ('completed', 'refunded') then least(now(), p.created_at + interval '4 days') end,
                 least(now(), p.created_at + ${stageDaysCase} * interval '1 day'),
                 p.created_at, least(now(), p.created_at + interval '4 days')
          from priced p
          join customers c on c.id = p.customer_id
          on conflict (order_no) do nothing
          returning id, store_id, order_no, status, created_at
        ),
        items as (
          insert into sales_order_items (store_id, sales_order_id, line_no, item_number, service_id, service_name,
                                         quantity, unit_price_cents, total_cents, answers, created_at, updated_at)
          select o.store_id, o.id, k, o.order_no || '-' || k,
                 st.service_ids[i], st.service_names[i], 1, st.service_prices[i], st.service_prices[i], '{}'::jsonb,
                 o.created_at, o.created_at
          from orders o
          join picked p on p.order_no = o.order_no
          join seed_stores st on st.store_id = o.store_id
          cross join lateral generate_series(1, 1 + (p.x % 3)::int) k
          cross join lateral (select 1 + ((p.x + k) % array_length(st.service_ids, 1))::int as i) pick
          returning 1
        ),
        timeline as (
          insert into timeline_entries (store_id, sales_order_id, entity, entity_id, action, from_status, to_status,
                                        message, is_public, created_at)
          select o.store_id, o.id, 'sales_order', o.id, step[1], nullif(step[2], ''), step[3],
                 case when step[1] = 'created' then 'Order ' || o.order_no || ' placed'
                      else 'Order ' || o.order_no || ': ' || replace(step[2], '_', ' ') || ' → ' || replace(step[3], '_', ' ') end,
                 true, least(now(), o.created_at + (n - 1) * interval '1 day')
          from orders o
          cross join lateral unnest(${stepsCase.replace(/case status/, 'case o.status')}) with ordinality as s(steps, n)
          cross join lateral (select string_to_array(s.steps, ',') as step) parts
          returning 1
        )
        select (select count(*)::int from orders) as orders,
               (select count(*)::int from items) as items,
               (select count(*)::int from timeline) as timeline`),
      );
      return rows[0]!;
    });
    result.orders += counts.orders;
    result.items += counts.items;
    result.timelineEntries += counts.timeline;
    result.skippedNumbers += last - first + 1 - counts.orders;
    log(
      `seeded orders ${first}–${last}: ${counts.orders} orders, ${counts.items} items, ${counts.timeline} timeline entries`,
    );
  }
  // Fresh statistics and visibility maps, so the planner uses the list indexes (index-only counts) at once.
  // VACUUM runs outside a transaction, as the tables' owner (not app_tenant).
  await db.execute(sql`vacuum (analyze) sales_orders, sales_order_items, timeline_entries, customers`);
  result.milliseconds = Math.round(performance.now() - started);
  return result;
}
