// Scripted check that the app works behind PgBouncer in transaction mode (npm run check:pgbouncer; needs
// Debian's `pgbouncer` package). One built server owns the embedded PostgreSQL with the demo data; a
// PgBouncer (pool_mode = transaction, 4 server connections) sits in front of it; a second built server
// uses PgBouncer as DATABASE_URL and PostgreSQL itself as DATABASE_LISTEN_URL (a pooled connection cannot
// hold a LISTEN). Checks, through the pooled server: public reads, logins, 400 concurrent tenant-scoped
// list reads by two stores' owners (no row of the other store may appear — SET LOCAL scope must not leak
// between clients sharing a server connection), add-to-cart and checkout, and a service saved through it
// read fresh through the other server (NOTIFY through PgBouncer, LISTEN direct). Exits non-zero on failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, startApp, startChild, stop, waitFor } from './bench/processes.ts';

const pgbouncerBinary = '/usr/sbin/pgbouncer';
const bouncerPort = Number(process.env.PGBOUNCER_PORT ?? 3145);

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`FAILED: ${message}`);
  console.log(`ok  ${message}`);
}

async function api<T>(base: string, url: string, init: RequestInit = {}, status = 200) {
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = (await response.json()) as { data: T };
  if (response.status !== status)
    throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { data: body.data, headers: response.headers };
}

