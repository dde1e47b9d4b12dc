// Where a request's CPU time goes (npm run profile:http): the built server in production mode (as bench:http
// starts it, one process) and a bare Fastify hello-world, each under the V8 sampling profiler (through the
// inspector protocol, started only while autocannon drives one kind of request). Prints, per request, the
// CPU time per request (busy samples over requests answered) and the self time by package / source file
// and by function, so a change to the hot path is judged by the profile rather than by a guess.
//
// Public reads, the signed-in reads (the owner signs in once; the access token is reused on every request,
// as bench:http does) and guest checkout (each checkout takes a cart of its own, added by guests before the
// profiler starts: --checkouts of them are profiled, after a warm-up of a quarter as many).
//
//   npm run profile:http -- [--only bare,white-label,catalogue,detail,401,sales-orders,sales-order,
//                                   vendor-work-orders,add-to-cart,checkout] [--duration 5] [--connections 50]
//                           [--server dist/server/main.js] [--top 25] [--interval 100] [--checkouts 400]
//
// The default --only is the public set and the bare hello-world; name the signed-in reads and checkout.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
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
    only: { type: 'string', default: 'bare,white-label,catalogue,detail,401' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    server: { type: 'string', default: 'dist/server/main.js' },
    top: { type: 'string', default: '25' },
    // Sampling interval in µs: V8's default (1000) leaves too few samples in a 5 s run of sub-ms requests.
    interval: { type: 'string', default: '100' },
    checkouts: { type: 'string', default: '400' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const top = Number(args.top);
const interval = Number(args.interval);
const checkouts = Number(args.checkouts);
const only = args.only.split(',');

interface Request {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
/** The requests, by the names --only takes; ids and the owner's and vendor's tokens come from the demo data. */
const requests: Record<string, (c: DemoContext) => Request> = {
  'white-label': () => ({ path: '/api/v1/white-label-settings?store_url=demo.localhost' }),
  catalogue: (c) => ({
    path: `/api/v1/stores/${c.storeId}/portal-services?is_customer_side=true&is_partial=true`,
  }),
  detail: (c) => ({ path: `/api/v1/stores/${c.storeId}/portal-services/${c.serviceId}` }),
  '401': () => ({ path: '/api/v1/sales-orders' }),
  'sales-orders': (c) => ({ path: signedInPaths.salesOrders(), headers: bearer(c.ownerToken) }),
  'sales-order': (c) => ({ path: signedInPaths.salesOrder(c), headers: bearer(c.ownerToken) }),
  'vendor-work-orders': (c) => ({ path: signedInPaths.vendorWorkOrders(), headers: bearer(c.vendorToken) }),
  // A guest's add-to-cart of one item, a new cart each time.
  'add-to-cart': (c) => addToCartRequest(c),
  // Each request takes a cart of its own (profileCheckout); this is its shape for the title.
  checkout: (c) => ({ method: 'POST', path: checkoutRequest(c, '…').path }),
};
const unknown = only.filter((name) => name !== 'bare' && !(name in requests));
if (
  unknown.length ||
  ![duration, connections, top, interval, checkouts].every((n) => Number.isInteger(n) && n > 0)
) {
  console.error(`--only takes ${['bare', ...Object.keys(requests)].join(', ')}; the rest whole numbers > 0`);
  process.exit(2);
}

/** The part of ws's client the inspector protocol needs (ws ships no types; @types/ws is not installed). */
interface Socket {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  options: { maxPayload: number },
) => Socket;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A minimal inspector-protocol client over the child's --inspect websocket. */
class Inspector {
  private next = 0;
  private readonly waiting = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  private constructor(private readonly socket: Socket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: unknown };
      if (message.id !== undefined) this.waiting.get(message.id)?.(message);
    });
  }

  static open(url: string): Promise<Inspector> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { maxPayload: 1024 * 1024 * 1024 });
      socket.on('open', () => resolve(new Inspector(socket)));
      socket.on('error', reject);
    });
  }

  call<T>(method: string, params: object = {}): Promise<T> {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (message) => {
        this.waiting.delete(id);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result as T);
      });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  close() {
    this.socket.close();
  }
}

