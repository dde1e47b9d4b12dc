// A store's invitation could be taken by another vendor (issue 25, fault 5): a vendor changed its profile
// email (PUT /vendors/{id}) or its login email (PUT /vendor-users/{self}) to the invited address, unverified,
// then accepted. Now an email change takes effect only once the new address confirms it by the mailed link,
// and acceptance binds to a confirmed address (the vendor's profile email or its owner's login email).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, demoPassword, login, type TestApp } from '../support/test-app.ts';
import { loginActors, dataOf, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
});
afterAll(() => t.close());

const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.db.$client.query(text, values)).rows as T[];

async function invite(email: string): Promise<string> {
  return dataOf<{ token: string }>(
    await a.owner({ method: 'POST', url: '/api/v1/vendor-invitations', payload: { email } }),
    201,
  ).token;
}

const accept = (caller: Actors['owner'], token: string) =>
  caller({ method: 'POST', url: `/api/v1/store-invitations/${token}/accept` });

/** The confirmation link last mailed to an address (path and query, on the API). */
async function mailedLink(to: string): Promise<string> {
  const [mail] = await q<{ event: string; text: string }>(
    `select event, text from mail_outbox where lower(to_address) = lower($1) order by id desc limit 1`,
    [to],
  );
  expect(mail?.event).toBe('account.confirm-email');
  const link = /https?:\/\/\S+\/api\/v1\/auth\/confirm-email\?token=[A-Za-z0-9_.-]+/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

describe('taking another vendor’s invitation by changing an email', () => {
  it('a vendor’s profile email typed to the invited address is not its address until confirmed', async () => {
    const invited = 'loupe.owner@invited.test';
    const token = await invite(invited);
    const changed = await a.vendorOwner({
      method: 'PUT',
      url: `/api/v1/vendors/${a.ids.bench}`,
      payload: { email: invited },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await q(`select email from vendors where id = $1`, [a.ids.bench]))[0]!.email).not.toBe(invited);
    expect((await accept(a.vendorOwner, token)).statusCode).toBe(403);
    expect(
      await q(`select 1 from store_vendors where vendor_id = $1 and store_id = $2`, [
        a.ids.bench,
        a.ids.fixit,
      ]),
    ).toEqual([]);

    // The invited mailbox got the link; following it makes the change (once), and then the invitation is
    // the vendor's: the invited address's owner confirmed it.
    const link = await mailedLink(invited);
    const confirmed = await a.anonymous({ method: 'GET', url: link });
    expect(confirmed.statusCode, confirmed.body).toBe(302);
    expect((await q(`select email from vendors where id = $1`, [a.ids.bench]))[0]!.email).toBe(invited);
    expect((await a.anonymous({ method: 'GET', url: link })).statusCode).toBe(400);
    expect((await accept(a.vendorOwner, token)).statusCode).toBe(200);
  });

  it('a login email typed to the invited address is not the login’s until confirmed', async () => {
    const invited = 'someone.else@invited.test';
    const token = await invite(invited);
    const [me] = await q<{ id: number }>(`select id from users where email = 'owner@loupe.test'`);
    const changed = await a.loupeOwner({
      method: 'PUT',
      url: `/api/v1/vendor-users/${me!.id}`,
      payload: { email: invited },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await q(`select email from users where id = $1`, [me!.id]))[0]!.email).toBe('owner@loupe.test');
    expect((await accept(a.loupeOwner, token)).statusCode).toBe(403);
    // The old login still works; the new address does not log in yet.
    expect((await login(t.app, 'owner@loupe.test', 'vendor')).access).toBeTruthy();
  });

  it('a staff login the vendor made with the invited address cannot accept', async () => {
    const invited = 'made.up@invited.test';
    const token = await invite(invited);
    const made = await a.loupeOwner({
      method: 'POST',
      url: '/api/v1/vendor-users',
      payload: { email: invited, first_name: 'Made', last_name: 'Up', password: demoPassword },
    });
    expect(made.statusCode, made.body).toBe(201);
    const madeUp = as(t.app, (await login(t.app, invited, 'vendor')).access);
    expect((await accept(madeUp, token)).statusCode).toBe(403);
  });

  it('refuses a forged or altered link', async () => {
    expect(
      (
        await a.anonymous({
          method: 'GET',
          url: '/api/v1/auth/confirm-email?token=eyJraW5kIjoidXNlciJ9.forged-signature',
        })
      ).statusCode,
    ).toBe(400);
  });
});
