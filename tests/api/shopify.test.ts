// Shopify through the official library, offline: a local HTTP server answers as Shopify's API does for the
// calls used (token exchange, webhook subscriptions), webhooks are signed with the shared secret. Install
// (HMAC and state verified, token encrypted at rest), orders/create imported once however often it is
// delivered, a wrongly signed webhook refused, app/uninstalled revokes; without keys, what is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { abstractFetch, setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { TokenCipher } from '../../src/server/secrets/token-cipher.ts';
import { as, createTestApp, jwtSecret, login, type TestApp } from '../support/test-app.ts';
import { startReceiver, type Receiver } from '../support/http-receiver.ts';

const secret = 'shopify-app-secret-for-tests';
const shop = 'goldsmith-co.myshopify.com';
const browser = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36',
};
let t: TestApp;
let owner: ReturnType<typeof as>;
let standIn: Receiver;
const original = abstractFetch;

beforeAll(async () => {
  standIn = await startReceiver({
    handle: (r) => {
      if (r.url === '/admin/oauth/access_token')
        return {
          status: 200,
          body: JSON.stringify({ access_token: 'shpat_secret_token_1', scope: 'read_orders' }),
        };
      if (r.method === 'DELETE' && r.url === '/admin/api_permissions/current.json')
        return { status: 200, body: '{}' };
      if (r.url.endsWith('/graphql.json'))
        return {
          status: 200,
          body: JSON.stringify({
            data: {
              webhookSubscriptionCreate: {
                webhookSubscription: { id: 'gid://shopify/WebhookSubscription/1' },
                userErrors: [],
              },
            },
          }),
        };
      return { status: 404, body: '{}' };
    },
  });
  // The library's HTTP calls to https://<shop>/… go to the local stand-in instead.
  setAbstractFetchFunc((input, init) =>
    fetch(
      String(input instanceof Request ? input.url : input).replace(/^https:\/\/[^/]+/, standIn.url),
      init,
    ),
  );
  t = await createTestApp({
    SHOPIFY_API_KEY: 'test-api-key',
    SHOPIFY_API_SECRET: secret,
    SHOPIFY_APP_URL: 'http://app.localhost:3000',
  });
  owner = as(t.app, (await login(t.app, 'owner@demo.test', 'portal')).access);
});
afterAll(async () => {
  setAbstractFetchFunc(original);
  await t.close();
  await standIn.close();
});

const q = async (text: string, values: unknown[] = []) => (await t.db.$client.query(text, values)).rows;

/** What Shopify does: signs the callback's query with the app's secret (sorted, without hmac). */
function signedCallback(query: Record<string, string>, key = secret) {
  const message = new URLSearchParams(
    Object.keys(query)
      .sort()
      .map((k) => [k, query[k]!]),
  ).toString();
  const hmac = crypto.createHmac('sha256', key).update(message).digest('hex');
  return `/api/v1/integrations/shopify/callback?${new URLSearchParams({ ...query, hmac })}`;
}

async function beginInstall(caller = owner) {
  const install = await caller({
    method: 'POST',
    url: '/api/v1/integrations/shopify/install',
    payload: { shop },
  });
  expect(install.statusCode).toBe(201);
  const begin = await t.app.inject({
    method: 'GET',
    url: install.json().data.authorize_url,
    headers: browser,
  });
  expect(begin.statusCode).toBe(302);
  const location = new URL(begin.headers.location as string);
  expect(location.origin).toBe(`https://${shop}`);
  expect(location.searchParams.get('client_id')).toBe('test-api-key');
  const cookies = ([] as string[])
    .concat(begin.headers['set-cookie'] as string | string[])
    .map((c) => c.split(';')[0])
    .join('; ');
  return { state: location.searchParams.get('state')!, cookies };
}

