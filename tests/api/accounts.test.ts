// Storefront accounts: sign-up → verification link from the outbox → logged in; guest orders join the
// account; password reset by a single-use, expiring link; and no answer that tells whether an email has an
// account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, one, placeOrder, q, type World } from '../support/orders-fixtures.ts';
import { demoPassword } from '../support/test-app.ts';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

const post = (url: string, payload: object) => w.anonymous({ method: 'POST', url: `/api/v1${url}`, payload });
const lastMail = (to: string) =>
  one<{ event: string; subject: string; text: string; html: string }>(
    w.t,
    `select event, subject, text, html from mail_outbox where to_address = $1 order by id desc limit 1`,
    [to],
  );
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
};
const signUp = (email: string, extra: object = {}) =>
  post('/auth/sign-up', {
    store_url: 'demo.localhost',
    first_name: 'Nora',
    last_name: 'New',
    email,
    password: 'a-good-password',
    ...extra,
  });
const logIn = (email: string, password: string) =>
  post('/auth/login/', { email, password, app: 'storefront', store_url: 'demo.localhost' });

describe('sign-up with email verification', () => {
  it('mails a link; the account works only once verified; guest orders join it', async () => {
    const guestOrder = await placeOrder(w, w.anonymous, {
      guest: { first_name: 'Nora', email: 'nora@example.test' },
    });
    const response = await signUp('nora@example.test', { phone: '555 123 4567' });
    expect(response.statusCode).toBe(201);
    // docs/product.md#account-unverified: the right password is told the email is not confirmed yet.
    const early = await logIn('nora@example.test', 'a-good-password');
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await lastMail('nora@example.test');
    expect(mail.event).toBe('account.verify');
    expect(mail.subject).toBe('Confirm your email for Goldsmith & Co');
    const link = linkIn(mail.text, '/check-inbox');
    expect(link.host).toMatch(/^demo\.localhost/);
    const verify = { key: link.searchParams.get('key'), token: link.searchParams.get('token') };
    const verified = await post('/auth/verify-email', verify);
    expect(verified.statusCode).toBe(200);
    const session = verified.json().data;
    expect(session.user.email).toBe('nora@example.test');
    expect(session.customer.id).toEqual(expect.any(Number));

    // Used once: the same link is refused with a clear message, nothing changes.
    const again = await post('/auth/verify-email', verify);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link has expired or was already used.');

    expect((await logIn('nora@example.test', 'a-good-password')).statusCode).toBe(200);
    const order = await one<{ customer_id: number }>(
      w.t,
      `select customer_id from sales_orders where id = $1`,
      [guestOrder.id],
    );
    expect(order.customer_id).toBe(session.customer.id);
  });

  it('refuses section 5’s bad names and phones with the fields at fault', async () => {
    const bad = await signUp('bad@example.test', { first_name: 'N', last_name: 'R2D2', phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .error.fields.map((f: { field: string }) => f.field)
      .sort();
    expect(fields).toEqual(['first_name', 'last_name', 'phone']);
    expect(
      (await one<{ n: number }>(w.t, `select count(*)::int as n from users where email = 'bad@example.test'`))
        .n,
    ).toBe(0);
  });

  it('answers the same for an email that has an account, and mails its owner instead', async () => {
    const known = await signUp('customer@demo.test');
    const unknown = await signUp('nobody-yet@example.test');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(known.json().data)).toEqual(Object.keys(unknown.json().data));
    expect(known.json().data.message.replace('customer@demo.test', 'X')).toBe(
      unknown.json().data.message.replace('nobody-yet@example.test', 'X'),
    );
    expect((await lastMail('customer@demo.test')).event).toBe('account.exists');
    // The existing account's password is untouched.
    expect((await logIn('customer@demo.test', demoPassword)).statusCode).toBe(200);
  });
});

describe('an unverified account logging in (docs/product.md#account-unverified)', () => {
  const resend = (email: string) => post('/auth/resend-confirmation', { store_url: 'demo.localhost', email });
  const mails = async (to: string) =>
    (
      await one<{ n: number }>(
        w.t,
        `select count(*)::int as n from mail_outbox where to_address = $1 and event = 'account.verify'`,
        [to],
      )
    ).n;

  it('says EMAIL_NOT_VERIFIED only with the right password, and resends a link that works', async () => {
    await signUp('una@example.test');
    const wrong = await logIn('una@example.test', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    const right = await logIn('una@example.test', 'a-good-password');
    expect(right.statusCode).toBe(403);
    expect(right.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const first = linkIn((await lastMail('una@example.test')).text, '/check-inbox');
    expect(await mails('una@example.test')).toBe(1);
    const answer = await resend('una@example.test');
    expect(answer.statusCode).toBe(200);
    expect(await mails('una@example.test')).toBe(2);
    const second = linkIn((await lastMail('una@example.test')).text, '/check-inbox');
    // The older link no longer works; the new one verifies and logs in.
    const old = await post('/auth/verify-email', {
      key: first.searchParams.get('key'),
      token: first.searchParams.get('token'),
    });
    expect(old.statusCode).toBe(400);
    const verified = await post('/auth/verify-email', {
      key: second.searchParams.get('key'),
      token: second.searchParams.get('token'),
    });
    expect(verified.statusCode).toBe(200);
    expect((await logIn('una@example.test', 'a-good-password')).statusCode).toBe(200);
    // Verified now: a resend mails nothing.
    await resend('una@example.test');
    expect(await mails('una@example.test')).toBe(2);
  });

  it('answers the same whether or not the email has an account, and mails only an unverified one', async () => {
    const active = await resend('customer@demo.test');
    const unknown = await resend('nobody-here@example.test');
    expect(active.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(active.json().data.message.replace('customer@demo.test', 'X')).toBe(
      unknown.json().data.message.replace('nobody-here@example.test', 'X'),
    );
    expect(await mails('customer@demo.test')).toBe(0);
    expect(await mails('nobody-here@example.test')).toBe(0);
  });

  it('an account deactivated after it was verified stays "no active account"', async () => {
    await q(w.t, `update users set is_active = false where email = 'second@demo.test'`);
    await q(
      w.t,
      `insert into account_tokens (key, user_id, purpose, token_hash, expires_at, used_at)
       select 'spent-verify-key', id, 'verify_email', 'x', now(), now() from users where email = 'second@demo.test'`,
    );
    const refused = await logIn('second@demo.test', demoPassword);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('INVALID_CREDENTIALS');
    await resend('second@demo.test');
    expect(await mails('second@demo.test')).toBe(0);
    await q(w.t, `update users set is_active = true where email = 'second@demo.test'`);
  });

  it('limits the mails silently: the same answer, no fourth mail within the hour', async () => {
    await signUp('rita@example.test');
    for (let i = 0; i < 4; i++) expect((await resend('rita@example.test')).statusCode).toBe(200);
    // The sign-up's mail and three resends.
    expect(await mails('rita@example.test')).toBe(4);
  });
});

describe('password reset', () => {
  it('resets once through the mailed link and logs every session out', async () => {
    const before = await logIn('customer@demo.test', demoPassword);
    const known = await post('/auth/forgot-password', {
      store_url: 'demo.localhost',
      email: 'customer@demo.test',
    });
    const unknown = await post('/auth/forgot-password', {
      store_url: 'demo.localhost',
      email: 'ghost@example.test',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect((await q(w.t, `select 1 from mail_outbox where to_address = 'ghost@example.test'`)).length).toBe(
      0,
    );

    const mail = await lastMail('customer@demo.test');
    expect(mail.event).toBe('account.reset');
    const [, , key, token] = linkIn(mail.text, '/reset-password/').pathname.split('/');
    const check = await post('/auth/account-link', { key, token });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ purpose: 'reset_password', email: 'customer@demo.test' });

    const reset = await post('/auth/reset-password', { key, token, password: 'a-new-password-1' });
    expect(reset.statusCode).toBe(200);
    expect((await logIn('customer@demo.test', demoPassword)).statusCode).toBe(401);
    expect((await logIn('customer@demo.test', 'a-new-password-1')).statusCode).toBe(200);
    // The old session's refresh token is revoked.
    const refresh = await post('/token/refresh/', { refresh: before.json().data.refresh });
    expect(refresh.statusCode).toBe(401);

    const reused = await post('/auth/reset-password', { key, token, password: 'another-password' });
    expect(reused.statusCode).toBe(400);
    expect((await post('/auth/account-link', { key, token })).statusCode).toBe(400);
    expect((await logIn('customer@demo.test', 'a-new-password-1')).statusCode).toBe(200);
  });

  it('refuses an expired link and a forged token', async () => {
    await post('/auth/forgot-password', { store_url: 'demo.localhost', email: 'second@demo.test' });
    const [, , key, token] = linkIn(
      (await lastMail('second@demo.test')).text,
      '/reset-password/',
    ).pathname.split('/');
    const forged = await post('/auth/reset-password', {
      key,
      token: `${token!.slice(0, -2)}xx`,
      password: 'whatever-123',
    });
    expect(forged.statusCode).toBe(400);
    await q(w.t, `update account_tokens set expires_at = now() - interval '1 second' where key = $1`, [key]);
    const expired = await post('/auth/reset-password', { key, token, password: 'whatever-123' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields[0].field).toBe('token');
    expect((await logIn('second@demo.test', demoPassword)).statusCode).toBe(200);
  });
});
