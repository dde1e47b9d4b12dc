// What the API description says about each operation, derived from what the route already declares (its
// method, URL, schemas and route meta) so that no route writes it by hand and a route added later is
// described the same way: a stable operationId, a summary, a tag, its security, and every error response it
// can give. This is @fastify/swagger's `transform`; it changes the description only, never the route.
import type { FastifySchema, RouteOptions } from 'fastify';
import { failures, unexpectedFailure } from './envelope.ts';
import type { RouteMeta } from './route-meta.ts';
import { Action, Module } from '../shared/roles.ts';

/** Security scheme names of the description (components.securitySchemes). */
export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The access token of POST /api/v1/auth/login (data.access), sent as `Authorization: Bearer <access>`. ' +
      'It expires after 15 minutes: renew it with POST /api/v1/token/refresh/.',
  },
  accessTokenQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: 'The same access token, as the `token` query parameter (websockets cannot send headers).',
  },
} as const;

type Security = Record<string, string[]>[];
const withToken: Security = [{ bearer: [] }];
// `{}` is the anonymous alternative: no login needed, and a token, when sent, identifies the caller.
const tokenOptional: Security = [{}, { bearer: [] }];

interface DocumentedSchema extends FastifySchema {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Security;
  hide?: boolean;
}

const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const pascal = (segment: string) =>
  words(segment)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/** The API version of a URL (`/api/v1/…` → v1) and the rest of its path. */
export function versionOf(url: string): { version: string; rest: string } {
  const match = /^\/api\/(v\d+)(\/.*)?$/.exec(url);
  return match ? { version: match[1]!, rest: match[2] ?? '/' } : { version: '', rest: url };
}

function successOf(schema: DocumentedSchema | undefined): { status: number; data?: { type?: unknown } } {
  const response = (schema?.response ?? {}) as Record<string, { properties?: { data?: { type?: unknown } } }>;
  const status = Object.keys(response)
    .map(Number)
    .find((s) => s >= 200 && s < 300);
  return { status: status ?? 0, data: status ? response[status]?.properties?.data : undefined };
}

/** The verb of an operation: what it does to what its path names. */
function verbOf(method: string, schema: DocumentedSchema | undefined): string {
  const { status, data } = successOf(schema);
  switch (method) {
    case 'GET':
      return data?.type === 'array' ? 'list' : 'get';
    case 'POST':
      return status === 201 ? 'create' : 'post';
    case 'PUT':
      return 'update';
    default:
      return method.toLowerCase();
  }
}

/**
 * `GET /api/v1/stores/:store/portal-services/:id` → `getStoresByStorePortalServicesById`: the verb, then each
 * path segment in order (a parameter as `By<Name>`). Two routes never share a method and path, so ids are
 * unique as long as two paths do not spell the same words (checked when the description is built). Versions
 * after v1 are prefixed (`v2ListLocations`) so one client can hold both.
 */
export function operationIdOf(method: string, url: string, schema?: DocumentedSchema): string {
  const { version, rest } = versionOf(url);
  const parts = rest
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? `By${pascal(s.slice(1))}` : pascal(s)));
  const id = verbOf(method, schema) + parts.join('');
  return version && version !== 'v1' ? version + id.charAt(0).toUpperCase() + id.slice(1) : id;
}

const summaryVerbs: Record<string, string> = {
  list: 'List',
  get: 'Read',
  create: 'Create',
  post: 'Send',
  update: 'Update',
  delete: 'Delete',
};

/** A summary for a route that declares none: the verb and what the path names. */
function summaryOf(method: string, url: string, schema?: DocumentedSchema): string {
  const things = versionOf(url)
    .rest.split('/')
    .filter((s) => s && !s.startsWith(':'))
    .flatMap(words)
    .join(' ');
  const verb = verbOf(method, schema);
  return `${summaryVerbs[verb] ?? verb} ${things}`.trim();
}

/** The tag of a route that declares none: the first segment of its path (the resource). */
function tagOf(url: string): string {
  return (
    versionOf(url)
      .rest.split('/')
      .find((s) => s && !s.startsWith(':')) ?? 'system'
  );
}

function securityOf(route: RouteOptions, meta: RouteMeta | undefined, schema: DocumentedSchema): Security {
  if (route.websocket) return [{ accessTokenQuery: [] }];
  if (meta?.public || meta?.checkedInHandler) return tokenOptional;
  return schema.security ?? withToken;
}

/** Who may call it, in words, for the description. */
function accessNote(route: RouteOptions, meta: RouteMeta | undefined): string {
  if (route.websocket) return 'Authenticated by the access token in the `token` query parameter.';
  if (meta?.public) return 'Public: no login needed.';
  if (meta?.checkedInHandler)
    return 'Public objects need no login; private ones only their owners (checked per object).';
  if (meta?.access) {
    const { rule, action } = meta.access;
    const name = Object.entries(Action).find(([, id]) => id === action)?.[0] ?? String(action);
    const module = Object.entries(Module).find(([, id]) => id === rule.module)?.[0] ?? String(rule.module);
    const audiences = rule.audiences[name as keyof typeof rule.audiences] ?? [];
    return `Needs a login as: ${audiences.join(', ')} (permission: ${module}, ${name}).`;
  }
  return 'Needs a login.';
}

type Responses = Record<string, object>;

/** Every failure the route can give: what its schemas and meta imply, plus what it declares. */
function responsesOf(
  route: RouteOptions,
  meta: RouteMeta | undefined,
  schema: DocumentedSchema,
  rateLimited: boolean,
) {
  const declared = { ...((schema.response ?? {}) as Responses) };
  const takesInput = !!(schema.body || schema.querystring || schema.params || meta?.multipart);
  const hasBody = !!(schema.body || meta?.multipart);
  const add = (code: keyof typeof failures, when: boolean) => {
    if (when && !declared[code]) declared[code] = failures[code];
  };
  add(400, takesInput);
  // A token that is sent is checked on every route: a bad or expired one is 401 token_not_valid anywhere.
  add(401, true);
  add(403, !!(meta?.access || meta?.checkedInHandler));
  add(404, !!schema.params);
  add(413, hasBody);
  add(429, rateLimited);
  if (!declared.default) declared.default = unexpectedFailure;
  return declared;
}

export interface DescribeOptions {
  /** Whether the app answers 429 when a caller sends too much (a rate limiter is registered). */
  rateLimited: () => boolean;
}

/** @fastify/swagger's `transform`: the route's own schema, completed by derivation. */
export function describeRoute(options: DescribeOptions) {
  return ({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) => {
    const own = (schema ?? {}) as DocumentedSchema;
    const meta = route.config?.meta;
    const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
    const note = accessNote(route, meta);
    const described: DocumentedSchema = {
      ...own,
      // @fastify/websocket hides websocket routes; ours are part of the contract.
      hide: route.websocket ? false : own.hide,
      operationId: own.operationId ?? operationIdOf(method, route.url, own),
      summary: own.summary ?? summaryOf(method, route.url, own),
      description: own.description ? `${own.description}\n\n${note}` : note,
      tags: own.tags?.length ? own.tags : [tagOf(route.url)],
      security: securityOf(route, meta, own),
      response: responsesOf(route, meta, own, options.rateLimited()),
    };
    return { schema: described, url };
  };
}
