// Customers paying by card on the storefront, with Stripe switched on against the local stand-in of its API
// (tests/support/stripe-stand-in.ts): checkout by card opens one Checkout session for the order's amount
// with the payment's idempotency key; the webhook (delivered three times) and the return page's
// confirmation apply the payment once, in any order; a wrongly signed webhook changes nothing; a cancelled
// payment is paid again from the order's payment page; extra charges are paid by card the same way; the
// portal's refund goes to Stripe. The money is the store's: every session is a destination charge to the
// store's connected account (the demo store's is enabled; FixIt has none, so it is offered no card), and a
// refund reverses the transfer. An abandoned attempt expires (webhook or lookup) and the order stays
// payable; a card payment voids the pay-in-store promise it replaces.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inScope } from '../../src/server/db/database.ts';
import { payoutAccounts } from '../../src/server/db/schema/index.ts';
import { createWorld, one, q, serviceId, type Caller, type World } from '../support/orders-fixtures.ts';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.ts';

const webhookSecret = 'whsec_test_card_payments';
/** The demo store's storefront as return addresses name it (PORT's default: inject() does not listen). */
const storefront = 'http://demo.localhost:3000';
const sdk = new Stripe('sk_test_only_for_signing');
let w: World;
let stand: StripeStandIn;
let demoAccount = '';

beforeAll(async () => {
  stand = await startStripeStandIn();
  w = await createWorld({
    STRIPE_SECRET_KEY: 'sk_test_stand_in',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stand.url,
  });
  // The demo store finished Connect onboarding; FixIt never started it.
  demoAccount = stand.enabledAccount();
  await q(
    w.t,
    `insert into payout_accounts (owner_type, owner_id, provider, account_id, status)
     values (1, $1, 'stripe', $2, 'enabled')`,
    [w.storeId, demoAccount],
  );
});
afterAll(async () => {
  await w?.t.close();
  await stand?.close();
});

let eventCounter = 0;
/** Stripe's checkout.session.completed (or another type) for a session as the stand-in holds it, signed. */
function deliver(
  sessionId: string,
  options: { secret?: string; eventId?: string; type?: 'checkout.session.expired' } = {},
) {
  const payload = JSON.stringify({
    id: options.eventId ?? `evt_card_${++eventCounter}`,
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: stand.sessions.get(sessionId) },
  });
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
  return w.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhooks',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

