// Graceful shutdown (issue 25, Operability), on a real listening server with requests in flight: none is
// lost and none answers 5xx, a request held by a row lock finishes after the shutdown began, websockets are
// closed with 1012 (reconnect), and new connections are refused once it is over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { createTestApp, login, type TestApp } from '../support/test-app.ts';
import { shutDown, restartClose } from '../../src/server/operations/shutdown.ts';

let t: TestApp;
let base: string;
let access: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const session = await login(t.app, 'owner@demo.test', 'portal');
  access = session.access;
  userId = (await t.db.$client.query<{ id: number }>(`select id from users where email = 'owner@demo.test'`))
    .rows[0]!.id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.db.$client.end().catch(() => undefined));

describe('SIGTERM', () => {
  it('finishes every request in flight, 5xx-free, tells websockets to reconnect, then refuses', async () => {
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const [location] = (
      await t.db.$client.query<{ id: number }>(`select id from locations where store_id = 1 limit 1`)
    ).rows;
    // A write that waits on a row lock held elsewhere: in flight for as long as the lock is held.
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select 1 from locations where id = $1 for update', [location!.id]);

    const socket = await t.app.injectWS(`/api/v1/ws/notifications/${userId}?token=${access}`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
    );

    const held = fetch(`${base}/api/v1/locations/${location!.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name: 'Renamed during shutdown' }),
    });
    const reads = Array.from({ length: 20 }, () => fetch(`${base}/api/v1/locations`, { headers }));
    // The write is in flight: its statement waits on the lock.
    for (let waited = 0; ; waited += 50) {
      const { rows } = await t.db.$client.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      );
      if (Number(rows[0]!.n) > 0) break;
      if (waited > 20_000) throw new Error('the write never reached the lock');
      await new Promise((r) => setTimeout(r, 50));
    }

    const stopping = shutDown(t.app, 10, async () => undefined);
    await new Promise((r) => setTimeout(r, 300));
    await blocker.query('commit');
    await blocker.end();

    const answers = await Promise.all([held, ...reads]);
    expect(answers.map((r) => r.status)).toEqual([200, ...reads.map(() => 200)]);
    expect(await stopping).toBe(0);
    expect(await closed).toEqual({ code: restartClose.code, reason: restartClose.reason });
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
    const [row] = (
      await t.db.$client.query<{ name: string }>('select name from locations where id = $1', [location!.id])
    ).rows;
    expect(row!.name).toBe('Renamed during shutdown');
  });
});
