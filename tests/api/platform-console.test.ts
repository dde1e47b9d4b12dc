// The super admin's console, server side: a store is made with its owner (who can then log in), its usage
// is counted for the super admin alone, deactivation ends its people's sessions at their next request, and
// the platform users are the super admins, managed by them alone.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { as, createTestApp, demoPassword, login, type TestApp } from '../support/test-app.ts';
import { dataOf, fieldsOf, loginActors, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
type Json = Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
});
afterAll(() => t.close());

const newStore = {
  slug: 'clockhouse',
  name: 'Clock House',
  owner_email: 'Owner@Clockhouse.test',
  owner_first_name: 'Clara',
  owner_last_name: 'Hands',
  owner_password: demoPassword,
};

describe('creating a store with its owner', () => {
  it('makes the store, its settings and its owner, who logs in to it; the owner fields are never returned', async () => {
    const created = dataOf<Json>(
      await a.admin({ method: 'POST', url: '/api/v1/stores', payload: newStore }),
      201,
    );
    expect(created).toMatchObject({ slug: 'clockhouse', is_active: true, user_count: 1, location_count: 0 });
    for (const field of ['owner_email', 'owner_first_name', 'owner_last_name', 'owner_password'])
      expect(created).not.toHaveProperty(field);
    const owner = await login(t.app, 'owner@clockhouse.test', 'portal');
    expect(owner.body.data.user).toMatchObject({ first_name: 'Clara', last_name: 'Hands', role: 4 });
    const mine = dataOf<Json[]>(await as(t.app, owner.access)({ method: 'GET', url: '/api/v1/stores' }));
    expect(mine.map((s) => s.slug)).toEqual(['clockhouse']);
  });

  it('refuses a store without its owner, or with an email that already logs in, and changes nothing', async () => {
    const missing = await a.admin({
      method: 'POST',
      url: '/api/v1/stores',
      payload: { slug: 'no-owner', name: 'No Owner' },
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing).sort()).toEqual(['owner_email', 'owner_first_name', 'owner_password']);
    const taken = await a.admin({
      method: 'POST',
      url: '/api/v1/stores',
      payload: { ...newStore, slug: 'taken-owner', owner_email: 'OWNER@demo.test' },
    });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken)).toEqual(['owner_email']);
    const slugs = dataOf<Json[]>(await a.admin({ method: 'GET', url: '/api/v1/stores?range=[0,99]' })).map(
      (s) => s.slug,
    );
    expect(slugs).not.toContain('taken-owner');
    expect(slugs).not.toContain('no-owner');
  });

  it('takes the owner on create only: an update naming one is a 400', async () => {
    const response = await a.admin({
      method: 'PUT',
      url: `/api/v1/stores/${a.ids.demo}`,
      payload: { owner_email: 'someone@else.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['owner_email']);
  });
});

describe('usage', () => {
  it('counts locations, portal users, this month’s orders and the last activity for the super admin only', async () => {
    const q = t.db.$client;
    // The demo store on a plan, as the owner's plan pick leaves it (removed after, so billing tests start clean).
    await q.query(
      `insert into store_subscriptions (store_id, plan_id, status, provider)
       select $1, id, 'active', 'built-in' from plans where audience = 'store' order by sequence limit 1`,
      [a.ids.demo],
    );
    onTestFinished(async () => {
      await q.query('delete from store_subscriptions where store_id = $1', [a.ids.demo]);
    });
    const expected = (
      await q.query(
        `select
           (select count(*)::int from locations where store_id = $1) as locations,
           (select count(*)::int from users where store_id = $1 and audience = 'portal') as users,
           (select count(*)::int from sales_orders where store_id = $1
              and created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') as orders,
           (select p.name from store_subscriptions s join plans p on p.id = s.plan_id where s.store_id = $1) as plan,
           (select status from store_subscriptions where store_id = $1) as plan_state`,
        [a.ids.demo],
      )
    ).rows[0];
    const demo = dataOf<Json>(await a.admin({ method: 'GET', url: `/api/v1/stores/${a.ids.demo}` }));
    expect(demo).toMatchObject({
      location_count: expected.locations,
      user_count: expected.users,
      orders_this_month: expected.orders,
      plan_name: expected.plan,
      subscription_status: expected.plan_state,
    });
    expect(expected.plan).toEqual(expect.any(String));
    expect(expected.locations).toBeGreaterThan(0);
    expect(expected.users).toBeGreaterThan(1);
    // A change in the store is its latest activity.
    dataOf(
      await a.owner({
        method: 'PUT',
        url: `/api/v1/store-settings/${a.ids.demo}`,
        payload: { top_bar_text: 'Open late on Thursdays' },
      }),
    );
    const after = dataOf<Json>(await a.admin({ method: 'GET', url: `/api/v1/stores/${a.ids.demo}` }));
    expect(Date.now() - Date.parse(String(after.last_activity_at))).toBeLessThan(60_000);
    // Anyone else reading stores gets no usage.
    for (const caller of [a.owner, a.vendorOwner, a.customer]) {
      const [store] = dataOf<Json[]>(await caller({ method: 'GET', url: '/api/v1/stores' }));
      expect(store).toMatchObject({
        location_count: null,
        user_count: null,
        orders_this_month: null,
        last_activity_at: null,
        plan_name: null,
        subscription_status: null,
      });
    }
  });
});

describe('deactivation ends sessions at once', () => {
  it('refuses the access token a store’s owner already holds on its next request; reactivation lets them log in', async () => {
    const owner = await login(t.app, 'owner@fixit.test', 'portal');
    const before = await as(t.app, owner.access)({ method: 'GET', url: '/api/v1/locations' });
    expect(before.statusCode).toBe(200);
    dataOf(
      await a.admin({ method: 'PUT', url: `/api/v1/stores/${a.ids.fixit}`, payload: { is_active: false } }),
    );
    const refused = await as(t.app, owner.access)({ method: 'GET', url: '/api/v1/locations' });
    expect(refused.statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: {
        email: 'customer@fixit.test',
        password: demoPassword,
        app: 'storefront',
        store_url: 'fixit.localhost',
      },
    });
    expect(customer.statusCode).toBe(403);
    dataOf(
      await a.admin({ method: 'PUT', url: `/api/v1/stores/${a.ids.fixit}`, payload: { is_active: true } }),
    );
    const again = await login(t.app, 'owner@fixit.test', 'portal');
    expect((await as(t.app, again.access)({ method: 'GET', url: '/api/v1/locations' })).statusCode).toBe(200);
  });
});

