// Setup file of the browser tests (vite.config.ts, project e2e): each test file gets the real server (API and
// built web app) listening on loopback, on its own clone of the seeded template database, and closes it when
// its tests end. Files share no rows, so they run in parallel with each other and with the API tests, instead
// of one after the other against one server after every other test had finished.
//
// The tests reach it through serverPort() and e2eDatabaseUrl() (e2e-values.ts), which this file sets for the
// test file about to run. It used to write them into Vitest's internal worker state (__vitest_worker__'s
// provided context) so that inject() answered them; inject() is public only for values provided for the
// whole run, so a file's own values now live in a module of ours.
import { afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/server/config.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { buildApp } from '../../src/server/app.ts';
import { createTestDatabase } from './test-app.ts';
import { e2eJwtSecret } from './e2e-setup.ts';
import { setE2eServer } from './e2e-values.ts';

const timeoutScale = Math.max(1, Number(process.env.TEST_TIMEOUT_SCALE) || 1);
const databaseUrl = await createTestDatabase();
const config = loadConfig(
  {},
  {
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: 'dist/web',
    // Short-lived access tokens, so browsers renew them during the tests; a slow machine's test holding a
    // token for its API calls gets the same room as every other limit (TEST_TIMEOUT_SCALE).
    ACCESS_TOKEN_TTL_SECONDS: String(30 * timeoutScale),
  },
);
const db = createDatabase(databaseUrl, 10);
const app: FastifyInstance = await buildApp({ config, db, jwtSecret: e2eJwtSecret, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

setE2eServer({ port: (app.server.address() as { port: number }).port, databaseUrl });

afterAll(async () => {
  await app.close();
  await db.$client.end();
});
