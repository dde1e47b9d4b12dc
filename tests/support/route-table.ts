// The API's route table as the generated suites read it: every route under /api/v1 with its method, schema
// (named $refs resolved) and the route-meta it declares (src/server/route-meta.ts). A route added tomorrow
// is in this table without anyone listing it.
import type { RouteOptions } from 'fastify';
import { namedSchemas } from '../../schemas/index.ts';
import type { RouteMeta } from '../../src/server/route-meta.ts';
import type { TestApp } from './test-app.ts';
import { isAliasRoute } from '../../src/server/path-aliases.ts';

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean;
  readOnly?: boolean;
  examples?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  [key: string]: unknown;
}

export interface ApiRoute {
  method: string;
  url: string;
  meta: RouteMeta;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** Path parameter names in order. */
  paramNames: string[];
  websocket: boolean;
}

const byId = new Map((namedSchemas as unknown as JsonSchema[]).map((s) => [String(s.$id), s]));

/** A schema with a top-level $ref to a named schema replaced by it (nested refs are resolved on demand). */
export function resolve(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return schema;
  if (schema.$ref) return resolve(byId.get(schema.$ref.replace(/#$/, '')));
  return schema;
}

/**
 * The API's own routes. Path aliases (src/server/path-aliases.ts) are skipped on purpose: each answers
 * through its canonical route's handler, schema and guard, so the suites try the canonical route once and
 * tests/api/path-aliases.test.ts checks the aliases.
 */
export function apiRoutes(t: TestApp): ApiRoute[] {
  const out: ApiRoute[] = [];
  for (const route of t.routes as (RouteOptions & { websocket?: boolean })[]) {
    if (isAliasRoute(route)) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api/v1')) continue;
      const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
      out.push({
        method,
        url: route.url,
        meta: ((route.config as { meta?: RouteMeta } | undefined)?.meta ?? {}) as RouteMeta,
        params: schema.params,
        querystring: schema.querystring,
        body: resolve(schema.body),
        paramNames: [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!),
        websocket: !!route.websocket,
      });
    }
  }
  return out;
}

/** The URL with each :param replaced. */
export function fill(url: string, values: Record<string, string | number>): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? 'x')));
}

export const typesOf = (s: JsonSchema | undefined): string[] =>
  s?.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];

/**
 * A small value the schema accepts: an object with its required fields only, each the field's first
 * example, default or enum value, or the least its type and bounds allow. For calls that must get past
 * validation so that what is judged is the handler (the cross-tenant suite's bodies).
 */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  const s = resolve(schema);
  if (!s) return {};
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return sampleOf(alternatives[0]);
  const types = typesOf(s);
  switch (types.find((type) => type !== 'null') ?? types[0]) {
    case 'object':
      return Object.fromEntries(
        (s.required ?? [])
          .filter((name) => s.properties?.[name])
          .map((name) => [name, sampleOf(s.properties![name])]),
      );
    case 'array':
      return Array.from({ length: Number(s.minItems ?? 0) }, () => sampleOf(s.items));
    case 'integer':
    case 'number': {
      const least =
        s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? Math.floor(s.exclusiveMinimum) + 1 : 1);
      return Math.min(Math.max(least, 1), s.maximum ?? Infinity);
    }
    case 'boolean':
      return false;
    case 'string': {
      const byFormat: Record<string, string> = {
        uuid: '00000000-0000-4000-8000-000000000000',
        'date-time': '2026-01-01T00:00:00.000Z',
        date: '2026-01-01',
        email: 'someone@example.test',
        uri: 'https://example.test/x',
      };
      return byFormat[s.format ?? ''] ?? 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    }
    case 'null':
      return null;
    default:
      return {};
  }
}

/** A hash of every row of every table: "no row changed" is this hash unchanged. */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = await t.db.$client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const selects = tables.rows.map(
    ({ name }) =>
      `select '${name}' as name, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as hash from "${name}" t`,
  );
  const result = await t.db.$client.query<{ name: string; hash: string }>(selects.join(' union all '));
  return Object.fromEntries(result.rows.map((r) => [r.name, r.hash]));
}

/** The tables whose hash differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}