describe('installing', () => {
  it('refuses a callback whose HMAC or state does not match, storing nothing', async () => {
    const { state, cookies } = await beginInstall();
    const query = { code: 'code-1', shop, state, timestamp: String(Math.floor(Date.now() / 1000)) };
    const forged = await t.app.inject({
      method: 'GET',
      url: signedCallback(query, 'not-the-secret'),
      headers: { ...browser, cookie: cookies },
    });
    expect(forged.statusCode).toBe(400);
    const wrongState = await t.app.inject({
      method: 'GET',
      url: signedCallback({ ...query, state: 'someone-elses-state' }),
      headers: { ...browser, cookie: cookies },
    });
    expect(wrongState.statusCode).toBe(400);
    expect(await q('select * from shopify_shops')).toEqual([]);
    expect(standIn.received.filter((r) => r.url === '/admin/oauth/access_token')).toEqual([]);
  });

  it('installs: verified callback, code exchanged, token encrypted at rest, webhooks subscribed', async () => {
    const { state, cookies } = await beginInstall();
    const callback = await t.app.inject({
      method: 'GET',
      url: signedCallback({ code: 'code-2', shop, state, timestamp: String(Math.floor(Date.now() / 1000)) }),
      headers: { ...browser, cookie: cookies },
    });
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe(
      `http://app.localhost:3000/shopify-auth?status=connected&shop=${shop}`,
    );
    const [row] = await q('select * from shopify_shops');
    expect(row).toMatchObject({ shop, status: 'installed', store_id: 1 });
    expect(row.access_token_encrypted).not.toContain('shpat_secret_token_1');
    expect(new TokenCipher(jwtSecret).open(row.access_token_encrypted)).toBe('shpat_secret_token_1');
    const exchange = standIn.received.find((r) => r.url === '/admin/oauth/access_token')!;
    expect(JSON.parse(exchange.body)).toMatchObject({ client_id: 'test-api-key', code: 'code-2' });
    const subscriptions = standIn.received.filter((r) => r.url.endsWith('/graphql.json'));
    expect(subscriptions.map((r) => JSON.parse(r.body).variables.topic)).toEqual([
      'ORDERS_CREATE',
      'APP_UNINSTALLED',
    ]);
    expect(subscriptions[0]!.headers['x-shopify-access-token']).toBe('shpat_secret_token_1');
    const status = await owner({ method: 'GET', url: '/api/v1/integrations/shopify' });
    expect(status.json().data).toMatchObject({
      configured: true,
      missing: [],
      shop: { shop, status: 'installed' },
    });
  });
});

function webhook(topic: string, payload: object, key = secret) {
  const body = JSON.stringify(payload);
  return {
    method: 'POST' as const,
    url: '/api/v1/integrations/shopify/webhooks',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': crypto.createHmac('sha256', key).update(body).digest('base64'),
      'x-shopify-shop-domain': shop,
      'x-shopify-api-version': '2025-10',
      'x-shopify-webhook-id': crypto.randomUUID(),
    },
    payload: body,
  };
}

const order = {
  id: 820982911946154500,
  name: '#1001',
  email: 'ada@example.com',
  customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  line_items: [
    { title: 'Watch Battery', quantity: 1, price: '19.50', sku: null },
    { title: 'Gift wrap', quantity: 1, price: '2.00', sku: 'GW-1' },
  ],
};

describe('orders/create', () => {
  it('creates one sales order even when delivered three times (twice at once)', async () => {
    const first = await t.app.inject(webhook('orders/create', order));
    expect(first.json().data.outcome).toBe('imported');
    const again = await Promise.all([
      t.app.inject(webhook('orders/create', order)),
      t.app.inject(webhook('orders/create', order)),
    ]);
    expect(again.map((r) => r.json().data.outcome)).toEqual(['duplicate', 'duplicate']);
    const orders = await q(`select * from sales_orders where channel = 'shopify'`);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ store_id: 1, total_cents: 1950, customer_email: 'ada@example.com' });
    const items = await q('select service_name from sales_order_items where sales_order_id = $1', [
      orders[0].id,
    ]);
    expect(items.map((i) => i.service_name)).toEqual(['Watch Battery']);
  });

  it('refuses a wrongly signed webhook with 400 and changes nothing', async () => {
    const before = await q('select count(*)::int as n from sales_orders');
    const forged = await t.app.inject(webhook('orders/create', { ...order, id: 1 }, 'not-the-secret'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields[0].field).toBe('X-Shopify-Hmac-Sha256');
    const unsigned = webhook('orders/create', { ...order, id: 2 });
    delete (unsigned.headers as Record<string, string>)['x-shopify-hmac-sha256'];
    expect((await t.app.inject(unsigned)).statusCode).toBe(400);
    expect(await q('select count(*)::int as n from sales_orders')).toEqual(before);
    expect(await q('select * from shopify_orders where shopify_order_id in ($1, $2)', ['1', '2'])).toEqual(
      [],
    );
  });

  it('imports nothing for an order without the store’s services', async () => {
    const response = await t.app.inject(
      webhook('orders/create', {
        ...order,
        id: 3,
        line_items: [{ title: 'Gift wrap', quantity: 1, price: '2.00' }],
      }),
    );
    expect(response.json().data.outcome).toBe('no_services');
  });
});

