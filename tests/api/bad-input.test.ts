// Bad input for every route, generated from the route table and each route's schemas: missing required
// fields, wrong types, over-long strings, unknown enum values, out-of-range numbers, amounts with 3
// decimals, unknown fields, malformed ids, and for uploads non-image and oversized files. Every case must
// answer a 4xx naming the field at fault — never a 5xx — and no row may change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SessionRole } from '../../src/shared/permissions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { loginActors, type Actors } from '../support/actors.ts';
import { multipart } from '../support/forms.ts';
import { allowedFor, type ActorName } from '../support/expectations.ts';
import {
  apiRoutes,
  changedTables,
  databaseFingerprint,
  fill,
  resolve,
  typesOf,
  type ApiRoute,
  type JsonSchema,
} from '../support/route-table.ts';

let t: TestApp;
let a: Actors;
let staffRole: SessionRole;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bad-input-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  a = await loginActors(t);
  staffRole = (await a.staff({ method: 'GET', url: '/api/v1/auth/session/' })).json().data.role;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Case {
  what: string;
  field: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  raw?: { payload: Buffer; headers: Record<string, string> };
}

const preferred: ActorName[] = ['admin', 'owner', 'vendorOwner', 'customer', 'anonymous'];

/** Someone the route lets through its guard, so the input is what gets judged. */
function actorFor(route: ApiRoute): ActorName {
  if (route.meta.public) return 'anonymous';
  const access = route.meta.access;
  if (!access) return 'admin';
  return preferred.find((actor) => allowedFor(actor, access.rule, access.action, staffRole)) ?? 'admin';
}

/** A wrong-typed value for a body field: the first candidate whose JSON type the schema does not allow. */
function wrongType(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (!types.length) return undefined;
  const fits = (v: unknown) =>
    (v === null && types.includes('null')) ||
    (typeof v === 'boolean' && types.includes('boolean')) ||
    (typeof v === 'number' &&
      (types.includes('number') || (Number.isInteger(v) && types.includes('integer')))) ||
    (typeof v === 'string' && types.includes('string')) ||
    (Array.isArray(v) && types.includes('array')) ||
    (v !== null && typeof v === 'object' && !Array.isArray(v) && types.includes('object'));
  return [true, 123.5, 'text', ['x'], { x: 1 }].find((v) => !fits(v));
}

/** Bad values for one field of a JSON body, with the path below it that the error must name. */
function bodyCases(
  schema: JsonSchema | undefined,
  prefix: string[],
  depth: number,
): { path: string[]; value: unknown; what: string }[] {
  const s = resolve(schema);
  if (!s || depth > 3) return [];
  const out: { path: string[]; value: unknown; what: string }[] = [];
  const types = typesOf(s);
  const wrong = wrongType(s);
  if (wrong !== undefined && prefix.length) out.push({ path: prefix, value: wrong, what: 'wrong type' });
  if (types.includes('string') && s.maxLength !== undefined)
    out.push({ path: prefix, value: 'x'.repeat(s.maxLength + 1), what: 'over-long string' });
  if (s.enum && types.includes('string'))
    out.push({ path: prefix, value: 'not-a-choice', what: 'unknown enum value' });
  if (s.enum && types.includes('integer'))
    out.push({ path: prefix, value: 987654, what: 'unknown enum value' });
  if (types.includes('string') && s.pattern)
    out.push({ path: prefix, value: '!! not valid !!', what: 'pattern' });
  if ((types.includes('integer') || types.includes('number')) && s.maximum !== undefined)
    out.push({ path: prefix, value: s.maximum + 1, what: 'above maximum' });
  if ((types.includes('integer') || types.includes('number')) && s.minimum !== undefined)
    out.push({ path: prefix, value: s.minimum - 1, what: 'below minimum' });
  if (s.format === 'money') out.push({ path: prefix, value: 1.005, what: 'three decimals' });
  if (types.includes('object') && s.properties) {
    if (s.additionalProperties === false)
      out.push({ path: [...prefix, 'unknown_field'], value: 1, what: 'unknown field' });
    for (const [name, property] of Object.entries(s.properties)) {
      if (property.readOnly) continue;
      out.push(...bodyCases(property, [...prefix, name], depth + 1));
    }
  }
  if (types.includes('array') && s.items) out.push(...bodyCases(s.items, [...prefix, '0'], depth + 1));
  return out;
}

/** The value at a path inside an otherwise empty body: { options: [ { type: bad } ] }. */
function nest(path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const inner = nest(rest, value);
  return /^\d+$/.test(head!) ? [inner] : { [head!]: inner };
}

/** Fields an empty object must name: the required ones without a default. */
function requiredWithoutDefault(schema: JsonSchema | undefined): string[] {
  const s = resolve(schema);
  return (s?.required ?? []).filter((name) => s?.properties?.[name]?.default === undefined);
}

