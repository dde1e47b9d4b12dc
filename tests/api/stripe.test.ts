// Stripe switched on, against a local stand-in of Stripe's API (tests/support/stripe-stand-in.ts): a plan
// bought through Checkout and confirmed on return, Connect onboarding, and the webhook — a valid event is
// applied once even when delivered three times; a wrongly signed one is refused with 400 and changes nothing.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, as, type TestApp } from '../support/test-app.ts';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.ts';

const webhookSecret = 'whsec_test_platform_signing_secret';
let t: TestApp;
let stand: StripeStandIn;
let owner: ReturnType<typeof as>;
const sdk = new Stripe('sk_test_only_for_signing');

beforeAll(async () => {
  stand = await startStripeStandIn();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_stand_in',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stand.url,
  });
  owner = as(t.app, (await login(t.app, 'owner@demo.test', 'portal')).access);
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.db.$client.query(text, values)).rows as T[];

function deliver(event: object, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhooks',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

const event = (id: string, type: string, object: object) => ({
  id,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object },
});

async function growthPlanId() {
  const plans = (await t.app.inject({ url: '/api/v1/billing/plans' })).json().data as {
    id: number;
    name: string;
  }[];
  return plans.find((p) => p.name === 'Growth')!.id;
}

describe('plans through Stripe Checkout', () => {
  it('sends the owner to Checkout, and the return page activates the plan once', async () => {
    const sub = (
      await owner({
        method: 'POST',
        url: '/api/v1/billing/subscription',
        payload: { plan_id: await growthPlanId(), locations: 2 },
      })
    ).json().data;
    expect(sub).toMatchObject({ status: 'pending', provider: 'stripe', monthly_total: 64 });
    expect(sub.redirect_url).toMatch(new RegExp(`^${stand.url}/pay/cs_test_`));
    const sessionId = sub.redirect_url.split('/').pop();
    const session = stand.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: 6400,
      metadata: { kind: 'subscription', owner_type: '1' },
    });
    expect(String(session.success_url)).toMatch(/\/plan\/middle-page\?session_id=\{CHECKOUT_SESSION_ID\}$/);

    // Not paid yet: the return page reports it open and nothing changes.
    const early = await owner({
      method: 'POST',
      url: '/api/v1/billing/checkout-return',
      payload: { session_id: sessionId },
    });
    expect(early.json().data).toMatchObject({ outcome: 'open', subscription: { status: 'pending' } });
    stand.complete(sessionId);
    const back = await owner({
      method: 'POST',
      url: '/api/v1/billing/checkout-return',
      payload: { session_id: sessionId },
    });
    expect(back.json().data).toMatchObject({ outcome: 'applied', subscription: { status: 'active' } });
    const again = await owner({
      method: 'POST',
      url: '/api/v1/billing/checkout-return',
      payload: { session_id: sessionId },
    });
    expect(again.json().data.outcome).toBe('already');
  });

  it("refuses another store's checkout session", async () => {
    const fixit = as(t.app, (await login(t.app, 'owner@fixit.test', 'portal')).access);
    const [sessionId] = [...stand.sessions.keys()];
    const res = await fixit({
      method: 'POST',
      url: '/api/v1/billing/checkout-return',
      payload: { session_id: sessionId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].field).toBe('session_id');
  });
});

describe('Connect onboarding', () => {
  it('creates one account, links to Stripe, and reads it enabled on return', async () => {
    const first = (await owner({ method: 'POST', url: '/api/v1/payouts/connect' })).json().data;
    expect(first).toMatchObject({
      configured: true,
      status: 'pending',
      account_id: expect.stringMatching(/^acct_/),
    });
    expect(first.redirect_url).toMatch(/\/connect\/acct_/);
    const second = (await owner({ method: 'POST', url: '/api/v1/payouts/connect' })).json().data;
    expect(second.account_id).toBe(first.account_id);
    expect(stand.calls.filter((c) => c === 'POST /v1/accounts')).toHaveLength(1);
    // Stripe's page finishes onboarding; the return page asks Stripe.
    Object.assign(stand.accounts.get(first.account_id)!, { charges_enabled: true, details_submitted: true });
    const after = (await owner({ url: '/api/v1/payouts/account' })).json().data;
    expect(after).toMatchObject({ status: 'enabled', message: expect.stringMatching(/connected/) });
  });
});