describe('uninstalling', () => {
  it('app/uninstalled revokes the token; later orders are ignored', async () => {
    const response = await t.app.inject(webhook('app/uninstalled', { id: 1, domain: shop }));
    expect(response.json().data.outcome).toBe('revoked');
    const [row] = await q('select * from shopify_shops');
    expect(row).toMatchObject({ status: 'uninstalled', access_token_encrypted: null });
    const later = await t.app.inject(webhook('orders/create', { ...order, id: 4 }));
    expect(later.json().data.outcome).toBe('ignored');
  });
});

describe('disconnecting from the portal', () => {
  it('revokes the token at Shopify, forgets it, logs who did it; later orders are ignored', async () => {
    const { state, cookies } = await beginInstall();
    const callback = await t.app.inject({
      method: 'GET',
      url: signedCallback({ code: 'code-3', shop, state, timestamp: String(Math.floor(Date.now() / 1000)) }),
      headers: { ...browser, cookie: cookies },
    });
    expect(callback.statusCode, callback.body).toBe(302);
    const token = new TokenCipher(jwtSecret).open(
      (await q(`select access_token_encrypted from shopify_shops where status = 'installed'`))[0]!
        .access_token_encrypted,
    );

    const staff = as(t.app, (await login(t.app, 'staff@demo.test', 'portal')).access);
    expect((await staff({ method: 'DELETE', url: '/api/v1/integrations/shopify' })).statusCode).toBe(403);
    expect(await q(`select status from shopify_shops`)).toEqual([{ status: 'installed' }]);

    const disconnected = await owner({ method: 'DELETE', url: '/api/v1/integrations/shopify' });
    expect(disconnected.statusCode, disconnected.body).toBe(200);
    expect(disconnected.json().data).toEqual({ shop, revoked: 'revoked' });
    const revocations = standIn.received.filter((r) => r.url === '/admin/api_permissions/current.json');
    expect(revocations).toHaveLength(1);
    expect(revocations[0]).toMatchObject({ method: 'DELETE' });
    expect(revocations[0]!.headers['x-shopify-access-token']).toBe(token);
    const [row] = await q('select * from shopify_shops');
    expect(row).toMatchObject({ status: 'uninstalled', access_token_encrypted: null });

    const ownerId = (await q(`select id from users where email = 'owner@demo.test'`))[0]!.id;
    const [logged] = await q(
      `select user_id, operation, changed, after from audit_log
        where entity = 'shopify_shops' and route like '%/integrations/shopify' and method = 'DELETE'`,
    );
    expect(logged).toMatchObject({ user_id: ownerId, operation: 'update' });
    expect(logged.changed).toEqual(expect.arrayContaining(['status', 'access_token_encrypted']));
    expect(JSON.stringify(logged.after)).not.toContain(token);

    const later = await t.app.inject(webhook('orders/create', { ...order, id: 5 }));
    expect(later.json().data.outcome).toBe('ignored');
    const again = await owner({ method: 'DELETE', url: '/api/v1/integrations/shopify' });
    expect(again.statusCode).toBe(404);
  });
});

