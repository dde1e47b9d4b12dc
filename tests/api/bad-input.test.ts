// Bad input for every route, generated from the route table and each route's schemas: missing required
// fields, wrong types, over-long strings, unknown enum values, out-of-range numbers, amounts with 3
// decimals, unknown fields, malformed and non-canonical ids, NUL characters and lone surrogates in every
// string field, query parameter and list filter, dates beyond the database's range, and for uploads
// non-image, oversized and malformed multipart bodies. Every such case must answer a 4xx naming the field
// at fault — never a 5xx — and no row may change. Odd but acceptable input (right-to-left and combining
// characters, very long text, dates at the edge of the range, every declared filter and sort of every list)
// must never answer a 5xx; a list given a valid filter or sort must answer 200.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SessionRole } from '../../src/shared/permissions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTranslator } from '../../src/shared/i18n/translator.ts';
import { sayStored, type SaidParams } from '../../src/shared/i18n/said.ts';
import { loginActors, type Actors } from '../support/actors.ts';
import { multipart } from '../support/forms.ts';
import { allowedFor, type ActorName } from '../support/expectations.ts';
import { resources } from '../../src/server/resources/index.ts';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { addProjectFormats } from '../../src/server/validation.ts';
import type { JsonSchemaProperty } from '../../src/shared/resource-schema.ts';
import {
  apiRoutes,
  changedTables,
  databaseFingerprint,
  fill,
  resolve,
  sampleOf,
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
  /** tolerated: any answer but a 5xx (a 4xx still carries a code); listed: exactly 200. Default: refused. */
  expect?: 'refused' | 'tolerated' | 'listed';
}

/** Text no field may hold: NUL (PostgreSQL refuses it) and unpaired UTF-16 surrogates. */
const unstorable = [
  { what: 'NUL character', value: 'a\u0000b' },
  { what: 'lone high surrogate', value: 'a\ud800b' },
  { what: 'lone low surrogate', value: '\udc00' },
];
/** Text any free-text field must take without a 5xx. */
const oddButFine = [
  { what: 'right-to-left text', value: 'שלום \u202eعربى\u202c' },
  { what: 'combining characters', value: 'e\u0301\u0301\u0301 Z\u0336\u0336' },
  { what: 'emoji and astral characters', value: '💍🔧 𝔘' },
];
const veryLong = 'long '.repeat(4000);
const beyondDatabase: Record<string, string[]> = {
  'date-time': ['9999-12-31T23:59:59-14:00', '0001-01-01T00:00:00+14:00', '10000-01-01T00:00:00Z'],
  date: ['0000-01-01', '10000-01-01'],
};
const atDatabaseEdge: Record<string, string[]> = {
  'date-time': ['9999-12-31T23:59:59Z', '0001-01-01T00:00:00Z', '2026-02-28T12:00:00+05:45'],
  date: ['9999-12-31', '0001-01-01'],
};
const nonCanonicalIds = [' 24', '24.0', '+24', '024', '24e0', '0x18', '24 '];

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
  if (types.includes('string') && s.pattern) {
    // A value the pattern refuses: `\\S` (not blank) takes most text, so try several kinds.
    const pattern = new RegExp(s.pattern, 'u');
    const value = ['!! not valid !!', '   ', '\u0001'].find((v) => !pattern.test(v));
    if (value !== undefined) out.push({ path: prefix, value, what: 'pattern' });
  }
  if ((types.includes('integer') || types.includes('number')) && s.maximum !== undefined)
    out.push({ path: prefix, value: s.maximum + 1, what: 'above maximum' });
  if ((types.includes('integer') || types.includes('number')) && s.minimum !== undefined)
    out.push({ path: prefix, value: s.minimum - 1, what: 'below minimum' });
  if (s.format === 'money') out.push({ path: prefix, value: 1.005, what: 'three decimals' });
  if (types.includes('string') && prefix.length)
    for (const u of unstorable) out.push({ path: prefix, value: u.value, what: u.what });
  for (const value of beyondDatabase[s.format ?? ''] ?? [])
    out.push({ path: prefix, value, what: `${s.format} beyond the database's range ${value}` });
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

