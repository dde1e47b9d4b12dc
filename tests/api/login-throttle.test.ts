// Login throttling (issue 13, fault 6): per account and per client address, counted in PostgreSQL so every
// app process shares the count; 429 with Retry-After; the account owner is told once; and an unknown
// account answers exactly like a known one.
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

const attempt = (app: FastifyInstance, email: string, password: string, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    headers: { 'x-forwarded-for': address },
    payload: { email, password, app: 'portal' },
  });

describe('login throttling', () => {
  it('stops 60 quick wrong passwords after the limit, across processes, and then refuses the right one too', async () => {
    const statuses: number[] = [];
    // 60 guesses, 10 at a time, spread over two app processes and many addresses (only the account limit).
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          attempt(
            i % 2 ? other : t.app,
            'staff@demo.test',
            `wrong-${round}-${i}`,
            `198.51.100.${round * 10 + i}`,
          ),
        ),
      );
      statuses.push(...answers.map((r) => r.statusCode));
      for (const r of answers.filter((r) => r.statusCode === 429)) {
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
        expect(r.json().error.code).toBe('TOO_MANY_REQUESTS');
      }
    }
    expect(statuses.filter((s) => s === 401).length).toBe(loginLimits.account.attempts);
    expect(statuses.filter((s) => s === 429).length).toBe(60 - loginLimits.account.attempts);
    const right = await attempt(t.app, 'staff@demo.test', demoPassword, '198.51.100.200');
    expect(right.statusCode).toBe(429);
    // The owner of the account is told once, by user id and email, not per guess.
    expect(alerts.map((a) => a.email)).toEqual(['staff@demo.test']);
    // The window over, the right password works again.
    await t.db.$client.query(`update login_throttle set window_started_at = now() - interval '1 hour'`);
    expect((await attempt(t.app, 'staff@demo.test', demoPassword, '198.51.100.201')).statusCode).toBe(200);
  });

  it('answers an unknown account exactly as a known one, and tells nobody', async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < loginLimits.account.attempts + 2; i++) {
      const a = await attempt(t.app, 'owner@fixit.test', 'wrong-password', `192.0.2.${i}`);
      const b = await attempt(t.app, 'nobody-here@fixit.test', 'wrong-password', `192.0.2.${100 + i}`);
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
});
