// Paying by card on a phone, against a second app instance with Stripe switched on (the local stand-in of
// Stripe's API, whose "hosted page" completes the session and redirects back as Stripe's does): a guest adds
// a service → cart → checkout → Pay by card with a double-clicked "Place order" (one order, one session) →
// the provider's page → /middle_page confirms → thank-you shows the order paid. Then a cancelled payment's
// return, the order's payment page (/checkout/payment/:gutter) paying what is left, and the confirming state.
// The return page wears the store's look. While the store's Stripe account is not enabled, checkout offers
// Pay in store only and the order's payment page says plainly that the store takes no cards online.
// Screenshots at 375 px and 1280 px go to $TMPDIR/storefront-card-payment/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { demoPassword, launchBrowser, portalPageAs } from '../support/browser.ts';
import { customerOf } from '../support/storefront-api.ts';
import { enableStoreCards, startStripeApp, type StripeApp } from '../support/stripe-app.ts';
import type { StripeStandIn } from '../support/stripe-stand-in.ts';
import { e2eDatabaseUrl } from '../support/e2e-values.ts';

const shots = path.join(os.tmpdir(), 'storefront-card-payment');
const phone = { width: 375, height: 800 };
const desktop = { width: 1280, height: 800 };
const guestEmail = `card-${Date.now()}@example.test`;
const wait = { timeout: 20_000 };

let browser: Browser;
let stand: StripeStandIn;
let stripeApp: StripeApp | undefined;
let db: pg.Client;
let port = 0;
let storeId = 0;
let cards: Awaited<ReturnType<typeof enableStoreCards>> | undefined;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  stripeApp = await startStripeApp();
  ({ stand, port } = stripeApp);
  const url = e2eDatabaseUrl();
  db = new pg.Client({ connectionString: url });
  await db.connect();
  // Card payments go to the demo store's connected account at the stand-in; put back afterwards.
  cards = await enableStoreCards(db, 'demo', stand.enabledAccount());
  storeId = cards.storeId;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await cards?.restore();
  await browser?.close();
  await db?.end();
  await stripeApp?.close();
});

const storefront = (p: string) => `http://demo.localhost:${port}${p}`;
const api = (p: string) => `http://127.0.0.1:${port}/api/v1${p}`;

async function open(p: string, viewport = phone): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(storefront(p));
  return page;
}
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

/**
 * An order placed by card (or to pay in store) through the API, left unpaid (by card: the customer did not
 * finish on Stripe's page).
 */
