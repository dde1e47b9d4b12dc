// Where a request's CPU time goes (npm run profile:http): the built server in production mode (as bench:http
// starts it, one process) and a bare Fastify hello-world, each under the V8 sampling profiler (through the
// inspector protocol, started only while autocannon drives one kind of request). Prints, per request, the
// CPU time per request (busy samples over requests answered) and the self time by package / source file
// and by function, so a change to the hot path is judged by the profile rather than by a guess.
//
//   npm run profile:http -- [--only white-label,catalogue,detail,401,bare] [--duration 5] [--connections 50]
//                           [--server dist/server/main.js] [--top 25] [--interval 100]
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { build, root, startApp, startChild, stop } from './bench/processes.ts';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'bare,white-label,catalogue,detail,401' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    server: { type: 'string', default: 'dist/server/main.js' },
    top: { type: 'string', default: '25' },
    // Sampling interval in µs: V8's default (1000) leaves too few samples in a 5 s run of sub-ms requests.
    interval: { type: 'string', default: '100' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const top = Number(args.top);
const interval = Number(args.interval);
const only = args.only.split(',');

/** The requests, by the names --only takes; `store` and `service` come from the demo data. */
const requests: Record<string, (ids: { store: number; service: number }) => string> = {
  'white-label': () => '/api/v1/white-label-settings?store_url=demo.localhost',
  catalogue: (ids) => `/api/v1/stores/${ids.store}/portal-services?is_customer_side=true&is_partial=true`,
  detail: (ids) => `/api/v1/stores/${ids.store}/portal-services/${ids.service}`,
  '401': () => '/api/v1/sales-orders',
};
const unknown = only.filter((name) => name !== 'bare' && !(name in requests));
if (unknown.length || ![duration, connections, top, interval].every((n) => Number.isInteger(n) && n > 0)) {
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

async function profileOne(inspector: Inspector, base: string, urlPath: string, title: string) {
  const drive = () => autocannon({ url: base, connections, duration, requests: [{ path: urlPath }] });
  await autocannon({ url: base, connections, amount: 2000, requests: [{ path: urlPath }] }); // warm-up
  await inspector.call('Profiler.enable');
  await inspector.call('Profiler.setSamplingInterval', { interval });
  await inspector.call('Profiler.start');
  const result = await drive();
  const { profile } = await inspector.call<{ profile: Profile }>('Profiler.stop');
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  print(
    `${title} (${urlPath}; ${Math.round(result.requests.average)} req/s under the profiler, ${statuses})`,
    summarise(profile),
    result.requests.total,
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
      await profileOne(inspector, `http://127.0.0.1:${bare.port}`, '/', 'bare Fastify hello-world');
      inspector.close();
      await stop(bare.child);
      fs.rmSync(script, { force: true });
    }
    const product = only.filter((name) => name !== 'bare');
    if (product.length) {
      const app = await startApp(dataDir, 1, { entry: args.server, nodeArgs: inspect });
      children.push(app.child);
      const base = `http://127.0.0.1:${app.port}`;
      const settings = (await (
        await fetch(`${base}${requests['white-label']!({ store: 0, service: 0 })}`)
      ).json()) as {
        data: { store_id: number };
      };
      const store = settings.data.store_id;
      const services = (await (
        await fetch(`${base}${requests.catalogue!({ store, service: 0 })}`)
      ).json()) as { data: { id: number }[] };
      const ids = { store, service: services.data[0]!.id };
      const inspector = await inspectorOf(path.join(dataDir, 'app-1.log'));
      for (const name of product) await profileOne(inspector, base, requests[name]!(ids), name);
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
