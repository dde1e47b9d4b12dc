// Store sign-up and onboarding with no Stripe keys (the built-in provider): slug availability, sign-up →
// verification link from the outbox → logged in, every step kept on the server and resumed from a fresh
// login, the plan invoiced and settled offline, the payments step saying plainly that Stripe is off, and
// completion sending the owner to /portal/location. Also the portal's password reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, as, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.db.$client.query(text, values)).rows as T[];
const post = (url: string, payload?: object, access?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
};
const mailTo = async (to: string) =>
  (
    await q<{ event: string; text: string }>(
      'select event, text from mail_outbox where to_address = $1 order by id desc limit 1',
      [to],
    )
  )[0]!;

const owner = {
  store_name: 'Watch Works',
  slug: 'watchworks',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@watchworks.test',
  password: 'a-long-password',
};

describe('store sign-up', () => {
  it('answers whether a slug is free: taken, reserved, free', async () => {
    const check = async (slug: string) =>
      (await t.app.inject({ url: `/api/v1/onboarding/slug-availability?slug=${slug}` })).json().data;
    expect(await check('demo')).toMatchObject({ available: false, reason: expect.stringMatching(/taken/) });
    expect(await check('app')).toMatchObject({ available: false, reason: expect.stringMatching(/reserved/) });
    expect(await check('watchworks')).toMatchObject({ available: true, host: 'watchworks.localhost' });
    expect(
      (await t.app.inject({ url: '/api/v1/onboarding/slug-availability?slug=Bad_Slug' })).statusCode,
    ).toBe(400);
  });

  it('refuses a taken slug with 400 on the slug field and creates nothing', async () => {
    const before = await q('select count(*)::int n from stores');
    const res = await post('/onboarding/sign-up', { ...owner, slug: 'demo', email: 'x@watchworks.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ field: 'slug', message: expect.any(String) }]);
    expect(await q('select count(*)::int n from stores')).toEqual(before);
  });

  it('signs up, verifies through the mailed link, and resumes each step from the server', async () => {
    const res = await post('/onboarding/sign-up', owner);
    expect(res.statusCode).toBe(201);
    // Not active until the email is confirmed.
    expect(
      (await post('/auth/login/', { email: owner.email, password: owner.password, app: 'portal' }))
        .statusCode,
    ).toBe(401);
    const mail = await mailTo(owner.email);
    expect(mail.event).toBe('store.verify');
    const link = linkIn(mail.text, '/portal/check-inbox');
    expect(link.host).toMatch(/^app\.localhost/);
    const verified = await post('/onboarding/verify-email', {
      key: link.searchParams.get('key'),
      token: link.searchParams.get('token'),
    });
    expect(verified.statusCode).toBe(200);
    const session = verified.json().data;
    expect(session.on_boarding_steps).toMatchObject({
      is_onboarding_complete: false,
      steps: { store: 'done', email: 'done', address: 'pending' },
      next_path: '/store-address',
      payments_configured: false,
    });
    // The link works once.
    expect(
      (
        await post('/onboarding/verify-email', {
          key: link.searchParams.get('key'),
          token: link.searchParams.get('token'),
        })
      ).statusCode,
    ).toBe(400);
    const call = as(t.app, session.access);

    // Address: refused until the store has one.
    expect((await post('/onboarding/steps/address', { state: 'done' }, session.access)).statusCode).toBe(400);
    const address = await call({
      method: 'POST',
      url: '/api/v1/addresses',
      payload: {
        label: 'Shop',
        address_line1: '1 Main St',
        city: 'Springfield',
        country_code: 'US',
        is_default: true,
      },
    });
    expect(address.statusCode).toBe(201);
    expect(
      (await post('/onboarding/steps/address', { state: 'done' }, session.access)).json().data.next_path,
    ).toBe('/connect-shipping');

    // Shipping: own carrier without naming it is refused; then saved with a fixed price.
    const shipping = (payload: object) =>
      call({ method: 'PUT', url: '/api/v1/onboarding/shipping', payload });
    expect(
      (
        await shipping({
          use_platform_shipping: false,
          is_fixed_shipping: false,
          is_international_shipping: false,
        })
      ).statusCode,
    ).toBe(400);
    const shipped = await shipping({
      use_platform_shipping: false,
      shipping_account_type: 2,
      is_fixed_shipping: true,
      fixed_shipping_price: 9.5,
      is_international_shipping: true,
    });
    expect(shipped.json().data.next_path).toBe('/select-plan');
    const [settings] = await q(
      `select s.fixed_shipping_price_cents, s.shipping_account_type, st.is_international_shipping
       from store_settings s join stores st on st.id = s.store_id where st.slug = 'watchworks'`,
    );
    expect(settings).toEqual({
      fixed_shipping_price_cents: 950,
      shipping_account_type: 2,
      is_international_shipping: true,
    });

    // Resumed from a fresh login on another device: the same next page.
    const again = await post('/auth/login/', { email: owner.email, password: owner.password, app: 'portal' });
    expect(again.json().data.on_boarding_steps.next_path).toBe('/select-plan');

    // Plan: Growth with 3 locations on the built-in provider — active at once, first month invoiced.
    const plans = (await t.app.inject({ url: '/api/v1/billing/plans' })).json().data as {
      id: number;
      name: string;
    }[];
    const growth = plans.find((p) => p.name === 'Growth')!;
    const sub = await call({
      method: 'POST',
      url: '/api/v1/billing/subscription',
      payload: { plan_id: growth.id, locations: 3 },
    });
    expect(sub.statusCode).toBe(200);
    expect(sub.json().data).toMatchObject({
      status: 'active',
      provider: 'builtin',
      monthly_total: 79,
      redirect_url: null,
    });
    const invoices = (await call({ url: '/api/v1/platform-invoices' })).json().data as {
      id: number;
      total: number;
      status: string;
    }[];
    expect(invoices).toEqual([expect.objectContaining({ total: 79, status: 'open' })]);
    const paid = await call({ method: 'POST', url: `/api/v1/platform-invoices/${invoices[0]!.id}/pay` });
    expect(paid.json().data).toMatchObject({ status: 'paid', invoice: { status: 'paid' } });
    expect(
      (await call({ method: 'POST', url: `/api/v1/platform-invoices/${invoices[0]!.id}/pay` })).statusCode,
    ).toBe(409);

    // Payments: Stripe is off — said plainly; the step can be skipped, not marked done.
    const account = (await call({ method: 'POST', url: '/api/v1/payouts/connect' })).json().data;
    expect(account).toMatchObject({
      configured: false,
      redirect_url: null,
      message: expect.stringMatching(/not switched on/),
    });
    expect((await post('/onboarding/steps/payments', { state: 'done' }, session.access)).statusCode).toBe(
      400,
    );
    const skipped = await post('/onboarding/steps/payments', { state: 'skipped' }, session.access);
    expect(skipped.json().data.next_path).toBe('/complete-setup');

    const done = await post('/onboarding/complete', undefined, session.access);
    expect(done.json().data).toMatchObject({ is_onboarding_complete: true, next_path: '/portal/location' });
  });

  it('refuses to complete while a step is pending, naming the steps', async () => {
    await post('/onboarding/sign-up', { ...owner, slug: 'halfway', email: 'half@way.test' });
    const link = linkIn((await mailTo('half@way.test')).text, '/portal/check-inbox');
    const session = (
      await post('/onboarding/verify-email', {
        key: link.searchParams.get('key'),
        token: link.searchParams.get('token'),
      })
    ).json().data;
    const res = await post('/onboarding/complete', undefined, session.access);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.map((f: { field: string }) => f.field)).toEqual([
      'steps.address',
      'steps.shipping',
      'steps.plan',
      'steps.payments',
    ]);
  });
});

describe('portal password reset', () => {
  it('mails a /portal/reset-password link that sets a new password once', async () => {
    const res = await post('/auth/portal/forgot-password', { email: 'owner@demo.test' });
    expect(res.statusCode).toBe(200);
    const link = linkIn((await mailTo('owner@demo.test')).text, '/portal/reset-password/');
    const [key, token] = link.pathname.split('/').slice(-2);
    expect(
      (await post('/auth/reset-password', { key, token, password: 'a-new-password-1' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/auth/login/', { email: 'owner@demo.test', password: 'a-new-password-1', app: 'portal' }))
        .statusCode,
    ).toBe(200);
    expect((await post('/auth/reset-password', { key, token, password: 'another-one-22' })).statusCode).toBe(
      400,
    );
    // Unknown email: the same answer, no mail.
    const unknown = await post('/auth/portal/forgot-password', { email: 'nobody@nowhere.test' });
    expect(unknown.json().data.message).toMatch(/If nobody@nowhere.test has a portal account/);
    expect(await q(`select 1 from mail_outbox where to_address = 'nobody@nowhere.test'`)).toEqual([]);
  });
});
