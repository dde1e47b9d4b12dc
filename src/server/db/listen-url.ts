// Where this process's LISTEN connections go (live notifications, public-cache invalidation).
import type { Config } from '../config.ts';
import type { Database } from './database.ts';

/** DATABASE_LISTEN_URL when set (DATABASE_URL is a pooler in transaction mode), else the pool's URL. */
export function listenUrlOf(config: Config, db: Database): string {
  return config.databaseListenUrl ?? db.$client.options.connectionString ?? '';
}
