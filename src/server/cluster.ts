// WORKERS=N: this (primary) process opens the database once — starting the embedded PostgreSQL, migrating,
// seeding — then forks N server processes that share the HTTP port through Node's cluster module and
// connect to that database by URL. Nothing shared lives in a process's memory: sessions are JWTs, live
// notifications and public-cache invalidations travel through PostgreSQL LISTEN/NOTIFY. A worker that dies
// is replaced; SIGTERM/SIGINT stop the workers (each finishes its requests) and then the database.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemo } from './db/seed-demo.ts';
import { jwtSecretFor } from './jwt-secret.ts';

export async function runPrimary(
  config: Config,
  onListening: (port: number, seeded: boolean, embedded: boolean) => void,
): Promise<void> {
  const database = await openDatabase(config, (m) => console.log(m));
  const seeded = config.seedDemo ? await seedDemo(database.db, config) : false;
  // The primary's own pool goes idle (its connections close after the pool's idle timeout).
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: jwtSecretFor(config),
    SEED_DEMO: 'false',
  };

  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork(env);
  cluster.on('listening', (_worker: Worker, address) => {
    if (++listening === config.workers) onListening(address.port, seeded, database.embedded);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  for (let i = 0; i < config.workers; i++) fork();

  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await database.close();
    process.exit(0);
  };
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}
