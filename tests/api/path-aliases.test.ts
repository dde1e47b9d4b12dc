// Path aliases (src/server/path-aliases.ts): each old spelling is a route of its own in the table, answering
// through its canonical route's handler, schema and guard, marked deprecated in the description with the
// canonical path named. The generated suites skip aliases (tests/support/route-table.ts); this checks them.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathAliases } from '../../src/server/path-aliases.ts';
import { apiRoutes, fill } from '../support/route-table.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { dataOf, loginActors, type Actors } from '../support/actors.ts';
import contract from '../../openapi/openapi.json' with { type: 'json' };

const prefix = '/api/v1';
const openapi = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const paths = contract.paths as Record<
  string,
  Record<string, { deprecated?: boolean; description?: string }>
>;

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
});
afterAll(() => t.close());

const routesAt = (url: string) =>
  (t.routes as RouteOptions[]).filter((r) => r.url === url && r.method !== 'HEAD');

describe.each(pathAliases.map((a) => [a.alias, a] as const))('alias %s', (_, { alias, canonical }) => {
  // (Fastify binds each route's handler to its plugin, so the handlers are compared by what they answer, below.)
  it('answers every method of its canonical route with the same schema and route meta', () => {
    const canonicalRoutes = routesAt(prefix + canonical);
    expect(canonicalRoutes.length, `no route at ${canonical}`).toBeGreaterThan(0);
    for (const route of canonicalRoutes) {
      const twin = routesAt(prefix + alias).find((r) => r.method === route.method);
      expect(twin, `${String(route.method)} ${alias}`).toBeDefined();
      expect(twin!.schema?.params).toBe(route.schema?.params);
      expect(twin!.schema?.body).toBe(route.schema?.body);
      expect((twin!.config as { meta?: unknown }).meta).toBe((route.config as { meta?: unknown }).meta);
    }
  });

  it('is deprecated in the description, naming the canonical path; the canonical one is not', () => {
    for (const [method, operation] of Object.entries(paths[openapi(prefix + alias)] ?? {})) {
      expect(operation.deprecated, `${method} ${alias}`).toBe(true);
      expect(operation.description).toContain(`\`${openapi(prefix + canonical)}\``);
      expect(paths[openapi(prefix + canonical)]?.[method]?.deprecated).toBeUndefined();
    }
    expect(Object.keys(paths[openapi(prefix + alias)] ?? {})).not.toEqual([]);
  });

  it('answers a call as the canonical path does', async () => {
    for (const route of routesAt(prefix + canonical)) {
      const values = { store_id: 1, vendor_id: 1, token: 'A'.repeat(32), uid: 'A'.repeat(32) };
      const call = (url: string) =>
        t.app.inject({
          method: route.method as 'GET',
          url: fill(url, values),
          payload: route.method === 'GET' ? undefined : {},
        });
      const [viaCanonical, viaAlias] = [await call(prefix + canonical), await call(prefix + alias)];
      expect(viaAlias.statusCode, `${String(route.method)} ${alias}`).toBe(viaCanonical.statusCode);
      expect(viaAlias.json()).toEqual(viaCanonical.json());
    }
  });
});

it('keeps aliases out of the route table the generated suites read', () => {
  const urls = new Set(apiRoutes(t).map((r) => r.url));
  for (const { alias, canonical } of pathAliases) {
    expect(urls.has(prefix + alias), alias).toBe(false);
    expect(urls.has(prefix + canonical), canonical).toBe(true);
  }
});

it('reads and signs up through an old spelling as through the canonical one (a real invitation)', async () => {
  const inv = dataOf<{ token: string; store_id: number }>(
    await a.owner({
      method: 'POST',
      url: '/api/v1/staff-invitations',
      payload: { email: 'alias.check@demo.test', first_name: 'Alia', permissions: [] },
    }),
    201,
  );
  const [canonical, old] = ['staff-sign-up', 'staff-signup'].map(
    (spelling) => `/api/v1/${spelling}/${inv.store_id}/${inv.token}`,
  );
  const viaCanonical = await a.anonymous({ method: 'GET', url: canonical! });
  expect(viaCanonical.statusCode).toBe(200);
  expect((await a.anonymous({ method: 'GET', url: old! })).json()).toEqual(viaCanonical.json());
  const signedUp = await a.anonymous({
    method: 'POST',
    url: old!,
    payload: { first_name: 'Alia', password: 'a-long-enough-pass-2026' },
  });
  expect(signedUp.statusCode, signedUp.body).toBe(200);
  expect((await a.anonymous({ method: 'GET', url: canonical! })).json().data.status).toBe('accepted');
});
