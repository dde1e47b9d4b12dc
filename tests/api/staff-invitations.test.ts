// Staff invitations: an owner (or staff with the users module) invites by email with permissions, never more
// than they hold; the invited person signs up once, before expiry, at the portal's /staff-signup/:store_id/:token (API staff-sign-up/:store_id/:token) and is
// then logged in with exactly the invited permissions. Tenants never see each other's invitations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp } from '../support/test-app.ts';
import { dataOf, fieldsOf, loginActors, type Actors } from '../support/actors.ts';
import { Action, Module } from '../../src/shared/roles.ts';

let t: TestApp;
let a: Actors;
type Json = Record<string, unknown> & { id: number };
type Invitation = Json & { token: string; signup_path: string; status: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
});
afterAll(() => t.close());

const invite = (caller: Actors['owner'], payload: Record<string, unknown>) =>
  caller({ method: 'POST', url: '/api/v1/staff-invitations', payload });

// The portal page's path names the API call (its old spelling, staff-signup, is an alias: path-aliases.ts).
const signupUrl = (inv: Invitation) =>
  `/api/v1${inv.signup_path.replace(/^\/staff-signup\//, '/staff-sign-up/')}`;

async function demoLocation(): Promise<number> {
  const { rows } = await t.db.$client.query<{ id: number }>(
    `select id from locations where store_id = $1 order by id limit 1`,
    [a.ids.demo],
  );
  return rows[0]!.id;
}

