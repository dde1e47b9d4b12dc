// A new store joins with Stripe switched on, against a second app instance on the shared e2e database whose
// Stripe SDK talks to the local stand-in (tests/support/stripe-stand-in.ts): sign-up, the outbox link, the
// address and shipping steps, the plan paid on Stripe Checkout (the stand-in's /pay page, back through
// /plan/middle-page), then /connect-stripe → the stand-in's Connect onboarding → /middle-page → the payments
// step done at /complete-setup → /portal/location. In Settings the owner chooses the storefront's look (top
// bar and button colours, site title) and the storefront at the store's slug host wears it.
// Screenshots at 375 px (and 1280 px) go to $SHOTS_DIR, or $TMPDIR/store-onboarding-stripe.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { drawn, launchBrowser, shotsInto } from '../support/browser.ts';
import { startStripeApp, type StripeApp } from '../support/stripe-app.ts';
import type { StripeStandIn } from '../support/stripe-stand-in.ts';
import {
  addressAndShipping,
  signUpAndConfirm,
  chooseGrowthForTwoLocations,
} from '../support/store-onboarding.ts';
import { e2eDatabaseUrl } from '../support/e2e-values.ts';

const shotsDir = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'store-onboarding-stripe');
const shots = (page: Page, name: string) => shotsInto(shotsDir, page, `stripe-${name}`);
const stamp = Date.now().toString(36);
const store = { name: `Gem Works ${stamp}`, slug: `gem-works-${stamp}`, email: `gem-${stamp}@gemworks.test` };
// The look the owner chooses: none of them a default, so the storefront cannot wear them by chance.
const look = { topBar: '#7b2cbf', button: '#c1121f', title: `Gem Works ${stamp} — rings mended` };
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

let browser: Browser;
let stand: StripeStandIn;
let stripeApp: StripeApp | undefined;
let db: pg.Client;
let port = 0;

beforeAll(async () => {
  fs.mkdirSync(shotsDir, { recursive: true });
  stripeApp = await startStripeApp();
  ({ stand, port } = stripeApp);
  const url = e2eDatabaseUrl();
  db = new pg.Client({ connectionString: url });
  await db.connect();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await db?.end();
  await stripeApp?.close();
});

/** A host of this Stripe-enabled instance: `app` (the portal) or a store's slug. */
const at = (host: string, p: string) => `http://${host}.localhost:${port}${p}`;

async function open(host: string, p: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(at(host, p));
  return page;
}

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** The storefront's look as a customer sees it: the top bar, the primary button of the empty cart, the title. */
async function storefrontLook(page: Page) {
  await page.goto(at(store.slug, '/cart'));
  const button = page.getByRole('link', { name: /continue shopping|browse|services/i }).first();
  await page.getByTestId('top-bar').waitFor();
  await button.waitFor();
  return {
    topBar: await backgroundOf(page, '[data-testid="top-bar"]'),
    button: await button.evaluate((el) => getComputedStyle(el).backgroundColor),
    buttonIsThemed: await button.evaluate((el) => el.classList.contains('wl-button')),
    title: await page.title(),
  };
}

describe('store onboarding with Stripe', () => {
  it('pays the plan on Checkout, connects Stripe, and its storefront wears the look chosen in Settings', async () => {
    const page = await open('app', '/onboarding/welcome');
    await signUpAndConfirm(page, store, shots);
    await addressAndShipping(page, shots);
    await chooseGrowthForTwoLocations(page, shots, 'Continue to payment');

    // The plan is paid on Stripe Checkout: the stand-in's page completes the session and brings the owner
    // back through /plan/middle-page, which confirms it with Stripe and goes on to the payments step.
    await page.waitForURL(/\/connect-stripe$/);
    const storeId: number = (await db.query(`select id from stores where slug = $1`, [store.slug])).rows[0]
      .id;
    const subscription = (
      await db.query(
        `select status, provider, provider_reference from store_subscriptions where store_id = $1`,
        [storeId],
      )
    ).rows[0];
    expect(subscription).toMatchObject({ status: 'active', provider: 'stripe' });
    const checkout = [...stand.sessions.values()].find(
      (s) => s.subscription === subscription.provider_reference,
    );
    expect(checkout).toMatchObject({ mode: 'subscription', status: 'complete', amount_total: 6400 });

    const connect = page.getByRole('button', { name: 'Connect with Stripe' });
    await connect.waitFor();
    expect(await page.getByTestId('stripe-off').count()).toBe(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(shotsDir, 'stripe-11-connect-stripe-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    // Stripe's onboarding (the stand-in's Connect page finishes it) returns to /middle-page, which asks
    // Stripe how the account stands and moves on to /complete-setup.
    await connect.click();
    await page.waitForURL(/\/complete-setup$/);
    const payout = (
      await db.query(
        `select provider, account_id, status from payout_accounts where owner_type = 1 and owner_id = $1`,
        [storeId],
      )
    ).rows[0];
    expect(payout).toMatchObject({ provider: 'stripe', status: 'enabled' });
    expect(stand.accounts.get(payout.account_id)).toMatchObject({ charges_enabled: true });
    expect(stand.calls).toContain('POST /v1/account_links');
    const steps = (await db.query(`select steps from store_onboarding where store_id = $1`, [storeId]))
      .rows[0].steps;
    expect(steps.payments).toBe('done');
    await shots(page, '12-complete-setup');
    await page.getByRole('button', { name: 'Open my store' }).click();
    await page.waitForURL(/\/portal\/location/);

    // Live at its slug host, not yet in the look the owner is about to choose.
    const storefront = await open(store.slug, '/cart', { width: 375, height: 800 });
    const before = await storefrontLook(storefront);
    expect(before.buttonIsThemed).toBe(true);
    expect(before.topBar).not.toBe(rgb(look.topBar));
    expect(before.button).not.toBe(rgb(look.button));
    expect(before.title).toMatch(store.name);
    expect(before.title).not.toMatch(look.title);

    await page.goto(at('app', '/portal/settings'));
    const topBar = page.getByLabel('Top bar colour', { exact: true });
    await topBar.waitFor();
    await topBar.fill(look.topBar);
    await page.getByLabel('Button colour', { exact: true }).fill(look.button);
    await page.getByLabel(/^Site title/).fill(look.title);
    await page.getByTestId('unsaved-bar').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').waitFor();
    const saved = (
      await db.query(`select top_bar_color, button_color, title from store_settings where store_id = $1`, [
        storeId,
      ])
    ).rows[0];
    expect(saved).toEqual({ top_bar_color: look.topBar, button_color: look.button, title: look.title });

    await expect
      .poll(() => storefrontLook(storefront), { timeout: 20_000 })
      .toMatchObject({
        topBar: rgb(look.topBar),
        button: rgb(look.button),
        title: expect.stringContaining(look.title),
      });
    await storefront.screenshot({
      path: path.join(shotsDir, 'stripe-13-storefront-look-375.png'),
      fullPage: true,
    });
    await storefront.goto(at(store.slug, '/'));
    await storefront.getByTestId('top-bar').waitFor();
    await drawn(storefront);
    await storefront.screenshot({
      path: path.join(shotsDir, 'stripe-14-storefront-home-375.png'),
      fullPage: true,
    });
    await storefront.context().close();
    await page.context().close();
  });
});
