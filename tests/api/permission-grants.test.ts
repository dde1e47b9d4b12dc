// Permission grants, generated over every module × action × location (global, a location the granter holds
// it at, a location it does not): a store staff member trusted with the users module may give or take away
// only what they hold themselves, may not touch their own permissions, and may not change a person who holds
// more than they do. Afterwards nobody holds a permission their granter lacked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Action, Module, moduleIds } from '../../src/shared/roles.ts';
import { holds, type SessionRole } from '../../src/shared/permissions.ts';
import { as, createTestApp, demoPassword, login, type TestApp } from '../support/test-app.ts';
import { dataOf, loginActors, type Actors, type Caller } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
let granter: Caller;
let granterRole: SessionRole;
let granterId: number;
let targetId: number;
let here: number;
let there: number;

const actions = [Action.disable, Action.create, Action.edit, Action.view, Action.delete];

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
  const locations = dataOf<{ id: number }[]>(
    await a.owner({ method: 'GET', url: '/api/v1/locations?range=[0,1]' }),
  );
  expect(locations.length).toBe(2);
  [here, there] = locations.map((l) => l.id) as [number, number];
  const staff = (email: string, permissions: object[]) =>
    a.owner({
      method: 'POST',
      url: '/api/v1/users',
      payload: { email, first_name: 'Grant', password: demoPassword, permissions },
    });
  granterId = dataOf<{ id: number }>(
    await staff('granter@demo.test', [
      { module_id: Module.users, location_id: null, permissions: [1, 2, 3, 4] },
      { module_id: Module.customer, location_id: null, permissions: [3] },
      { module_id: Module.salesOrder, location_id: here, permissions: [1, 3] },
    ]),
    201,
  ).id;
  targetId = dataOf<{ id: number }>(await staff('target@demo.test', []), 201).id;
  const session = await login(t.app, 'granter@demo.test', 'portal');
  granter = as(t.app, session.access);
  granterRole = session.body.data.role as SessionRole;
});
afterAll(async () => t.close());

describe('permission grants by store staff', () => {
  it('gives or takes away exactly the permissions the granter holds, for every module × action × location', async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const module_id of moduleIds)
      for (const action of actions)
        for (const location_id of [null, here, there]) {
          cases++;
          const grant = { module_id, action, location_id };
          const allowed = holds(granterRole, grant);
          const response = await granter({
            method: 'PUT',
            url: `/api/v1/users/${targetId}`,
            payload: { permissions: [{ module_id, location_id, permissions: [action] }] },
          });
          if (response.statusCode !== (allowed ? 200 : 403))
            wrong.push(`${JSON.stringify(grant)}: ${response.statusCode} ${response.body.slice(0, 120)}`);
          if (response.statusCode === 403) expect(response.json().error.code).toBe('FORBIDDEN');
        }
    expect(wrong).toEqual([]);
    expect(cases).toBe(moduleIds.length * actions.length * 3);
    console.log(`permission-grant suite: ${cases} cases (modules × actions × locations) on PUT /users/:id`);
  });

  it('creates no one with more than the granter holds', async () => {
    const everything = moduleIds.map((module_id) => ({
      module_id,
      location_id: null,
      permissions: [1, 2, 3, 4],
    }));
    const response = await granter({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        email: 'wide@demo.test',
        first_name: 'Wide',
        password: demoPassword,
        permissions: everything,
      },
    });
    expect(response.statusCode).toBe(403);
    const made = await t.db.$client.query(`select id from users where email = 'wide@demo.test'`);
    expect(made.rowCount).toBe(0);
    const within = await granter({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        email: 'narrow@demo.test',
        first_name: 'Narrow',
        password: demoPassword,
        permissions: [{ module_id: Module.salesOrder, location_id: here, permissions: [3] }],
      },
    });
    expect(within.statusCode).toBe(201);
  });

  it('lets nobody raise their own permissions or change someone who holds more', async () => {
    const own = await granter({
      method: 'PUT',
      url: `/api/v1/users/${granterId}`,
      payload: { permissions: [{ module_id: Module.customer, location_id: null, permissions: [3] }] },
    });
    expect(own.statusCode).toBe(403);
    const [staff] = (
      await t.db.$client.query<{ id: number }>(`select id from users where email = 'staff@demo.test'`)
    ).rows;
    // The demo staff member holds modules the granter lacks: no new password, no removal.
    const takeover = await granter({
      method: 'PUT',
      url: `/api/v1/users/${staff!.id}`,
      payload: { password: 'taken-over-2026' },
    });
    expect(takeover.statusCode).toBe(403);
    expect((await granter({ method: 'DELETE', url: `/api/v1/users/${staff!.id}` })).statusCode).toBe(403);
  });

  it('leaves no store staff member holding a permission their granter lacked', async () => {
    const rows = await t.db.$client.query<{
      module_id: number;
      actions: number[];
      location_id: number | null;
    }>(
      `select module_id, actions, location_id from staff_permissions p join users u on u.id = p.user_id
        where u.email in ('target@demo.test', 'narrow@demo.test')`,
    );
    for (const row of rows.rows)
      for (const action of row.actions)
        expect(holds(granterRole, { module_id: row.module_id, action, location_id: row.location_id })).toBe(
          true,
        );
  });
});
