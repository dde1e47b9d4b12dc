// Vitest global setup: a real PostgreSQL for the run — a throw-away embedded server by default, or the
// server TEST_DATABASE_URL names. A template database is migrated and seeded with the demo data once; each
// test file then clones it (CREATE DATABASE … TEMPLATE), so files run in parallel without sharing rows.
import type { TestProject } from 'vitest/node';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { runMigrations } from '../../src/server/db/migrations.ts';
import { seedDemo } from '../../src/server/db/seed-demo.ts';

/** The API tests' token secret (test-app.ts), which also keys their cipher of bank numbers. */
export const jwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL whose database may be used to create and drop test databases. */
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

const template = `platform_template_${process.pid}`;

export default async function setup(project: TestProject) {
  let stop = async () => undefined as void;
  let adminUrl = process.env.TEST_DATABASE_URL;
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
    const embedded = await startEmbeddedPostgres({ dataDir, port: 0, database: 'postgres' });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = withDatabase(adminUrl, template);
  const db = createDatabase(templateUrl, 2);
  await runMigrations(db);
  // The demo vendor's bank numbers sealed with the API tests' key (e2e never opens them).
  await seedDemo(db, undefined, jwtSecret);
  await db.$client.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`${template}_c_%`, template],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
