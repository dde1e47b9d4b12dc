// Locations through the generic resource mechanism: ra-data-simple-rest conventions, permissions,
// tenant isolation (in the application and, underneath, in PostgreSQL's row-level security) and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inScope } from '../../src/server/db/database.ts';
import { locations } from '../../src/server/db/schema/index.ts';
import { as, createTestApp, login, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: ReturnType<typeof as>;
let fixitOwner: ReturnType<typeof as>;
let staff: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let customer: ReturnType<typeof as>;
let vendor: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  owner = as(t.app, (await login(t.app, 'owner@demo.test', 'portal')).access);
  fixitOwner = as(t.app, (await login(t.app, 'owner@fixit.test', 'portal')).access);
  staff = as(t.app, (await login(t.app, 'staff@demo.test', 'portal')).access);
  admin = as(t.app, (await login(t.app, 'admin@platform.test', 'portal')).access);
  customer = as(t.app, (await login(t.app, 'customer@demo.test', 'storefront', 'demo.localhost')).access);
  vendor = as(t.app, (await login(t.app, 'owner@bench.test', 'vendor')).access);
});
afterAll(() => t.close());

const newLocation = {
  name: 'Mall Counter',
  address_line1: '5 Mall Way',
  city: 'Springfield',
  country: 'United States',
};

