// Child processes for the benchmark scripts: the build when it is missing, the built server in production
// mode on a data directory (embedded PostgreSQL, demo data on first start), and stopping them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * The server is always rebuilt (esbuild, about a second: a stale dist/server would measure old code); the
 * web app only when it is missing (run `npm run build` after changing it).
 */
export function build() {
  const web = fs.existsSync(path.join(root, 'dist/web/index.html'));
  const script = web ? 'build:server' : 'build';
  const built = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npm run ${script} failed`);
}

export async function waitFor(check: () => Promise<boolean> | boolean, what: string, ms = 180_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts a child whose stdout goes to a file; resolves with the port it prints. */
export async function startChild(
  command: string[],
  env: Record<string, string>,
  logFile: string,
  portPattern: RegExp,
): Promise<{ child: ChildProcess; port: number }> {
  const out = fs.openSync(logFile, 'w');
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  let exited = false;
  child.on('exit', () => (exited = true));
  let port = 0;
  await waitFor(() => {
    if (exited) throw new Error(`${command.join(' ')} exited:\n${fs.readFileSync(logFile, 'utf8')}`);
    const match = portPattern.exec(fs.readFileSync(logFile, 'utf8'));
    if (match) port = Number(match[1]);
    return port > 0;
  }, command.join(' '));
  return { child, port };
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** How to start the server: another build (A/B against a baseline) or extra node flags (--inspect). */
export interface AppCommand {
  /** The built server to run (default dist/server/main.js). */
  entry?: string;
  nodeArgs?: string[];
  /** Log file name inside dataDir (default app-WORKERS.log). */
  logName?: string;
  /** More environment for the server (e.g. DATABASE_POOL_SIZE). */
  env?: Record<string, string>;
}

/** `npm start` (node dist/server/main.js) with WORKERS processes; JSON logs go to DATA_DIR/app-N.log. */
export function startApp(dataDir: string, workers = 1, command: AppCommand = {}) {
  return startChild(
    ['node', ...(command.nodeArgs ?? []), command.entry ?? 'dist/server/main.js'],
    {
      PORT: '0',
      DATA_DIR: dataDir,
      WORKERS: String(workers),
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...command.env,
    },
    path.join(dataDir, command.logName ?? `app-${workers}.log`),
    /demo\.localhost:(\d+)/,
  );
}

/** The middle of a benchmark's runs (the upper one of two for an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
