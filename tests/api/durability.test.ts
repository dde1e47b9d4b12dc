// Killing the server with SIGKILL in the middle of writes loses no committed data, and the embedded
// PostgreSQL comes back on the next start; SIGTERM then shuts everything down gracefully.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-durability-'));
let server: ChildProcess | null = null;
let serverOutput = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  serverOutput = '';
  child.stdout!.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Demo logins')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return child;
}

async function loginOwner(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password: 'demo-pass-2026', app: 'portal' }),
  });
  return ((await response.json()) as { data: { access: string } }).data.access;
}

afterAll(async () => {
  server?.kill('SIGKILL');
  // Stop a postmaster left behind by a failed run before removing its directory.
  const pidFile = path.join(dataDir, 'db', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    try {
      process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('durability of the embedded database', () => {
  it('keeps every acknowledged write across a SIGKILL and restarts cleanly', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await start(port);
    const access = await loginOwner(base);
    const acknowledged: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing && i < 2000; i++) {
        try {
          const response = await fetch(`${base}/api/v1/locations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
            body: JSON.stringify({
              name: `Durable ${i}`,
              address_line1: `${i} Test Street`,
              city: 'Kill',
              country: 'Nine',
            }),
          });
          if (response.status === 201)
            acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
        } catch {
          return; // the server is gone
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 1500));
    server.kill('SIGKILL');
    writing = false;
    await writer;
    expect(acknowledged.length).toBeGreaterThan(5);

    server = await start(port);
    const after = await loginOwner(base);
    const response = await fetch(
      `${base}/api/v1/locations?range=[0,499]&filter=${encodeURIComponent(JSON.stringify({ id: acknowledged.slice(0, 500) }))}`,
      {
        headers: { authorization: `Bearer ${after}` },
      },
    );
    const ids = ((await response.json()) as { data: { id: number }[] }).data.map((r) => r.id);
    expect(new Set(ids)).toEqual(new Set(acknowledged.slice(0, 500)));

    const exited = new Promise<number | null>((resolve) => server!.on('exit', resolve));
    server.kill('SIGTERM');
    const code = await exited;
    expect(code, `shutdown exited with ${code}; server output:\n${serverOutput.slice(-4000)}`).toBe(0);
    server = null;
    expect(fs.existsSync(path.join(dataDir, 'db', 'postmaster.pid'))).toBe(false);
  }, 240_000);
});
