// Builds the real app for an API test file on its own clone of the seeded template database, plus helpers
// to log in as a demo user and to call the API through Fastify's inject.
import { inject } from 'vitest';
import pg from 'pg';
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { createDatabase, type Database } from '../../src/server/db/database.ts';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import { jwtSecret, withDatabase } from './database-setup.ts';

export const demoPassword = 'demo-pass-2026';
export { jwtSecret };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  databaseUrl: string;
  /** Every route as registered (with its config), for the suites generated from the route table. */
  routes: RouteOptions[];
  close(): Promise<void>;
}

/** A fresh database cloned from the seeded template; dropped by the global teardown. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `${inject('templateDatabase')}_c_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Cloning needs the template to have no other session (database-setup.ts keeps it closed to connections);
  // should one hold it all the same, retry for as long as a slow machine may take to let go.
  const giveUp = Date.now() + 120_000;
  for (;;) {
    try {
      await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
      break;
    } catch (e) {
      if (Date.now() > giveUp || (e as { code?: string }).code !== '55006') throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  return withDatabase(adminUrl, name);
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  appOptions: Pick<AppOptions, 'mailWorker' | 'loginAlerts'> = {},
): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const config = loadConfig(
    {},
    { LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', DATABASE_URL: databaseUrl, ...overrides },
  );
  const db = createDatabase(databaseUrl, 5, config.databaseTimeouts);
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    db,
    jwtSecret,
    logger: false,
    onRoute: (r) => routes.push(r),
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    databaseUrl,
    routes,
    async close() {
      await app.close();
      await db.$client.end();
    },
  };
}

export type Face = 'storefront' | 'portal' | 'vendor';

export interface LoggedIn {
  access: string;
  refresh: string;
  body: { data: Record<string, unknown> & { user: { id: number } } };
}

export async function login(
  app: FastifyInstance,
  email: string,
  face: Face,
  storeUrl?: string,
): Promise<LoggedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email, password: demoPassword, app: face, ...(storeUrl ? { store_url: storeUrl } : {}) },
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return { access: body.data.access, refresh: body.data.refresh, body };
}

/** Calls the API as a logged-in user. */
export function as(app: FastifyInstance, access: string) {
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${access}` } });
}
