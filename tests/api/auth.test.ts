// Login for every role, token refresh with rotation and reuse detection, tampered and expired tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenIssuer } from '../../src/server/auth/tokens.ts';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { as, createTestApp, demoPassword, jwtSecret, login, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it.each([
    ['admin@platform.test', 'portal', 5, undefined],
    ['owner@demo.test', 'portal', 4, undefined],
    ['staff@demo.test', 'portal', 3, undefined],
    ['owner@bench.test', 'vendor', 7, undefined],
    ['staff@bench.test', 'vendor', 8, undefined],
    ['customer@demo.test', 'storefront', 1, 'demo.localhost'],
  ] as const)('%s logs in to the %s with role %i', async (email, face, role, storeUrl) => {
    const { body } = await login(t.app, email, face, storeUrl);
    const data = body.data as unknown as Record<string, unknown> & {
      role: { role_id: number };
      user: { role: number };
    };
    expect(data.user.role).toBe(role);
    expect(data.role.role_id).toBe(role);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['access', 'refresh', 'user', 'role', 'store', 'customer', 'access_modules']),
    );
  });

  it('returns section 3 details per role', async () => {
    const vendor = (await login(t.app, 'owner@bench.test', 'vendor')).body.data as Record<string, unknown>;
    expect(vendor.registration_steps).toEqual({
      subscription: 'done',
      address: 'done',
      bank_account: 'done',
    });
    expect(vendor.user).toMatchObject({ vendor: { name: 'Bench Workshop' } });
    const customer = (await login(t.app, 'customer@demo.test', 'storefront', 'demo.localhost')).body.data;
    expect(customer.customer).toMatchObject({ id: expect.any(Number) });
    const staff = (await login(t.app, 'staff@demo.test', 'portal')).body.data as Record<string, unknown>;
    expect(staff.role).toMatchObject({ stores_permissions: { global_permissions: expect.any(Array) } });
    expect(staff.access_modules).toEqual([1, 2, 3, 5]);
    expect(staff.store).toMatchObject({ name: 'Goldsmith & Co', url: 'demo.localhost' });
  });

  it('refuses a wrong password, the wrong app and another store with 401', async () => {
    const attempts = [
      { email: 'owner@demo.test', password: 'nope', app: 'portal' },
      { email: 'owner@demo.test', password: demoPassword, app: 'vendor' },
      {
        email: 'customer@demo.test',
        password: demoPassword,
        app: 'storefront',
        store_url: 'fixit.localhost',
      },
    ];
    for (const payload of attempts) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('refuses bad input with 400 naming the fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'x', app: 'shop' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'app']));
  });

  it('does not log customers in to an inactive store', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'x@y.test', password: 'whatever', app: 'storefront', store_url: 'closed.localhost' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('STORE.INACTIVE');
  });
});

