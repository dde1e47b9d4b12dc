// A new store joins in Chromium, on the built-in provider (no Stripe keys): sign-up with the slug checked,
// the confirmation link read from the mail outbox, every onboarding step (address, shipping, per-location
// plan, payments said plainly to be off), completion landing on /portal/location — and the storefront live at
// its slug host. SHOTS_DIR=<dir> writes each step's screenshot at 375 and 1280 px.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, urlOf } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function mailText(to: string): Promise<string> {
  const client = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>(
      'select text from mail_outbox where to_address = $1 order by id desc limit 1',
      [to],
    );
    return rows[0]?.text ?? '';
  } finally {
    await client.end();
  }
}

describe('store onboarding', () => {
  it('signs up, confirms through the outbox link, goes through every step and opens its storefront', async () => {
    const page = await openPage(browser, 'app', '/onboarding/welcome');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Open your store online' }).isVisible())
      .toBe(true);
    await shots(page, '01-welcome');
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(/\/onboarding\/store$/);
    await page.getByLabel(/^Store name/).fill('Tick Tock Repairs');
    // The slug follows the name and is checked as it is typed.
    await expect.poll(() => page.getByLabel(/^Store address/).inputValue()).toBe('tick-tock-repairs');
    await expect
      .poll(() => page.getByTestId('slug-availability').textContent())
      .toMatch(/tick-tock-repairs\.localhost is free/);
    await page.getByLabel(/^First name/).fill('Tess');
    await page.getByLabel(/^Last name/).fill('Tock');
    await page.getByLabel(/^Email/).fill('tess@ticktock.test');
    await page.getByLabel(/^Password/).fill('a-long-password');
    await shots(page, '02-store');
    await page.getByRole('button', { name: 'Create my store' }).click();
    await page.waitForURL(/\/portal\/check-inbox/);
    await expect.poll(() => page.getByText('tess@ticktock.test').isVisible()).toBe(true);
    await shots(page, '03-check-inbox');

    const link = /https?:\/\/\S+\/portal\/check-inbox\?\S+/.exec(await mailText('tess@ticktock.test'))?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.waitForURL(/\/store-welcome$/);
    await expect.poll(() => page.getByRole('link', { name: 'Continue' }).isVisible()).toBe(true);
    await shots(page, '04-store-welcome');
    await page.getByRole('link', { name: 'Continue' }).click();

    await page.waitForURL(/\/store-address$/);
    await page
      .getByLabel(/^Address/)
      .first()
      .fill('12 Clock Lane');
    await page.getByLabel(/^City/).fill('Springfield');
    await shots(page, '05-store-address');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.waitForURL(/\/connect-shipping$/);
    await shots(page, '06-connect-shipping');
    await page.getByText('Use my own carrier account').click();
    await page.waitForURL(/\/store-shipping-detail/);
    await page.getByLabel('Carrier 2').check();
    await page.getByLabel(/^Charge a fixed shipping price/).check();
    await page.getByLabel(/^Fixed shipping price/).fill('9.5');
    await shots(page, '07-store-shipping-detail');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.waitForURL(/\/select-plan$/);
    await expect.poll(() => page.getByRole('button', { name: 'Choose Growth' }).isVisible()).toBe(true);
    await shots(page, '08-select-plan');
    await page.getByRole('button', { name: 'Choose Growth' }).click();
    await page.waitForURL(/\/pay-per-location/);
    await page.getByLabel('How many locations do you run?').fill('2');
    await expect.poll(() => page.getByText('Monthly total:').textContent()).toMatch(/\$64\.00/);
    await shots(page, '09-pay-per-location');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/confirm-plan/);
    await expect.poll(() => page.getByTestId('plan-total').textContent()).toBe('$64.00');
    await shots(page, '10-confirm-plan');
    await page.getByRole('button', { name: 'Start this plan' }).click();

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
    const storefront = await openPage(browser, 'tick-tock-repairs', '/');
    await expect.poll(() => storefront.title()).toMatch(/Tick Tock Repairs/);
    await shots(storefront, '14-storefront');
  });
});