describe('Stripe webhooks', () => {
  it('applies a valid event once when it is delivered three times', async () => {
    const [sub] = await q<{ provider_reference: string }>(
      `select provider_reference from store_subscriptions ss join stores s on s.id = ss.store_id where s.slug = 'demo'`,
    );
    expect(sub!.provider_reference).toMatch(/^sub_/);
    const paid = event('evt_invoice_paid_1', 'invoice.paid', {
      id: 'in_test_0001',
      object: 'invoice',
      parent: { subscription_details: { subscription: sub!.provider_reference } },
      lines: {
        object: 'list',
        data: [
          { description: 'Growth plan', amount: 4900 },
          { description: 'Extra location', amount: 1500 },
        ],
      },
    });
    const countInvoices = async () =>
      (
        await q<{ n: number }>(
          `select count(*)::int n from platform_invoices where provider_reference = 'in_test_0001'`,
        )
      )[0]!.n;
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await deliver(paid);
      expect(res.statusCode).toBe(200);
      outcomes.push(res.json().data.outcome);
    }
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await countInvoices()).toBe(1);
    const [invoice] = await q(
      `select status, total_cents from platform_invoices where provider_reference = 'in_test_0001'`,
    );
    expect(invoice).toEqual({ status: 'paid', total_cents: 6400 });
    expect(await q(`select id, outcome from stripe_events where id = 'evt_invoice_paid_1'`)).toEqual([
      { id: 'evt_invoice_paid_1', outcome: 'applied' },
    ]);
  });

  it('applies concurrent redeliveries once', async () => {
    const [sub] = await q<{ provider_reference: string }>(
      `select provider_reference from store_subscriptions ss join stores s on s.id = ss.store_id where s.slug = 'demo'`,
    );
    const failed = event('evt_payment_failed_1', 'invoice.payment_failed', {
      id: 'in_test_0002',
      object: 'invoice',
      parent: { subscription_details: { subscription: sub!.provider_reference } },
      lines: { object: 'list', data: [] },
    });
    const results = await Promise.all([deliver(failed), deliver(failed), deliver(failed)]);
    expect(results.map((r) => r.json().data.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(
      await q(
        `select status from store_subscriptions ss join stores s on s.id = ss.store_id where s.slug = 'demo'`,
      ),
    ).toEqual([{ status: 'past_due' }]);
  });

  it('refuses a wrongly signed event with 400 and changes nothing', async () => {
    const before = await q(
      `select (select count(*)::int from stripe_events) e, (select count(*)::int from platform_invoices) i`,
    );
    const forged = event('evt_forged_1', 'invoice.paid', {
      id: 'in_test_forged',
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_test_000001' } },
      lines: { object: 'list', data: [{ description: 'Free money', amount: 100 }] },
    });
    const wrongSecret = await deliver(forged, 'whsec_someone_else');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'Stripe-Signature' }],
    });
    // A valid signature over other bytes: the body was changed on the way.
    const payload = JSON.stringify(forged);
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhooks',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace('"amount":100', '"amount":100000'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhooks',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(
      await q(
        `select (select count(*)::int from stripe_events) e, (select count(*)::int from platform_invoices) i`,
      ),
    ).toEqual(before);
  });

  it('marks a Connect account enabled from account.updated', async () => {
    const [acct] = await q<{ account_id: string }>(`select account_id from payout_accounts`);
    await q(`update payout_accounts set status = 'pending'`);
    const res = await deliver(
      event('evt_account_1', 'account.updated', {
        id: acct!.account_id,
        object: 'account',
        charges_enabled: true,
        details_submitted: true,
        requirements: { disabled_reason: null },
      }),
    );
    expect(res.json().data.outcome).toBe('applied');
    expect(await q(`select status from payout_accounts`)).toEqual([{ status: 'enabled' }]);
  });
});

describe('Stripe unreachable or refusing', () => {
  // Retried by the SDK (500 twice more) and then given up on; or refused at once (a revoked key).
  for (const failure of [
    { status: 500, type: 'api_error' },
    { status: 401, type: 'authentication_error' },
  ])
    it(`answers 503 PAYMENT_PROVIDER.UNAVAILABLE on Stripe's ${failure.status} and changes nothing`, async () => {
      const fixit = as(t.app, (await login(t.app, 'owner@fixit.test', 'portal')).access);
      const state = () =>
        q(`select (select count(*) from store_subscriptions)::int as subscriptions,
                  (select count(*) from payout_accounts)::int as accounts,
                  (select count(*) from platform_invoices)::int as invoices`);
      const before = await state();
      stand.failWith = failure;
      try {
        for (const request of [
          {
            method: 'POST' as const,
            url: '/api/v1/billing/subscription',
            payload: { plan_id: await growthPlanId(), locations: 3 },
          },
          { method: 'POST' as const, url: '/api/v1/payouts/connect' },
        ]) {
          const res = await fixit(request);
          expect(res.statusCode, request.url).toBe(503);
          expect(res.headers['retry-after']).toBe('30');
          expect(res.json()).toMatchObject({
            status: 'failed',
            error: {
              code: 'PAYMENT_PROVIDER.UNAVAILABLE',
              message: expect.stringMatching(/payment provider/),
            },
          });
        }
      } finally {
        stand.failWith = null;
      }
      expect(await state()).toEqual(before);
    });
});