/** Acceptable values for one body field that must never cause a 5xx. */
function toleratedBodyCases(
  schema: JsonSchema | undefined,
  prefix: string[],
  depth: number,
): { path: string[]; value: unknown; what: string }[] {
  const s = resolve(schema);
  if (!s || depth > 3) return [];
  const out: { path: string[]; value: unknown; what: string }[] = [];
  const types = typesOf(s);
  const freeText = types.includes('string') && !s.enum && !s.format && !s.pattern && prefix.length;
  if (freeText) {
    for (const o of oddButFine)
      out.push({ path: prefix, value: o.value.slice(0, s.maxLength ?? Infinity), what: o.what });
    out.push({ path: prefix, value: veryLong.slice(0, s.maxLength ?? Infinity), what: 'very long text' });
  }
  for (const value of atDatabaseEdge[s.format ?? ''] ?? [])
    out.push({ path: prefix, value, what: `${s.format} at the database's range ${value}` });
  if (types.includes('object') && s.properties)
    for (const [name, property] of Object.entries(s.properties)) {
      if (property.readOnly) continue;
      out.push(...toleratedBodyCases(property, [...prefix, name], depth + 1));
    }
  if (types.includes('array') && s.items)
    out.push(...toleratedBodyCases(s.items, [...prefix, '0'], depth + 1));
  return out;
}

/** The example body with one top-level field replaced, or the value nested in an empty body. */
function withField(example: unknown, path: string[], value: unknown): unknown {
  if (path.length === 1 && example && typeof example === 'object' && !Array.isArray(example))
    return { ...example, [path[0]!]: value };
  return nest(path, value);
}

const fieldAjv = addProjectFormats(addFormats(new Ajv({ strict: false })));

/** A valid value of a resource field, for its filters (first example, enum value, or by type and format). */
function validFilterValue(p: JsonSchemaProperty | undefined): unknown {
  const property = p as JsonSchema | undefined;
  if (property?.type === 'array' || (Array.isArray(property?.type) && property.type.includes('array')))
    return validFilterValue(property?.items as JsonSchemaProperty);
  const types = typesOf(property);
  if (property?.enum?.length) return property.enum.find((v) => v !== null);
  if (property?.format === 'date-time') return '2026-01-01T00:00:00Z';
  if (property?.format === 'date') return '2026-01-01';
  if (property?.format === 'money') return 10.5;
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  if (property?.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  // Text: the first candidate the field's own schema (pattern, format, length) accepts.
  const { readOnly: _r, writeOnly: _w, ...checkable } = (property ?? {}) as Record<string, unknown>;
  const accepts = fieldAjv.compile(checkable);
  return ['x', 'US', 'demo', 'someone@example.test', 'Main Street 1', 'ab-12'].find((v) => accepts(v)) ?? 'x';
}

/** Every declared filter and sort of a generic list, each with a valid value: all must answer 200. */
function listCases(route: ApiRoute): Case[] {
  const resource = resources.find((r) => r.name === route.meta.resource);
  if (!resource || route.method !== 'GET' || route.paramNames.length) return [];
  const properties = resource.schema.properties as Record<string, JsonSchemaProperty>;
  const cases: Case[] = [];
  const filter = (key: string, value: unknown, what: string, expect: Case['expect'] = 'listed') =>
    cases.push({ what, field: `filter.${key}`, query: { filter: JSON.stringify({ [key]: value }) }, expect });
  filter('q', 'x', 'search');
  for (const u of unstorable) filter('q', u.value, `search with ${u.what}`, 'refused');
  for (const o of oddButFine) filter('q', o.value, `search with ${o.what}`);
  for (const key of resource.filterable) {
    const property = properties[key];
    filter(key, validFilterValue(property), `valid filter ${key}`);
    const format = (property as JsonSchema | undefined)?.format ?? '';
    const rangeable =
      typesOf(property as JsonSchema).some((t) => t === 'integer' || t === 'number') ||
      format === 'date-time' ||
      format === 'date';
    if (!rangeable) continue;
    for (const bound of ['gte', 'lte']) {
      filter(`${key}_${bound}`, validFilterValue(property), `valid range filter ${key}_${bound}`);
      for (const value of atDatabaseEdge[format] ?? [])
        filter(`${key}_${bound}`, value, `${key}_${bound} at the database's range ${value}`);
      for (const value of beyondDatabase[format] ?? [])
        filter(`${key}_${bound}`, value, `${key}_${bound} beyond the database's range ${value}`, 'refused');
    }
  }
  for (const field of resource.sortable)
    for (const order of ['ASC', 'DESC'])
      cases.push({
        what: `sort ${field} ${order}`,
        field: 'sort',
        query: { sort: JSON.stringify([field, order]) },
        expect: 'listed',
      });
  return cases;
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
    const bad = typesOf(p).includes('integer')
      ? ['abc', '0', '-1', '99999999999', ...nonCanonicalIds, 'a\u0000b']
      : ['x', 'a\u0000b'];
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
      if (types.includes('integer')) bad.push('+1', '01', '1e0', '0x1');
      if (types.includes('string') || !types.length) bad.push('a\u0000b');
      for (const value of beyondDatabase[p.format ?? ''] ?? []) bad.push(value);
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
    for (const c of toleratedBodyCases(body, [], 0))
      cases.push({
        what: c.what,
        field: c.path.join('.'),
        body: withField(example, c.path, c.value),
        expect: 'tolerated',
      });
  }
  if (hasBody) cases.push(...extremeBodyCases(resolve(route.body)!));
  cases.push(...listCases(route));
  if (route.meta.multipart) {
    const garbage = Buffer.concat([Buffer.from('this is not an image'), Buffer.alloc(16)]);
    cases.push({ what: 'not an image / not text', field: 'file', raw: multipart(garbage, {}, 'image/png') });
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(8 * 1024 * 1024),
    ]);
    cases.push({ what: 'over 8388608 bytes', field: 'file', raw: multipart(big) });
    const form = multipart(Buffer.from('not an image'));
    cases.push({
      what: 'multipart without a boundary',
      field: 'file',
      raw: { payload: form.payload, headers: { 'content-type': 'multipart/form-data' } },
    });
    cases.push({
      what: 'unterminated multipart body',
      field: 'file',
      raw: { payload: form.payload.subarray(0, form.payload.length - 40), headers: form.headers },
    });
    const nulName = multipart(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), {});
    cases.push({
      what: 'NUL in the file name',
      field: 'file_name',
      raw: {
        payload: Buffer.from(
          nulName.payload.toString('latin1').replace('filename="upload"', 'filename="a\u0000b.png"'),
          'latin1',
        ),
        headers: nulName.headers,
      },
    });
  }
  return cases;
}

