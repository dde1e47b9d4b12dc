// Global setup for browser tests: the real PostgreSQL of database-setup.ts, then the real server (API and
// built web app) listening on loopback, on its own clone of the seeded template database.
import type { TestProject } from 'vitest/node';
import fs from 'node:fs';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import setupDatabase, { withDatabase } from './database-setup.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { buildApp } from '../../src/server/app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverPort: number;
    /** The server's database: a test starts a second app instance on it (live notifications across instances). */
    e2eDatabaseUrl: string;
  }
}

export const e2eJwtSecret = 'e2e-secret-long-enough-for-hs256-signing!!';

export default async function setup(project: TestProject) {
  if (!fs.existsSync('dist/web/index.html'))
    throw new Error('Browser tests need the built app: run `npm run build` first.');
  let adminUrl = '';
  let template = '';
  const recorder = {
    provide: (key: string, value: string) => {
      if (key === 'adminDatabaseUrl') adminUrl = value;
      if (key === 'templateDatabase') template = value;
      project.provide(key as 'adminDatabaseUrl', value);
    },
  } as unknown as TestProject;
  const teardownDatabase = await setupDatabase(recorder);

  const name = `${template}_c_e2e`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const databaseUrl = withDatabase(adminUrl, name);
  const config = loadConfig(
    {},
    {
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: 'dist/web',
      ACCESS_TOKEN_TTL_SECONDS: '30',
    },
  );
  const db = createDatabase(databaseUrl, 10);
  const app: FastifyInstance = await buildApp({
    config,
    db,
    jwtSecret: e2eJwtSecret,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('serverPort', (app.server.address() as { port: number }).port);
  project.provide('e2eDatabaseUrl', databaseUrl);

  return async () => {
    await app.close();
    await db.$client.end();
    await teardownDatabase();
  };
}
