// A new store joins in Chromium, on the built-in provider (no Stripe keys): sign-up with the slug checked,
// the confirmation link read from the mail outbox, every onboarding step (address, shipping, per-location
// plan, payments said plainly to be off), completion landing on /portal/location — and the storefront live at
// its slug host. The same journey with Stripe switched on is store-onboarding-stripe.test.ts.
// SHOTS_DIR=<dir> writes each step's screenshot at 375 and 1280 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, urlOf, shotsInto } from '../support/browser.ts';
import {
  addressAndShipping,
  signUpAndConfirm,
  chooseGrowthForTwoLocations,
} from '../support/store-onboarding.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shots = (page: Page, name: string) => shotsInto(process.env.SHOTS_DIR, page, name);

describe('store onboarding', () => {
  it('signs up, confirms through the outbox link, goes through every step and opens its storefront', async () => {
    const page = await openPage(browser, 'app', '/onboarding/welcome');
    const store = { name: 'Tick Tock Repairs', slug: 'tick-tock-repairs', email: 'tess@ticktock.test' };
    await signUpAndConfirm(page, store, shots);
    await addressAndShipping(page, shots);
    await chooseGrowthForTwoLocations(page, shots, 'Start this plan');

    await page.waitForURL(/\/connect-stripe$/);
    await expect.poll(() => page.getByTestId('stripe-off').textContent()).toMatch(/not switched on/);
    await shots(page, '11-connect-stripe');
    await page.getByRole('button', { name: 'Continue with payments in store' }).click();

    await page.waitForURL(/\/complete-setup$/);
    await shots(page, '12-complete-setup');
    await page.getByRole('button', { name: 'Open my store' }).click();
    await page.waitForURL(/\/portal\/location/);

    // Billing shows the plan; the storefront is live at the slug host with the store's title.
    await page.goto(urlOf('app', '/portal/billing'));
    await expect
      .poll(() => page.getByTestId('billing-plan').textContent())
      .toMatch(/Growth.*\$64\.00 a month · 2 locations/);
    await shots(page, '13-billing');
    const storefront = await openPage(browser, store.slug, '/');
    await expect.poll(() => storefront.title()).toMatch(/Tick Tock Repairs/);
    await shots(storefront, '14-storefront');
  });
});
