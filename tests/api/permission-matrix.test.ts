// The permission matrix, generated from the declarations: for every declared resource × role × action, the
// server allows exactly what docs/product.md#roles-permission-check and the one permission function
// (hasPermission) allow; and
// every route that declares an access rule refuses exactly the roles the rule refuses. Nothing here lists
// resources or routes by hand: a new resource or guarded route is in the matrix the day it is declared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { resources } from '../../src/server/resources/index.ts';
import { accessFor, storeAccess, vendorAccess, type AccessRule } from '../../src/shared/access.ts';
import { declarations } from '../../src/shared/declarations/index.ts';
import { customPermits, resourcePermits } from '../../src/shared/permission-registry.ts';
import type { SessionRole } from '../../src/shared/permissions.ts';
import { Action, type ActionId } from '../../src/shared/roles.ts';
import type { Operation, ResourceDefinition } from '../../src/server/crud/define-resource.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { loginActors, type Actors, type Caller } from '../support/actors.ts';
import { apiRoutes, fill, type ApiRoute } from '../support/route-table.ts';
import { actorNames, allowedFor, type ActorName } from '../support/expectations.ts';

let t: TestApp;
let a: Actors;
let staffRole: SessionRole;

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
  // The demo staff member's permissions as the server hands them out (docs/product.md#auth-login-response's
  // session data).
  staffRole = (await a.staff({ method: 'GET', url: '/api/v1/auth/session/' })).json().data.role;
});
afterAll(() => t.close());

const caller = (name: ActorName): Caller => a[name];

const allowed = (actor: ActorName, rule: AccessRule, action: ActionId) =>
  allowedFor(actor, rule, action, staffRole);

const ruleOf = (r: ResourceDefinition): AccessRule =>
  r.access ??
  (r.tenancy === 'vendor'
    ? vendorAccess(r.module)
    : r.tenancy === 'platform'
      ? accessFor(r.module, ['platform'])
      : storeAccess(r.module));

const actionOf: Record<Operation, ActionId> = {
  list: Action.view,
  read: Action.view,
  create: Action.create,
  update: Action.edit,
  delete: Action.delete,
};
const successOf: Record<Operation, number> = { list: 200, read: 200, create: 201, update: 200, delete: 200 };

let counter = 0;
/** The schema's example made unique where the data must be (emails, slugs, tags, codes). */
function uniqueExample(r: ResourceDefinition): Record<string, unknown> {
  const example = { ...((r.schema.examples as Record<string, unknown>[] | undefined)?.[0] ?? {}) };
  counter += 1;
  const suffix = crypto.randomBytes(3).toString('hex');
  for (const key of ['email'])
    if (typeof example[key] === 'string') example[key] = `${suffix}.${example[key] as string}`;
  for (const key of ['slug', 'tag'])
    if (typeof example[key] === 'string') example[key] = `${example[key] as string}-${suffix}`;
  if (typeof example.code === 'string') example.code = `Q${String.fromCharCode(65 + (counter % 26))}`;
  if (r.name === 'countries') example.code = `X${String.fromCharCode(65 + (counter % 26))}`;
  return example;
}

/** The tenant query an admin names when creating, so the row lands in the home tenant of the store/vendor actors. */
const tenantQuery = (r: ResourceDefinition) =>
  r.tenancy === 'vendor'
    ? `?vendor_id=${a.ids.bench}`
    : r.tenancy === 'platform'
      ? ''
      : `?store_id=${a.ids.demo}`;

/** A new row in the home tenant (demo store, Bench vendor), made by the super admin; null when none can be. */
async function freshId(r: ResourceDefinition): Promise<number | null> {
  if (r.name === 'services') {
    const response = await a.admin({
      method: 'POST',
      url: `/api/v1/store/services?store_id=${a.ids.demo}`,
      payload: { name: 'Matrix service' },
    });
    return response.json().data.id;
  }
  if (r.name === 'store-vendors') {
    const vendor = await t.db.$client.query(
      `insert into vendors (name) values ('Matrix vendor') returning id`,
    );
    const link = await t.db.$client.query(
      `insert into store_vendors (store_id, vendor_id) values ($1, $2) returning id`,
      [a.ids.demo, vendor.rows[0].id],
    );
    return link.rows[0].id;
  }
  if (!(r.operations ?? ['create']).includes('create')) return null;
  // Rows only a customer creates (their address book) are made by the demo store's customer, as theirs.
  const byCustomer =
    !ruleOf(r).audiences.create.includes('platform') && ruleOf(r).audiences.create.includes('customer');
  const response = await (byCustomer ? a.customer : a.admin)({
    method: 'POST',
    url: `/api/v1/${r.name}${byCustomer ? '' : tenantQuery(r)}`,
    payload: uniqueExample(r),
  });
  if (response.statusCode !== 201)
    throw new Error(
      `cannot create a ${r.name} for the matrix (give its schema an example): ${response.body}`,
    );
  return response.json().data.id;
}

/** An existing row every allowed actor may reach: in the demo store, of the Bench vendor, or visible to all. */
async function homeId(r: ResourceDefinition): Promise<number | null> {
  if (r.name === 'stores' || r.name === 'store-settings') return a.ids.demo;
  if (r.name === 'vendors') return a.ids.bench;
  const list = await a.admin({ method: 'GET', url: `/api/v1/${r.name}${tenantQuery(r)}` });
  const [first] = list.json().data as { id: number }[];
  return first?.id ?? freshId(r);
}