describe('tokens', () => {
  it('rotates refresh tokens and revokes the family when a spent one comes back', async () => {
    const first = await login(t.app, 'owner@demo.test', 'portal');
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/token/refresh/', payload: { refresh: token } });
    const second = await refresh(first.refresh);
    expect(second.statusCode).toBe(200);
    const rotated = second.json().data as { access: string; refresh: string };
    expect(rotated.refresh).not.toBe(first.refresh);
    const session = await as(t.app, rotated.access)({ method: 'GET', url: '/api/v1/auth/session/' });
    expect(session.statusCode).toBe(200);

    // A use after the grace window (refreshGraceSeconds) is a reuse: the family is treated as stolen.
    await t.db.$client.query(
      `update refresh_tokens set used_at = used_at - interval '1 hour', created_at = created_at - interval '1 hour'
        where family_id = (select family_id from refresh_tokens where used_at is not null order by used_at desc limit 1)`,
    );
    const reused = await refresh(first.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('token_not_valid');
    // The whole family is revoked: the newest token no longer works either.
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('two tabs refreshing at once both stay logged in: concurrent uses get the same new pair', async () => {
    const first = await login(t.app, 'staff@demo.test', 'portal');
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/token/refresh/', payload: { refresh: token } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(first.refresh)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const pairs = new Set(answers.map((r) => JSON.stringify(r.json().data)));
    expect(pairs.size).toBe(1);
    const pair = answers[0]!.json().data as { access: string; refresh: string };
    // The pair works: the access token reads, and its refresh token rotates on.
    expect((await as(t.app, pair.access)({ method: 'GET', url: '/api/v1/auth/session/' })).statusCode).toBe(
      200,
    );
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
  });

  it('answers token_not_valid to a tampered access token', async () => {
    const { access } = await login(t.app, 'owner@demo.test', 'portal');
    const [h, p, s] = access.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.store_id = 2;
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    const response = await as(t.app, forged)({ method: 'GET', url: '/api/v1/locations' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('token_not_valid');
  });

  it('answers token_not_valid to an expired access token, and a refresh renews it', async () => {
    const { refresh, body } = await login(t.app, 'owner@demo.test', 'portal');
    const issuer = new TokenIssuer(jwtSecret, 60, 600);
    const expired = await issuer.access(
      { sub: String(body.data.user.id), role: 4, store_id: 1, vendor_id: null, customer_id: null },
      Date.now() - 3600_000,
    );
    const response = await as(t.app, expired)({ method: 'GET', url: '/api/v1/locations' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('token_not_valid');
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh/',
      payload: { refresh },
    });
    const again = await as(t.app, renewed.json().data.access)({ method: 'GET', url: '/api/v1/locations' });
    expect(again.statusCode).toBe(200);
  });

  it('logs out by revoking the refresh family', async () => {
    const { refresh } = await login(t.app, 'owner@demo.test', 'portal');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', payload: { refresh } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'POST', url: '/api/v1/token/refresh/', payload: { refresh } });
    expect(after.statusCode).toBe(401);
  });
  it('ends access tokens at once on logout, on a revoked family and on deactivation', async () => {
    const locations = { method: 'GET' as const, url: '/api/v1/locations' };
    // Logout: the access token of the session stops working on its next request.
    const one = await login(t.app, 'owner@fixit.test', 'portal');
    expect((await as(t.app, one.access)(locations)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', payload: { refresh: one.refresh } });
    const afterLogout = await as(t.app, one.access)(locations);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().error.code).toBe('token_not_valid');

    // A stolen refresh token used twice revokes the family and the access tokens already out.
    const two = await login(t.app, 'owner@fixit.test', 'portal');
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/token/refresh/', payload: { refresh: token } });
    const rotated = (await refresh(two.refresh)).json().data as { access: string };
    expect((await as(t.app, rotated.access)(locations)).statusCode).toBe(200);
    // …after the grace window of a concurrent refresh (a second use within it gets the same pair).
    await t.db.$client.query(
      `update refresh_tokens set used_at = used_at - interval '1 hour' where used_at is not null`,
    );
    expect((await refresh(two.refresh)).statusCode).toBe(401);
    expect((await as(t.app, rotated.access)(locations)).statusCode).toBe(401);

    // Deactivation by the owner: the staff member's token dies now, not in 15 minutes, and stays dead.
    const owner = await login(t.app, 'owner@fixit.test', 'portal');
    const staff = await login(t.app, 'staff@fixit.test', 'portal');
    const staffId = staff.body.data.user.id;
    const session = { method: 'GET' as const, url: '/api/v1/auth/session/' };
    expect((await as(t.app, staff.access)(session)).statusCode).toBe(200);
    const setActive = (is_active: boolean) =>
      as(t.app, owner.access)({ method: 'PUT', url: `/api/v1/users/${staffId}`, payload: { is_active } });
    expect((await setActive(false)).statusCode).toBe(200);
    expect((await as(t.app, staff.access)(session)).statusCode).toBe(401);
    expect((await setActive(true)).statusCode).toBe(200);
    expect((await as(t.app, staff.access)(session)).statusCode).toBe(401);
    expect(
      (await as(t.app, (await login(t.app, 'staff@fixit.test', 'portal')).access)(session)).statusCode,
    ).toBe(200);
  });

  it('knows a remembered session in memory: no database read of its own per request', async () => {
    const { access } = await login(t.app, 'owner@demo.test', 'portal');
    const session = { method: 'GET' as const, url: '/api/v1/auth/session/' };
    expect((await as(t.app, access)(session)).statusCode).toBe(200); // the owner is remembered now
    const pool = t.db.$client;
    const query = pool.query;
    let sessionReads = 0;
    pool.query = function (this: typeof pool, ...args: unknown[]) {
      if ((args[0] as { name?: string } | undefined)?.name === 'session-state') sessionReads++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pool.query;
    try {
      for (let i = 0; i < 5; i++) expect((await as(t.app, access)(session)).statusCode).toBe(200);
    } finally {
      pool.query = query;
    }
    expect(sessionReads).toBe(0);
  });

  it('a session ended through one process is refused by another that remembered it', async () => {
    const otherDb = createDatabase(t.databaseUrl, 2);
    const other = await buildApp({ config: t.config, db: otherDb, jwtSecret, logger: false });
    await other.ready();
    try {
      const vendor = await login(t.app, 'staff@bench.test', 'vendor');
      const session = { method: 'GET' as const, url: '/api/v1/auth/session/' };
      expect((await as(other, vendor.access)(session)).statusCode).toBe(200);
      expect((await as(other, vendor.access)(session)).statusCode).toBe(200); // from memory
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout/',
        payload: { refresh: vendor.refresh },
      });
      expect((await as(t.app, vendor.access)(session)).statusCode).toBe(401); // the writing process: at once
      // The other process hears it by NOTIFY: within a moment, never later.
      let status = 200;
      for (let tries = 0; tries < 50 && status === 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await as(other, vendor.access)(session)).statusCode;
      }
      expect(status).toBe(401);
    } finally {
      await other.close();
      await otherDb.$client.end();
    }
  });
});
