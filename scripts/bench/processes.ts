// Child processes for the benchmark scripts: the build when it is missing, the built server in production
// mode on a data directory (embedded PostgreSQL, demo data on first start), and stopping them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * The server is always rebuilt (esbuild, about a second: a stale dist/server would measure old code); the
 * web app only when it is missing (run `npm run build` after changing it).
 */
export function build() {
  const web = fs.existsSync(path.join(root, 'dist/web/index.html'));
  const script = web ? 'build:server' : 'build';
  const built = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npm run ${script} failed`);
}

export async function waitFor(check: () => Promise<boolean> | boolean, what: string, ms = 180_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts a child whose stdout goes to a file; resolves with the port it prints. */
export async function startChild(
  command: string[],
  env: Record<string, string>,
  logFile: string,
  portPattern: RegExp,
): Promise<{ child: ChildProcess; port: number }> {
  const out = fs.openSync(logFile, 'w');
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  let exited = false;
  child.on('exit', () => (exited = true));
  let port = 0;
  await waitFor(() => {
    if (exited) throw new Error(`${command.join(' ')} exited:\n${fs.readFileSync(logFile, 'utf8')}`);
    const match = portPattern.exec(fs.readFileSync(logFile, 'utf8'));
    if (match) port = Number(match[1]);
    return port > 0;
  }, command.join(' '));
  return { child, port };
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** How to start the server: another build (A/B against a baseline) or extra node flags (--inspect). */
export interface AppCommand {
  /** The built server to run (default dist/server/main.js). */
  entry?: string;
  nodeArgs?: string[];
  /** Log file name inside dataDir (default app-WORKERS.log). */
  logName?: string;
  /** More environment for the server (e.g. DATABASE_POOL_SIZE). */
  env?: Record<string, string>;
}

/** `npm start` (node dist/server/main.js) with WORKERS processes; JSON logs go to DATA_DIR/app-N.log. */
export function startApp(dataDir: string, workers = 1, command: AppCommand = {}) {
  return startChild(
    ['node', ...(command.nodeArgs ?? []), command.entry ?? 'dist/server/main.js'],
    {
      PORT: '0',
      DATA_DIR: dataDir,
      WORKERS: String(workers),
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...command.env,
    },
    path.join(dataDir, command.logName ?? `app-${workers}.log`),
    /demo\.localhost:(\d+)/,
  );
}

/** The middle of a benchmark's runs (the upper one of two for an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// The demo data's requests, shared by bench:http and profile:http: one sign-in per role (its access token
// reused as `Authorization: Bearer` on every request after), the ids the paths need, and guest carts for
// checkout (each checkout needs a cart of its own).

export const demoPassword = 'demo-pass-2026';

export interface DemoContext {
  storeId: number;
  /** The first public service a cart takes without answers (no required option). */
  serviceId: number;
  ownerToken: string;
  vendorToken: string;
  /** A placed sales order of the demo store (the order page's data). */
  orderId: number;
}

/** The paths of the signed-in reads benched and profiled. */
export const signedInPaths = {
  /** The owner's first page of placed sales orders, newest first, 25. */
  salesOrders: () =>
    `/api/v1/sales-orders?filter=${encodeURIComponent('{"status":"placed"}')}` +
    `&sort=${encodeURIComponent('["created_at","DESC"]')}&range=${encodeURIComponent('[0,24]')}`,
  /** A sales order's page data. */
  salesOrder: (c: DemoContext) => `/api/v1/sales-orders/${c.orderId}`,
  /** A vendor's first page of work orders. */
  vendorWorkOrders: () =>
    `/api/v1/vendor-work-orders?sort=${encodeURIComponent('["created_at","DESC"]')}&range=${encodeURIComponent('[0,24]')}`,
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A guest's add-to-cart of the context's service (201 answers `data.cart_id`, a new cart). */
export const addToCartRequest = (c: Pick<DemoContext, 'storeId' | 'serviceId'>) => ({
  method: 'POST' as const,
  path: '/api/v1/add-to-carts',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ store_id: c.storeId, service_id: c.serviceId, quantity: 1, answers: {} }),
});

/** The cart id of an add-to-cart's 201 body. */
export const cartIdOf = (body: string) => (JSON.parse(body) as { data: { cart_id: string } }).data.cart_id;

/** A guest checkout of one cart (its idempotency key named after the cart), paying in store. */
export const checkoutRequest = (c: Pick<DemoContext, 'storeId'>, cart: string) => ({
  method: 'POST' as const,
  path: '/api/v1/checkout',
  headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${cart}` },
  body: JSON.stringify({
    store_id: c.storeId,
    cart_id: cart,
    guest: { first_name: 'Bench', last_name: 'Buyer', email: 'bench@example.com' },
    payment_method: 'in_store',
  }),
});

async function dataOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const signIn = async (base: string, email: string, app: string) =>
  (
    await dataOf<{ access: string }>(
      await fetch(`${base}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: demoPassword, app }),
      }),
    )
  ).access;

/** Signs in the demo owner (portal) and vendor once and finds the ids the requests need. */
export async function demoContext(base: string): Promise<DemoContext> {
  const settings = await dataOf<{ store_id: number }>(
    await fetch(`${base}/api/v1/white-label-settings?store_url=demo.localhost`),
  );
  const storeId = settings.store_id;
  const services = await dataOf<{ id: number }[]>(
    await fetch(`${base}/api/v1/stores/${storeId}/portal-services?is_customer_side=true&is_partial=true`),
  );
  let serviceId = 0;
  for (const s of services) {
    const { method, headers, body } = addToCartRequest({ storeId, serviceId: s.id });
    const added = await fetch(`${base}/api/v1/add-to-carts`, { method, headers, body });
    if (added.status === 201) {
      serviceId = s.id;
      break;
    }
  }
  if (!serviceId) throw new Error('no demo service can be added to a cart without answers');
  const ownerToken = await signIn(base, 'owner@demo.test', 'portal');
  const vendorToken = await signIn(base, 'owner@bench.test', 'vendor');
  const orders = await dataOf<{ id: number }[]>(
    await fetch(
      `${base}/api/v1/sales-orders?filter=${encodeURIComponent('{"status":"placed"}')}&range=${encodeURIComponent('[0,0]')}`,
      { headers: bearer(ownerToken) },
    ),
  );
  if (!orders[0]) throw new Error('the demo store has no placed sales order');
  return { storeId, serviceId, ownerToken, vendorToken, orderId: orders[0].id };
}