describe('platform users', () => {
  it('are the super admins, made and listed by a super admin alone', async () => {
    const listed = dataOf<Json[]>(await a.admin({ method: 'GET', url: '/api/v1/platform-users' }));
    expect(listed.map((u) => u.email)).toEqual(['admin@platform.test']);
    const made = dataOf<Json>(
      await a.admin({
        method: 'POST',
        url: '/api/v1/platform-users',
        payload: { email: 'ops@platform.test', first_name: 'Olga', password: demoPassword },
      }),
      201,
    );
    expect(made).not.toHaveProperty('password');
    const ops = await login(t.app, 'ops@platform.test', 'portal');
    expect(ops.body.data.user).toMatchObject({ first_name: 'Olga', role: 5 });
    for (const caller of [a.owner, a.staff, a.vendorOwner, a.customer]) {
      expect([401, 403]).toContain(
        (await caller({ method: 'GET', url: '/api/v1/platform-users' })).statusCode,
      );
      expect([401, 403]).toContain(
        (
          await caller({
            method: 'POST',
            url: '/api/v1/platform-users',
            payload: { email: 'sneaky@platform.test', first_name: 'Sly', password: 'a-long-password' },
          })
        ).statusCode,
      );
    }
    const self = await a.admin({
      method: 'DELETE',
      url: `/api/v1/platform-users/${listed[0]!.id}`,
    });
    expect(self.statusCode).toBe(403);
  });
});
