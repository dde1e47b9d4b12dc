// The contract test: the committed OpenAPI description and generated client types must equal what the
// route table produces now, and every route must be documented and every documented operation routed.
import { describe, expect, it, beforeAll } from 'vitest';
import fs from 'node:fs';
import { buildContract, clientTypesFile, openapiFile, openapiPath } from '../../src/server/contract.ts';

type Contract = Awaited<ReturnType<typeof buildContract>>;
let contract: Contract;

beforeAll(async () => {
  contract = await buildContract();
});

const documentedOperations = (document: Record<string, unknown>) =>
  Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((k) => ['get', 'put', 'post', 'delete', 'patch'].includes(k))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('API contract', () => {
  it('documents every route with its response schema', () => {
    const undocumented = contract.routes.filter((r) => !r.documented).map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
  });

  it('routes every documented operation, and documents every route', () => {
    const committed = JSON.parse(fs.readFileSync(openapiFile, 'utf8')) as Record<string, unknown>;
    const routed = contract.routes.map((r) => `${r.method} ${openapiPath(r.url)}`).sort();
    expect(documentedOperations(committed).sort()).toEqual(routed);
  });

  it('has a committed OpenAPI description that is up to date (run npm run generate)', () => {
    expect(fs.readFileSync(openapiFile, 'utf8')).toBe(contract.openapi);
  });

  it('has committed client types generated from that description (run npm run generate)', () => {
    expect(fs.readFileSync(clientTypesFile, 'utf8')).toBe(contract.types);
  });
});
