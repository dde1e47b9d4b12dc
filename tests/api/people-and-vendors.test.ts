// Stores and their settings, people (staff with docs/product.md#roles-permission-check permissions, vendor
// teams), customers with tags,
// addresses, money fields, and vendors: invitations by email, accepting one, and what each side then sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, login, type TestApp } from '../support/test-app.ts';
import { dataOf, fieldsOf, loginActors, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
type Json = Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
});
afterAll(() => t.close());

const list = async (caller: Actors['owner'], url: string) =>
  dataOf<Json[]>(await caller({ method: 'GET', url: `/api/v1/${url}` }));

describe('stores and store settings', () => {
  it('lists every store to the super admin, only its own to a store, linked ones to a vendor', async () => {
    expect((await list(a.admin, 'stores?range=[0,99]')).map((s) => s.slug).sort()).toEqual([
      'closed',
      'demo',
      'fixit',
      'joyeria',
    ]);
    expect((await list(a.owner, 'stores')).map((s) => s.slug)).toEqual(['demo']);
    expect((await list(a.customer, 'stores')).map((s) => s.slug)).toEqual(['demo']);
    expect((await list(a.vendorOwner, 'stores')).map((s) => s.slug)).toEqual(['demo']);
    expect((await list(a.loupeOwner, 'stores')).map((s) => s.slug)).toEqual(['fixit']);
  });

  it('lets the super admin create a store (with its settings) and deactivate it; nobody else', async () => {
    const created = dataOf<Json>(
      await a.admin({
        method: 'POST',
        url: '/api/v1/stores',
        payload: {
          slug: 'watchworks',
          name: 'Watch Works',
          owner_email: 'owner@watchworks.test',
          owner_first_name: 'Wanda',
          owner_password: 'a-long-password',
        },
      }),
      201,
    );
    expect(created).toMatchObject({ slug: 'watchworks', is_active: true });
    expect(
      dataOf<Json>(await a.admin({ method: 'GET', url: `/api/v1/store-settings/${created.id}` })),
    ).toMatchObject({
      id: created.id,
      top_up_amount: 0,
    });
    const reserved = await a.admin({
      method: 'POST',
      url: '/api/v1/stores',
      payload: {
        slug: 'vendor',
        name: 'Nope',
        owner_email: 'nope@nope.test',
        owner_first_name: 'Nora',
        owner_password: 'a-long-password',
      },
    });
    expect(fieldsOf(reserved)).toEqual(['slug']);
    const duplicate = await a.admin({
      method: 'POST',
      url: '/api/v1/stores',
      payload: {
        slug: 'watchworks',
        name: 'Again',
        owner_email: 'another@watchworks.test',
        owner_first_name: 'Ann',
        owner_password: 'a-long-password',
      },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(fieldsOf(duplicate)).toEqual(['slug']);
    const off = await a.admin({
      method: 'PUT',
      url: `/api/v1/stores/${created.id}`,
      payload: { is_active: false },
    });
    expect(dataOf<Json>(off).is_active).toBe(false);
    expect(
      (
        await a.owner({
          method: 'POST',
          url: '/api/v1/stores',
          payload: {
            slug: 'mine',
            name: 'Mine',
            owner_email: 'me@mine.test',
            owner_first_name: 'Mia',
            owner_password: 'a-long-password',
          },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await a.owner({ method: 'PUT', url: `/api/v1/stores/${a.ids.demo}`, payload: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
  });

  it('lets the owner edit its white-label settings; money in and out with 2 decimals', async () => {
    const updated = await a.owner({
      method: 'PUT',
      url: `/api/v1/store-settings/${a.ids.demo}`,
      payload: {
        button_color: '#112233',
        top_up_amount: 12.5,
        privacy_policy_link: 'https://demo.example/privacy',
      },
    });
    expect(dataOf<Json>(updated)).toMatchObject({ button_color: '#112233', top_up_amount: 12.5 });
    const stored = await t.db.$client.query(
      `select top_up_amount_cents from store_settings where store_id = $1`,
      [a.ids.demo],
    );
    expect(stored.rows[0].top_up_amount_cents).toBe(1250);
    const white = await a.anonymous({
      method: 'GET',
      url: '/api/v1/white-label-settings?store_url=demo.localhost',
    });
    expect(white.json().data).toMatchObject({ button_color: '#112233', top_up_amount: 12.5 });
    // Three decimals, a javascript: link and a bad colour are refused, each by name.
    const bad = await a.owner({
      method: 'PUT',
      url: `/api/v1/store-settings/${a.ids.demo}`,
      payload: { top_up_amount: 1.005, privacy_policy_link: 'javascript:alert(1)', font_color: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['font_color', 'privacy_policy_link', 'top_up_amount']);
    expect((await a.owner({ method: 'GET', url: `/api/v1/store-settings/${a.ids.fixit}` })).statusCode).toBe(
      404,
    );
    expect((await a.staff({ method: 'GET', url: `/api/v1/store-settings/${a.ids.demo}` })).statusCode).toBe(
      403,
    );
  });
});

describe('locations?store_id', () => {
  it('lets the super admin narrow a list to one store; others only name their own', async () => {
    const fixit = await list(a.admin, `locations?store_id=${a.ids.fixit}`);
    expect(fixit.length).toBeGreaterThan(0);
    expect(fixit.every((l) => l.store_id === a.ids.fixit)).toBe(true);
    expect(
      (await list(a.owner, `locations?store_id=${a.ids.demo}`)).every((l) => l.store_id === a.ids.demo),
    ).toBe(true);
    expect(
      (await a.owner({ method: 'GET', url: `/api/v1/locations?store_id=${a.ids.fixit}` })).statusCode,
    ).toBe(403);
  });
});

describe('staff and their permissions', () => {
  it('adds staff with global and per-location permissions; never returns the password', async () => {
    const [location] = await list(a.owner, 'locations');
    const response = await a.owner({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        email: 'Nina.Bench@demo.test',
        first_name: 'Nina',
        last_name: 'Bench',
        password: 'demo-pass-2026',
        permissions: [
          { module_id: 4, location_id: null, permissions: [3] },
          { module_id: 5, location_id: location!.id, permissions: [1, 3] },
        ],
      },
    });
    const user = dataOf<Json & { permissions: Json[] }>(response, 201);
    expect(user).toMatchObject({ role_id: 3, store_id: a.ids.demo, is_active: true });
    expect(user).not.toHaveProperty('password');
    expect(response.body).not.toMatch(/scrypt|password_hash|passwordHash/);
    expect(user.permissions).toHaveLength(2);
    const hash = await t.db.$client.query(`select password_hash from users where id = $1`, [user.id]);
    expect(hash.rows[0].password_hash).toMatch(/^scrypt\$/);

    // The new staff member logs in and may do exactly what the permissions say.
    const nina = as(t.app, (await login(t.app, 'nina.bench@demo.test', 'portal')).access);
    expect((await nina({ method: 'GET', url: '/api/v1/services' })).statusCode).toBe(200);
    expect((await nina({ method: 'GET', url: '/api/v1/customers' })).statusCode).toBe(403);
    expect(
      (
        await nina({
          method: 'POST',
          url: '/api/v1/store-service-categories',
          payload: { name: 'X', tag: 'x' },
        })
      ).statusCode,
    ).toBe(403);

    // The owner changes them; they apply at once.
    await a.owner({
      method: 'PUT',
      url: `/api/v1/users/${user.id}`,
      payload: { permissions: [{ module_id: 3, permissions: [3] }] },
    });
    expect((await nina({ method: 'GET', url: '/api/v1/customers' })).statusCode).toBe(200);
    expect((await nina({ method: 'GET', url: '/api/v1/services' })).statusCode).toBe(403);
  });

  it('refuses a duplicate email, another store’s location, owners made by owners and self-promotion', async () => {
    const duplicate = await a.owner({
      method: 'POST',
      url: '/api/v1/users',
      payload: { email: 'STAFF@demo.test', first_name: 'Sam', last_name: 'Two', password: 'demo-pass-2026' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(fieldsOf(duplicate)).toEqual(['email']);
    const [theirs] = await list(a.fixitOwner, 'locations');
    const foreign = await a.owner({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        email: 'x1@demo.test',
        first_name: 'Xa',
        password: 'demo-pass-2026',
        permissions: [{ module_id: 3, location_id: theirs!.id, permissions: [3] }],
      },
    });
    expect(fieldsOf(foreign)).toEqual(['permissions.0.location_id']);
    const owner = await a.owner({
      method: 'POST',
      url: '/api/v1/users',
      payload: { email: 'x2@demo.test', first_name: 'Xb', password: 'demo-pass-2026', role_id: 4 },
    });
    expect(owner.statusCode).toBe(403);
    const noPassword = await a.owner({
      method: 'POST',
      url: '/api/v1/users',
      payload: { email: 'x3@demo.test', first_name: 'Xc' },
    });
    expect(fieldsOf(noPassword)).toEqual(['password']);

    // Staff trusted with the users module still cannot widen their own permissions.
    const staffId = (await t.db.$client.query(`select id from users where email = 'staff@demo.test'`)).rows[0]
      .id;
    await t.db.$client.query(
      `insert into staff_permissions (store_id, user_id, module_id, actions) values ($1, $2, 11, '{2,3}')`,
      [a.ids.demo, staffId],
    );
    const self = await a.staff({
      method: 'PUT',
      url: `/api/v1/users/${staffId}`,
      payload: { permissions: [{ module_id: 10, permissions: [1, 2, 3, 4] }] },
    });
    expect(self.statusCode).toBe(403);
    await t.db.$client.query(`delete from staff_permissions where user_id = $1 and module_id = 11`, [
      staffId,
    ]);
  });

  it('lists the store’s people only, never customers or another store’s', async () => {
    const people = await list(a.owner, 'users?range=[0,99]');
    expect(people.every((u) => u.store_id === a.ids.demo && [3, 4].includes(u.role_id as number))).toBe(true);
    expect(people.map((u) => u.email)).not.toContain('customer@demo.test');
  });

  it('lets a vendor owner manage the team; vendor staff cannot', async () => {
    const created = dataOf<Json>(
      await a.vendorOwner({
        method: 'POST',
        url: '/api/v1/vendor-users',
        payload: {
          email: 'tech@bench.test',
          first_name: 'Theo',
          last_name: 'Tech',
          password: 'demo-pass-2026',
        },
      }),
      201,
    );
    expect(created).toMatchObject({ role_id: 8, vendor_id: a.ids.bench });
    expect((await list(a.vendorOwner, 'vendor-users')).map((u) => u.email)).toContain('tech@bench.test');
    expect((await list(a.loupeOwner, 'vendor-users')).map((u) => u.email)).not.toContain('tech@bench.test');
    expect((await a.vendorStaff({ method: 'GET', url: '/api/v1/vendor-users' })).statusCode).toBe(403);
    const tech = as(t.app, (await login(t.app, 'tech@bench.test', 'vendor')).access);
    expect((await tech({ method: 'GET', url: '/api/v1/vendor-addresses' })).statusCode).toBe(403);
  });
});

describe('customers, addresses and price lists', () => {
  it('filters customers by tag and searches them', async () => {
    await a.owner({
      method: 'POST',
      url: '/api/v1/customers',
      payload: { first_name: 'Maya', last_name: 'Singh', tags: ['wholesale'] },
    });
    const vip = await list(a.owner, `customers?filter=${encodeURIComponent('{"tags":"vip"}')}`);
    expect(vip.map((c) => c.first_name)).toEqual(['Carla']);
    const any = await list(a.owner, `customers?filter=${encodeURIComponent('{"tags":["vip","wholesale"]}')}`);
    expect(any).toHaveLength(2);
    expect(await list(a.owner, `customers?filter=${encodeURIComponent('{"q":"sing"}')}`)).toHaveLength(1);
  });

  it('keeps one default address and the store’s has_default_address in step', async () => {
    const created = dataOf<Json>(
      await a.owner({
        method: 'POST',
        url: '/api/v1/addresses',
        payload: {
          label: 'Second',
          address_line1: '1 Side St',
          city: 'Toronto',
          country_code: 'CA',
          is_default: true,
        },
      }),
      201,
    );
    const defaults = (await list(a.owner, 'addresses')).filter((x) => x.is_default);
    expect(defaults.map((x) => x.id)).toEqual([created.id]);
    await a.owner({ method: 'DELETE', url: `/api/v1/addresses/${created.id}` });
    const settings = dataOf<Json>(
      await a.owner({ method: 'GET', url: `/api/v1/store-settings/${a.ids.demo}` }),
    );
    expect(settings.has_default_address).toBe(false);
    const unknown = await a.owner({
      method: 'POST',
      url: '/api/v1/addresses',
      payload: { label: 'X', address_line1: 'x', city: 'x', country_code: 'ZZ' },
    });
    expect(fieldsOf(unknown)).toEqual(['country_code']);
  });

  it('keeps prices as cents and answers them with 2 decimals, with ordered items', async () => {
    const created = dataOf<Json & { items: Json[] }>(
      await a.owner({
        method: 'POST',
        url: '/api/v1/price-list',
        payload: {
          name: 'Express',
          items: [
            { name: 'Same day', price: 19.99 },
            { name: 'Next day', price: 9.5 },
          ],
        },
      }),
      201,
    );
    expect(created.items.map((i) => [i.name, i.price])).toEqual([
      ['Same day', 19.99],
      ['Next day', 9.5],
    ]);
    const cents = await t.db.$client.query(
      `select price_cents from price_list_items where price_list_id = $1 order by sequence`,
      [created.id],
    );
    expect(cents.rows.map((r) => r.price_cents)).toEqual([1999, 950]);
    const bad = await a.owner({
      method: 'POST',
      url: '/api/v1/price-list',
      payload: { name: 'Bad', items: [{ name: 'x', price: 1.234 }] },
    });
    expect(fieldsOf(bad)).toEqual(['items.0.price']);
    const cheap = await list(a.owner, `services?filter=${encodeURIComponent('{"price_lte":30}')}`);
    expect(cheap.map((s) => s.name)).toEqual(['Watch Battery']);
  });

  it('refuses a commission rule for a vendor the store is not linked to', async () => {
    const response = await a.owner({
      method: 'POST',
      url: '/api/v1/commission-rules',
      payload: { name: 'Loupe', vendor_id: a.ids.loupe, commission_type: 'fixed', amount: 5 },
    });
    expect(fieldsOf(response)).toEqual(['vendor_id']);
    const noRate = await a.owner({
      method: 'POST',
      url: '/api/v1/commission-rules',
      payload: { name: 'Staff', commission_type: 'percentage' },
    });
    expect(fieldsOf(noRate)).toEqual(['rate_percent']);
  });
});

describe('vendor invitations and links', () => {
  it('invites a vendor by email; the vendor owner accepts; both sides then see each other', async () => {
    expect((await list(a.owner, 'vendors')).map((v) => v.name)).toEqual(['Bench Workshop']);
    const invitation = dataOf<Json & { token: string }>(
      await a.owner({
        method: 'POST',
        url: '/api/v1/vendor-invitations',
        payload: { email: 'Hello@Loupe.test', message: 'Hi' },
      }),
      201,
    );
    expect(invitation).toMatchObject({ email: 'hello@loupe.test', status: 'pending' });
    expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The token is shown once: not in reads, and only its hash is stored.
    expect(
      dataOf<Json>(await a.owner({ method: 'GET', url: `/api/v1/vendor-invitations/${invitation.id}` })),
    ).not.toHaveProperty('token');
    const stored = await t.db.$client.query(`select token_hash from vendor_invitations where id = $1`, [
      invitation.id,
    ]);
    expect(stored.rows[0].token_hash).not.toContain(invitation.token);

    const publicView = dataOf<Json>(
      await a.anonymous({ method: 'GET', url: `/api/v1/store-invitations/${invitation.token}` }),
    );
    expect(publicView).toMatchObject({ store: { name: 'Goldsmith & Co' }, status: 'pending' });
    expect(
      (await a.vendorStaff({ method: 'POST', url: `/api/v1/store-invitations/${invitation.token}/accept` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await a.owner({ method: 'POST', url: `/api/v1/store-invitations/${invitation.token}/accept` }))
        .statusCode,
    ).toBe(403);
    // Another vendor holding the link (Bench Workshop, not hello@loupe.test) can neither accept nor decline.
    for (const answer of ['accept', 'decline'])
      expect(
        (
          await a.vendorOwner({
            method: 'POST',
            url: `/api/v1/store-invitations/${invitation.token}/${answer}`,
          })
        ).statusCode,
      ).toBe(403);
    const accepted = await a.loupeOwner({
      method: 'POST',
      url: `/api/v1/store-invitations/${invitation.token}/accept`,
    });
    expect(dataOf<Json>(accepted).status).toBe('accepted');
    expect(
      (await a.loupeOwner({ method: 'POST', url: `/api/v1/store-invitations/${invitation.token}/accept` }))
        .statusCode,
    ).toBe(409);

    expect((await list(a.owner, 'vendors')).map((v) => v.name).sort()).toEqual([
      'Bench Workshop',
      'Loupe Lab',
    ]);
    expect((await list(a.loupeOwner, 'stores')).map((s) => s.slug).sort()).toEqual(['demo', 'fixit']);
    const links = await list(a.owner, 'store-vendors');
    expect(links.map((l) => l.vendor_id).sort()).toEqual([a.ids.bench, a.ids.loupe].sort());

    // The store unlinks it again; the vendor loses sight of the store.
    const link = links.find((l) => l.vendor_id === a.ids.loupe)!;
    expect((await a.owner({ method: 'DELETE', url: `/api/v1/store-vendors/${link.id}` })).statusCode).toBe(
      200,
    );
    expect((await list(a.loupeOwner, 'stores')).map((s) => s.slug)).toEqual(['fixit']);
  });

  it('answers 404 to an unknown link and 409 to an expired one', async () => {
    expect(
      (
        await a.anonymous({
          method: 'GET',
          url: '/api/v1/store-invitations/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        })
      ).statusCode,
    ).toBe(404);
    const invitation = dataOf<Json & { token: string }>(
      await a.owner({
        method: 'POST',
        url: '/api/v1/vendor-invitations',
        payload: { email: 'late@vendor.test' },
      }),
      201,
    );
    await t.db.$client.query(
      `update vendor_invitations set expires_at = now() - interval '1 day' where id = $1`,
      [invitation.id],
    );
    expect(
      dataOf<Json>(await a.anonymous({ method: 'GET', url: `/api/v1/store-invitations/${invitation.token}` }))
        .status,
    ).toBe('expired');
    expect(
      (await a.loupeOwner({ method: 'POST', url: `/api/v1/store-invitations/${invitation.token}/accept` }))
        .statusCode,
    ).toBe(409);
  });

  it('gives vendor staff their own vendor profile to read (section 6), not to edit, and no other', async () => {
    expect(
      dataOf<Json>(await a.vendorStaff({ method: 'GET', url: `/api/v1/vendors/${a.ids.bench}` })).name,
    ).toBe('Bench Workshop');
    expect((await a.vendorStaff({ method: 'GET', url: `/api/v1/vendors/${a.ids.loupe}` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await a.vendorStaff({
          method: 'PUT',
          url: `/api/v1/vendors/${a.ids.bench}`,
          payload: { phone: '312-555-0199' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets a vendor see and edit only itself, and keeps vendor price lists to linked stores', async () => {
    expect((await list(a.vendorOwner, 'vendors')).map((v) => v.id)).toEqual([a.ids.bench]);
    expect((await a.vendorOwner({ method: 'GET', url: `/api/v1/vendors/${a.ids.loupe}` })).statusCode).toBe(
      404,
    );
    expect(
      dataOf<Json>(
        await a.vendorOwner({
          method: 'PUT',
          url: `/api/v1/vendors/${a.ids.bench}`,
          payload: { phone: '312-555-0100' },
        }),
      ).phone,
    ).toBe('312-555-0100');
    expect(
      (await a.vendorOwner({ method: 'POST', url: '/api/v1/vendors', payload: { name: 'Sneaky' } }))
        .statusCode,
    ).toBe(403);
    const deactivate = await a.vendorOwner({
      method: 'PUT',
      url: `/api/v1/vendors/${a.ids.bench}`,
      payload: { is_active: false },
    });
    expect(deactivate.statusCode).toBe(403);
    const foreign = await a.vendorOwner({
      method: 'POST',
      url: '/api/v1/vendor-price-lists',
      payload: { name: 'X', store_id: a.ids.fixit },
    });
    expect(fieldsOf(foreign)).toEqual(['store_id']);
    expect((await list(a.vendorOwner, 'vendor-price-lists')).map((p) => p.name)).toEqual(['Bench rates']);
  });
});