const json = (text: string) => ({
  payload: Buffer.from(text),
  headers: { 'content-type': 'application/json' },
});

/**
 * Nesting and size extremes for a JSON body: thousands of nested arrays or objects at the top and inside a
 * field (a recursive walker over them overflows the stack), and a body over the size limit. Each must be
 * refused before anything walks it, naming the body.
 */
function extremeBodyCases(body: JsonSchema): Case[] {
  const deep = 10_000;
  const arrays = '['.repeat(deep) + ']'.repeat(deep);
  const objects = '{"a":'.repeat(deep) + '1' + '}'.repeat(deep);
  const field = Object.keys(body.properties ?? {})[0] ?? 'x';
  return [
    { what: `${deep} nested arrays`, field: 'body', raw: json(arrays) },
    { what: `${deep} nested objects`, field: 'body', raw: json(objects) },
    { what: `${deep} nested arrays in a field`, field: 'body', raw: json(`{"${field}":${arrays}}`) },
    {
      what: 'nested arrays with text holding brackets',
      field: 'body',
      raw: json(`{"${field}":${'["]\\"\\u005b",'.repeat(deep)}1${']'.repeat(deep)}}`),
    },
    {
      what: 'body over 1 MB',
      field: 'body',
      raw: json(`{"${field}":"${'x'.repeat(1024 * 1024 + 10)}"}`),
    },
  ];
}

/** The error of a failed envelope, or null for a body that is not one (an image, a CSV export …). */
type Words = { message: string; message_key?: string | null; message_params?: SaidParams | null };
type ErrorBody = Words & { code?: string; fields?: (Words & { field: string })[] };

function errorOf(body: string): ErrorBody | null {
  try {
    return (JSON.parse(body) as { error?: ErrorBody }).error ?? null;
  } catch {
    return null;
  }
}

const english = createTranslator('en');
const spanish = createTranslator('es');

/**
 * docs/product.md#api-errors-words: keyed words say in English what the message says, and Spanish has them
 * (a key with no phrase comes back as the key itself).
 */
