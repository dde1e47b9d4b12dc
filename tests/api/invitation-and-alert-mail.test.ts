// The mail the people flows send through the one mail module: a staff invitation carries the portal's
// signup link, a vendor invitation the vendor app's accept link, and repeated failed logins tell the
// account's owner — each written to the outbox in the transaction of what caused it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { dataOf, loginActors, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
});
afterAll(() => t.close());

async function lastMailTo(to: string) {
  const { rows } = await t.db.$client.query<{ event: string; text: string; html: string }>(
    `select event, text, html from mail_outbox where lower(to_address) = lower($1) order by id desc limit 1`,
    [to],
  );
  return rows[0];
}

describe('invitation and alert mail', () => {
  it('mails a staff invitation with the signup link on the platform host', async () => {
    const inv = dataOf<{ signup_path: string }>(
      await a.owner({
        method: 'POST',
        url: '/api/v1/staff-invitations',
        payload: { email: 'mailed.staff@demo.test', first_name: 'Mila', permissions: [] },
      }),
      201,
    );
    const mail = await lastMailTo('mailed.staff@demo.test');
    expect(mail?.event).toBe('staff.invitation');
    expect(mail?.text).toContain(`//app.localhost`);
    expect(mail?.text).toContain(inv.signup_path);
  });

  it('mails a vendor invitation with the vendor app link to accept it', async () => {
    const inv = dataOf<{ token: string }>(
      await a.owner({
        method: 'POST',
        url: '/api/v1/vendor-invitations',
        payload: { email: 'new.workshop@example.test', message: 'Work with us' },
      }),
      201,
    );
    const mail = await lastMailTo('new.workshop@example.test');
    expect(mail?.event).toBe('vendor.invitation');
    expect(mail?.text).toContain(`//vendor.localhost`);
    expect(mail?.text).toContain(`/store-invitation/${inv.token}`);
  });

  it('tells the account owner by mail after repeated failed logins, without telling the caller', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'staff@demo.test', password: 'not-the-password', app: 'portal' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toContain(429);
    await expect.poll(async () => (await lastMailTo('staff@demo.test'))?.event).toBe('account.login_alert');
  });
});