/** Names a profile frame's code: a package, a source file of the product (through the bundle's map), node. */
function placeOf(url: string, line: number, column: number, maps: Map<string, SourceMap | null>): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (!maps.has(url)) {
    const file = url.replace(/^file:\/\//, '');
    const mapFile = `${file}.map`;
    maps.set(
      url,
      fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  const source = maps.get(url)?.findEntry(line, column);
  if (source && 'originalSource' in source && source.originalSource)
    return path.relative(root, source.originalSource.replace(/^file:\/\//, ''));
  return path.relative(root, url.replace(/^file:\/\//, ''));
}

interface Summary {
  busyMs: number;
  idleMs: number;
  byPlace: Map<string, number>;
  bySelf: Map<string, number>;
  byTotal: Map<string, number>;
}

/** Self time by place and by function, and inclusive time by function (each sample once per function). */
function summarise(profile: Profile): Summary {
  const maps = new Map<string, SourceMap | null>();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = new Map<number, { place: string; fn: string }>();
  for (const n of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = n.callFrame;
    const place = placeOf(url, lineNumber, columnNumber, maps);
    keyOf.set(n.id, { place, fn: `${functionName || '(anonymous)'} · ${place}` });
  }
  const s: Summary = { busyMs: 0, idleMs: 0, byPlace: new Map(), bySelf: new Map(), byTotal: new Map() };
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const name = nodes.get(id)!.callFrame.functionName;
    if (name === '(idle)') {
      s.idleMs += ms;
      return;
    }
    s.busyMs += ms;
    const key = keyOf.get(id)!;
    add(s.byPlace, ['(program)', '(garbage collector)'].includes(name) ? name : key.place, ms);
    add(s.bySelf, key.fn, ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const fn = keyOf.get(at)!.fn;
      if (!seen.has(fn)) add(s.byTotal, fn, ms);
      seen.add(fn);
    }
  });
  return s;
}

function print(title: string, s: Summary, answered: number) {
  const perRequest = (ms: number) => ((ms * 1000) / answered).toFixed(1);
  console.log(
    `\n## ${title}: ${answered.toLocaleString('en-US')} requests, ` +
      `busy ${s.busyMs.toFixed(0)} ms, idle ${s.idleMs.toFixed(0)} ms → ${perRequest(s.busyMs)} µs CPU per request`,
  );
  const table = (heading: string, m: Map<string, number>) => {
    console.log(`\n| ${heading} | ms | µs/request | share of busy |\n|---|---:|---:|---:|`);
    for (const [k, ms] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`| ${k} | ${ms.toFixed(0)} | ${perRequest(ms)} | ${((ms / s.busyMs) * 100).toFixed(1)}% |`);
  };
  table('self time by place', s.byPlace);
  table('self time by function', s.bySelf);
  table('inclusive time by function', s.byTotal);
}

/** The inspector's websocket of a child started with --inspect=127.0.0.1:0 (it prints the URL). */
async function inspectorOf(logFile: string): Promise<Inspector> {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(fs.readFileSync(logFile, 'utf8'))?.[1];
  if (!url) throw new Error(`no inspector URL in ${logFile}`);
  return Inspector.open(url);
}

/**
 * The CPU time a process has used, in ms (/proc: user + system), or NaN where there is no /proc. The
 * profile's busy time is wall time between samples while the thread is not idle, so on a loaded machine it
 * also counts the time the thread waited for a core; this does not.
 */
function cpuMsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in USER_HZ (100)
  } catch {
    return NaN;
  }
}

/**
 * PostgreSQL's CPU time in ms: the embedded server's postmaster (with the children it has reaped: cutime,
 * cstime) and every live child (the backends serving the pool, the WAL writer, autovacuum), from /proc.
 * NaN when the server is not the embedded one of dataDir (no postmaster.pid) or there is no /proc.
 */
function postgresCpuMs(dataDir: string | undefined): number {
  try {
    if (!dataDir) return NaN;
    const postmaster = Number(
      fs.readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const statOf = (pid: number | string) =>
      fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = statOf(postmaster);
    // utime, stime, cutime, cstime (fields 14–17 of stat; 11–14 after the command's ") ")
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = statOf(entry);
        if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // gone between readdir and read
      }
    }
    return (ticks * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** Profiles what `drive` sends after `warmUp` sent the same kind of request. */
async function profileRun(
  target: { inspector: Inspector; pid: number; dataDir?: string },
  title: string,
  warmUp: () => Promise<unknown>,
  drive: () => Promise<Result>,
) {
  const { inspector, pid } = target;
  await warmUp();
  await inspector.call('Profiler.enable');
  await inspector.call('Profiler.setSamplingInterval', { interval });
  await inspector.call('Profiler.start');
  const cpuBefore = cpuMsOf(pid);
  const pgBefore = postgresCpuMs(target.dataDir);
  const result = await drive();
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  const pgMs = postgresCpuMs(target.dataDir) - pgBefore;
  const { profile } = await inspector.call<{ profile: Profile }>('Profiler.stop');
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  print(
    `${title}; ${Math.round(result.requests.average)} req/s under the profiler, ${statuses}, ` +
      `Node CPU ${((cpuMs * 1000) / result.requests.total).toFixed(0)} µs per request (/proc, profiler on), ` +
      `PostgreSQL CPU ${((pgMs * 1000) / result.requests.total).toFixed(0)} µs per request (/proc), ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    summarise(profile),
    result.requests.total,
  );
}

interface Target {
  inspector: Inspector;
  pid: number;
  /** The embedded PostgreSQL's data directory's parent, for its CPU time. */
  dataDir?: string;
}

async function profileOne(target: Target, base: string, request: Request, title: string) {
  const requests = [request];
  await profileRun(
    target,
    `${title} (${request.method ?? 'GET'} ${request.path}`,
    () => autocannon({ url: base, connections, amount: 2000, requests }),
    () => autocannon({ url: base, connections, duration, requests }),
  );
}

/** Guest carts, one per checkout, added before the profiler starts. */
async function addCarts(base: string, c: DemoContext, count: number): Promise<string[]> {
  const carts: string[] = [];
  await autocannon({
    url: base,
    connections: Math.min(connections, count),
    amount: count,
    timeout: 60,
    requests: [
      {
        ...addToCartRequest(c),
        onResponse: (status, body) => {
          if (status === 201) carts.push(cartIdOf(body));
        },
      },
    ],
  });
  if (carts.length < count) throw new Error(`only ${carts.length} of ${count} carts were added`);
  return carts;
}

/** Checkout, each request with its own cart: a warm-up of a quarter of --checkouts, then --checkouts. */
async function profileCheckout(target: Target, base: string, c: DemoContext) {
  const checkoutOf = (carts: string[]) =>
    autocannon({
      url: base,
      connections: Math.min(connections, carts.length),
      amount: carts.length,
      timeout: 60,
      requests: [
        {
          method: 'POST',
          path: checkoutRequest(c, '').path,
          setupRequest: (request) => {
            const cart = carts.pop();
            if (!cart) return request; // amount stops the run before this
            const { headers, body } = checkoutRequest(c, cart);
            return { ...request, headers, body };
          },
        },
      ],
    });
  const warm = await addCarts(base, c, Math.max(1, Math.floor(checkouts / 4)));
  const profiled = await addCarts(base, c, checkouts);
  await profileRun(
    target,
    `checkout (POST /api/v1/checkout, guest, one item, a cart each`,
    () => checkoutOf(warm),
    () => checkoutOf(profiled),
  );
}

async function main() {
  if (args.server === 'dist/server/main.js') build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-http-'));
  const children: ChildProcess[] = [];
  const inspect = ['--inspect=127.0.0.1:0'];
  try {
    if (only.includes('bare')) {
      const script = path.join(root, 'dist', 'profile-bare-fastify.mjs');
      fs.writeFileSync(
        script,
        "import Fastify from 'fastify';\nconst app = Fastify();\napp.get('/', async () => ({ hello: 'world' }));\n" +
          "await app.listen({ port: 0, host: '127.0.0.1' });\nconsole.log('bare fastify on :' + app.server.address().port);\n",
      );
      const log = path.join(dataDir, 'bare.log');
      const bare = await startChild(['node', ...inspect, script], {}, log, /on :(\d+)\s*$/m);
      children.push(bare.child);
      const inspector = await inspectorOf(log);
      await profileOne(
        { inspector, pid: bare.child.pid! },
        `http://127.0.0.1:${bare.port}`,
        { path: '/' },
        'bare Fastify hello-world',
      );
      inspector.close();
      await stop(bare.child);
      fs.rmSync(script, { force: true });
    }
    const product = only.filter((name) => name !== 'bare');
    if (product.length) {
      const app = await startApp(dataDir, 1, { entry: args.server, nodeArgs: inspect });
      children.push(app.child);
      const base = `http://127.0.0.1:${app.port}`;
      const demo = await demoContext(base);
      const inspector = await inspectorOf(path.join(dataDir, 'app-1.log'));
      const target = { inspector, pid: app.child.pid!, dataDir };
      for (const name of product)
        if (name === 'checkout') await profileCheckout(target, base, demo);
        else await profileOne(target, base, requests[name]!(demo), name);
      inspector.close();
    }
  } finally {
    for (const child of children) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