async function unpaidCardOrder(
  method: 'card' | 'in_store' = 'card',
): Promise<{ id: number; order_no: string; payment_path: string; redirect_url: string | null }> {
  const service = (
    await db.query(`select id from services where store_id = $1 and name = 'Watch Battery'`, [storeId])
  ).rows[0].id;
  const location = (
    await db.query(`select id from locations where store_id = $1 order by id limit 1`, [storeId])
  ).rows[0].id;
  const post = async (p: string, body: object) => {
    const res = await fetch(api(p), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: Record<string, unknown> };
    if (res.status >= 300) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const cart = await post('/add-to-carts', { store_id: storeId, service_id: service });
  return (await post('/checkout', {
    store_id: storeId,
    cart_id: cart.cart_id,
    guest: { first_name: 'Pat', email: `later-${guestEmail}` },
    location_id: location,
    payment_method: method,
  })) as never;
}

describe('paying by card on the storefront', () => {
  it('checks out by card: one order, the provider’s page, /middle_page, thank-you paid', async () => {
    const page = await open('/');
    await page.getByText('Watch Battery').first().click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('add-to-cart-success').waitFor(wait);
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.getByTestId('cart-item').waitFor(wait);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('link', { name: 'Continue as guest' }).click();
    await page.getByLabel(/^First name/).fill('Casey');
    await page.getByLabel(/^Last name/).fill('Card');
    await page.getByLabel(/^Email/).fill(guestEmail);
    const card = page.getByRole('radio', { name: /^Pay by card/ });
    await card.check();
    await page.getByRole('radio', { name: /^Pay in store/ }).waitFor();
    await shot(page, '01-checkout-payment-375');
    const sessionsBefore = stand.sessions.size;
    // A double click places one order and opens one Checkout session.
    await page.getByRole('button', { name: 'Place order and pay by card' }).dblclick();
    await page.waitForURL((u) => u.pathname.startsWith('/thankyou/'), wait);
    await page.getByTestId('order-paid').waitFor(wait);
    expect(await page.getByTestId('order-summary-total').locator('..').textContent()).toContain(
      'Total (paid)',
    );
    const orderNo = (await page.getByTestId('order-number').textContent()) ?? '';
    await shot(page, '02-thank-you-paid-375');

    expect(stand.sessions.size).toBe(sessionsBefore + 1);
    const orders = await db.query(
      `select o.order_no, o.payment_status, p.method, p.status, p.amount_cents, o.total_cents
         from sales_orders o join payments p on p.sales_order_id = o.id
        where o.customer_email = $1`,
      [guestEmail],
    );
    expect(orders.rows).toHaveLength(1);
    expect(orders.rows[0]).toMatchObject({
      order_no: orderNo,
      payment_status: 'paid',
      method: 'card',
      status: 'succeeded',
    });
    expect(orders.rows[0].amount_cents).toBe(orders.rows[0].total_cents);
  });

  it('says a cancelled payment was not completed and pays the order again from its payment page', async () => {
    const order = await unpaidCardOrder();
    const gutter = order.payment_path.split('/').pop()!;
    for (const [viewport, size] of [
      [phone, '375'],
      [desktop, '1280'],
    ] as const) {
      const cancelled = await open(`/middle_page?gutter=${gutter}`, viewport);
      await cancelled.getByText('Your payment was not completed').waitFor(wait);
      // The store's look (Goldsmith & Co's warm background), as on the pages around it.
      expect(
        await cancelled.getByTestId('page-background').evaluate((el) => getComputedStyle(el).backgroundColor),
      ).toBe('rgb(251, 246, 238)');
      await shot(cancelled, `03-middle-page-cancelled-${size}`);
      await cancelled.getByTestId('pay-again').click();
      await cancelled.getByTestId('order-balance').waitFor(wait);
      expect(new URL(cancelled.url()).pathname).toBe(order.payment_path);
      await shot(cancelled, `04-order-payment-open-${size}`);
      await cancelled.context().close();
    }
    const page = await open(order.payment_path);
    await page.getByRole('button', { name: /by card$/ }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/thankyou/'), wait);
    await page.goto(storefront(order.payment_path));
    await page.getByTestId('order-payment-settled').waitFor(wait);
    expect(await page.getByTestId('order-payment-settled').textContent()).toContain('This order is paid');
    await shot(page, '05-order-payment-paid-375');
    const paid = await db.query(`select payment_status from sales_orders where id = $1`, [order.id]);
    expect(paid.rows).toEqual([{ payment_status: 'paid' }]);
  });

  it('pays what is left of an order online from My account (issue 27)', async () => {
    // The demo customer's order, to pay in store (placed through the API; the database is shared).
    const customer = await customerOf('demo', 'customer@demo.test');
    const service = (
      await db.query(`select id from services where store_id = $1 and name = 'Watch Battery'`, [storeId])
    ).rows[0].id;
    const cart = await customer<{ cart_id: string }>('POST', '/add-to-carts', {
      store_id: storeId,
      service_id: service,
    });
    const order = await customer<{ id: number; order_no: string }>('POST', '/checkout', {
      store_id: storeId,
      cart_id: cart.cart_id,
    });
    const page = await open('/login');
    await page.getByLabel(/^Email/).fill('customer@demo.test');
    await page.getByLabel(/^Password/).fill(demoPassword);
    await page.getByLabel(/^Password/).press('Enter');
    await page.waitForURL((u) => u.pathname !== '/login', wait);
    await page.goto(storefront(`/myaccount/orders/${order.id}`));
    const pay = page.getByTestId('pay-balance').getByRole('link', { name: /^Pay .* online$/ });
    await pay.waitFor(wait);
    await shot(page, '08-account-pay-balance-375');
    await pay.click();
    await page.waitForURL((u) => u.pathname.startsWith('/checkout/payment/'), wait);
    await page.getByRole('button', { name: /by card$/ }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/thankyou/'), wait);
    await page.goto(storefront(`/myaccount/orders/${order.id}`));
    await page.getByTestId('order-balance').waitFor(wait);
    expect(await page.getByTestId('order-balance').textContent()).toContain('$0.00');
    expect(await page.getByTestId('pay-balance').count()).toBe(0);
    await page.getByTestId('order-document').first().waitFor(wait);
    expect(await page.getByTestId('order-document').first().textContent()).toContain('Receipt');
    await shot(page, '09-account-paid-375');
    const paid = await db.query(`select payment_status from sales_orders where id = $1`, [order.id]);
    expect(paid.rows).toEqual([{ payment_status: 'paid' }]);
    await page.context().close();
  });

  it('offers pay in store only while the store’s Stripe account is not enabled', async () => {
    const order = await unpaidCardOrder();
    await db.query(`update payout_accounts set status = 'pending' where owner_type = 1 and owner_id = $1`, [
      storeId,
    ]);
    try {
      const page = await open(order.payment_path);
      await page.getByText('This store does not take card payments online').waitFor(wait);
      expect(await page.getByRole('button', { name: /by card$/ }).count()).toBe(0);
      await shot(page, '07-order-payment-no-card-375');
      await page.goto(storefront('/'));
      await page.getByText('Watch Battery').first().click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByTestId('add-to-cart-success').waitFor(wait);
      await page.getByRole('link', { name: 'View cart' }).click();
      await page.getByTestId('cart-item').first().waitFor(wait);
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.getByRole('link', { name: 'Continue as guest' }).click();
      await page.getByRole('radio', { name: /^Pay in store/ }).waitFor(wait);
      expect(await page.getByRole('radio', { name: /^Pay by card/ }).count()).toBe(0);
      await page.context().close();
    } finally {
      await db.query(`update payout_accounts set status = 'enabled' where owner_type = 1 and owner_id = $1`, [
        storeId,
      ]);
    }
  });

  it('shows the store an order paid by card after all: the in-store promise voided, the lapsed attempt expired', async () => {
    const order = await unpaidCardOrder('in_store');
    const post = (p: string, body: object) =>
      fetch(api(p), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ data: Record<string, string> }>);
    // A first card attempt the customer abandons: Stripe lets it expire, the return page finds it so.
    const lapsed = (await post(order.payment_path, { method: 'card' })).data.redirect_url!;
    const lapsedSession = lapsed.split('/').pop()!;
    stand.expire(lapsedSession);
    expect(
      (await post('/payments/confirm', { store_id: storeId, session_id: lapsedSession })).data.outcome,
    ).toBe('failed');
    // Then paid by card from the order's payment page.
    const page = await open(order.payment_path);
    await page.getByRole('button', { name: /by card$/ }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/thankyou/'), wait);
    await page.context().close();
    const portal = await portalPageAs(browser, 'owner@demo.test');
    await portal.goto(portal.url().replace(/\/portal\/.*$/, `/portal/sales-order/${order.id}`));
    // The order's ledger (docs/product.md#payments-ledger) shows the card payment that settled it.
    const panel = portal.getByTestId('order-payments');
    await panel.getByRole('table', { name: 'Ledger' }).waitFor(wait);
    const rows = await panel
      .locator('tbody tr[data-kind="payment"], tbody tr[data-kind="deposit"]')
      .evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent));
    // The in-store promise voided, the lapsed card attempt expired, the card payment that settled it.
    expect(rows).toEqual(['Voided', 'Expired', 'Paid']);
    expect(await portal.getByTestId('order-balance').textContent()).toBe('$0.00');
    await shot(portal, '08-portal-payments-voided-expired-1280');
    await portal.context().close();
  });

  it('shows that it is confirming while the provider has not finished, then says so', async () => {
    const order = await unpaidCardOrder();
    const sessionId = (await db.query(`select reference from payments where sales_order_id = $1`, [order.id]))
      .rows[0].reference;
    const gutter = order.payment_path.split('/').pop()!;
    for (const [viewport, size] of [
      [phone, '375'],
      [desktop, '1280'],
    ] as const) {
      const page = await open(`/middle_page?gutter=${gutter}&session_id=${sessionId}`, viewport);
      await page.getByText('Confirming your payment…').waitFor(wait);
      await shot(page, `06-middle-page-confirming-${size}`);
      await page.getByText('Your payment is being processed').waitFor({ timeout: 30_000 });
      await page.context().close();
    }
  }, 90_000);
});
