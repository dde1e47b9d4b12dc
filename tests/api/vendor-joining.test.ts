// The vendor app's joining and onboarding: a workshop signs up, verifies through the mailed link (found in
// the outbox), logs in, and completes its onboarding steps; bank numbers are stored sealed and only their
// last four characters come back; password reset works for vendor users through the vendor host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, one, q, type World } from '../support/orders-fixtures.ts';
import { dataOf, fieldsOf } from '../support/actors.ts';
import { as } from '../support/test-app.ts';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

const signUp = (payload: Record<string, unknown>) =>
  w.anonymous({ method: 'POST', url: '/api/v1/vendor-sign-up', payload });

async function mailedLink(to: string, event: string): Promise<URL> {
  const mail = await one<{ text: string }>(
    w.t,
    `select text from mail_outbox where lower(to_address) = lower($1) and event = $2 order by id desc limit 1`,
    [to, event],
  );
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in ${mail.text}`);
  return new URL(link);
}

const vendorLogin = (email: string, password: string) =>
  w.anonymous({ method: 'POST', url: '/api/v1/auth/login/', payload: { email, password, app: 'vendor' } });

describe('vendor sign-up', () => {
  const email = 'Ada@Forge.test';
  const password = 'forge-pass-2026';

  it('makes an inactive vendor owner, mails a link to the vendor app, and verifying logs them in', async () => {
    const bad = await signUp({
      business_name: '',
      first_name: 'A1',
      last_name: 'Forge',
      email: 'x',
      password: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining(['business_name', 'first_name', 'email', 'password']),
    );
    expect((await one<{ n: number }>(w.t, `select count(*)::int n from vendors where name = ''`)).n).toBe(0);

    const body = { business_name: 'Forge Works', first_name: 'Ada', last_name: 'Forge', email, password };
    expect(dataOf(await signUp(body), 201)).toMatchObject({ email });
    const user = await one<{ is_active: boolean; role_id: number; vendor_id: number }>(
      w.t,
      `select is_active, role_id, vendor_id from users where lower(email) = lower($1) and audience = 'vendor'`,
      [email],
    );
    expect(user).toMatchObject({ is_active: false, role_id: 7 });
    expect((await vendorLogin(email, password)).statusCode).toBe(401);

    const link = await mailedLink(email, 'account.verify');
    expect(link.host).toMatch(/^vendor\.localhost/);
    expect(link.pathname).toBe('/create-account');
    const session = dataOf<{ user: { role: number; vendor: { name: string } }; registration_steps: object }>(
      await w.anonymous({
        method: 'POST',
        url: '/api/v1/auth/verify-email',
        payload: { key: link.searchParams.get('key'), token: link.searchParams.get('token') },
      }),
    );
    expect(session.user).toMatchObject({ role: 7, vendor: { name: 'Forge Works' } });
    expect(session.registration_steps).toEqual({
      subscription: 'pending',
      address: 'pending',
      bank_account: 'pending',
    });
    expect((await vendorLogin(email, password)).statusCode).toBe(200);
  });

  it('answers a second sign-up with the same email the same way, and mails "you already have an account"', async () => {
    const before = await one<{ n: number }>(w.t, `select count(*)::int n from vendors`);
    const again = await signUp({
      business_name: 'Impostor',
      first_name: 'Eve',
      last_name: 'Other',
      email: 'ada@forge.test',
      password: 'another-pass-1',
    });
    expect(again.statusCode).toBe(201);
    expect((await one<{ n: number }>(w.t, `select count(*)::int n from vendors`)).n).toBe(before.n);
    const exists = await mailedLink('ada@forge.test', 'account.exists');
    expect(exists.pathname).toBe('/login');
    expect((await vendorLogin(email, password)).statusCode).toBe(200);
  });
});

describe('vendor onboarding', () => {
  it('keeps the steps on the server, stores bank numbers sealed and shows the last 4 only', async () => {
    const login = dataOf<{ access: string }>(await vendorLogin('ada@forge.test', 'forge-pass-2026'));
    const ada = as(w.app, login.access);
    const start = dataOf<{ registration_steps: object; bank_account: null; addresses: number }>(
      await ada({ method: 'GET', url: '/api/v1/vendor-onboarding' }),
    );
    expect(start).toMatchObject({ bank_account: null, addresses: 0 });

    const address = await ada({
      method: 'POST',
      url: '/api/v1/vendor-addresses',
      payload: { label: 'Workshop', address_line1: '1 Anvil Lane', city: 'Leeds', country_code: 'GB' },
    });
    expect(address.statusCode).toBe(201);

    const bad = await ada({
      method: 'PUT',
      url: '/api/v1/vendor-bank-account',
      payload: { account_holder: 'Forge Works', bank_name: 'B', routing_number: 'abc', account_number: '1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['bank_name', 'routing_number', 'account_number']));

    const done = dataOf<{ registration_steps: Record<string, string>; bank_account: Record<string, string> }>(
      await ada({
        method: 'PUT',
        url: '/api/v1/vendor-bank-account',
        payload: {
          account_holder: 'Forge Works',
          bank_name: 'Northern Bank',
          routing_number: '20-00-00',
          account_number: 'GB33BUKB20201555555555',
        },
      }),
    );
    expect(done.registration_steps).toMatchObject({ address: 'done', bank_account: 'done' });
    expect(done.bank_account).toMatchObject({ routing_last4: '0000', account_last4: '5555' });
    expect(JSON.stringify(done)).not.toContain('20201555555555');
    const stored = await q(w.t, `select * from vendor_bank_accounts`);
    expect(JSON.stringify(stored)).not.toContain('GB33BUKB20201555555555');
    expect(JSON.stringify(stored)).not.toContain('20-00-00');

    // Vendor staff and other tenants never reach it.
    expect((await w.vendorStaff({ method: 'GET', url: '/api/v1/vendor-onboarding' })).statusCode).toBe(403);
    // The demo vendor, onboarded by the seed, is kept the same way: its last 4 shown, its numbers sealed.
    const bench = dataOf<{ registration_steps: object; bank_account: Record<string, string> }>(
      await w.vendorOwner({ method: 'GET', url: '/api/v1/vendor-onboarding' }),
    );
    expect(bench.registration_steps).toEqual({ subscription: 'done', address: 'done', bank_account: 'done' });
    expect(bench.bank_account).toMatchObject({ routing_last4: '0021', account_last4: '6789' });
    expect(JSON.stringify(bench)).not.toContain('000123456789');
    expect(JSON.stringify(stored)).not.toContain('000123456789');
    expect(JSON.stringify(stored)).not.toContain('021000021');
    expect((await w.owner({ method: 'GET', url: '/api/v1/vendor-onboarding' })).statusCode).toBe(403);
  });
});

describe('vendor password reset', () => {
  it('resets a vendor password through the vendor host, never a storefront', async () => {
    const sent = await w.anonymous({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { store_url: 'vendor.localhost:3000', email: 'ada@forge.test' },
    });
    expect(sent.statusCode).toBe(200);
    const link = await mailedLink('ada@forge.test', 'account.reset');
    expect(link.host).toMatch(/^vendor\.localhost/);
    const [, , key, token] = link.pathname.split('/');
    expect(
      (
        await w.anonymous({
          method: 'POST',
          url: '/api/v1/auth/reset-password',
          payload: { key, token, password: 'new-bench-pass-1' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await vendorLogin('ada@forge.test', 'new-bench-pass-1')).statusCode).toBe(200);
  });
});
