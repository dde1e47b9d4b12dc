// docs/api.md's examples are run, in order, against the real server (real HTTP on loopback, real PostgreSQL):
// every `sh` block, in one shell, with curl and jq. Each block checks its own answer (`jq -e`, `grep`,
// `--fail-with-body`), so a guide that no longer matches the API fails here, naming the block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { ErrorCode } from '../../src/shared/errors.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const guide = fs.readFileSync('docs/api.md', 'utf8');
const blocks = [...guide.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
const documentedBase = 'http://localhost:3000';

let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t?.close());

function run(script: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-c', script],
      { timeout: 60_000, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('docs/api.md', () => {
  it('has runnable examples that call the API', () => {
    expect(blocks.length).toBeGreaterThan(8);
    expect(guide).toContain(`API=${documentedBase}/api/v1`);
    for (const block of blocks) expect(block).toContain('curl');
  });

  it('runs every example against the running server, each checking its answer', async () => {
    const script = [
      'set -euo pipefail',
      ...blocks.map((block, i) => `echo "block ${i + 1}" >&2\n${block.replaceAll(documentedBase, base)}`),
    ].join('\n');
    const { code, stdout, stderr } = await run(script);
    const failed = stderr.match(/block \d+/g)?.pop();
    expect(code, `${failed} of docs/api.md failed:\n${stderr}\n${stdout}`).toBe(0);
    expect(stderr.match(/block \d+/g)).toHaveLength(blocks.length);
  });

  it('lists every error code of src/shared/errors.ts', () => {
    for (const code of Object.values(ErrorCode)) expect(guide, code).toContain(`\`${code}\``);
  });
});
