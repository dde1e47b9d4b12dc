// A local stand-in for Stripe's API, for tests run offline: a real HTTP server answering the calls the
// platform makes (Checkout sessions, Connect accounts and account links, refunds) as Stripe does — form-
// encoded requests, JSON objects with Stripe's ids and fields, Idempotency-Key replays, Stripe's error shape.
// Its "hosted pages" (/pay/:session, /connect/:account) complete the checkout or the onboarding and redirect
// back, the way Stripe's own pages do. The SDK is pointed at it with STRIPE_API_URL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;

/** Stripe's form encoding (a[b][c]=v, a[0][b]=v) into nested objects; numeric keys make arrays. */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Obj = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
        node = node[part] as Obj;
      }
    });
  }
  return out;
}

export interface StripeStandIn {
  url: string;
  sessions: Map<string, Obj>;
  accounts: Map<string, Obj>;
  /** Every API request: method and path (what the platform called). */
  calls: string[];
  /** While set, every API call answers this Stripe error (an outage, a revoked key …). */
  failWith: { status: number; type: string; message?: string } | null;
  /** Completes a session as paying on the hosted page would (without the browser). */
  complete(sessionId: string): Obj;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, Obj>();
  const accounts = new Map<string, Obj>();
  const replies = new Map<string, string>();
  const calls: string[] = [];
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${(++counter).toString().padStart(6, '0')}`;
  let base = '';
  const control: { failWith: StripeStandIn['failWith'] } = { failWith: null };

  const complete = (id: string): Obj => {
    const session = sessions.get(id)!;
    if (session.status !== 'complete') {
      session.status = 'complete';
      session.payment_status = 'paid';
      if (session.mode === 'subscription') session.subscription = next('sub');
      else session.payment_intent = next('pi');
    }
    return session;
  };

  const api = (method: string, path: string, form: Obj): [number, Obj] => {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = next('cs');
      const session: Obj = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `${base}/pay/${id}`,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        subscription: null,
        payment_intent: null,
        amount_total: ((form.line_items as Obj[] | undefined) ?? []).reduce(
          (sum, l) =>
            sum + Number((l.price_data as Obj | undefined)?.unit_amount ?? 0) * Number(l.quantity ?? 1),
          0,
        ),
      };
      sessions.set(id, session);
      return [200, session];
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const s = sessions.get(m[1]!);
      return s ? [200, s] : missing('checkout.session', m[1]!);
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const id = next('acct');
      const account: Obj = {
        id,
        object: 'account',
        type: form.type ?? 'express',
        email: form.email ?? null,
        metadata: form.metadata ?? {},
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { disabled_reason: 'requirements.past_due' },
      };
      accounts.set(id, account);
      return [200, account];
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/accounts\/([^/]+)$/))) {
      const a = accounts.get(m[1]!);
      return a ? [200, a] : missing('account', m[1]!);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = String(form.account);
      if (!accounts.has(account)) return missing('account', account);
      const ret = encodeURIComponent(String(form.return_url));
      return [
        200,
        { object: 'account_link', url: `${base}/connect/${account}?return_url=${ret}`, expires_at: 0 },
      ];
    }
    if (method === 'POST' && path === '/v1/refunds')
      return [200, { id: next('re'), object: 'refund', status: 'succeeded', amount: Number(form.amount) }];
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      // The hosted pages: pay, or finish Connect onboarding, then back to the platform.
      let m: RegExpMatchArray | null;
      if ((m = url.pathname.match(/^\/pay\/([^/]+)$/)) && sessions.has(m[1]!)) {
        const session = complete(m[1]!);
        const back = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', m[1]!);
        res.writeHead(303, { location: back }).end();
        return;
      }
      if ((m = url.pathname.match(/^\/connect\/([^/]+)$/)) && accounts.has(m[1]!)) {
        Object.assign(accounts.get(m[1]!)!, {
          charges_enabled: true,
          payouts_enabled: true,
          details_submitted: true,
          requirements: { disabled_reason: null },
        });
        res.writeHead(303, { location: url.searchParams.get('return_url') ?? '/' }).end();
        return;
      }
      calls.push(`${req.method} ${url.pathname}`);
      if (control.failWith) {
        const { status, type, message } = control.failWith;
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fail_${counter}` });
        res.end(JSON.stringify({ error: { type, message: message ?? `Stand-in ${type}` } }));
        return;
      }
      const key = req.headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${req.method} ${url.pathname} ${key}` : null;
      if (replayKey && replies.has(replayKey)) {
        res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        res.end(replies.get(replayKey));
        return;
      }
      const [status, payload] = api(req.method ?? 'GET', url.pathname, parseForm(body));
      const text = JSON.stringify(payload);
      if (replayKey && status === 200) replies.set(replayKey, text);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    accounts,
    calls,
    get failWith() {
      return control.failWith;
    },
    set failWith(value) {
      control.failWith = value;
    },
    complete,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function missing(object: string, id: string): [number, Obj] {
  return [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${object}: '${id}'`,
      },
    },
  ];
}