function wordsAtFault(error: ErrorBody | null): string[] {
  return [error, ...(error?.fields ?? [])].flatMap((words) => {
    if (!words?.message_key) return [];
    const inEnglish = sayStored(english.t, 'en', words.message_key, words.message_params, '');
    const inSpanish = sayStored(spanish.t, 'es', words.message_key, words.message_params, '');
    return inEnglish !== words.message
      ? [`${words.message_key} says "${inEnglish}" where the message is "${words.message}"`]
      : /\b(errors|timeline)\.[a-z_.]+/.test(inSpanish)
        ? [`${words.message_key} has no Spanish: "${inSpanish}"`]
        : [];
  });
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
      const call = (c: Case) => {
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
        return caller({ method: route.method as 'GET', url, ...options });
      };
      const report = (c: Case, status: number, body: string) =>
        wrong.push(`${route.method} ${route.url} [${c.what} → ${c.field}]: ${status} ${body.slice(0, 160)}`);
      const before = await databaseFingerprint(t);
      for (const c of cases.filter((c) => (c.expect ?? 'refused') === 'refused')) {
        const response = await call(c);
        const error = errorOf(response.body);
        const fields = (error?.fields ?? []).map((f) => f.field);
        const ok = response.statusCode >= 400 && response.statusCode < 500 && fields.includes(c.field);
        if (!ok) report(c, response.statusCode, response.body);
        for (const fault of wordsAtFault(error)) wrong.push(`${route.method} ${route.url}: ${fault}`);
      }
      const changed = changedTables(before, await databaseFingerprint(t));
      if (changed.length) wrong.push(`${route.method} ${route.url}: bad input changed ${changed.join(', ')}`);
      // Acceptable input after the fingerprint: it may create or change rows.
      for (const c of cases.filter((c) => c.expect === 'tolerated' || c.expect === 'listed')) {
        const response = await call(c);
        const code = errorOf(response.body)?.code;
        const ok =
          c.expect === 'listed'
            ? response.statusCode === 200
            : response.statusCode < 400 || (response.statusCode < 500 && !!code);
        if (!ok) report(c, response.statusCode, response.body);
      }
    }
    expect(wrong).toEqual([]);
  }, 900_000);
});

/** Forwarding headers a client can write to pretend to be someone else. */
const forgedHeaders = (n: number) => ({
  'x-forwarded-for': `198.18.${n}.${n}`,
  'x-real-ip': `198.18.${n}.${n + 1}`,
  forwarded: `for=198.18.${n}.${n + 2}`,
});

/** Bodies that get past validation to the throttle where the schema's own example does not. */
const reachingBodies: Record<string, unknown> = {
  '/api/v1/auth/login': { email: 'nobody@demo.test', password: 'wrong-password', app: 'portal' },
  '/api/v1/estimate-requests': {
    store_id: 1,
    item: 'A ring',
    description: 'Needs resizing',
    contact: {
      first_name: 'Hana',
      last_name: 'Ito',
      email: 'hana.guest@example.test',
      phone: '555 123 4567',
    },
  },
};

describe('forged forwarding headers on every throttled route', () => {
  it('counts every request under the real client address (TRUST_PROXY off): forged headers add no counter', async () => {
    const throttled = apiRoutes(t).filter((r) => r.meta.throttled);
    expect(throttled.length).toBeGreaterThanOrEqual(4);
    const counters = async () =>
      Number(
        (await t.db.$client.query<{ n: string }>('select count(*) as n from login_throttle')).rows[0]!.n,
      );
    const wrong: string[] = [];
    for (const [i, route] of throttled.entries()) {
      const body = reachingBodies[route.url] ?? resolve(route.body)?.examples?.[0] ?? sampleOf(route.body);
      const send = (n: number) =>
        t.app.inject({
          method: route.method as 'POST',
          url: route.url,
          payload: body as object,
          remoteAddress: `203.0.113.${100 + i}`,
          headers: forgedHeaders(n),
        });
      const before = await counters();
      const first = await send(1);
      const afterFirst = await counters();
      const rest = await Promise.all([2, 3, 4, 5].map(send));
      const after = await counters();
      const label = `${route.method} ${route.url}`;
      for (const r of [first, ...rest])
        if (r.statusCode >= 500) wrong.push(`${label}: ${r.statusCode} ${r.body.slice(0, 120)}`);
      if (afterFirst === before)
        wrong.push(`${label}: the request never reached its throttle (${first.statusCode})`);
      if (after !== afterFirst)
        wrong.push(`${label}: forged headers made ${after - afterFirst} new counters`);
    }
    expect(wrong).toEqual([]);
  });
});

/** Sizes of the generated suite, for the closing note of issue 13. */
afterAll(() => {
  const routes = apiRoutes(t).filter((r) => !r.websocket);
  const all = routes.flatMap((r) => casesFor(r));
  const by = (e: Case['expect']) => all.filter((c) => (c.expect ?? 'refused') === e).length;
  console.log(
    `bad-input suite: ${routes.filter((r) => casesFor(r).length).length} routes, ${all.length} cases ` +
      `(${by('refused')} refused, ${by('tolerated')} tolerated, ${by('listed')} list filters and sorts)`,
  );
});
