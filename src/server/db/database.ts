// The connection pool and Drizzle instance and the tenant-scoped transaction every request
// runs in. Nothing tenant-related is kept in process memory: several app processes can share one database.
import pg from 'pg';
import {
  drizzle,
  NodePgSession,
  NodePgTransaction,
  type NodePgDatabase,
  type NodePgSessionOptions,
} from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.ts';
import { auditSetting } from '../audit/request-context.ts';
import { isConnectionFault, isRetryableConflict } from './pg-errors.ts';
import { CHANGED_SESSIONS_SETTING, CHANGED_STORES_SETTING, committedChanges } from './committed-changes.ts';
import { defaultDatabaseTimeouts, type DatabaseTimeouts } from '../config.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who a query runs for. The database enforces it through row-level security. */
export type TenantScope =
  | { kind: 'platform' }
  | { kind: 'store'; storeId: number; userId?: number }
  | { kind: 'vendor'; vendorId: number; userId?: number }
  | { kind: 'user'; userId: number; storeId?: number; customerId?: number }
  | { kind: 'none' };

/** The deadline of each pool's request transactions (config DATABASE_*_TIMEOUT_MS). */
const deadlines = new WeakMap<pg.Pool, DatabaseTimeouts>();

/**
 * The pool. A request waits at most `timeouts.poolMs` for a connection (then 503); inside a request's
 * transaction each statement has `statement_timeout` and `lock_timeout` (SET LOCAL, so migrations, seeding
 * and maintenance are not bound by them), and the driver gives up on a statement the server does not
 * answer a second after that — a frozen or unreachable server cannot hold a request (issue 25, fault 11).
 */
export function createDatabase(
  url: string,
  maxConnections = 20,
  timeouts: DatabaseTimeouts = defaultDatabaseTimeouts,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: timeouts.poolMs,
  });
  deadlines.set(pool, timeouts);
  // Statements sent on the pool itself (the token check, Drizzle outside a transaction) have the same
  // read deadline; the pool drops a client whose statement timed out. Migrations check out their own client.
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const readTimeout = timeouts.statementMs + 1000;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) =>
    poolQuery(
      typeof config === 'string'
        ? { text: config, query_timeout: readTimeout }
        : { query_timeout: readTimeout, ...(config as object) },
      ...rest,
    );
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
  const once: Database['transaction'] = async (fn, config) => {
    const client = await db.$client.connect();
    let fault = false;
    const restore = withReadDeadline(db, client);
    try {
      const session = new NodePgSession(client, dialect, relations, options);
      return await session.transaction(fn as never, config);
    } catch (e) {
      fault = isConnectionFault(e);
      throw e;
    } finally {
      restore();
      client.release(fault);
    }
  };
  return (fn, config) => retryingConflicts(() => once(fn, config));
}

/**
 * While `client` serves one transaction: the driver fails a statement the server has not answered a second
 * after statement_timeout ('Query read timeout', a connection fault: the client is then dropped). Returns
 * what puts the client back as it was.
 */
function withReadDeadline(db: Database, client: pg.PoolClient): () => void {
  const deadline = deadlines.get(db.$client);
  const parameters = (client as unknown as { connectionParameters: { query_timeout?: number } })
    .connectionParameters;
  if (!deadline || !parameters) return () => undefined;
  parameters.query_timeout = deadline.statementMs + 1000;
  return () => {
    parameters.query_timeout = undefined;
  };
}

/** Tries of a transaction that loses to a concurrent one (40001 serialization failure, 40P01 deadlock). */
const conflictTries = 4;

/**
 * Runs a whole transaction again when PostgreSQL aborted it for a serialization failure or a deadlock —
 * the standard remedy: the other transaction went ahead, and a fresh run sees its result. At most
 * `conflictTries` runs, with a short random pause between them so the two do not collide again; the last
 * failure is thrown (error-handler.ts answers it 503 with Retry-After, never 500).
 */
async function retryingConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (attempt >= conflictTries || !isRetryableConflict(e)) throw e;
      await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 40 * attempt));
    }
  }
}

export interface ScopeOptions {
  /**
   * The work only reads: the transaction is READ ONLY (a write fails), and this request does not wait for
   * its COMMIT — the connection goes back to the pool with the COMMIT in flight, and the next user of that
   * connection queues behind it. A read-only COMMIT has nothing to make durable, so nothing is lost.
   */
  readOnly?: boolean;
}

/** The SET LOCALs of a scope as one statement; every value is an integer, 'on' or '' (safe as literals). */
function scopeStatement(scope: TenantScope, deadline: DatabaseTimeouts | undefined): string {
  const id = (n: number | undefined) => (n === undefined ? '' : String(Math.trunc(Number(n))));
  const settings: [string, string][] = [
    ['role', 'app_tenant'],
    ['app.platform', scope.kind === 'platform' ? 'on' : ''],
    ['app.store_id', 'storeId' in scope ? id(scope.storeId) : ''],
    ['app.vendor_id', scope.kind === 'vendor' ? id(scope.vendorId) : ''],
    ['app.user_id', 'userId' in scope ? id(scope.userId) : ''],
    // A customer (scope 'user') sees only their own carts, orders and estimates; 0 when they have none.
    ['app.customer_id', scope.kind === 'user' ? id(scope.customerId ?? 0) : ''],
    // Who acts, as whom and from where, for the audit trigger (src/server/audit).
    ['app.audit', auditSetting()],
    // The request's database deadline (createDatabase): 57014 / 55P03 past it, answered 503.
    ...(deadline
      ? ([
          ['statement_timeout', String(deadline.statementMs)],
          ['lock_timeout', String(deadline.lockMs)],
        ] as [string, string][])
      : []),
  ];
  // A literal in a simple-protocol message: quotes doubled (standard_conforming_strings is on).
  const literal = (v: string) => `'${v.replace(/'/g, "''")}'`;
  return `select ${settings.map(([k, v]) => `set_config('${k}', ${literal(v)}, true)`).join(', ')}`;
}

