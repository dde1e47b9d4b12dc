// Opens the database the configuration names: an existing server through DATABASE_URL, or by default the
// embedded PostgreSQL under DATA_DIR. Migrations run before anything else touches it.
import type { Config } from '../config.ts';
import { createDatabase, type Database } from './database.ts';
import { runMigrations } from './migrations.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export interface OpenDatabase {
  db: Database;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export async function openDatabase(
  config: Config,
  log: (m: string) => void = () => undefined,
): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log });
  const url = config.databaseUrl ?? embedded!.url;
  const db = createDatabase(url, config.databasePoolSize, config.databaseTimeouts);
  try {
    await runMigrations(db);
  } catch (e) {
    await db.$client.end();
    await embedded?.stop();
    throw e;
  }
  return {
    db,
    url,
    embedded: embedded !== null,
    async close() {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
