// A local stand-in for Stripe's API, for tests run offline: a real HTTP server answering the calls the
// platform makes (Checkout sessions, Connect accounts and account links, refunds) as Stripe does — form-
// encoded requests, JSON objects with Stripe's ids and fields, Idempotency-Key replays, Stripe's error shape.
// Its "hosted pages" (/pay/:session, /connect/:account) complete the checkout or the onboarding and redirect
// back, the way Stripe's own pages do. The SDK is pointed at it with STRIPE_API_URL. It checks what it is
// sent where Stripe would refuse: a destination charge to an account that cannot take it, on_behalf_of
// other than the destination, an expires_at outside 30 min – 24 h, a refund of an unknown payment or a
// transfer reversal of a charge that made no transfer.
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
  /** Payment intents of completed payment-mode sessions (with the transfer_data the session was sent). */
  paymentIntents: Map<string, Obj>;
  refunds: Map<string, Obj>;
  /** Every API request: method and path (what the platform called). */
  calls: string[];
  /** While set, every API call answers this Stripe error (an outage, a revoked key …). */
  failWith: { status: number; type: string; message?: string } | null;
  /** Completes a session as paying on the hosted page would (without the browser). */
  complete(sessionId: string): Obj;
  /** Lets a session expire as Stripe does at its expires_at (or when expired through the API). */
  expire(sessionId: string): Obj;
  /** A Connect account that finished onboarding (can take charges): a store's payout account. */
  enabledAccount(): string;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, Obj>();
  const accounts = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  /** What each session's payment intent will be made with (Stripe keeps it off the session object). */
  const intentData = new Map<string, Obj>();
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
      else {
        const data = intentData.get(id) ?? {};
        const intent: Obj = {
          id: next('pi'),
          object: 'payment_intent',
          amount: session.amount_total,
          status: 'succeeded',
          transfer_data: (data.transfer_data as Obj | undefined) ?? null,
          on_behalf_of: data.on_behalf_of ?? null,
          application_fee_amount:
            data.application_fee_amount === undefined ? null : Number(data.application_fee_amount),
        };
        paymentIntents.set(String(intent.id), intent);
        session.payment_intent = intent.id;
      }
    }
    return session;
  };
  const expire = (id: string): Obj => {
    const session = sessions.get(id)!;
    if (session.status === 'open') Object.assign(session, { status: 'expired', url: null });
    return session;
  };
  const enabledAccount = (): string => {
    const id = next('acct');
    accounts.set(id, {
      id,
      object: 'account',
      type: 'express',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { card_payments: 'active', transfers: 'active' },
      requirements: { disabled_reason: null },
    });
    return id;
  };
  const refused = (message: string, param: string, code?: string): [number, Obj] => [
    400,
    { error: { type: 'invalid_request_error', message, param, ...(code ? { code } : {}) } },
  ];

  const api = (method: string, path: string, form: Obj): [number, Obj] => {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const data = (form.payment_intent_data as Obj | undefined) ?? {};
      const destination = (data.transfer_data as Obj | undefined)?.destination;
      if (destination !== undefined) {
        const account = accounts.get(String(destination));
        if (!account)
          return refused(
            `No such destination: '${String(destination)}'`,
            'payment_intent_data[transfer_data][destination]',
            'resource_missing',
          );
        if (!account.charges_enabled)
          return refused(
            'Your destination account needs to have the transfers capability enabled.',
            'payment_intent_data[transfer_data][destination]',
          );
      }
      if (data.on_behalf_of !== undefined && data.on_behalf_of !== destination)
        return refused(
          'You cannot specify an on_behalf_of value that is different from the transfer_data[destination] value.',
          'payment_intent_data[on_behalf_of]',
        );
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = form.expires_at === undefined ? now + 24 * 3600 : Number(form.expires_at);
      if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
        return refused(
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
          'expires_at',
        );
      const id = next('cs');
      intentData.set(id, data);
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
        expires_at: expiresAt,
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
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = paymentIntents.get(String(form.payment_intent));
      if (!intent) return missing('payment_intent', String(form.payment_intent));
      const reverse = form.reverse_transfer === 'true';
      if (reverse && !intent.transfer_data)
        return refused('This charge has no transfer to reverse.', 'reverse_transfer');
      const refund: Obj = {
        id: next('re'),
        object: 'refund',
        status: 'succeeded',
        payment_intent: intent.id,
        amount: Number(form.amount ?? intent.amount),
        // Stripe names the reversal of the store's transfer when the refund takes the money back from it.
        transfer_reversal: reverse ? next('trr') : null,
      };
      refunds.set(String(refund.id), refund);
      return [200, refund];
    }
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
    paymentIntents,
    refunds,
    calls,
    get failWith() {
      return control.failWith;
    },
    set failWith(value) {
      control.failWith = value;
    },
    complete,
    expire,
    enabledAccount,
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