async function main() {
  if (!fs.existsSync(pgbouncerBinary)) {
    console.error('pgbouncer is not installed: apt-get install pgbouncer');
    process.exit(2);
  }
  build();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'check-pgbouncer-'));
  fs.chmodSync(work, 0o755);
  const ownerDir = path.join(work, 'owner');
  const pooledDir = path.join(work, 'pooled');
  fs.mkdirSync(ownerDir);
  fs.mkdirSync(pooledDir);
  const owner = await startApp(ownerDir);
  let bouncer: ReturnType<typeof spawn> | null = null;
  let pooled: Awaited<ReturnType<typeof startChild>> | null = null;
  try {
    const pgPort = Number(
      fs.readFileSync(path.join(ownerDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[3],
    );
    const password = fs.readFileSync(path.join(ownerDir, 'db-password'), 'utf8').trim();
    const direct = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/platform`;
    const ini = path.join(work, 'pgbouncer.ini');
    fs.writeFileSync(
      ini,
      [
        '[databases]',
        `platform = host=127.0.0.1 port=${pgPort} dbname=platform user=postgres password=${password}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${bouncerPort}`,
        'auth_type = any',
        'pool_mode = transaction',
        'default_pool_size = 4',
        'max_client_conn = 200',
        `unix_socket_dir =`,
        // Its log goes to stderr (shown), no pid file: it runs in the foreground as a child of this script.
        'log_connections = 0',
        'log_disconnections = 0',
      ].join('\n'),
      { mode: 0o644 },
    );
    // PgBouncer refuses to run as root: as root it runs as the postgres user.
    const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
    bouncer = spawn(pgbouncerBinary, [...asUser, ini], { stdio: ['ignore', 'ignore', 'inherit'] });
    const started = bouncer;
    await waitFor(() => {
      if (started.exitCode !== null) throw new Error(`pgbouncer exited with ${started.exitCode}`);
      const probe = spawnSync(
        'psql',
        [
          '-h',
          '127.0.0.1',
          '-p',
          String(bouncerPort),
          '-U',
          'postgres',
          '-d',
          'platform',
          '-Atc',
          'select 1',
        ],
        {
          encoding: 'utf8',
        },
      );
      return probe.stdout.trim() === '1';
    }, 'pgbouncer');
    console.log(`pgbouncer (transaction mode) on ${bouncerPort} in front of PostgreSQL on ${pgPort}`);

    pooled = await startChild(
      ['node', 'dist/server/main.js'],
      {
        PORT: '0',
        DATA_DIR: pooledDir,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${bouncerPort}/platform`,
        DATABASE_LISTEN_URL: direct,
        SEED_DEMO: 'false',
        JWT_SECRET: fs.readFileSync(path.join(ownerDir, 'jwt-secret'), 'utf8').trim(),
        LOG_LEVEL: 'warn',
      },
      path.join(work, 'pooled.log'),
      /demo\.localhost:(\d+)/,
    );
    const viaBouncer = `http://127.0.0.1:${pooled.port}`;
    const viaOwner = `http://127.0.0.1:${owner.port}`;

    const settings = await api<{ store_id: number }>(
      viaBouncer,
      '/api/v1/white-label-settings?store_url=demo.localhost',
    );
    const demo = settings.data.store_id;
    const fixit = (
      await api<{ store_id: number }>(viaBouncer, '/api/v1/white-label-settings?store_url=fixit.localhost')
    ).data.store_id;
    check(demo !== fixit, 'public reads through PgBouncer');

    const login = async (email: string) =>
      (
        await api<{ access: string }>(viaBouncer, '/api/v1/auth/login/', {
          method: 'POST',
          body: JSON.stringify({ email, password: 'demo-pass-2026', app: 'portal' }),
        })
      ).data.access;
    const tokens = { [demo]: await login('owner@demo.test'), [fixit]: await login('owner@fixit.test') };
    check(tokens[demo] && tokens[fixit], 'logins (write transactions) through PgBouncer');

    const reads = await Promise.all(
      Array.from({ length: 400 }, (_, i) => {
        const store = i % 2 ? demo : fixit;
        return api<{ store_id: number }[]>(viaBouncer, '/api/v1/customers?range=[0,49]', {
          headers: { authorization: `Bearer ${tokens[store]}` },
        }).then((r) => ({ store, rows: r.data }));
      }),
    );
    const leaked = reads.flatMap((r) => r.rows.filter((row) => row.store_id !== r.store));
    check(
      reads.every((r) => r.rows.length > 0),
      '400 concurrent scoped list reads answered with rows',
    );
    check(leaked.length === 0, 'no list read saw a row of the other store (scope does not leak)');

    const services = await api<{ id: number; name: string }[]>(
      viaBouncer,
      `/api/v1/stores/${demo}/portal-services?is_customer_side=true&is_partial=true`,
    );
    let cartId = '';
    for (const s of services.data) {
      const added = await fetch(`${viaBouncer}/api/v1/add-to-carts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ store_id: demo, service_id: s.id, quantity: 1, answers: {} }),
      });
      if (added.status === 201) {
        cartId = ((await added.json()) as { data: { cart_id: string } }).data.cart_id;
        break;
      }
    }
    check(cartId, 'add-to-cart through PgBouncer');
    await api(
      viaBouncer,
      '/api/v1/checkout',
      {
        method: 'POST',
        headers: { 'idempotency-key': `pgbouncer-${cartId}` },
        body: JSON.stringify({
          store_id: demo,
          cart_id: cartId,
          guest: { first_name: 'Pat', last_name: 'Pool', email: 'pat@example.com' },
          payment_method: 'in_store',
        }),
      },
      201,
    );
    check(true, 'checkout through PgBouncer');

    const service = services.data[0]!;
    const catalogue = `/api/v1/stores/${demo}/portal-services?is_customer_side=true&is_partial=true`;
    await api(viaOwner, catalogue); // cached on the other server now
    const renamed = `${service.name} (pooled)`;
    await api(viaBouncer, `/api/v1/stores/${demo}/services/${service.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens[demo]}` },
      body: JSON.stringify({ name: renamed }),
    });
    const start = Date.now();
    let fresh = false;
    while (!fresh && Date.now() - start < 1000) {
      fresh = (await api<{ name: string }[]>(viaOwner, catalogue)).data.some((s) => s.name === renamed);
      if (!fresh) await new Promise((r) => setTimeout(r, 20));
    }
    check(
      fresh,
      `a service saved through PgBouncer is read fresh by the other server (${Date.now() - start} ms)`,
    );
    console.log('\nPgBouncer transaction mode: all checks passed');
  } finally {
    if (pooled) await stop(pooled.child);
    if (bouncer) await stop(bouncer);
    await stop(owner.child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