describe('two stores installing the same shop', () => {
  const callbackOf = (flow: { state: string; cookies: string }, code: string) =>
    t.app.inject({
      method: 'GET',
      url: signedCallback({
        code,
        shop,
        state: flow.state,
        timestamp: String(Math.floor(Date.now() / 1000)),
      }),
      headers: { ...browser, cookie: flow.cookies },
    });
  const storeOfShop = async () =>
    (await q(`select store_id, status from shopify_shops where shop = $1`, [shop]))[0] as
      { store_id: number; status: string } | undefined;

  it('binds the callback to the flow its browser began, not the newest install of the shop', async () => {
    const fixitOwner = as(t.app, (await login(t.app, 'owner@fixit.test', 'portal')).access);
    const fixitId = (await q(`select id from stores where slug = 'fixit'`))[0]!.id as number;
    expect(fixitId).not.toBe(1);
    // The demo store begins first, then fixit begins for the same shop; the demo store's browser returns.
    const demoFlow = await beginInstall(owner);
    const fixitFlow = await beginInstall(fixitOwner);
    const demoBack = await callbackOf(demoFlow, 'code-demo');
    expect(demoBack.statusCode, demoBack.body).toBe(302);
    expect(await storeOfShop()).toEqual({ store_id: 1, status: 'installed' });

    // Fixit's own flow comes back: the shop is connected to another store, so it is refused.
    const fixitBack = await callbackOf(fixitFlow, 'code-fixit');
    expect(fixitBack.statusCode, fixitBack.body).toBe(409);
    expect(await storeOfShop()).toEqual({ store_id: 1, status: 'installed' });

    // A flow is used once: replaying the demo store's callback is refused.
    expect((await callbackOf(demoFlow, 'code-demo-again')).statusCode).toBe(400);
    // Fixit cannot start over while the demo store holds the shop …
    const refused = await fixitOwner({
      method: 'POST',
      url: '/api/v1/integrations/shopify/install',
      payload: { shop },
    });
    expect(refused.statusCode).toBe(409);
    // … until its owner disconnects it; then fixit's new flow binds to fixit.
    expect((await owner({ method: 'DELETE', url: '/api/v1/integrations/shopify' })).statusCode).toBe(200);
    const fixitAgain = await beginInstall(fixitOwner);
    expect((await callbackOf(fixitAgain, 'code-fixit-2')).statusCode).toBe(302);
    expect(await storeOfShop()).toEqual({ store_id: fixitId, status: 'installed' });
    expect((await fixitOwner({ method: 'DELETE', url: '/api/v1/integrations/shopify' })).statusCode).toBe(
      200,
    );
  });

  it("refuses a callback without its flow, or with another flow's state or an expired one", async () => {
    const flow = await beginInstall(owner);
    const other = await beginInstall(owner);
    // The library's state cookie alone (the flow's own cookie dropped) is not enough.
    const libraryCookieOnly = flow.cookies
      .split('; ')
      .filter((c) => c.startsWith('shopify_app_state'))
      .join('; ');
    expect((await callbackOf({ ...flow, cookies: libraryCookieOnly }, 'code-x')).statusCode).toBe(400);
    // Another flow's state under this browser's cookies.
    expect((await callbackOf({ state: other.state, cookies: flow.cookies }, 'code-y')).statusCode).toBe(400);
    // An expired flow.
    await q(`update shopify_oauth_states set expires_at = now() - interval '1 minute'`);
    expect((await callbackOf(other, 'code-z')).statusCode).toBe(400);
    expect(await storeOfShop()).toMatchObject({ status: 'uninstalled' });
  });
});

describe('without keys', () => {
  it('says what is missing and refuses to install', async () => {
    const config = loadConfig(
      {},
      { LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', DATABASE_URL: t.databaseUrl },
    );
    // A second app on the same database, as a platform with no Shopify keys configured.
    const bare = await buildApp({ config, db: t.db, jwtSecret, logger: false });
    await bare.ready();
    const call = as(bare, (await login(bare, 'owner@demo.test', 'portal')).access);
    const status = await call({ method: 'GET', url: '/api/v1/integrations/shopify' });
    expect(status.json().data).toMatchObject({
      configured: false,
      missing: ['SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET', 'SHOPIFY_APP_URL'],
    });
    const install = await call({
      method: 'POST',
      url: '/api/v1/integrations/shopify/install',
      payload: { shop },
    });
    expect(install.statusCode).toBe(409);
    expect(install.json().error.message).toContain('SHOPIFY_API_KEY');
    await bare.close();
  }, 300_000); // a second app is built: slow on a loaded 2-core machine
});
