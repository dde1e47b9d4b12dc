// Readiness and metrics (issue 25, Operability): /health stays liveness; /ready says whether this process
// should get traffic (database, migrations, LISTEN); /metrics is Prometheus's text, only with the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { loginActors, type Actors } from '../support/actors.ts';

const token = 'metrics-token-for-the-tests-0123';
let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: token });
  a = await loginActors(t);
});
afterAll(() => t.close());

const metrics = async () =>
  (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } }))
    .body;

describe('readiness', () => {
  it('is ready with the database up, migrations current and no listener needed', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'current', listen: 'not needed' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('is not ready while a migration this build ships has not run (503, Retry-After)', async () => {
    const [last] = (
      await t.db.$client.query<{ id: number; hash: string; created_at: string }>(
        'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
      )
    ).rows;
    await t.db.$client.query('delete from drizzle.__drizzle_migrations where id = $1', [last!.id]);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json().data.checks.migrations).toBe('1 pending');
    } finally {
      await t.db.$client.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [last!.id, last!.hash, last!.created_at],
      );
    }
  });
});

describe('metrics', () => {
  it('are not public: 401 without or with a wrong token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('count requests by route pattern and status, and report the pool, timeouts, queues and websockets', async () => {
    await a.owner({ method: 'GET', url: '/api/v1/locations/987654' });
    await a.owner({ method: 'GET', url: '/api/v1/locations' });
    const text = await metrics();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/locations\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/locations",status="200"\} \d/);
    expect(text).not.toContain('987654');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/v1\/locations"/,
    );
    for (const series of [
      'db_pool_connections_in_use',
      'db_pool_waiting_requests',
      'db_statement_timeouts_total',
      'queue_depth{queue="mail_outbox"}',
      'queue_depth{queue="sms_outbox"}',
      'queue_depth{queue="webhooks"}',
      'queue_oldest_age_seconds{queue="mail_outbox"}',
      'queue_oldest_age_seconds{queue="webhooks"}',
      'websocket_connections 0',
    ])
      expect(text).toContain(series);
  });

  it('without METRICS_TOKEN there is no /metrics at all', async () => {
    const other = await createTestApp();
    try {
      expect((await other.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