interface DrizzleInternals {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: { schema: ConstructorParameters<typeof NodePgSession>[2]; options: NodePgSessionOptions };
}

type RelationalSchema = NonNullable<ConstructorParameters<typeof NodePgSession>[2]>;

/**
 * A request's transaction whose relational query builders (`tx.query.<table>`) are built on first use.
 * Drizzle's constructor builds one for every table of the schema, for every transaction: ~50 µs of CPU of
 * a ~2 ms signed-in read (profile:http, docs/performance.md), and no request reads through them today. The
 * transaction is otherwise drizzle's own (same session, dialect and schema; savepoints as before).
 */
class ScopedTransaction extends NodePgTransaction<typeof schema, never> {
  constructor(
    dialect: DrizzleInternals['dialect'],
    session: NodePgSession<typeof schema, never>,
    relations: RelationalSchema,
  ) {
    super(dialect, session, undefined);
    // What drizzle's constructor would have kept of the schema, without the per-table builders.
    const self = this as unknown as { _: object; schema: RelationalSchema };
    self._ = {
      schema: relations.schema,
      fullSchema: relations.fullSchema,
      tableNamesMap: relations.tableNamesMap,
      session,
    };
    self.schema = relations;
    let builders: unknown;
    Object.defineProperty(this, 'query', {
      configurable: true,
      enumerable: true,
      get: () => (builders ??= new NodePgTransaction(dialect, session, relations).query),
    });
  }
}

/**
 * Runs fn in one transaction as the non-owning app_tenant role with the scope set by SET LOCAL. A
 * deadlock or serialization failure runs the whole transaction again (retryingConflicts), so fn must keep
 * its effects inside the transaction.
 *
 * Round trips: BEGIN and the scope (role and settings) go in one simple-protocol message, then fn's
 * statements, then COMMIT (not waited for with readOnly). Drizzle's own db.transaction would send BEGIN,
 * the role and the settings as three.
 */
export function inScope<T>(
  db: Database,
  scope: TenantScope,
  fn: (tx: Transaction) => Promise<T>,
  options: ScopeOptions = {},
): Promise<T> {
  return retryingConflicts(() => inScopeOnce(db, scope, fn, options));
}

async function inScopeOnce<T>(
  db: Database,
  scope: TenantScope,
  fn: (tx: Transaction) => Promise<T>,
  options: ScopeOptions,
): Promise<T> {
  const client = await db.$client.connect();
  const restore = withReadDeadline(db, client);
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    restore();
    client.release(error);
  };
  try {
    try {
      const statement = scopeStatement(scope, deadlines.get(db.$client));
      await client.query(`${options.readOnly ? 'begin read only' : 'begin'}; ${statement}`);
    } catch (e) {
      release(e as Error); // the connection's state is unknown: the pool drops it
      throw e;
    }
    const internals = db as unknown as DrizzleInternals;
    const session = new NodePgSession(
      client,
      internals.dialect,
      internals.session.schema,
      internals.session.options,
    );
    const tx = new ScopedTransaction(
      internals.dialect,
      session as NodePgSession<typeof schema, never>,
      internals.session.schema!,
    ) as unknown as Transaction;
    let result: T;
    try {
      result = await fn(tx);
    } catch (e) {
      // A dead connection cannot roll back: the pool drops it (as releasingTransaction does).
      if (isConnectionFault(e)) release(e as Error);
      else await client.query('rollback').catch((rollbackError: Error) => release(rollbackError));
      throw e;
    }
    if (options.readOnly) {
      // Queued on this connection ahead of whatever its next user sends. A read-only COMMIT can only fail
      // with the connection itself, and then the next query on it fails and the pool replaces it.
      client.query('commit').catch(() => undefined);
    } else {
      let changed: { stores: string | null; sessions: string | null } | undefined;
      try {
        // One message: what the transaction changed of what processes keep in memory (committed-changes.ts),
        // then COMMIT.
        const [read] = (await client.query(
          `select current_setting('${CHANGED_STORES_SETTING}', true) as stores, ` +
            `current_setting('${CHANGED_SESSIONS_SETTING}', true) as sessions; commit`,
        )) as unknown as [pg.QueryResult<{ stores: string | null; sessions: string | null }>];
        changed = read.rows[0];
      } catch (e) {
        if (isConnectionFault(e)) release(e as Error);
        throw e;
      }
      committedChanges(db, changed?.stores, changed?.sessions);
    }
    return result;
  } finally {
    release();
  }
}
