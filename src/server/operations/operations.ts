// What an operator of a live service asks the process, outside the API (/api/v1):
// - `GET /health` (under /api/v1, unchanged) is liveness: the process answers;
// - `GET /ready` is readiness: the database answers, its migrations are the ones this build ships, and the
//   notification listener (LISTEN) is connected when it is needed — 503 with what is wrong otherwise, so a
//   load balancer sends traffic elsewhere while the database is away or a migration is pending;
// - `GET /metrics` is Prometheus's text format (prom-client), only with `Authorization: Bearer
//   <METRICS_TOKEN>` (unset = 404): requests by route pattern (never the raw URL, which would explode the
//   series) and status with their duration, the pool's connections in use and waiting, statement and lock
//   timeouts, the mail outbox's and the webhook queue's depth and oldest age, open websockets.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { Database } from '../db/database.ts';
import type { OutboxWorker } from '../outbox/outbox-worker.ts';
import { inScope } from '../db/database.ts';
import { failedStatement } from '../db/pg-errors.ts';
import { publicRoute } from '../route-meta.ts';
import { migrationsPending } from '../db/migrations.ts';

/** What the live-notification websocket tells the operations endpoints (features/notifications). */
export interface LiveSockets {
  /** Open websockets in this process. */
  count(): number;
  /** Whether the LISTEN connection is needed (a socket is open) and whether it is up. */
  listener(): 'connected' | 'not needed' | 'lost';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the notification websocket feature; read by /ready and /metrics. */
    liveSockets: { current: LiveSockets | null };
  }
}

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

export function registerOperations(
  app: FastifyInstance,
  db: Database,
  metricsToken: string | undefined,
  outboxWorkers: readonly Pick<OutboxWorker<never>, 'queue' | 'counts'>[] = [],
) {
  app.decorate('liveSockets', { current: null });
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const timeouts = new client.Counter({
    name: 'db_statement_timeouts_total',
    help: 'Requests whose statement or lock wait ran past its deadline (57014, 55P03)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const pool = db.$client;
  new client.Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections lent out by the pool',
    registers: [registry],
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new client.Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Callers waiting for a database connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new client.Gauge({
    name: 'websocket_connections',
    help: 'Open live-notification websockets in this process',
    registers: [registry],
    collect() {
      this.set(app.liveSockets.current?.count() ?? 0);
    },
  });
  // The queues, read once per scrape: both gauges' collects share one query.
  let queues: Promise<{ queue: string; n: string; oldest: number | null }[]> | null = null;
  const readQueues = () =>
    (queues ??= inScope(db, { kind: 'platform' }, (tx) =>
      tx.execute<{ queue: string; n: string; oldest: number | null }>(sql`
        select 'mail_outbox' as queue, count(*) as n,
               extract(epoch from now() - min(created_at))::float8 as oldest
          from mail_outbox where status = 'queued'
        union all
        select 'sms_outbox', count(*), extract(epoch from now() - min(created_at))::float8
          from sms_outbox where status = 'queued'
        union all
        select 'webhooks', count(*), extract(epoch from now() - min(created_at))::float8
          from webhook_deliveries where status = 'pending'`),
    )
      .then((r) => r.rows)
      .finally(() => setTimeout(() => (queues = null), 1000).unref()));
  new client.Gauge({
    name: 'queue_depth',
    help: 'Messages waiting to be sent: mail and SMS outboxes (queued) and webhook deliveries (pending)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      for (const row of await readQueues()) this.set({ queue: row.queue }, Number(row.n));
    },
  });
  // What this process's outbox workers did since it started: sent, retried later, dead (failed), and sends
  // a dead process left unfinished (failed, not resent).
  new client.Counter({
    name: 'outbox_messages_total',
    help: "Outbox rows this process's workers handled, by queue and outcome (sent, retried, dead, interrupted)",
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const worker of outboxWorkers)
        for (const [outcome, n] of Object.entries(worker.counts))
          this.inc({ queue: worker.queue.table, outcome }, n);
    },
  });
  new client.Gauge({
    name: 'queue_oldest_age_seconds',
    help: 'Age of the oldest waiting message per queue (0 when empty)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      for (const row of await readQueues()) this.set({ queue: row.queue }, row.oldest ?? 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.addHook('onError', async (_request, _reply, error) => {
    const state = failedStatement(error).sqlState;
    if (state === '57014') timeouts.inc({ kind: 'statement' });
    if (state === '55P03') timeouts.inc({ kind: 'lock' });
  });

  // Once shutting down, not ready: the load balancer drains this process while in-flight requests finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/ready', { ...publicRoute(), schema: { hide: true } }, async (_request, reply) => {
    const checks: Record<string, string> = closing ? { process: 'shutting down' } : {};
    try {
      await pool.query('select 1');
      checks.database = 'ok';
      const pending = await migrationsPending(db);
      checks.migrations = pending === 0 ? 'current' : `${pending} pending`;
    } catch {
      checks.database = 'unreachable';
      checks.migrations = 'unknown';
    }
    checks.listen = app.liveSockets.current?.listener() ?? 'not needed';
    const ready = checks.database === 'ok' && checks.migrations === 'current' && checks.listen !== 'lost';
    reply.status(ready ? 200 : 503);
    if (!ready) reply.header('Retry-After', '5');
    return { status: ready ? 'success' : 'failed', data: { ready, checks } };
  });

  app.get('/metrics', { ...publicRoute(), schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!metricsToken) return reply.status(404).send({ status: 'failed', error: { code: 'NOT_FOUND' } });
    if (!given || !sameToken(given, metricsToken))
      return reply.status(401).send({ status: 'failed', error: { code: 'UNAUTHORIZED' } });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
