// The profile pages' API: an owner changes their own store's profile (never another's, never the slug);
// staff without the settings module cannot; everyone changes their own name, and their password only with
// the current one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { dataOf, fieldsOf, loginActors, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
type Json = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
});
afterAll(() => t.close());

describe('store profile', () => {
  it("lets the owner read and change their own store's name, website and logo, nothing else", async () => {
    const before = dataOf<Json>(await a.owner({ method: 'GET', url: '/api/v1/store-profile' }));
    expect(before).toMatchObject({ id: a.ids.demo, slug: 'demo', name: 'Goldsmith & Co' });
    const after = dataOf<Json>(
      await a.owner({
        method: 'PUT',
        url: '/api/v1/store-profile',
        payload: { name: 'Goldsmith & Sons', website_url: 'https://goldsmith.example', logo: '/logo.png' },
      }),
    );
    expect(after).toMatchObject({
      slug: 'demo',
      name: 'Goldsmith & Sons',
      website_url: 'https://goldsmith.example',
      logo: '/logo.png',
    });
    const fixit = dataOf<Json>(await a.fixitOwner({ method: 'GET', url: '/api/v1/store-profile' }));
    expect(fixit).toMatchObject({ id: a.ids.fixit, name: 'FixIt Phones' });
    const { rows } = await t.db.$client.query(`select name from stores where slug = 'fixit'`);
    expect(rows[0].name).toBe('FixIt Phones');
  });

  it('refuses bad input with the field, changing nothing, and a slug change outright', async () => {
    const bad = await a.owner({
      method: 'PUT',
      url: '/api/v1/store-profile',
      payload: { name: 'Renamed', website_url: 'ftp://nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('website_url');
    const slug = await a.owner({ method: 'PUT', url: '/api/v1/store-profile', payload: { slug: 'mine' } });
    expect(slug.statusCode).toBe(400);
    const { rows } = await t.db.$client.query(`select name, slug from stores where id = $1`, [a.ids.demo]);
    expect(rows[0]).toEqual({ name: 'Goldsmith & Sons', slug: 'demo' });
  });

  it('is refused to staff without the settings module, to vendors and to customers', async () => {
    for (const caller of [a.staff, a.vendorOwner, a.customer])
      expect(
        (await caller({ method: 'PUT', url: '/api/v1/store-profile', payload: { name: 'X' } })).statusCode,
      ).toBe(403);
    expect((await a.anonymous({ method: 'GET', url: '/api/v1/store-profile' })).statusCode).toBe(401);
  });
});

describe('own profile', () => {
  it('lets staff change their own name, and their password only with the current one', async () => {
    const me = dataOf<Json>(await a.staff({ method: 'GET', url: '/api/v1/profile' }));
    expect(me).toMatchObject({ email: 'staff@demo.test', role_id: 3 });
    const renamed = dataOf<Json>(
      await a.staff({
        method: 'PUT',
        url: '/api/v1/profile',
        payload: { first_name: 'Sam', last_name: 'Stone' },
      }),
    );
    expect(renamed).toMatchObject({ first_name: 'Sam', last_name: 'Stone' });
    const badName = await a.staff({ method: 'PUT', url: '/api/v1/profile', payload: { first_name: 'S4m' } });
    expect(fieldsOf(badName)).toEqual(['first_name']);
    const noCurrent = await a.staff({
      method: 'PUT',
      url: '/api/v1/profile',
      payload: { new_password: 'brand-new-pass' },
    });
    expect(noCurrent.statusCode).toBe(400);
    const wrong = await a.staff({
      method: 'PUT',
      url: '/api/v1/profile',
      payload: { current_password: 'not-it', new_password: 'brand-new-pass' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['current_password']);
    dataOf(
      await a.staff({
        method: 'PUT',
        url: '/api/v1/profile',
        payload: { current_password: 'demo-pass-2026', new_password: 'brand-new-pass' },
      }),
    );
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        payload: { email: 'staff@demo.test', password, app: 'portal' },
      });
    expect((await login('demo-pass-2026')).statusCode).toBe(401);
    expect((await login('brand-new-pass')).statusCode).toBe(200);
    // Nobody else changed.
    const owner = dataOf<Json>(await a.owner({ method: 'GET', url: '/api/v1/profile' }));
    expect(owner).toMatchObject({ email: 'owner@demo.test' });
  });
});
