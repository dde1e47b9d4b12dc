// Benchmark of the sales-order list at volume (npm run bench:api): GET /api/v1/sales-orders filtered by
// status, sorted by created_at DESC, range [0,24] — the portal's first page — through the real HTTP
// server, timed per request from the client. Prints p50 / p95 / p99 / max (target: under 50 ms).
//
// By default it starts a throw-away embedded PostgreSQL, migrates, seeds the demo data plus --stores
// stores and --orders orders (seedOrders), and removes it afterwards. With DATABASE_URL it uses that
// database as it is, seeding only what is missing (run `npm run db:seed -- --stores 50 --orders 200000`
// first to bench a seeded database).
//
//   npm run bench:api -- [--orders 200000] [--stores 50] [--requests 600] [--data-dir DIR]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createDatabase, inScope, type Database } from '../src/server/db/database.ts';
import { runMigrations } from '../src/server/db/migrations.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { seedDemo } from '../src/server/db/seed-demo.ts';
import { seedOrders } from '../src/server/orders/seed-orders.ts';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '200000' },
    stores: { type: 'string', default: '50' },
    requests: { type: 'string', default: '600' },
    // Keep the embedded database in this directory (reused when it exists): seed once, bench many times.
    'data-dir': { type: 'string' },
  },
});
const wanted = { orders: Number(args.orders), stores: Number(args.stores), requests: Number(args.requests) };
for (const [k, v] of Object.entries(wanted)) {
  if (!Number.isInteger(v) || v < 0) {
    console.error(`--${k} must be a whole number`);
    process.exit(2);
  }
}

const statuses = ['placed', 'received', 'in_progress', 'ready', 'completed', 'cancelled', 'refunded'];
const demoPassword = 'demo-pass-2026';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Stores beyond the demo ones, each with a location and three services (orders bring customers). */
async function ensureStores(db: Database, count: number) {
  await inScope(db, { kind: 'platform' }, async (tx) => {
    const { rows } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from stores where is_active`,
    );
    const missing = count - (rows[0]?.n ?? 0);
    if (missing <= 0) return;
    await tx.execute(sql`
      insert into stores (slug, name, is_onboarding_complete)
      select 'bench-' || n || '-' || substr(md5(random()::text), 1, 6), 'Bench Store ' || n, true
      from generate_series(1, ${missing}) n`);
    await tx.execute(sql`
      insert into locations (store_id, name, address_line1, city, country)
      select s.id, 'Main counter', '1 High Street', 'Springfield', 'United States'
      from stores s where s.slug like 'bench-%' and not exists (select 1 from locations l where l.store_id = s.id)`);
    await tx.execute(sql`
      insert into services (store_id, name, description, base_price_cents, sequence)
      select s.id, v.name, v.name, v.price, v.seq
      from stores s
      cross join (values ('Ring Resizing', 4500, 1), ('Chain Repair', 3500, 2), ('Watch Battery', 2500, 3)) v(name, price, seq)
      where s.slug like 'bench-%' and not exists (select 1 from services x where x.store_id = s.id)`);
  });
}

async function main() {
  let dataDir: string | null = null;
  let stopEmbedded = async () => undefined as void;
  let url = process.env.DATABASE_URL;
  if (!url) {
    const kept = args['data-dir'];
    dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
    const embedded = await startEmbeddedPostgres({ dataDir, port: 0 });
    url = embedded.url;
    console.log(`database: ${url.replace(/:[^:@/]+@/, ':***@')}${kept ? ` (kept in ${kept})` : ''}`);
    stopEmbedded = embedded.stop;
    if (kept) dataDir = null;
  }
  const db = createDatabase(url, 20);
  // An idle connection the server drops while the bench shuts down is not a failure of the bench.
  db.$client.on('error', (e) => console.warn(`database connection: ${e.message}`));
  const config = loadConfig({}, { DATABASE_URL: url, LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp({
    config,
    db,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
    logger: false,
  });
  try {
    await runMigrations(db);
    await seedDemo(db);
    await ensureStores(db, wanted.stores);
    const existing = await inScope(db, { kind: 'platform' }, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from sales_orders`),
    );
    const missing = wanted.orders - (existing.rows[0]?.n ?? 0);
    if (missing > 0) {
      const seeded = await seedOrders(db, { orders: missing, log: (m) => console.log(m) });
      console.log(
        `Seeded ${seeded.orders} orders (${seeded.items} items, ${seeded.timelineEntries} timeline entries) ` +
          `across ${seeded.stores} stores in ${(seeded.milliseconds / 1000).toFixed(1)} s.`,
      );
    }
    const volume = await inScope(db, { kind: 'platform' }, (tx) =>
      tx.execute<{ orders: number; stores: number; mine: number }>(sql`
        select (select count(*)::int from sales_orders) as orders,
               (select count(distinct store_id)::int from sales_orders) as stores,
               (select count(*)::int from sales_orders o join stores s on s.id = o.store_id where s.slug = 'demo') as mine`),
    );
    const v = volume.rows[0]!;

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = async (email: string) => {
      const response = await fetch(`${address}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: demoPassword, app: 'portal' }),
      });
      if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { access: string } }).data.access;
    };

    const run = async (who: string, token: string, count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const filter = encodeURIComponent(JSON.stringify({ status: statuses[i % statuses.length] }));
        const started = performance.now();
        const response = await fetch(
          `${address}/api/v1/sales-orders?filter=${filter}&sort=${encodeURIComponent('["created_at","DESC"]')}&range=${encodeURIComponent('[0,24]')}`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        const body = (await response.json()) as { data: unknown[] };
        times.push(performance.now() - started);
        if (!response.ok || body.data.length === 0)
          throw new Error(`${who}: ${response.status} ${JSON.stringify(body)}`);
      }
      return times.sort((a, b) => a - b);
    };

    const rows: string[] = [];
    for (const [who, email, scope] of [
      ['store owner', 'owner@demo.test', `one store: ${v.mine} orders`],
      ['super admin', 'admin@platform.test', `all stores: ${v.orders} orders`],
    ] as const) {
      const token = await login(email);
      await run(who, token, 50); // warm-up: connections, JIT, caches
      const times = await run(who, token, wanted.requests);
      const ms = (n: number) => `${n.toFixed(1)} ms`;
      rows.push(
        `| ${who} (${scope}) | ${times.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ` +
          `${ms(percentile(times, 99))} | ${ms(times[times.length - 1]!)} |`,
      );
    }
    console.log(
      `\nGET /api/v1/sales-orders, filter status (rotating over 7), sort created_at DESC, range [0,24]` +
        ` — ${v.orders} orders in ${v.stores} stores, Node ${process.version}\n`,
    );
    console.log('| caller | requests | p50 | p95 | p99 | max |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);
  } finally {
    await app.close();
    await db.$client.end();
    await stopEmbedded();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