describe('staff invitations', () => {
  it('invites, shows the link once, signs up once, and logs the new staff in with the invited permissions', async () => {
    const location = await demoLocation();
    const inv = dataOf<Invitation>(
      await invite(a.owner, {
        email: 'Nina.Bench@Demo.test',
        first_name: 'Nina',
        permissions: [
          { module_id: Module.customer, location_id: null, permissions: [Action.view, Action.create] },
          { module_id: Module.salesOrder, location_id: location, permissions: [Action.view] },
        ],
      }),
      201,
    );
    expect(inv).toMatchObject({ email: 'nina.bench@demo.test', status: 'pending', store_id: a.ids.demo });
    expect(inv.signup_path).toBe(`/staff-signup/${a.ids.demo}/${inv.token}`);
    const again = dataOf<Json>(await a.owner({ method: 'GET', url: `/api/v1/staff-invitations/${inv.id}` }));
    expect(again).not.toHaveProperty('token');
    const stored = await t.db.$client.query(`select token_hash from staff_invitations where id = $1`, [
      inv.id,
    ]);
    expect(stored.rows[0].token_hash).not.toContain(inv.token);

    const shown = dataOf<Json>(await a.anonymous({ method: 'GET', url: signupUrl(inv) }));
    expect(shown).toMatchObject({ email: 'nina.bench@demo.test', first_name: 'Nina', status: 'pending' });
    expect((shown.store as { name: string }).name).toBe('Goldsmith & Co');

    const badName = await a.anonymous({
      method: 'POST',
      url: signupUrl(inv),
      payload: { first_name: 'N1na', password: 'a-long-password' },
    });
    expect(badName.statusCode).toBe(400);
    expect(fieldsOf(badName)).toContain('first_name');

    const session = dataOf<{ access: string; role: Json; user: Json }>(
      await a.anonymous({
        method: 'POST',
        url: signupUrl(inv),
        payload: { first_name: 'Nina', last_name: 'Bench', password: 'a-long-password' },
      }),
    );
    expect(session.user).toMatchObject({ email: 'nina.bench@demo.test', first_name: 'Nina', role: 3 });
    expect(session.role.stores_permissions).toEqual({
      global_permissions: [{ module_id: Module.customer, permissions: [Action.view, Action.create] }],
      locations_permissions: [
        { module_id: Module.salesOrder, permissions: [Action.view], location_id: location },
      ],
    });
    // Single use: the link is spent.
    const twice = await a.anonymous({
      method: 'POST',
      url: signupUrl(inv),
      payload: { first_name: 'Mallory', password: 'another-password' },
    });
    expect(twice.statusCode).toBe(409);
    expect(
      dataOf<Json>(await a.owner({ method: 'GET', url: `/api/v1/staff-invitations/${inv.id}` })).status,
    ).toBe('accepted');

    // The password works at the portal login, and the permissions take effect on the server.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'nina.bench@demo.test', password: 'a-long-password', app: 'portal' },
    });
    expect(login.statusCode).toBe(200);
    const nina = as(t.app, login.json().data.access);
    expect((await nina({ method: 'GET', url: '/api/v1/customers' })).statusCode).toBe(200);
    expect((await nina({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(403);
    expect((await nina({ method: 'GET', url: '/api/v1/staff-invitations' })).statusCode).toBe(403);
  });

  it('refuses an expired link, an unknown token and a token under another store', async () => {
    const inv = dataOf<Invitation>(await invite(a.owner, { email: 'late@demo.test' }), 201);
    expect(
      (await a.anonymous({ method: 'GET', url: `/api/v1/staff-sign-up/${a.ids.fixit}/${inv.token}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await a.anonymous({
          method: 'GET',
          url: `/api/v1/staff-sign-up/${a.ids.demo}/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
        })
      ).statusCode,
    ).toBe(404);
    await t.db.$client.query(
      `update staff_invitations set expires_at = now() - interval '1 day' where id = $1`,
      [inv.id],
    );
    expect(dataOf<Json>(await a.anonymous({ method: 'GET', url: signupUrl(inv) })).status).toBe('expired');
    const late = await a.anonymous({
      method: 'POST',
      url: signupUrl(inv),
      payload: { first_name: 'Late', password: 'a-long-password' },
    });
    expect(late.statusCode).toBe(409);
    const users = await t.db.$client.query(`select 1 from users where lower(email) = 'late@demo.test'`);
    expect(users.rowCount).toBe(0);
  });

  it('refuses a signup for an email that already has a portal login, creating nothing', async () => {
    const inv = dataOf<Invitation>(await invite(a.owner, { email: 'owner@fixit.test' }), 201);
    const taken = await a.anonymous({
      method: 'POST',
      url: signupUrl(inv),
      payload: { first_name: 'Copy', password: 'a-long-password' },
    });
    expect(taken.statusCode).toBe(409);
    expect(
      dataOf<Json>(await a.owner({ method: 'GET', url: `/api/v1/staff-invitations/${inv.id}` })).status,
    ).toBe('pending');
  });

  it('keeps invitations to their store', async () => {
    const inv = dataOf<Invitation>(await invite(a.owner, { email: 'private@demo.test' }), 201);
    const fixitList = dataOf<Json[]>(await a.fixitOwner({ method: 'GET', url: '/api/v1/staff-invitations' }));
    expect(fixitList.map((i) => i.email)).not.toContain('private@demo.test');
    expect(
      (await a.fixitOwner({ method: 'GET', url: `/api/v1/staff-invitations/${inv.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await a.fixitOwner({ method: 'DELETE', url: `/api/v1/staff-invitations/${inv.id}` })).statusCode,
    ).toBe(404);
    // A permission naming another store's location is bad input.
    const { rows } = await t.db.$client.query<{ id: number }>(
      `select id from locations where store_id = $1 limit 1`,
      [a.ids.fixit],
    );
    const foreign = await invite(a.owner, {
      email: 'x@demo.test',
      permissions: [{ module_id: Module.customer, location_id: rows[0]!.id, permissions: [Action.view] }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toEqual(['permissions.0.location_id']);
  });

  it('lets staff invite only with the users module, and only with permissions they hold', async () => {
    expect((await invite(a.staff, { email: 'nope@demo.test' })).statusCode).toBe(403);
    const { rows } = await t.db.$client.query<{ id: number }>(
      `select id from users where email = 'staff@demo.test'`,
    );
    const staffId = rows[0]!.id;
    const current = dataOf<Json & { permissions: unknown[] }>(
      await a.owner({ method: 'GET', url: `/api/v1/users/${staffId}` }),
    );
    dataOf(
      await a.owner({
        method: 'PUT',
        url: `/api/v1/users/${staffId}`,
        payload: {
          permissions: [
            ...current.permissions,
            { module_id: Module.users, location_id: null, permissions: [Action.create, Action.view] },
          ],
        },
      }),
    );
    // The demo staff may view and create customers, not delete them, and has no settings module.
    const within = await invite(a.staff, {
      email: 'helper@demo.test',
      permissions: [{ module_id: Module.customer, location_id: null, permissions: [Action.view] }],
    });
    expect(within.statusCode).toBe(201);
    for (const beyond of [
      { module_id: Module.customer, location_id: null, permissions: [Action.view, Action.delete] },
      { module_id: Module.settings, location_id: null, permissions: [Action.view] },
      { module_id: Module.users, location_id: null, permissions: [Action.delete] },
    ]) {
      const refused = await invite(a.staff, { email: 'greedy@demo.test', permissions: [beyond] });
      expect(refused.statusCode, JSON.stringify(beyond)).toBe(403);
    }
    const greedy = await t.db.$client.query(
      `select 1 from staff_invitations where email = 'greedy@demo.test'`,
    );
    expect(greedy.rowCount).toBe(0);
  });
});

describe('vendor team invitations', () => {
  const inviteToTeam = (caller: Actors['owner'], payload: Record<string, unknown>) =>
    caller({ method: 'POST', url: '/api/v1/vendor-staff-invitations', payload });
  const vendorSignupUrl = (inv: Invitation) =>
    `/api/v1/vendor-staff-sign-up/${String(inv.vendor_id)}/${inv.token}`;

  it('mails the vendor-host link; the invited person joins once as vendor staff with section 6’s pages', async () => {
    const inv = dataOf<Invitation>(
      await inviteToTeam(a.vendorOwner, { email: 'Tess.Bench@Bench.test', first_name: 'Tess' }),
      201,
    );
    expect(inv).toMatchObject({ email: 'tess.bench@bench.test', status: 'pending', vendor_id: a.ids.bench });
    expect(inv.signup_path).toBe(`/staff-signup/${a.ids.bench}/${inv.token}`);
    const mail = await t.db.$client.query<{ event: string; text: string; store_id: number | null }>(
      `select event, text, store_id from mail_outbox where to_address = 'tess.bench@bench.test'`,
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]).toMatchObject({ event: 'vendor.staff_invitation', store_id: null });
    expect(mail.rows[0]!.text).toContain(`//vendor.localhost`);
    expect(mail.rows[0]!.text).toContain(inv.signup_path);
    expect(mail.rows[0]!.text).toContain('Bench Workshop');

    const shown = dataOf<Json>(await a.anonymous({ method: 'GET', url: vendorSignupUrl(inv) }));
    expect(shown).toMatchObject({
      vendor: { id: a.ids.bench, name: 'Bench Workshop' },
      email: 'tess.bench@bench.test',
      first_name: 'Tess',
      status: 'pending',
    });
    // The store's signup route does not know a vendor's token.
    expect(
      (await a.anonymous({ method: 'GET', url: `/api/v1/staff-sign-up/${a.ids.bench}/${inv.token}` }))
        .statusCode,
    ).toBe(404);

    const session = dataOf<{ access: string; user: Json }>(
      await a.anonymous({
        method: 'POST',
        url: vendorSignupUrl(inv),
        payload: { first_name: 'Tess', last_name: 'Bench', password: 'a-long-password' },
      }),
    );
    expect(session.user).toMatchObject({ email: 'tess.bench@bench.test', role: 8 });
    expect((session.user.vendor as { id: number }).id).toBe(a.ids.bench);
    const twice = await a.anonymous({
      method: 'POST',
      url: vendorSignupUrl(inv),
      payload: { first_name: 'Mallory', password: 'another-password' },
    });
    expect(twice.statusCode).toBe(409);
    expect(
      dataOf<Json>(await a.vendorOwner({ method: 'GET', url: `/api/v1/vendor-staff-invitations/${inv.id}` }))
        .status,
    ).toBe('accepted');

    // The password works at the vendor app's login; the server gives vendor staff their set only.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'tess.bench@bench.test', password: 'a-long-password', app: 'vendor' },
    });
    expect(login.statusCode).toBe(200);
    const tess = as(t.app, login.json().data.access);
    expect((await tess({ method: 'GET', url: '/api/v1/vendor-work-orders' })).statusCode).toBe(200);
    expect((await tess({ method: 'GET', url: '/api/v1/vendor-estimates' })).statusCode).toBe(200);
    for (const refused of ['vendor-users', 'vendor-staff-invitations', 'invoices', 'vendor-price-lists'])
      expect((await tess({ method: 'GET', url: `/api/v1/${refused}` })).statusCode, refused).toBe(403);
  });

  it('is the owner’s alone, kept to its vendor, and refuses an email that already has a vendor login', async () => {
    expect((await inviteToTeam(a.vendorStaff, { email: 'sneaky@bench.test' })).statusCode).toBe(403);
    const taken = await inviteToTeam(a.vendorOwner, { email: 'STAFF@bench.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('already has a vendor login');
    const inv = dataOf<Invitation>(await inviteToTeam(a.vendorOwner, { email: 'quiet@bench.test' }), 201);
    const loupeList = dataOf<Json[]>(
      await a.loupeOwner({ method: 'GET', url: '/api/v1/vendor-staff-invitations' }),
    );
    expect(loupeList.map((i) => i.email)).not.toContain('quiet@bench.test');
    expect(
      (await a.loupeOwner({ method: 'DELETE', url: `/api/v1/vendor-staff-invitations/${inv.id}` }))
        .statusCode,
    ).toBe(404);
    // Another vendor's id in the link finds nothing; an expired link changes nothing.
    expect(
      (
        await a.anonymous({
          method: 'GET',
          url: `/api/v1/vendor-staff-sign-up/${a.ids.loupe}/${inv.token}`,
        })
      ).statusCode,
    ).toBe(404);
    await t.db.$client.query(
      `update vendor_staff_invitations set expires_at = now() - interval '1 day' where id = $1`,
      [inv.id],
    );
    const late = await a.anonymous({
      method: 'POST',
      url: vendorSignupUrl(inv),
      payload: { first_name: 'Late', password: 'a-long-password' },
    });
    expect(late.statusCode).toBe(409);
    const users = await t.db.$client.query(`select 1 from users where lower(email) = 'quiet@bench.test'`);
    expect(users.rowCount).toBe(0);
    // Revoking: the owner deletes a pending invitation; its link is gone.
    const revoked = dataOf<Invitation>(await inviteToTeam(a.vendorOwner, { email: 'gone@bench.test' }), 201);
    expect(
      (await a.vendorOwner({ method: 'DELETE', url: `/api/v1/vendor-staff-invitations/${revoked.id}` }))
        .statusCode,
    ).toBe(200);
    expect((await a.anonymous({ method: 'GET', url: vendorSignupUrl(revoked) })).statusCode).toBe(404);
  });
});
