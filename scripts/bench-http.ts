// HTTP benchmark (npm run bench:http): the built server in production mode (node dist/server/main.js, JSON
// logs on, written to a file) on a fresh embedded database with the demo data, and in the same run a bare
// Fastify hello-world on the same machine. Rounds alternate: the bare server, then every request of the
// product; each request's req/s is divided by the bare server's mean req/s of the run. autocannon drives
// both over loopback at --connections. Then the same with WORKERS=2 (or --workers 1,2,…).
//
//   npm run bench:http -- [--duration 5] [--rounds 2] [--connections 50] [--workers 1,2] [--only sales-orders,checkout]
//                         [--compare /tmp/base/dist/server/main.js] [--env NAME=value,…] [--compare-env NAME=value,…]
//
// --only keeps the requests whose name contains one of the words (checkout needs add-to-carts' carts: name
// both). --compare starts a second build of the server (e.g. main's, built with `esbuild …
// --outfile=/tmp/base/dist/server/main.js`) on its own database and benches it in the same rounds, request
// by request right after this build: an A/B in the same minute. --env sets environment for this build's server,
// --compare-env for the compared one (alone it compares this build with itself under another environment,
// e.g. --env DATABASE_POOL_SIZE=4 --compare-env DATABASE_POOL_SIZE=20).
//
// Targets (issue 26): public reads >= 50% of bare Fastify with p99 <= 20 ms; the signed-in reads (the owner's
// sales-order list, an order's page, a vendor's work-order list) >= 10% with p99 <= 20 ms; checkout >= 500
// orders/s with p99 <= 100 ms. docs/performance.md explains how to read the table.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import {
  addToCartRequest,
  bearer,
  build,
  cartIdOf,
  checkoutRequest,
  demoContext,
  root,
  signedInPaths,
  startApp,
  startChild,
  stop,
  type DemoContext,
} from './bench/processes.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    workers: { type: 'string', default: '1,2' },
    only: { type: 'string', default: '' },
    compare: { type: 'string' },
    env: { type: 'string', default: '' },
    'compare-env': { type: 'string' },
  },
});
const duration = Number(args.duration);
const rounds = Number(args.rounds);
const connections = Number(args.connections);
const workerCounts = args.workers.split(',').map(Number);
const only = args.only.split(',').filter(Boolean);
/** `NAME=value,NAME=value` as an environment. */
const envOf = (text: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (text ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
if (![duration, rounds, connections, ...workerCounts].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--duration, --rounds, --connections and --workers take whole numbers above 0');
  process.exit(2);
}

interface Case {
  name: string;
  expect: number;
  /** Share of bare Fastify's req/s and p99 this request should reach; none = reported only. */
  target?: { share?: number; p99?: number; perSecond?: number };
  spec: (ctx: Ctx) => RequestSpec & { amount?: number };
}
interface Ctx extends DemoContext {
  carts: string[];
}
interface Row {
  processes: number;
  /** 'this' build, or 'compare' (--compare). */
  build: string;
  name: string;
  rps: number[];
  p50: number[];
  p99: number[];
  unexpected: number;
}

const bareServer = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('bare fastify on 127.0.0.1:' + app.server.address().port);
`;

const allCases: Case[] = [
  {
    name: 'GET white-label-settings (public)',
    expect: 200,
    target: { share: 0.5, p99: 20 },
    spec: () => ({ path: '/api/v1/white-label-settings?store_url=demo.localhost' }),
  },
  {
    name: 'GET portal-services, partial (public catalogue)',
    expect: 200,
    target: { share: 0.5, p99: 20 },
    spec: (c) => ({
      path: `/api/v1/stores/${c.storeId}/portal-services?is_customer_side=true&is_partial=true`,
    }),
  },
  {
    name: 'GET portal-services/:id (service detail)',
    expect: 200,
    target: { share: 0.5, p99: 20 },
    spec: (c) => ({ path: `/api/v1/stores/${c.storeId}/portal-services/${c.serviceId}` }),
  },
  {
    name: "GET sales-orders, owner's first page by status",
    expect: 200,
    target: { share: 0.1, p99: 20 },
    spec: (c) => ({ path: signedInPaths.salesOrders(), headers: bearer(c.ownerToken) }),
  },
  {
    name: "GET sales-orders/:id, the owner's order page",
    expect: 200,
    target: { share: 0.1, p99: 20 },
    spec: (c) => ({ path: signedInPaths.salesOrder(c), headers: bearer(c.ownerToken) }),
  },
  {
    name: "GET vendor-work-orders, a vendor's first page",
    expect: 200,
    target: { share: 0.1, p99: 20 },
    spec: (c) => ({ path: signedInPaths.vendorWorkOrders(), headers: bearer(c.vendorToken) }),
  },
  {
    name: 'GET sales-orders without a session (401)',
    expect: 401,
    spec: () => ({ path: '/api/v1/sales-orders' }),
  },
  {
    name: 'POST add-to-carts (guest, new cart)',
    expect: 201,
    spec: (c) => ({
      ...addToCartRequest(c),
      onResponse: (status, body) => {
        if (status === 201) c.carts.push(cartIdOf(body));
      },
    }),
  },
  {
    name: 'POST checkout (guest, the carts added above)',
    expect: 201,
    target: { perSecond: 500, p99: 100 },
    spec: (c) => {
      const carts = c.carts.splice(0);
      return {
        method: 'POST',
        path: '/api/v1/checkout',
        amount: carts.length,
        setupRequest: (request) => {
          const cart = carts.pop();
          if (!cart) return request; // amount stops the run before this
          const { headers, body } = checkoutRequest(c, cart);
          return { ...request, headers, body };
        },
      };
    },
  },
];

const cases = only.length ? allCases.filter((c) => only.some((word) => c.name.includes(word))) : allCases;
if (!cases.length) {
  console.error(`--only ${args.only} matches no request: ${allCases.map((c) => c.name).join('; ')}`);
  process.exit(2);
}

async function cannon(url: string, spec: RequestSpec & { amount?: number }): Promise<Result> {
  const { amount, setupRequest, onResponse, ...request } = spec;
  return autocannon({
    url,
    // autocannon refuses more connections than requests (a checkout round with few carts).
    connections: Math.min(connections, amount ?? connections),
    ...(amount !== undefined ? { amount } : { duration }),
    timeout: 20,
    // autocannon calls these whenever the keys exist: only pass the ones given.
    requests: [{ ...request, ...(setupRequest && { setupRequest }), ...(onResponse && { onResponse }) }],
  });
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

async function main() {
  build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
  const bareScript = path.join(root, 'dist', 'bench-bare-fastify.mjs');
  fs.writeFileSync(bareScript, bareServer);
  const children: ChildProcess[] = [];
  const rows: Row[] = [];
  const bare: number[] = [];
  try {
    const b = await startChild(['node', bareScript], {}, path.join(dataDir, 'bare.log'), /:(\d+)\s*$/m);
    children.push(b.child);
    const bareUrl = `http://127.0.0.1:${b.port}`;

    for (const workers of workerCounts) {
      // This build, and with --compare the other one on its own database, benched side by side.
      const builds = [
        { label: 'this', entry: undefined as string | undefined, dir: dataDir, env: envOf(args.env) },
      ];
      if (args.compare || args['compare-env'])
        builds.push({
          label: 'compare',
          entry: args.compare,
          dir: path.join(dataDir, 'compare'),
          env: envOf(args['compare-env']),
        });
      const servers = [];
      for (const b of builds) {
        fs.mkdirSync(b.dir, { recursive: true });
        const app = await startApp(b.dir, workers, { entry: b.entry, env: b.env });
        children.push(app.child);
        const base = `http://127.0.0.1:${app.port}`;
        const ctx: Ctx = { ...(await demoContext(base)), carts: [] };
        // Warm-up: JIT, pools, caches.
        for (const c of allCases.slice(0, 6).filter((c) => cases.includes(c)))
          await cannon(base, { ...c.spec(ctx), amount: 500 });
        servers.push({ ...b, child: app.child, base, ctx });
      }
      const results = new Map<string, Row>();
      for (let round = 1; round <= rounds; round++) {
        const bareResult = await cannon(bareUrl, { path: '/' });
        bare.push(bareResult.requests.average);
        console.log(`[${workers}p round ${round}] bare fastify ${fmt(bareResult.requests.average)} req/s`);
        for (const c of cases) {
          for (const server of servers) {
            const spec = c.spec(server.ctx);
            if (spec.amount === 0) continue;
            const r = await cannon(server.base, spec);
            const key = `${server.label}\u0000${c.name}`;
            const row = results.get(key) ?? {
              processes: workers,
              build: server.label,
              name: c.name,
              rps: [],
              p50: [],
              p99: [],
              unexpected: 0,
            };
            row.rps.push(r.requests.average);
            row.p50.push(r.latency.p50);
            row.p99.push(r.latency.p99);
            const expected = r.statusCodeStats[String(c.expect)]?.count ?? 0;
            row.unexpected += r.requests.total - expected + r.errors;
            results.set(key, row);
            const label = servers.length > 1 ? ` [${server.label}]` : '';
            console.log(
              `[${workers}p round ${round}] ${c.name}${label}: ${fmt(r.requests.average)} req/s, p99 ${r.latency.p99} ms`,
            );
          }
        }
      }
      rows.push(...results.values());
      for (const server of servers) await stop(server.child);
    }
  } finally {
    for (const child of children) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(bareScript, { force: true });
  }

  const bareMean = mean(bare);
  console.log(
    `\nbare Fastify hello-world: ${fmt(bareMean)} req/s (mean of ${bare.length} rounds; ` +
      `${connections} connections, ${duration} s rounds, ${os.cpus().length} CPUs, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} at the end)\n`,
  );
  const compared = !!(args.compare || args['compare-env']);
  const buildColumn = compared ? ' build |' : '';
  console.log(
    `| processes |${buildColumn} request | req/s | p50 ms | p99 ms | share of bare | target | met |`,
  );
  console.log(`|---:|${compared ? '---|' : ''}---|---:|---:|---:|---:|---|---|`);
  for (const row of rows) {
    const c = cases.find((x) => x.name === row.name)!;
    const rps = mean(row.rps);
    const p99 = Math.max(...row.p99);
    const share = rps / bareMean;
    const t = c.target;
    const parts: string[] = [];
    let met = true;
    if (t?.share !== undefined) {
      parts.push(`≥ ${t.share * 100}%`);
      met &&= share >= t.share;
    }
    if (t?.p99 !== undefined) {
      parts.push(`p99 ≤ ${t.p99} ms`);
      met &&= p99 <= t.p99;
    }
    if (t?.perSecond !== undefined) {
      parts.push(`≥ ${t.perSecond}/s`);
      met &&= rps >= t.perSecond;
    }
    const verdict = t ? (met ? 'yes' : 'no') : '—';
    const bad = row.unexpected ? ` (${row.unexpected} unexpected responses)` : '';
    console.log(
      `| ${row.processes} |${compared ? ` ${row.build} |` : ''} ${row.name}${bad} | ${fmt(rps)} | ${fmt(mean(row.p50), 1)} | ${p99} | ` +
        `${fmt(share * 100, 1)}% | ${parts.join(', ') || '—'} | ${verdict} |`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