describe.each(resources.map((r) => [r.name, r] as const))('resource %s', (_name, resource) => {
  const rule = ruleOf(resource);
  const operations = resource.operations ?? (['list', 'read', 'create', 'update', 'delete'] as const);
  const cases = operations.flatMap((op) => actorNames.map((actor) => [op, actor] as const));

  it.each(cases)(
    '%s as %s: allowed exactly when docs/product.md#roles-permission-check allows it',
    async (op, actor) => {
      const may = allowed(actor, rule, actionOf[op]);
      const base = `/api/v1/${resource.name}`;
      // A resource with no row in the home tenant and no way to make one (read-only lists of another
      // domain): an allowed caller is only checked to pass the guard (a 404 for the missing row).
      let missing = false;
      const idFor = async (fresh: boolean) => {
        const id = fresh ? await freshId(resource) : await homeId(resource);
        if (id === null) missing = true;
        return id ?? 2147483647;
      };
      let response;
      switch (op) {
        case 'list':
          response = await caller(actor)({ method: 'GET', url: base });
          break;
        case 'read':
          response = await caller(actor)({ method: 'GET', url: `${base}/${await idFor(false)}` });
          break;
        case 'create': {
          const url = actor === 'admin' ? `${base}${tenantQuery(resource)}` : base;
          response = await caller(actor)({ method: 'POST', url, payload: uniqueExample(resource) });
          break;
        }
        case 'update': {
          const id = await idFor(false);
          const record = missing ? {} : (await a.admin({ method: 'GET', url: `${base}/${id}` })).json().data;
          response = await caller(actor)({ method: 'PUT', url: `${base}/${id}`, payload: record });
          break;
        }
        case 'delete': {
          const id = await idFor(may);
          response = await caller(actor)({ method: 'DELETE', url: `${base}/${id}` });
          break;
        }
      }
      const what = `${op} ${resource.name} as ${actor}: ${response.body.slice(0, 300)}`;
      if (may && missing) expect([401, 403], what).not.toContain(response.statusCode);
      else expect(response.statusCode, what).toBe(may ? successOf[op] : actor === 'anonymous' ? 401 : 403);
    },
  );
});

describe('every route says who may call it', () => {
  it('is public, guarded by an access rule, or checks each object in its handler', () => {
    const undeclared = apiRoutes(t)
      .filter((r) => !r.websocket && !r.meta.public && !r.meta.access && !r.meta.checkedInHandler)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
});

describe('every guarded route refuses exactly the roles its access rule refuses', () => {
  let routes: ApiRoute[] = [];
  beforeAll(() => {
    routes = apiRoutes(t).filter((r) => r.meta.access);
  });

  it('covers the generic resources and the hand-written routes alike', () => {
    expect(routes.length).toBeGreaterThan(resources.length * 3);
  });

  // Malformed input: a caller the rule admits passes the guard (preValidation) and is stopped by validation
  // (400) before anything runs (a route with nothing to validate just answers); a caller it refuses is
  // stopped by the guard (401 / 403).
  it.each(actorNames)('as %s', async (actor) => {
    const wrong: string[] = [];
    for (const route of routes) {
      const { rule, action } = route.meta.access!;
      const may = allowed(actor, rule, action);
      const url = `${fill(route.url, {})}?matrix_probe=1`;
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : { matrix_probe: 1 };
      const response = await caller(actor)({ method: route.method as 'GET', url, payload });
      const refusal = actor === 'anonymous' ? 401 : 403;
      const ok = may
        ? ![401, 403].includes(response.statusCode) && response.statusCode < 500
        : response.statusCode === refusal;
      if (!ok)
        wrong.push(
          `${route.method} ${route.url}: expected ${may ? 'to pass the guard' : refusal}, got ${response.statusCode}`,
        );
    }
    expect(wrong).toEqual([]);
  });
});

describe('the routes carry the permissions registry', () => {
  const permits = new Map([...customPermits, ...resourcePermits(declarations)].map((p) => [p.id, p]));

  it('every permit a route names is declared, and the route is guarded by its rule and action', () => {
    const wrong = apiRoutes(t)
      .filter((r) => r.meta.permit)
      .flatMap((r) => {
        const permit = permits.get(r.meta.permit!);
        const where = `${r.method} ${r.url} (${r.meta.permit})`;
        if (!permit) return [`${where}: no such permit in the registry`];
        if (!r.meta.access) return [`${where}: not guarded`];
        const same =
          JSON.stringify(r.meta.access.rule) === JSON.stringify(permit.rule) &&
          r.meta.access.action === permit.as;
        return same ? [] : [`${where}: guarded by another rule than the permit's`];
      });
    expect(wrong).toEqual([]);
  });

  it('every guarded route carries a permit of the registry (none decides on its own)', () => {
    const without = apiRoutes(t)
      .filter((r) => r.meta.access && !r.meta.permit)
      .map((r) => `${r.method} ${r.url}`);
    expect(without).toEqual([]);
  });

  it("every generic resource's routes carry their permits", () => {
    const missing = resources.flatMap((r) =>
      (r.operations ?? ['list', 'read', 'create', 'update', 'delete'])
        .flatMap((op) => (op === 'list' ? [op, 'export'] : [op]))
        .filter((op) => !apiRoutes(t).some((route) => route.meta.permit === `${r.name}:${op}`))
        .map((op) => `${r.name}:${op}`),
    );
    expect(missing).toEqual([]);
  });
});
