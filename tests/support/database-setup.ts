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

interface SharedDatabase {
  adminUrl: string;
  template: string;
  users: number;
  teardown(): Promise<void>;
}

// The API and browser projects run in one Vitest process: both global setups share one server and one
// migrated, seeded template (started once, stopped when the last of them tears down), instead of each
// initialising, migrating and seeding its own.
const sharedKey = Symbol.for('platform.test-database');
const shared = globalThis as { [sharedKey]?: Promise<SharedDatabase> };

async function startShared(): Promise<SharedDatabase> {
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
  // The throw-away server's commits need not wait for their WAL to reach the disk, nor its writes for a
  // flush: no test crashes this server (durability.test.ts starts a server of its own), and every commit
  // and every file's clone of the template (CREATE DATABASE copies it through the WAL) waited on the disk.
  if (dataDir) {
    for (const setting of ['synchronous_commit', 'fsync', 'full_page_writes'])
      await admin.query(`alter system set ${setting} = off`);
    await admin.query(`select pg_reload_conf()`);
  }
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = withDatabase(adminUrl, template);
  const db = createDatabase(templateUrl, 2);
  await runMigrations(db);
  // The demo vendor's bank numbers sealed with the API tests' key (e2e never opens them).
  await seedDemo(db, undefined, jwtSecret);
  await db.$client.end();
  // Cloning fails while any session is in the template — autovacuum's too, which the freshly seeded tables
  // draw: analysed now, and closed to connections (autovacuum then leaves it alone), every file's clone finds
  // it free.
  const analyse = new pg.Client({ connectionString: templateUrl });
  await analyse.connect();
  await analyse.query('vacuum analyze');
  await analyse.end();
  await admin.query(`alter database ${template} with is_template true allow_connections false`);

  return {
    adminUrl,
    template,
    users: 0,
    async teardown() {
      // A throw-away server goes whole: dropping each clone first cost a checkpoint per database (minutes
      // on a loaded machine, after the last test had passed).
      if (dataDir) {
        await admin.end();
        await stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
        return;
      }
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${template}_c_%`, template],
      );
      await admin.query(`alter database ${template} with is_template false allow_connections true`);
      for (const { datname } of leftovers.rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    },
  };
}

export default async function setup(project: TestProject) {
  shared[sharedKey] ??= startShared();
  const database = await shared[sharedKey];
  database.users++;

  project.provide('adminDatabaseUrl', database.adminUrl);
  project.provide('templateDatabase', database.template);

  return async () => {
    if (--database.users > 0) return;
    delete shared[sharedKey];
    await database.teardown();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
