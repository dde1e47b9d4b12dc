// A failed query is logged by its statement, SQLSTATE and an error id — never with the values bound to it
// (names, emails), which DrizzleQueryError puts in its message. The 500 answer carries the same error id.
// (A deadlock, 40P01, is retried and then answered 503: a plain internal error stands for the unexpected failure.)
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import errorHandler from '../../src/server/plugins/error-handler.ts';

async function appLogging(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errorHandler);
  return app;
}

describe('logging a failed query', () => {
  it('logs the statement and an error id, not the parameters', async () => {
    const lines: string[] = [];
    const app = await appLogging(lines);
    const cause = Object.assign(new Error('internal error'), { code: 'XX000', severity: 'ERROR' });
    app.get('/boom', async () => {
      throw new DrizzleQueryError(
        'update "users" set "first_name" = $1 where "email" = $2',
        ['Ada Lovelace', 'ada@example.test'],
        cause,
      );
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('update \\"users\\" set \\"first_name\\" = $1');
    expect(logged).toContain('XX000');
    expect(logged).not.toContain('ada@example.test');
    expect(logged).not.toContain('Ada Lovelace');
    const errorId = /"errorId":"([0-9a-f-]{36})"/.exec(logged)?.[1];
    expect(errorId).toBeDefined();
    expect(response.json().error.message).toContain(errorId);
    await app.close();
  });

  it('answers a lost database connection with 503 and Retry-After', async () => {
    const lines: string[] = [];
    const app = await appLogging(lines);
    const cause = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
    });
    app.get('/gone', async () => {
      throw new DrizzleQueryError('select * from "customers" where "email" = $1', ['bo@example.test'], cause);
    });
    const response = await app.inject({ method: 'GET', url: '/gone' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(lines.join('\n')).not.toContain('bo@example.test');
    await app.close();
  });
});