async function cartWith(caller: Caller, service = 'Watch Battery') {
  const added = await caller({
    method: 'POST',
    url: '/api/v1/add-to-carts',
    payload: { store_id: w.storeId, service_id: await serviceId(w.t, w.storeId, service) },
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().data.cart_id as string;
}

const guest = { first_name: 'Casey', last_name: 'Card', email: 'casey.card@example.test' };

function checkoutByCard(cartId: string, key?: string) {
  return w.anonymous({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: key ? { 'idempotency-key': key } : {},
    payload: {
      store_id: w.storeId,
      cart_id: cartId,
      guest,
      location_id: w.locationId,
      payment_method: 'card',
    },
  });
}

const sessionOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;
const confirm = (sessionId: string, storeId = w.storeId) =>
  w.anonymous({
    method: 'POST',
    url: '/api/v1/payments/confirm',
    payload: { store_id: storeId, session_id: sessionId },
  });
const orderState = (id: number) =>
  one<{ payment_status: string; payments: string }>(
    w.t,
    `select o.payment_status,
            (select string_agg(p.method || ':' || p.status, ',' order by p.id) from payments p
              where p.sales_order_id = o.id) as payments
       from sales_orders o where o.id = $1`,
    [id],
  );

describe('checkout by card', () => {
  it('offers card beside pay in store', async () => {
    const res = await w.anonymous({ url: `/api/v1/stores/${w.storeId}/checkout-options` });
    expect(res.json().data.payment_methods).toEqual(['in_store', 'card']);
  });

  it('places one order and one Checkout session for its amount, even when the submit is retried', async () => {
    const cartId = await cartWith(w.anonymous);
    const key = `checkout-${cartId}`;
    const [first, second] = await Promise.all([checkoutByCard(cartId, key), checkoutByCard(cartId, key)]);
    expect([first.statusCode, second.statusCode], first.body).toEqual([201, 201]);
    const order = first.json().data;
    expect(second.json().data).toEqual(order);
    expect(order).toMatchObject({
      payment_status: 'pending',
      redirect_url: expect.stringContaining('/pay/cs_'),
    });
    expect(order.payment_path).toMatch(new RegExp(`^/checkout/payment/${order.order_no}[A-Za-z0-9_-]{32}$`));
    expect(await q(w.t, `select id from sales_orders where id = $1`, [order.id])).toHaveLength(1);
    expect(stand.calls.filter((c) => c === 'POST /v1/checkout/sessions')).toHaveLength(1);

    const session = stand.sessions.get(sessionOf(order.redirect_url))!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: Math.round(order.total * 100),
      metadata: { kind: 'payment', store_id: String(w.storeId), key: `checkout:${await cartRow(cartId)}` },
    });
    const gutter = order.payment_path.split('/').pop();
    expect(session.success_url).toBe(
      `${storefront}/middle_page?gutter=${gutter}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe(`${storefront}/middle_page?gutter=${gutter}`);
    // Open for an hour (Stripe takes 30 min to 24 h), then it expires.
    const inMinutes = (Number(session.expires_at) - Date.now() / 1000) / 60;
    expect(inMinutes).toBeGreaterThan(58);
    expect(inMinutes).toBeLessThanOrEqual(60);
    expect(await orderState(order.id)).toEqual({ payment_status: 'pending', payments: 'card:pending' });
  });

  it("sends the money to the store's connected account, never the platform's", async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    const session = stand.complete(sessionOf(order.redirect_url));
    // The payment Stripe made from the session: a destination charge settled on the store's behalf.
    expect(stand.paymentIntents.get(String(session.payment_intent))).toMatchObject({
      amount: Math.round(order.total * 100),
      transfer_data: { destination: demoAccount },
      on_behalf_of: demoAccount,
      application_fee_amount: null,
    });
  });

  it('applies a webhook delivered three times once: the order is paid', async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    const sessionId = sessionOf(order.redirect_url);
    // Not paid yet: the return page says so and nothing changes.
    expect((await confirm(sessionId)).json().data).toMatchObject({ outcome: 'open', paid_for: 'order' });
    stand.complete(sessionId);
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const res = await deliver(sessionId, { eventId: `evt_three_times_${order.id}` });
      expect(res.statusCode).toBe(200);
      outcomes.push(res.json().data.outcome);
    }
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate']);
    // The same payment in another event (Stripe's async_payment_succeeded) applies nothing either.
    expect((await deliver(sessionId)).json().data.outcome).toBe('ignored');
    expect(await orderState(order.id)).toEqual({ payment_status: 'paid', payments: 'card:succeeded' });
    const paidEntries = await q(
      w.t,
      `select message from timeline_entries where sales_order_id = $1 and action = 'mark_paid'`,
      [order.id],
    );
    expect(paidEntries).toEqual([{ message: `Order ${order.order_no} paid by card` }]);
    // The return page arriving after the webhook confirms without applying again.
    const back = (await confirm(sessionId)).json().data;
    expect(back).toEqual({
      outcome: 'paid',
      paid_for: 'order',
      order_id: order.id,
      order_no: order.order_no,
      payment_status: 'paid',
      retry_path: order.payment_path,
    });
    expect(await orderState(order.id)).toEqual({ payment_status: 'paid', payments: 'card:succeeded' });
  });

  it('applies the return page and the webhook once, whichever comes first, even at once', async () => {
    for (const order of [
      (await checkoutByCard(await cartWith(w.anonymous))).json().data,
      (await checkoutByCard(await cartWith(w.anonymous))).json().data,
    ]) {
      const sessionId = sessionOf(order.redirect_url);
      stand.complete(sessionId);
      const [returned, hooked] = await Promise.all([confirm(sessionId), deliver(sessionId)]);
      expect(returned.json().data.outcome).toBe('paid');
      expect(hooked.statusCode).toBe(200);
      expect(await orderState(order.id)).toEqual({ payment_status: 'paid', payments: 'card:succeeded' });
      const entries = await q(
        w.t,
        `select count(*)::int n from timeline_entries where sales_order_id = $1 and action = 'mark_paid'`,
        [order.id],
      );
      expect(entries).toEqual([{ n: 1 }]);
    }
  });

  it('refuses a wrongly signed webhook with 400 and changes nothing', async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    const sessionId = sessionOf(order.redirect_url);
    stand.complete(sessionId);
    const forged = await deliver(sessionId, { secret: 'whsec_someone_else', eventId: 'evt_forged_card' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'Stripe-Signature' }],
    });
    expect(await orderState(order.id)).toEqual({ payment_status: 'pending', payments: 'card:pending' });
    expect(await q(w.t, `select id from stripe_events where id = 'evt_forged_card'`)).toEqual([]);
  });

  it("keeps a session to its store: another store's confirmation is a 404", async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    const res = await confirm(sessionOf(order.redirect_url), w.fixitStoreId);
    expect(res.statusCode).toBe(404);
    expect((await confirm('cs_test_no_such_session')).statusCode).toBe(404);
  });
});

describe("the order's payment page", () => {
  it('pays again by card after a cancelled attempt, reusing an attempt still open', async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    const url = `/api/v1${order.payment_path}`;
    const page = (await w.anonymous({ url })).json().data;
    expect(page).toEqual({
      order_id: order.id,
      order_no: order.order_no,
      store_name: 'Goldsmith & Co',
      total: order.total,
      paid: 0,
      balance: order.total,
      status: 'open',
      payment_methods: ['in_store', 'card'],
    });
    // Back from Stripe without paying: the same session is still open, so paying again reuses it.
    const again = await w.anonymous({ method: 'POST', url, payload: { method: 'card' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.redirect_url).toBe(order.redirect_url);
    // The session expires: the next attempt is a new session with its own key.
    stand.expire(sessionOf(order.redirect_url));
    expect((await confirm(sessionOf(order.redirect_url))).json().data.outcome).toBe('failed');
    // The return page found it expired (before Stripe's webhook): the attempt says so, the order is open.
    expect(await orderState(order.id)).toEqual({ payment_status: 'pending', payments: 'card:expired' });
    expect((await w.anonymous({ url })).json().data).toMatchObject({ status: 'open', paid: 0 });
    const fresh = (await w.anonymous({ method: 'POST', url, payload: { method: 'card' } })).json().data;
    expect(fresh.redirect_url).not.toBe(order.redirect_url);
    const session = stand.sessions.get(sessionOf(fresh.redirect_url))!;
    expect(session.metadata).toMatchObject({ key: `sales_order:${order.id}:card:2` });
    stand.complete(sessionOf(fresh.redirect_url));
    expect((await confirm(sessionOf(fresh.redirect_url))).json().data.outcome).toBe('paid');
    expect((await w.anonymous({ url })).json().data).toMatchObject({ status: 'paid', balance: 0 });
    const paidTwice = await w.anonymous({ method: 'POST', url, payload: { method: 'card' } });
    expect(paidTwice.statusCode).toBe(409);
  });

  it('starts no second attempt while a delayed payment (a bank debit) is processing', async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    Object.assign(stand.sessions.get(sessionOf(order.redirect_url))!, {
      status: 'complete',
      payment_status: 'unpaid',
      url: null,
    });
    const sessions = stand.sessions.size;
    const again = await w.anonymous({
      method: 'POST',
      url: `/api/v1${order.payment_path as string}`,
      payload: { method: 'card' },
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(stand.sessions.size).toBe(sessions);
    expect(await orderState(order.id)).toEqual({ payment_status: 'pending', payments: 'card:pending' });
  });

  it('is found by its unguessable link only', async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    const forged = `${order.order_no}${'A'.repeat(32)}`;
    expect((await w.anonymous({ url: `/api/v1/checkout/payment/${forged}` })).statusCode).toBe(404);
    expect((await w.anonymous({ url: `/api/v1/checkout/payment/${order.id}` })).statusCode).toBe(400);
  });
});

describe('charges by card', () => {
  it('pays an extra charge by card through /extra-middle-page, once', async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    const created = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/extra-charges`,
      payload: { amount: 12.5, reason: 'Engraving' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const path = created.json().data.payment_path as string;
    const token = path.split('/').pop();
    const url = `/api/v1${path}`;
    expect((await w.anonymous({ url })).json().data.payment_methods).toEqual(['in_store', 'card']);
    const started = await w.anonymous({
      method: 'POST',
      url,
      headers: { 'idempotency-key': `charge-${token}` },
      payload: { method: 'card' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const view = started.json().data;
    // Not paid until Stripe collects it.
    expect(view).toMatchObject({ status: 'requested', redirect_url: expect.stringContaining('/pay/cs_') });
    const sessionId = sessionOf(view.redirect_url);
    const session = stand.sessions.get(sessionId)!;
    expect(session).toMatchObject({ amount_total: 1250 });
    expect(session.success_url).toBe(
      `${storefront}/extra-middle-page?kind=extra&gutter=${token}&session_id={CHECKOUT_SESSION_ID}`,
    );
    stand.complete(sessionId);
    const [hooked, returned] = await Promise.all([deliver(sessionId), confirm(sessionId)]);
    expect(hooked.statusCode).toBe(200);
    expect(returned.json().data).toMatchObject({ outcome: 'paid', paid_for: 'extra', retry_path: path });
    expect((await w.anonymous({ url })).json().data.status).toBe('paid');
    expect(
      await q(
        w.t,
        `select method, status, amount_cents from payments where subject = 'extra_charge' and subject_id = $1`,
        [created.json().data.id],
      ),
    ).toEqual([{ method: 'card', status: 'succeeded', amount_cents: 1250 }]);
  });
});

describe('refunds', () => {
  it('refunds a card payment at Stripe when the store refunds the order', async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    const sessionId = sessionOf(order.redirect_url);
    stand.complete(sessionId);
    await confirm(sessionId);
    await q(w.t, `update sales_orders set status = 'completed' where id = $1`, [order.id]);
    const before = stand.calls.filter((c) => c === 'POST /v1/refunds').length;
    const res = await w.owner({ method: 'POST', url: `/api/v1/sales-orders/${order.id}/transitions/refund` });
    expect(res.statusCode, res.body).toBe(200);
    expect(stand.calls.filter((c) => c === 'POST /v1/refunds')).toHaveLength(before + 1);
    // The store got the money, so the refund takes it back from the store (the transfer is reversed).
    const refund = [...stand.refunds.values()].at(-1)!;
    expect(refund).toMatchObject({
      payment_intent: stand.sessions.get(sessionId)!.payment_intent,
      amount: Math.round(order.total * 100),
      transfer_reversal: expect.stringMatching(/^trr_/),
    });
    expect(await orderState(order.id)).toEqual({ payment_status: 'refunded', payments: 'card:refunded' });
  });
});

describe('card only where the store can take it', () => {
  const refusal = (field: string) => ({
    code: 'PAYMENT_METHOD.UNAVAILABLE',
    message: 'Card payments are not available at this store: choose Pay in store',
    fields: [{ field, message: 'Card payments are not available at this store: choose Pay in store' }],
  });
  const counts = () =>
    one(
      w.t,
      `select (select count(*)::int from sales_orders) orders, (select count(*)::int from payments) payments,
              (select count(*)::int from carts where status = 'open') open_carts`,
    );
  const setDemoAccount = (status: string) =>
    q(w.t, `update payout_accounts set status = $2 where owner_type = 1 and owner_id = $1`, [
      w.storeId,
      status,
    ]);

  it('offers a store without a payout account pay in store only, though Stripe is on', async () => {
    const res = await w.anonymous({ url: `/api/v1/stores/${w.fixitStoreId}/checkout-options` });
    expect(res.json().data.payment_methods).toEqual(['in_store']);
  });

  it("shows a store's scope its own payout account only", async () => {
    const seen = (storeId: number) =>
      inScope(w.t.db, { kind: 'store', storeId }, (tx) =>
        tx.select({ owner: payoutAccounts.ownerId }).from(payoutAccounts),
      );
    expect(await seen(w.storeId)).toEqual([{ owner: w.storeId }]);
    expect(await seen(w.fixitStoreId)).toEqual([]);
  });

  it('refuses card everywhere while the account is not enabled, and changes nothing', async () => {
    // An order placed in store before, with a charge: the pages to pay them by card.
    const placed = await w.anonymous({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: {
        store_id: w.storeId,
        cart_id: await cartWith(w.anonymous),
        guest,
        location_id: w.locationId,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    const charge = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/extra-charges`,
      payload: { amount: 4, reason: 'Gift box' },
    });
    const chargeUrl = `/api/v1${charge.json().data.payment_path as string}`;
    const cartId = await cartWith(w.anonymous);
    await setDemoAccount('pending');
    try {
      const before = await counts();
      const sessions = stand.sessions.size;
      const options = await w.anonymous({ url: `/api/v1/stores/${w.storeId}/checkout-options` });
      expect(options.json().data.payment_methods).toEqual(['in_store']);
      const checkout = await checkoutByCard(cartId, `refused-${cartId}`);
      expect(checkout.statusCode).toBe(400);
      expect(checkout.json().error).toEqual(refusal('payment_method'));
      const orderPage = `/api/v1${order.payment_path as string}`;
      expect((await w.anonymous({ url: orderPage })).json().data.payment_methods).toEqual(['in_store']);
      const payOrder = await w.anonymous({ method: 'POST', url: orderPage, payload: { method: 'card' } });
      expect(payOrder.statusCode).toBe(400);
      expect(payOrder.json().error).toEqual(refusal('method'));
      expect((await w.anonymous({ url: chargeUrl })).json().data.payment_methods).toEqual(['in_store']);
      const payCharge = await w.anonymous({ method: 'POST', url: chargeUrl, payload: { method: 'card' } });
      expect(payCharge.statusCode).toBe(400);
      expect(payCharge.json().error).toEqual(refusal('method'));
      expect(await counts()).toEqual(before);
      expect(stand.sessions.size).toBe(sessions);
    } finally {
      await setDemoAccount('enabled');
    }
    // Enabled again: the same cart checks out by card.
    expect((await checkoutByCard(cartId)).statusCode).toBe(201);
  });
});

describe('abandoned card attempts', () => {
  it('expire with Stripe’s webhook, applied once; the order stays payable by a new attempt', async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    const sessionId = sessionOf(order.redirect_url);
    stand.expire(sessionId);
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const res = await deliver(sessionId, {
        type: 'checkout.session.expired',
        eventId: `evt_exp_${order.id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      outcomes.push(res.json().data.outcome);
    }
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate']);
    // Another expiry event for the same session (Stripe may send one) finds nothing pending.
    const again = await deliver(sessionId, { type: 'checkout.session.expired' });
    expect(again.json().data.outcome).toBe('ignored');
    expect(await orderState(order.id)).toEqual({ payment_status: 'pending', payments: 'card:expired' });
    const url = `/api/v1${order.payment_path as string}`;
    expect((await w.anonymous({ url })).json().data).toMatchObject({ status: 'open', balance: order.total });
    const fresh = await w.anonymous({ method: 'POST', url, payload: { method: 'card' } });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data.redirect_url).not.toBe(order.redirect_url);
    expect(await orderState(order.id)).toEqual({
      payment_status: 'pending',
      payments: 'card:expired,card:pending',
    });
  });

  it('are marked expired when the next attempt finds them so, in the same transaction', async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    stand.expire(sessionOf(order.redirect_url));
    const url = `/api/v1${order.payment_path as string}`;
    const fresh = await w.anonymous({ method: 'POST', url, payload: { method: 'card' } });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await orderState(order.id)).toEqual({
      payment_status: 'pending',
      payments: 'card:expired,card:pending',
    });
    // Stripe's webhook arriving after that changes nothing.
    const late = await deliver(sessionOf(order.redirect_url), { type: 'checkout.session.expired' });
    expect(late.json().data.outcome).toBe('ignored');
  });

  it('leave a plan or invoice session’s expiry alone (nothing of a customer is pending)', async () => {
    const res = await deliverObject('checkout.session.expired', {
      id: 'cs_test_plan_never_paid',
      object: 'checkout.session',
      status: 'expired',
      metadata: { kind: 'subscription', owner_type: '1', owner_id: String(w.storeId) },
    });
    expect(res.json().data.outcome).toBe('ignored');
  });
});

describe('a card payment replaces the pay-in-store promise', () => {
  it('voids the order’s pending in-store payment when the card payment is applied', async () => {
    const placed = await w.anonymous({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: {
        store_id: w.storeId,
        cart_id: await cartWith(w.anonymous),
        guest,
        location_id: w.locationId,
      },
    });
    const order = placed.json().data;
    expect(await orderState(order.id)).toEqual({ payment_status: 'pending', payments: 'in_store:pending' });
    const url = `/api/v1${order.payment_path as string}`;
    const started = await w.anonymous({ method: 'POST', url, payload: { method: 'card' } });
    expect(started.statusCode, started.body).toBe(200);
    // Not yet paid: the promise to pay in store still stands.
    expect(await orderState(order.id)).toEqual({
      payment_status: 'pending',
      payments: 'in_store:pending,card:pending',
    });
    const sessionId = sessionOf(started.json().data.redirect_url);
    stand.complete(sessionId);
    expect((await deliver(sessionId)).json().data.outcome).toBe('applied');
    expect(await orderState(order.id)).toEqual({
      payment_status: 'paid',
      payments: 'in_store:voided,card:succeeded',
    });
    // The portal lists both, the voided one as such; one payment of the amount counts.
    const listed = await w.owner({ url: `/api/v1/sales-orders/${order.id}/payments` });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      (listed.json().data as { method: string; status: string; amount: number }[]).map((p) => [
        p.method,
        p.status,
        p.amount,
      ]),
    ).toEqual([
      ['in_store', 'voided', order.total],
      ['card', 'succeeded', order.total],
    ]);
    expect((await w.anonymous({ url })).json().data).toMatchObject({ status: 'paid', paid: order.total });
  });

  it('voids a charge’s in-store payment when its card payment is collected after all', async () => {
    const order = (await checkoutByCard(await cartWith(w.anonymous))).json().data;
    const created = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/extra-charges`,
      payload: { amount: 7.5, reason: 'Polish' },
    });
    const chargeId = created.json().data.id as number;
    const url = `/api/v1${created.json().data.payment_path as string}`;
    const byCard = await w.anonymous({ method: 'POST', url, payload: { method: 'card' } });
    expect(byCard.statusCode, byCard.body).toBe(200);
    // The customer changes their mind on the page: pay in store. Then Stripe's page, still open, is paid.
    const inStore = await w.anonymous({ method: 'POST', url, payload: { method: 'in_store' } });
    expect(inStore.statusCode, inStore.body).toBe(200);
    const sessionId = sessionOf(byCard.json().data.redirect_url);
    stand.complete(sessionId);
    expect((await deliver(sessionId)).json().data.outcome).toBe('applied');
    expect(
      await q(
        w.t,
        `select method, status from payments where subject = 'extra_charge' and subject_id = $1 order by id`,
        [chargeId],
      ),
    ).toEqual([
      { method: 'card', status: 'succeeded' },
      { method: 'in_store', status: 'voided' },
    ]);
  });
});

/** Any Stripe event around a given object, signed. */
function deliverObject(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_obj_${++eventCounter}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return w.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhooks',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

async function cartRow(token: string) {
  return (await one<{ id: number }>(w.t, `select id from carts where token = $1`, [token])).id;
}
