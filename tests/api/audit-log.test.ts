// The audit log: every change an API request makes is logged in its own transaction (who, acting as whom,
// what, before and after, when, from where), read per store by its owner and entirely by the super admin;
// acting as an owner is attributed to both; (de)activating a store closes and reopens it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/server/db/schema/index.ts';
import { inScope } from '../../src/server/db/database.ts';
import { unauditedTables } from '../../src/server/audit/audit-trigger.ts';
import { as, createTestApp, demoPassword, login, type TestApp } from '../support/test-app.ts';
import { dataOf, loginActors, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
type Entry = Record<string, unknown> & {
  changed: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

beforeAll(async () => {
  // Behind a proxy on loopback (TRUST_PROXY): the client's address comes from X-Forwarded-For.
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  a = await loginActors(t);
});
afterAll(() => t.close());

const auditRows = async (where: string) =>
  (await t.db.$client.query(`select * from audit_log where ${where} order by id`)).rows;

describe('every change a request makes is logged with it', () => {
  it('logs who, what, before and after, when and from where — and the owner reads it', async () => {
    const [location] = dataOf<{ id: number; name: string }[]>(
      await a.owner({ method: 'GET', url: '/api/v1/locations?sort=["name","ASC"]' }),
    );
    const before = Date.now();
    dataOf(
      await a.owner({
        method: 'PUT',
        url: `/api/v1/locations/${location!.id}`,
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { name: 'Main Street Atelier' },
      }),
    );
    const entries = dataOf<Entry[]>(
      await a.owner({
        method: 'GET',
        url: `/api/v1/audit-log?filter=${encodeURIComponent(JSON.stringify({ entity: 'locations', entity_id: String(location!.id) }))}`,
      }),
    );
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({
      operation: 'update',
      entity: 'locations',
      user_name: expect.any(String),
      acting_as_user_id: null,
      method: 'PUT',
      route: '/api/v1/locations/:id',
      ip: '203.0.113.7',
      store_id: a.ids.demo,
    });
    expect(entry.changed).toEqual(['name']);
    expect(entry.before).toMatchObject({ name: location!.name });
    expect(entry.after?.name).toBe('Main Street Atelier');
    expect(new Date(entry.at as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const ownerId = (await t.db.$client.query(`select id from users where email = 'owner@demo.test'`)).rows[0]
      .id;
    expect(entry.user_id).toBe(ownerId);
  });

  it('keeps secrets out of the log', async () => {
    dataOf(
      await a.owner({
        method: 'POST',
        url: '/api/v1/users',
        payload: {
          email: 'audit.staff@demo.test',
          first_name: 'Audit',
          last_name: 'Staff',
          role_id: 3,
          permissions: [],
          password: 'a-secret-password-1',
        },
      }),
      201,
    );
    const [row] = await auditRows(
      `entity = 'users' and operation = 'insert' and after->>'email' = 'audit.staff@demo.test'`,
    );
    expect(row.after.password_hash).toBe('[redacted]');
    expect(JSON.stringify(row)).not.toContain('a-secret-password-1');
  });

  it('logs nothing for a refused change (the log shares the transaction)', async () => {
    const count = async () =>
      Number((await t.db.$client.query('select count(*) from audit_log')).rows[0].count);
    const n = await count();
    const refused = await a.owner({ method: 'POST', url: '/api/v1/locations', payload: { name: '' } });
    expect(refused.statusCode).toBe(400);
    const duplicate = await a.admin({
      method: 'POST',
      url: '/api/v1/stores',
      payload: {
        slug: 'demo',
        name: 'Duplicate',
        owner_email: 'dup@demo.test',
        owner_first_name: 'Dup',
        owner_password: 'a-long-password',
      },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(await count()).toBe(n);
  });

  it('is not writable by the request role, even by hand', async () => {
    await expect(
      inScope(t.db, { kind: 'platform' }, (tx) =>
        tx.execute(sql`insert into audit_log (operation, entity) values ('insert', 'forged')`),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    await expect(
      inScope(t.db, { kind: 'platform' }, (tx) => tx.execute(sql`delete from audit_log`)),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
  });

  it('has the trigger on every table of the schema but the listed consequences', async () => {
    const tables = Object.values(schema)
      .filter((v) => is(v, PgTable))
      .map((v) => getTableName(v as PgTable));
    const { rows } = await t.db.$client.query<{ table: string }>(
      `select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = 'audit_row_change'`,
    );
    const audited = new Set(rows.map((r) => r.table));
    for (const table of tables)
      expect(audited.has(table), table).toBe(!(unauditedTables as readonly string[]).includes(table));
  });

  it('logs every row of a many-row statement with its own before and after', async () => {
    const client = await t.db.$client.connect();
    const setting = JSON.stringify({
      requestId: 'req-many',
      userId: null,
      roleId: 1,
      method: 'SQL',
      route: 'x',
    });
    try {
      await client.query('begin');
      await client.query(`select set_config('app.audit', $1, true)`, [setting]);
      const { rows: inserted } = await client.query<{ id: number; name: string }>(
        `insert into locations (store_id, name, address_line1, city, country)
         select $1, 'Many ' || g, '1 Main St', 'Springfield', 'US' from generate_series(1, 3) g
         returning id, name`,
        [a.ids.fixit],
      );
      // Updated in an order unlike the rows' own; the second statement changes only updated_at.
      await client.query(`update locations set name = name || ' (moved)' where id = any($1)`, [
        inserted.map((r) => r.id).reverse(),
      ]);
      await client.query(`update locations set updated_at = now() where id = any($1)`, [
        inserted.map((r) => r.id),
      ]);
      await client.query(`delete from locations where id = any($1)`, [inserted.map((r) => r.id)]);
      await client.query('commit');
    } finally {
      client.release();
    }
    const rows = (await auditRows(`request_id = 'req-many'`)) as Entry[];
    expect(rows.map((r) => r.operation)).toEqual([
      ...Array(3).fill('insert'),
      ...Array(3).fill('update'),
      ...Array(3).fill('delete'),
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ entity: 'locations', store_id: a.ids.fixit, user_id: null, route: 'x' });
      const id = String((row.after ?? row.before)!.id);
      expect(row.entity_id).toBe(id);
      const name = `Many ${rows.filter((r) => r.operation === 'insert').findIndex((r) => r.entity_id === id) + 1}`;
      if (row.operation === 'insert')
        expect([row.before, row.after?.name, row.changed]).toEqual([null, name, []]);
      if (row.operation === 'update') {
        expect([row.before?.name, row.after?.name, row.changed]).toEqual([name, `${name} (moved)`, ['name']]);
        expect(row.before?.id).toBe(row.after?.id);
      }
      if (row.operation === 'delete')
        expect([row.before?.name, row.after]).toEqual([`${name} (moved)`, null]);
    }
    // The store's log as it was for the tests below (the superuser may; the request role may not).
    await t.db.$client.query(`delete from audit_log where request_id = 'req-many'`);
  });

  it('names the actor on every row, read once per transaction and again after a change to users', async () => {
    const owner = (
      await t.db.$client.query<{ id: number; first_name: string; last_name: string }>(
        `select id, first_name, last_name from users where email = 'owner@fixit.test'`,
      )
    ).rows[0]!;
    const setting = JSON.stringify({ requestId: 'req-names', userId: owner.id, roleId: 4, method: 'SQL' });
    const c = await t.db.$client.connect();
    try {
      await c.query('begin');
      await c.query(`select set_config('app.audit', $1, true)`, [setting]);
      const touch = () =>
        c.query(
          `update locations set name = name || '.'
            where id = (select min(id) from locations where store_id = $1)`,
          [a.ids.fixit],
        );
      await touch();
      await touch();
      await c.query(`update users set first_name = 'Renamed' where id = $1`, [owner.id]);
      await touch();
      const { rows } = await c.query<{ entity: string; user_name: string }>(
        `select entity, user_name from audit_log where request_id = 'req-names' order by id`,
      );
      const before = `${owner.first_name} ${owner.last_name}`.trim();
      const after = `Renamed ${owner.last_name}`.trim();
      expect(rows).toEqual([
        { entity: 'locations', user_name: before },
        { entity: 'locations', user_name: before },
        { entity: 'users', user_name: after },
        { entity: 'locations', user_name: after },
      ]);
    } finally {
      await c.query('rollback'); // nothing of this stays
      c.release();
    }
  });

  it('logs no row for an anonymous failed login (sign-in bookkeeping is nobody’s change)', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'owner@fixit.test', password: 'not-the-password', app: 'portal' },
    });
    expect(wrong.statusCode).toBe(401);
    const { rows } = await t.db.$client.query<{ n: number }>(`select count(*)::int as n from login_throttle`);
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(await auditRows(`entity = 'login_throttle'`)).toEqual([]);
  });

  it('shows a store only its own entries; the super admin sees all', async () => {
    const fixit = dataOf<Entry[]>(
      await a.fixitOwner({ method: 'GET', url: '/api/v1/audit-log?range=[0,499]' }),
    );
    expect(fixit.every((e) => e.store_id === a.ids.fixit)).toBe(true);
    expect(fixit.some((e) => e.entity === 'locations')).toBe(false);
    const all = dataOf<Entry[]>(await a.admin({ method: 'GET', url: '/api/v1/audit-log?range=[0,499]' }));
    expect(all.some((e) => e.store_id === a.ids.demo)).toBe(true);
    const forbidden = await a.vendorOwner({ method: 'GET', url: '/api/v1/audit-log' });
    expect(forbidden.statusCode).toBe(403);
    expect((await a.customer({ method: 'GET', url: '/api/v1/audit-log' })).statusCode).toBe(403);
  });
});

describe('exporting', () => {
  it('exports the filtered log as CSV, the store’s own entries only', async () => {
    const filter = encodeURIComponent(JSON.stringify({ entity: 'locations', operation: 'update' }));
    const csv = await a.owner({ method: 'GET', url: `/api/v1/audit-log/export?filter=${filter}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]!.startsWith('id,store_id,vendor_id,at,user_id,user_name,')).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes(',update,locations,'))).toBe(true);
    expect(lines.join()).toContain('Main Street Atelier');
    const theirs = await a.fixitOwner({ method: 'GET', url: `/api/v1/audit-log/export?filter=${filter}` });
    expect(theirs.body.trim().split('\r\n')).toHaveLength(1);
    expect(
      (await a.fixitOwner({ method: 'GET', url: `/api/v1/audit-log/export?store_id=${a.ids.demo}` }))
        .statusCode,
    ).toBe(403);
    const bad = await a.owner({
      method: 'GET',
      url: `/api/v1/audit-log/export?filter=${encodeURIComponent('{"who":1}')}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('filter.who');
    expect((await a.vendorOwner({ method: 'GET', url: '/api/v1/audit-log/export' })).statusCode).toBe(403);
  });
});

describe('the super admin acts as an owner', () => {
  it('changes a setting as the owner; the log shows both, and a refreshed session stays attributed', async () => {
    const adminId = (await t.db.$client.query(`select id from users where email = 'admin@platform.test'`))
      .rows[0].id;
    const ownerId = (await t.db.$client.query(`select id from users where email = 'owner@demo.test'`)).rows[0]
      .id;
    const session = dataOf<{ access: string; refresh: string; user: { id: number } }>(
      await a.admin({ method: 'POST', url: `/api/v1/stores/${a.ids.demo}/authenticate` }),
    );
    expect(session.user.id).toBe(ownerId);
    const actingOwner = as(t.app, session.access);
    dataOf(
      await actingOwner({
        method: 'PUT',
        url: `/api/v1/store-settings/${a.ids.demo}`,
        payload: { title: 'Goldsmith & Co — acted' },
      }),
    );
    const [change] = await auditRows(
      `entity = 'store_settings' and after->>'title' = 'Goldsmith & Co — acted'`,
    );
    expect(change).toMatchObject({
      user_id: adminId,
      role_id: 5,
      acting_as_user_id: ownerId,
      store_id: a.ids.demo,
    });
    const [started] = await auditRows(`operation = 'act_as' and store_id = ${a.ids.demo}`);
    expect(started).toMatchObject({ user_id: adminId, acting_as_user_id: ownerId });
    // The owner reads both entries in the store's log.
    const seen = dataOf<Entry[]>(
      await a.owner({
        method: 'GET',
        url: `/api/v1/audit-log?filter=${encodeURIComponent('{"acting_as_user_id":' + ownerId + '}')}`,
      }),
    );
    expect(seen.map((e) => e.operation).sort()).toEqual(['act_as', 'update']);

    const refreshed = dataOf<{ access: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/token/refresh/',
        payload: { refresh: session.refresh },
      }),
    );
    dataOf(
      await as(
        t.app,
        refreshed.access,
      )({
        method: 'PUT',
        url: `/api/v1/store-settings/${a.ids.demo}`,
        payload: { title: 'Goldsmith & Co — refreshed' },
      }),
    );
    const [again] = await auditRows(
      `entity = 'store_settings' and after->>'title' = 'Goldsmith & Co — refreshed'`,
    );
    expect(again).toMatchObject({ user_id: adminId, acting_as_user_id: ownerId });
  });

  it('is the super admin’s alone', async () => {
    for (const caller of [a.owner, a.fixitOwner, a.staff, a.vendorOwner, a.customer, a.anonymous]) {
      const response = await caller({ method: 'POST', url: `/api/v1/stores/${a.ids.demo}/authenticate` });
      expect([401, 403]).toContain(response.statusCode);
    }
    expect((await a.admin({ method: 'POST', url: '/api/v1/stores/999999/authenticate' })).statusCode).toBe(
      404,
    );
  });
});

describe('deactivating a store', () => {
  it('closes its site and its people’s sessions; reactivation restores both', async () => {
    const owner = await login(t.app, 'owner@fixit.test', 'portal');
    dataOf(
      await a.admin({ method: 'PUT', url: `/api/v1/stores/${a.ids.fixit}`, payload: { is_active: false } }),
    );

    const site = await t.app.inject({
      method: 'GET',
      url: '/api/v1/white-label-settings?store_url=fixit.localhost',
    });
    expect(site.statusCode).toBe(403);
    expect(site.json().error.message).toBe('This site does not exist');
    const portalLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'owner@fixit.test', password: demoPassword, app: 'portal' },
    });
    expect(portalLogin.statusCode).toBe(403);
    expect(portalLogin.json().error.code).toBe('STORE.INACTIVE');
    const customerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: {
        email: 'customer@fixit.test',
        password: demoPassword,
        app: 'storefront',
        store_url: 'fixit.localhost',
      },
    });
    expect(customerLogin.statusCode).toBe(403);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh/',
      payload: { refresh: owner.refresh },
    });
    expect(refresh.statusCode).toBe(401);

    dataOf(
      await a.admin({ method: 'PUT', url: `/api/v1/stores/${a.ids.fixit}`, payload: { is_active: true } }),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/white-label-settings?store_url=fixit.localhost' }))
        .statusCode,
    ).toBe(200);
    await login(t.app, 'owner@fixit.test', 'portal');
    await login(t.app, 'customer@fixit.test', 'storefront', 'fixit.localhost');
    const logged = await auditRows(
      `entity = 'stores' and 'is_active' = any(changed) and entity_id = '${a.ids.fixit}'`,
    );
    expect(logged.map((r) => r.after.is_active)).toEqual([false, true]);
  });
});
