// Login throttling (issue 13, fault 6; issue 25, faults 2 and 3): per (account, client address), per
// address, and per account across addresses — counted in PostgreSQL so every app process shares the count;
// 429 with Retry-After; the account owner is told once; an unknown account answers exactly like a known one.
// Guessing never locks the owner out: a correct password from an address with no failures gets through.
// The client address is the socket's peer unless TRUST_PROXY names the proxies: a forged X-Forwarded-For
// neither escapes the throttle nor reaches the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase, type Database } from '../../src/server/db/database.ts';
import type { LoginAlert } from '../../src/server/auth/login-alerts.ts';
import { loginLimits } from '../../src/server/auth/login-throttle.ts';
import { createTestApp, demoPassword, jwtSecret, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const alerts: LoginAlert[] = [];
/** A second app process on the same database. */
let other: FastifyInstance;
let otherDb: Database;

beforeAll(async () => {
  const loginAlerts = async (alert: LoginAlert) => void alerts.push(alert);
  t = await createTestApp({}, { loginAlerts });
  otherDb = createDatabase(t.databaseUrl, 2);
  // Either process may be the one that sees the limit reached: both tell the owner through the same sink.
  other = await buildApp({ config: t.config, db: otherDb, jwtSecret, logger: false, loginAlerts });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await otherDb.$client.end();
  await t.close();
});

/** A login from `address` (the socket's peer, as a proxy-less client is seen). */
const attempt = (
  app: FastifyInstance,
  email: string,
  password: string,
  address: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    remoteAddress: address,
    headers,
    payload: { email, password, app: 'portal' },
  });

