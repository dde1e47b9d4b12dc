// The connection pool and Drizzle instance, migrations, and the tenant-scoped transaction every request
// runs in. Nothing tenant-related is kept in process memory: several app processes can share one database.
import pg from 'pg';
import { drizzle, NodePgSession, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.ts';
import { seedReferenceData } from './seed-reference.ts';
import { isConnectionFault } from './pg-errors.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who a query runs for. The database enforces it through row-level security. */
export type TenantScope =
  | { kind: 'platform' }
  | { kind: 'store'; storeId: number; userId?: number }
  | { kind: 'vendor'; vendorId: number; userId?: number }
  | { kind: 'user'; userId: number; storeId?: number; customerId?: number }
  | { kind: 'none' };

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export function createDatabase(url: string, maxConnections = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, connectionTimeoutMillis: 5000 });
  // A connection the server drops (restart, fail-over, pg_terminate_backend, a proxy closing the session)
  // must not crash the process. The pool listens only on idle clients; a checked-out client between two
  // queries of a transaction emits 'error' with no listener — an uncaught exception — so every client gets
  // its own listener. The request holding it fails (503, error-handler.ts) and the pool drops the client
  // on release (it is no longer queryable) and opens a new one for the next request.
  const lost = (error: Error) => console.error(`database connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as Database;
  db.transaction = releasingTransaction(db);
  return db;
}

/**
 * Drizzle's pool transaction checks a client out and sends BEGIN outside its try/finally: when the
 * connection is already dead, BEGIN fails and the client is never released — a few faults and the pool is
 * exhausted for good. This runs the same transaction on a client it checks out itself, always releases it,
 * and destroys it after a connection fault so the pool opens a fresh one.
 */
function releasingTransaction(db: Database): Database['transaction'] {
  const pooled = (db as unknown as { _: { session: NodePgSession<typeof schema, never> } })._.session;
  const {
    dialect,
    schema: relations,
    options,
  } = pooled as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  return async (fn, config) => {
    const client = await db.$client.connect();
    let fault = false;
    try {
      const session = new NodePgSession(client, dialect, relations, options);
      return await session.transaction(fn as never, config);
    } catch (e) {
      fault = isConnectionFault(e);
      throw e;
    } finally {
      client.release(fault);
    }
  };
}

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
  // Every table with policies also enforces them on its owner, whichever migration created it.
  await db.execute(sql`
    DO $$
    DECLARE t record;
    BEGIN
      FOR t IN SELECT DISTINCT tablename FROM pg_policies WHERE schemaname = 'public' LOOP
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
      END LOOP;
    END
    $$;`);
  // Reference lists (countries, cities) every installation has.
  await seedReferenceData(db);
}

/** Runs fn in one transaction as the non-owning app_tenant role with the scope set by SET LOCAL. */
export async function inScope<T>(
  db: Database,
  scope: TenantScope,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local role app_tenant`);
    const settings: Record<string, string> = {
      'app.platform': scope.kind === 'platform' ? 'on' : '',
      'app.store_id': 'storeId' in scope && scope.storeId !== undefined ? String(scope.storeId) : '',
      'app.vendor_id': scope.kind === 'vendor' ? String(scope.vendorId) : '',
      'app.user_id': 'userId' in scope && scope.userId !== undefined ? String(scope.userId) : '',
      // A customer (scope 'user') sees only their own carts, orders and estimates; 0 when they have none.
      'app.customer_id': scope.kind === 'user' ? String(scope.customerId ?? 0) : '',
    };
    await tx.execute(
      sql`select set_config('app.platform', ${settings['app.platform']}, true),
                 set_config('app.store_id', ${settings['app.store_id']}, true),
                 set_config('app.vendor_id', ${settings['app.vendor_id']}, true),
                 set_config('app.user_id', ${settings['app.user_id']}, true),
                 set_config('app.customer_id', ${settings['app.customer_id']}, true)`,
    );
    return fn(tx);
  });
}