/** Valid-looking values for path parameters and required query parameters (the case is elsewhere). */
function validParam(schema: JsonSchema | undefined): string {
  if (!schema) return '1';
  if (schema.enum) return String(schema.enum[0]);
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (typesOf(schema).includes('integer')) return '1';
  return 'A'.repeat(Math.max(schema.minLength ?? 1, 32));
}

function casesFor(route: ApiRoute): Case[] {
  const cases: Case[] = [];
  const params = resolve(route.params);
  for (const name of route.paramNames) {
    const p = params?.properties?.[name];
    const bad = typesOf(p).includes('integer') ? ['abc', '0', '-1', '99999999999'] : ['x'];
    for (const value of bad)
      cases.push({ what: `malformed id ${value}`, field: name, params: { [name]: value } });
  }
  const query = resolve(route.querystring);
  const hasBody = !!route.body && !route.meta.multipart;
  const example = hasBody ? (resolve(route.body)?.examples?.[0] ?? null) : undefined;
  // Query cases need the body valid (Fastify checks params, then body, then the query string).
  if (query?.properties && (!hasBody || example)) {
    if (query.additionalProperties === false)
      cases.push({
        what: 'unknown parameter',
        field: 'unknown_param',
        query: { unknown_param: '1' },
        body: example,
      });
    for (const name of requiredWithoutDefault(query))
      cases.push({ what: 'missing parameter', field: name, query: { [name]: '' }, body: example });
    for (const [name, p] of Object.entries(query.properties)) {
      const types = typesOf(p);
      const bad: string[] = [];
      if (types.includes('integer') || types.includes('number')) bad.push('abc');
      if (types.includes('boolean')) bad.push('maybe');
      if (p.enum) bad.push('not-a-choice');
      if (p.maxLength !== undefined) bad.push('x'.repeat(p.maxLength + 1));
      if (p.maximum !== undefined) bad.push(String(p.maximum + 1));
      for (const value of bad)
        cases.push({
          what: `bad parameter ${value.slice(0, 12)}`,
          field: name,
          query: { [name]: value },
          body: example,
        });
    }
  }
  if (hasBody) {
    const body = resolve(route.body)!;
    const missing = requiredWithoutDefault(body);
    if (missing.length) cases.push({ what: 'missing required fields', field: missing[0]!, body: {} });
    for (const c of bodyCases(body, [], 0))
      cases.push({ what: c.what, field: c.path.join('.'), body: nest(c.path, c.value) });
  }
  if (route.meta.multipart) {
    const garbage = Buffer.concat([Buffer.from('this is not an image'), Buffer.alloc(16)]);
    cases.push({ what: 'not an image / not text', field: 'file', raw: multipart(garbage, {}, 'image/png') });
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(8 * 1024 * 1024),
    ]);
    cases.push({ what: 'over 8388608 bytes', field: 'file', raw: multipart(big) });
  }
  return cases;
}

describe('bad input on every route', () => {
  it('generates cases for every route with a schema', () => {
    const routes = apiRoutes(t).filter((r) => !r.websocket);
    const withCases = routes.filter((r) => casesFor(r).length);
    expect(withCases.length).toBeGreaterThan(100);
    expect(withCases.reduce((n, r) => n + casesFor(r).length, 0)).toBeGreaterThan(1000);
  });

  it('answers every case with a 4xx naming the field, never a 5xx, and changes no row', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes(t).filter((r) => !r.websocket)) {
      const cases = casesFor(route);
      if (!cases.length) continue;
      const caller = a[actorFor(route)];
      const params = resolve(route.params);
      const query = resolve(route.querystring);
      const before = await databaseFingerprint(t);
      for (const c of cases) {
        const values = Object.fromEntries(
          route.paramNames.map((n) => [n, validParam(params?.properties?.[n])]),
        );
        const requiredQuery = Object.fromEntries(
          requiredWithoutDefault(query).map((n) => [n, validParam(query?.properties?.[n])]),
        );
        const search = new URLSearchParams({ ...requiredQuery, ...c.query }).toString();
        const url = fill(route.url, { ...values, ...c.params }) + (search ? `?${search}` : '');
        const options = c.raw
          ? { payload: c.raw.payload, headers: c.raw.headers }
          : c.body !== undefined
            ? { payload: c.body as object }
            : route.body && !route.meta.multipart
              ? { payload: {} }
              : {};
        const response = await caller({ method: route.method as 'GET', url, ...options });
        const fields = (
          (response.json() as { error?: { fields?: { field: string }[] } }).error?.fields ?? []
        ).map((f) => f.field);
        const ok = response.statusCode >= 400 && response.statusCode < 500 && fields.includes(c.field);
        if (!ok)
          wrong.push(
            `${route.method} ${route.url} [${c.what} → ${c.field}]: ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
      const changed = changedTables(before, await databaseFingerprint(t));
      if (changed.length) wrong.push(`${route.method} ${route.url}: bad input changed ${changed.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    // Thousands of generated cases: minutes on a loaded 2-core machine, so a budget of its own.
  }, 600_000);
});