describe('login throttling', () => {
  it('lets at most a handful of 48 parallel guesses from one address reach the password check, across processes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 48 }, (_, i) =>
        attempt(i % 2 ? other : t.app, 'staff@demo.test', `wrong-${i}`, '198.51.100.1'),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(loginLimits.accountAddress.attempts);
    expect(statuses.filter((s) => s === 429).length).toBe(48 - loginLimits.accountAddress.attempts);
    for (const r of answers.filter((r) => r.statusCode === 429)) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(r.json().error.code).toBe('TOO_MANY_REQUESTS');
    }
    // The guessing address stays refused, even with the right password.
    expect((await attempt(t.app, 'staff@demo.test', demoPassword, '198.51.100.1')).statusCode).toBe(429);
  });

  it('never locks the owner out: guesses from many addresses, then the right password from the owner’s own', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          attempt(
            i % 2 ? other : t.app,
            'staff@demo.test',
            `wrong-${round}-${i}`,
            `198.51.100.${10 + round * 10 + i}`,
          ),
        ),
      );
      statuses.push(...answers.map((r) => r.statusCode));
    }
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // The owner, from an address with no failures, logs in at once (before: 429 for 15 minutes).
    const owner = await attempt(t.app, 'staff@demo.test', demoPassword, '203.0.113.200');
    expect(owner.statusCode, owner.body).toBe(200);
    // …and again from the same address (a success clears that address's count).
    expect((await attempt(other, 'staff@demo.test', demoPassword, '203.0.113.200')).statusCode).toBe(200);
    // An address that already failed for this account, while it is under attack, waits.
    expect((await attempt(t.app, 'staff@demo.test', 'typo', '203.0.113.201')).statusCode).toBe(401);
    expect((await attempt(t.app, 'staff@demo.test', demoPassword, '203.0.113.201')).statusCode).toBe(429);
    // The owner of the account is told once, by user id and email, not per guess.
    expect(alerts.map((a) => a.email)).toEqual(['staff@demo.test']);
    // The window over, every address may try again.
    await t.db.$client.query(`update login_throttle set window_started_at = now() - interval '1 hour'`);
    expect((await attempt(t.app, 'staff@demo.test', demoPassword, '198.51.100.1')).statusCode).toBe(200);
  });

  it('never locks out an owner who signs in often: their own logins do not count against the account', async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < loginLimits.account.attempts + 3; i++)
      expect((await attempt(t.app, 'owner@demo.test', demoPassword, address)).statusCode).toBe(200);
    expect((await attempt(t.app, 'owner@demo.test', 'typo', address)).statusCode).toBe(401);
    expect((await attempt(other, 'owner@demo.test', demoPassword, address)).statusCode).toBe(200);
  });

  it('answers an unknown account exactly as a known one, and tells nobody', async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < loginLimits.accountAddress.attempts + 2; i++) {
      const a = await attempt(t.app, 'owner@fixit.test', 'wrong-password', '192.0.2.1');
      const b = await attempt(t.app, 'nobody-here@fixit.test', 'wrong-password', '192.0.2.2');
      known.push(`${a.statusCode} ${a.json().error.code} ${a.headers['retry-after'] ? 'retry' : ''}`);
      unknown.push(`${b.statusCode} ${b.json().error.code} ${b.headers['retry-after'] ? 'retry' : ''}`);
    }
    expect(unknown).toEqual(known);
    expect(alerts.map((a) => a.email)).toEqual(['staff@demo.test', 'owner@fixit.test']);
  });

  it('throttles one client address trying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < loginLimits.address.attempts + 3; i++)
      statuses.push(
        (await attempt(t.app, `guess-${i}@demo.test`, 'wrong-password', '203.0.113.7')).statusCode,
      );
    expect(statuses.slice(0, loginLimits.address.attempts).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(loginLimits.address.attempts).every((s) => s === 429)).toBe(true);
    // Another address is not affected; rows name hashes, never an email or address.
    expect((await attempt(t.app, 'owner@demo.test', demoPassword, '203.0.113.8')).statusCode).toBe(200);
    const keys = await t.db.$client.query<{ key: string }>(`select key from login_throttle`);
    expect(keys.rows.every((r) => /^[0-9a-f]{64}$/.test(r.key))).toBe(true);
  });

  it('believes no X-Forwarded-For by default: made-up addresses are throttled as the real one, and audited as it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < loginLimits.address.attempts + 5; i++) {
      const forged = `10.${i}.${i}.${i}`;
      const response = await attempt(t.app, `forged-${i}@demo.test`, 'wrong-password', '203.0.113.77', {
        'x-forwarded-for': forged,
        'x-real-ip': forged,
        forwarded: `for=${forged}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, loginLimits.address.attempts).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(loginLimits.address.attempts).every((s) => s === 429)).toBe(true);
    // The audit log records the socket's address, never a forwarded one.
    const login = await attempt(t.app, 'owner@demo.test', demoPassword, '203.0.113.78', {
      'x-forwarded-for': '6.6.6.6',
    });
    const access = login.json().data.access as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/locations',
      remoteAddress: '203.0.113.78',
      headers: { authorization: `Bearer ${access}`, 'x-forwarded-for': '6.6.6.6' },
      payload: { name: 'Forged', address_line1: '1 Street', city: 'Town', country: 'Land' },
    });
    const ips = await t.db.$client.query<{ ip: string }>(
      `select distinct ip from audit_log where ip is not null`,
    );
    expect(ips.rows.map((r) => r.ip)).not.toContain('6.6.6.6');
    expect(ips.rows.map((r) => r.ip)).toContain('203.0.113.78');
  });
});

describe('behind configured proxies (TRUST_PROXY)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((a) => a.close())));
  const many = async (app: FastifyInstance, peer: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < loginLimits.address.attempts + 3; i++)
      statuses.push(
        (
          await attempt(app, `proxied-${i}@demo.test`, 'wrong-password', peer, {
            'x-forwarded-for': `192.0.2.${i}`,
          })
        ).statusCode,
      );
    return statuses;
  };

  it('a hop count: the address the proxy forwards is the client', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    apps.push(proxied);
    // 33 different clients behind one proxy: none throttled by address.
    expect((await many(proxied.app, '10.0.0.1')).every((s) => s === 401)).toBe(true);
  });

  it('a list of proxies: forwarded addresses are believed from them only', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.0.0.1, 10.9.0.0/16' });
    apps.push(proxied);
    expect((await many(proxied.app, '10.9.3.4')).every((s) => s === 401)).toBe(true);
    // The same headers from anyone else are ignored: the peer is the client, and is throttled.
    expect(
      (await many(proxied.app, '10.0.0.2')).slice(loginLimits.address.attempts).every((s) => s === 429),
    ).toBe(true);
  });
});
