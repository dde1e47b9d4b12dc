// Every request has a database deadline (issue 25, fault 11): with PostgreSQL frozen (SIGSTOP of the
// postmaster and every backend), requests answer 503 with Retry-After within the deadline — statement and
// lock timeouts, the driver's read deadline, the pool's acquisition timeout — instead of hanging for as
// long as the freeze; after SIGCONT the app serves again, and no acknowledged write is lost.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/server/config.ts';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase, type Database } from '../../src/server/db/database.ts';
import { runMigrations } from '../../src/server/db/migrations.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/server/db/embedded-postgres.ts';
import { seedDemo } from '../../src/server/db/seed-demo.ts';
import { demoPassword, jwtSecret } from '../support/test-app.ts';

const freezeMs = 8000;
/** A signal to a process that may have exited meanwhile (a backend whose client went away). */
const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch (e) {
    // Gone meanwhile is fine; anything else is not.
    if ((e as { code?: string }).code !== 'ESRCH') throw e;
  }
};
const timeouts = {
  DATABASE_STATEMENT_TIMEOUT_MS: '1500',
  DATABASE_LOCK_TIMEOUT_MS: '1000',
  DATABASE_POOL_TIMEOUT_MS: '1500',
};
/** The slowest answer allowed while frozen: the read deadline (statement + 1 s) and the pool wait, with slack. */
const deadlineMs = 1500 + 1000 + 1500 + 1500;

describe('PostgreSQL frozen (SIGSTOP) under load', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-deadline-'));
  let embedded: EmbeddedDatabase | null = null;
  let app: FastifyInstance | null = null;
  let db: Database | null = null;
  let frozen: number[] = [];
  afterAll(async () => {
    for (const pid of frozen) signal(pid, 'SIGCONT');
    await app?.close();
    await db?.$client.end();
    await embedded?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After within the deadline, never hangs, and loses no acknowledged write', async () => {
    embedded = await startEmbeddedPostgres({ dataDir, port: 0 });
    const config = loadConfig(
      {},
      {
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        DATABASE_URL: embedded.url,
        DATA_DIR: dataDir,
        ...timeouts,
      },
    );
    db = createDatabase(embedded.url, 5, config.databaseTimeouts);
    await runMigrations(db);
    await seedDemo(db);
    app = await buildApp({ config, db, jwtSecret, logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password: demoPassword, app: 'portal' }),
    });
    const access = ((await login.json()) as { data: { access: string } }).data.access;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${access}` };

    // The postmaster (first line of postmaster.pid) and, at the moment of the freeze, every process it runs.
    const postmaster = Number(
      fs.readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const children = () =>
      execSync(`pgrep -P ${postmaster} || true`).toString().split('\n').filter(Boolean).map(Number);

    const acknowledged: number[] = [];
    const durations: number[] = [];
    const statuses: Record<string, number> = {};
    let frozenAt = 0;
    let thawedAt = 0;
    const started = Date.now();
    const worker = async (w: number) => {
      for (let i = 0; Date.now() - started < freezeMs + 4000; i++) {
        const write = i % 2 === 0;
        const begun = Date.now();
        const response = await fetch(
          write ? `${base}/api/v1/locations` : `${base}/api/v1/locations?range=[0,9]`,
          write
            ? {
                method: 'POST',
                headers,
                body: JSON.stringify({
                  name: `Frozen ${w}-${i}`,
                  address_line1: `${i} Ice Road`,
                  city: 'Cold',
                  country: 'Nowhere',
                }),
              }
            : { headers },
        );
        const text = await response.text();
        // Every request that overlapped the freeze: begun before the thaw, answered after the freeze began.
        const during = frozenAt > 0 && begun < thawedAt && Date.now() > frozenAt;
        if (during) durations.push(Date.now() - begun);
        const key =
          response.status === 503 && response.headers.get('retry-after')
            ? '503+Retry-After'
            : String(response.status);
        statuses[key] = (statuses[key] ?? 0) + 1;
        if (write && response.status === 201)
          acknowledged.push((JSON.parse(text) as { data: { id: number } }).data.id);
        if (response.status === 503) await new Promise((r) => setTimeout(r, 100));
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    await new Promise((r) => setTimeout(r, 1000));
    signal(postmaster, 'SIGSTOP');
    frozen = [postmaster, ...children()];
    for (const pid of frozen) signal(pid, 'SIGSTOP');
    frozenAt = Date.now();
    thawedAt = frozenAt + freezeMs;
    await new Promise((r) => setTimeout(r, freezeMs));
    for (const pid of frozen) signal(pid, 'SIGCONT');
    frozen = [];
    await load;

    const found = await db.$client.query<{ id: number }>('select id from locations where id = any($1)', [
      acknowledged,
    ]);
    const figures = {
      freezeMs,
      requestsOverlappingFreeze: durations.length,
      longestDuringFreezeMs: Math.max(0, ...durations),
      statuses,
      acknowledgedWrites: acknowledged.length,
      writesLost: acknowledged.length - found.rowCount!,
    };
    console.log(`database-deadline figures: ${JSON.stringify(figures)}`);
    expect(durations.length).toBeGreaterThan(0);
    expect(figures.longestDuringFreezeMs).toBeLessThan(deadlineMs);
    expect(Object.keys(statuses).every((k) => ['200', '201', '503+Retry-After'].includes(k))).toBe(true);
    expect(statuses['503+Retry-After']).toBeGreaterThan(0);
    expect(figures.writesLost).toBe(0);
    // Serving again after the thaw.
    expect((await fetch(`${base}/api/v1/locations?range=[0,0]`, { headers })).status).toBe(200);
  }, 120_000);
});