describe('locations list', () => {
  it("lists only the user's store with a Content-Range header", async () => {
    const response = await owner({ method: 'GET', url: '/api/v1/locations?range=[0,9]&sort=["name","ASC"]' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('locations 0-1/2');
    const rows = response.json().data;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['Main Street Studio', 'Riverside Drop-off']);
    expect(new Set(rows.map((r: { store_id: number }) => r.store_id))).toEqual(new Set([1]));
  });

  it('pages, searches and filters', async () => {
    const page = await owner({ method: 'GET', url: '/api/v1/locations?range=[1,1]&sort=["name","ASC"]' });
    expect(page.headers['content-range']).toBe('locations 1-1/2');
    expect(page.json().data[0].name).toBe('Riverside Drop-off');
    const search = await owner({
      method: 'GET',
      url: `/api/v1/locations?filter=${encodeURIComponent('{"q":"river"}')}`,
    });
    expect(search.json().data.map((r: { name: string }) => r.name)).toEqual(['Riverside Drop-off']);
    const ids = (await owner({ method: 'GET', url: '/api/v1/locations' }))
      .json()
      .data.map((r: { id: number }) => r.id);
    const many = await owner({
      method: 'GET',
      url: `/api/v1/locations?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`,
    });
    expect(many.json().data).toHaveLength(2);
  });

  it('lets the super admin see every store', async () => {
    const response = await admin({ method: 'GET', url: '/api/v1/locations?range=[0,99]' });
    expect(response.headers['content-range']).toBe('locations 0-5/6');
  });

  it.each([
    ['range=[0', 'range'],
    ['range=[5,1]', 'range'],
    ['range=[0,100000]', 'range'],
    ['sort=["password","ASC"]', 'sort'],
    ['sort=["name","SIDEWAYS"]', 'sort'],
    ['filter={"store_id":2}', 'filter.store_id'],
    ['filter=[1]', 'filter'],
    ['filter={"is_active":"maybe"}', 'filter.is_active'],
    ['filter={"id":["x"]}', 'filter.id'],
    ['bogus=1', 'bogus'],
  ])('refuses the bad query %s with 400 naming %s', async (query, field) => {
    const response = await owner({ method: 'GET', url: `/api/v1/locations?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe('locations writes', () => {
  it('creates (201), reads, updates and deletes in the owner’s store', async () => {
    const created = await owner({ method: 'POST', url: '/api/v1/locations', payload: newLocation });
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(record).toMatchObject({ ...newLocation, store_id: 1, is_active: true });
    const read = await owner({ method: 'GET', url: `/api/v1/locations/${record.id}` });
    expect(read.json().data.name).toBe('Mall Counter');
    // react-admin sends the whole record back on update; read-only fields are ignored.
    const updated = await owner({
      method: 'PUT',
      url: `/api/v1/locations/${record.id}`,
      payload: { ...record, name: 'Mall Kiosk', store_id: 2, id: 999 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: record.id, name: 'Mall Kiosk', store_id: 1 });
    const deleted = await owner({ method: 'DELETE', url: `/api/v1/locations/${record.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await owner({ method: 'GET', url: `/api/v1/locations/${record.id}` })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming every field at fault, and writes nothing', async () => {
    const before = (await t.db.$client.query('select count(*)::int as n from locations')).rows[0].n;
    const response = await owner({
      method: 'POST',
      url: '/api/v1/locations',
      payload: { name: 'x', city: 3, country: 'United States', phone: 'call me', extra: true },
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields.map((f: { field: string }) => f.field).sort()).toEqual(
      ['address_line1', 'city', 'extra', 'name', 'phone'].sort(),
    );
    expect((await t.db.$client.query('select count(*)::int as n from locations')).rows[0].n).toBe(before);
  });

  it('refuses malformed ids with 400', async () => {
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await owner({ method: 'GET', url: `/api/v1/locations/${id}` })).statusCode).toBe(400);
    }
  });
});

describe('locations permissions and tenant isolation', () => {
  it('lets limited staff view but not create, edit or delete', async () => {
    expect((await staff({ method: 'GET', url: '/api/v1/locations' })).statusCode).toBe(200);
    const [first] = (await staff({ method: 'GET', url: '/api/v1/locations' })).json().data;
    expect((await staff({ method: 'POST', url: '/api/v1/locations', payload: newLocation })).statusCode).toBe(
      403,
    );
    expect(
      (await staff({ method: 'PUT', url: `/api/v1/locations/${first.id}`, payload: { name: 'Nope' } }))
        .statusCode,
    ).toBe(403);
    expect((await staff({ method: 'DELETE', url: `/api/v1/locations/${first.id}` })).statusCode).toBe(403);
  });

  it('refuses customers, vendors and anonymous callers', async () => {
    expect((await customer({ method: 'GET', url: '/api/v1/locations' })).statusCode).toBe(403);
    expect((await vendor({ method: 'GET', url: '/api/v1/locations' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/locations' })).statusCode).toBe(401);
  });

  it("never reads, changes or deletes another store's location", async () => {
    const [theirs] = (await fixitOwner({ method: 'GET', url: '/api/v1/locations' })).json().data;
    const snapshot = JSON.stringify(theirs);
    expect((await owner({ method: 'GET', url: `/api/v1/locations/${theirs.id}` })).statusCode).toBe(404);
    expect(
      (await owner({ method: 'PUT', url: `/api/v1/locations/${theirs.id}`, payload: { name: 'Hijacked' } }))
        .statusCode,
    ).toBe(404);
    expect((await owner({ method: 'DELETE', url: `/api/v1/locations/${theirs.id}` })).statusCode).toBe(404);
    const after = (await fixitOwner({ method: 'GET', url: `/api/v1/locations/${theirs.id}` })).json().data;
    expect(JSON.stringify(after)).toBe(snapshot);
  });
});

describe('row-level security underneath', () => {
  it('shows a store only its own rows even when a query forgets the store condition', async () => {
    const rows = await inScope(t.db, { kind: 'store', storeId: 1 }, (tx) => tx.select().from(locations));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.storeId === 1)).toBe(true);
  });

  it('shows nothing when no tenant is set', async () => {
    const rows = await inScope(t.db, { kind: 'none' }, (tx) => tx.select().from(locations));
    expect(rows).toEqual([]);
  });

  it("refuses to write into another store's rows", async () => {
    await expect(
      inScope(t.db, { kind: 'store', storeId: 1 }, (tx) =>
        tx.insert(locations).values({ storeId: 2, ...newLocation, addressLine1: 'x' } as never),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    const changed = await inScope(t.db, { kind: 'store', storeId: 1 }, (tx) =>
      tx.execute(sql`update locations set name = 'Hijacked' where store_id = 2`),
    );
    expect(changed.rowCount).toBe(0);
  });
});
