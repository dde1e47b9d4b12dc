// What storefront browser tests do beside the browser: call the API as a portal user (the store moves an
// order or quotes an estimate; the super admin reads the mail outbox) or as a customer, and find a link in
// a mailed text.
// Node does not resolve *.localhost, so the API (which needs no host for portal users) is called on loopback.
import { demoPassword } from './browser.ts';
import { serverPort } from './e2e-values.ts';

export const apiUrl = (p: string) => `http://127.0.0.1:${serverPort()}/api/v1${p}`;

/** Calls the API as a portal user; a failure throws with the server's answer. */
export function portal(email: string) {
  return caller({ email, password: demoPassword, app: 'portal' });
}

/** Calls the API as a storefront customer of the store at a host label ('demo'). */
export function customerOf(hostLabel: string, email: string) {
  return caller({
    email,
    password: demoPassword,
    app: 'storefront',
    store_url: `${hostLabel}.localhost:${serverPort()}`,
  });
}

async function caller(login: object) {
  const logIn = async () => {
    const answer = await fetch(apiUrl('/auth/login/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    });
    if (answer.status !== 200) throw new Error(`login: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: { access: string; store: { id: number } | null } }).data;
  };
  const session = await logIn();
  let access = session.access;
  let at = Date.now();
  const call = async <T = never>(method: string, url: string, body?: object): Promise<T> => {
    // The e2e server's access tokens live 30 s (tests/support/e2e-server.ts): an older one is renewed by
    // logging in again, as a slow machine's setup may call for longer than that.
    if (Date.now() - at > 20_000) {
      access = (await logIn()).access;
      at = Date.now();
    }
    const response = await fetch(apiUrl(url), {
      method,
      headers: { authorization: `Bearer ${access}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json()) as { data: unknown };
    if (response.status >= 300)
      throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
    return json.data as T;
  };
  /** The login's answer (its store, for a customer the storefront's store). */
  return Object.assign(call, { session });
}

export interface OutboxMail {
  id: number;
  subject: string;
  text: string;
  html: string;
  event: string;
  to_address: string;
}

/** The newest outbox mail of an event to an address, read by the super admin through the API. */
export async function mailTo(to: string, event: string): Promise<OutboxMail> {
  const admin = await portal('admin@platform.test');
  for (let i = 0; i < 50; i++) {
    const rows = await admin<OutboxMail[]>(
      'GET',
      `/mail-outbox?filter=${encodeURIComponent(JSON.stringify({ to_address: to, event }))}`,
    );
    if (rows[0]) return rows[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${event} mail to ${to}`);
}

/** Every outbox mail to an address, oldest first. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const admin = await portal('admin@platform.test');
  const rows = await admin<OutboxMail[]>(
    'GET',
    `/mail-outbox?filter=${encodeURIComponent(JSON.stringify({ to_address: to }))}`,
  );
  return [...rows].sort((a, b) => a.id - b.id);
}

/** The path (and query) of the first link in a text that contains pathStart. */
export function linkIn(text: string, pathStart: string): string {
  const match = new RegExp(`https?://\\S+${pathStart}\\S*`).exec(text);
  if (!match) throw new Error(`no ${pathStart} link in ${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

type Caller = Awaited<ReturnType<typeof portal>>;

/** A customer asks the store for a price on a silver chain and the store quotes it at $30. */
export async function quotedEstimate(customer: Caller, owner: Caller, storeId: number) {
  const asked = await customer<{ id: number; estimate_no: string; follow_token: string }>(
    'POST',
    '/estimate-requests',
    { store_id: storeId, item: 'Silver chain', description: 'The clasp is broken.' },
  );
  const [line] = await owner<{ id: number }[]>('GET', `/estimates/${asked.id}/items`);
  await owner('POST', `/estimates/${asked.id}/transitions/quote`, {
    items: [{ id: line!.id, unit_price: 30 }],
  });
  return asked;
}
