// The steps a new store takes in the browser before payments, shared by the onboarding tests (built-in
// provider and Stripe): sign-up with the slug checked, the confirmation link read from the mail outbox, the
// address, shipping and the per-location plan. Each helper ends on the page the next step starts from; the
// app's address is passed in, so a test may drive a second app instance (Stripe switched on).
import pg from 'pg';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eDatabaseUrl } from './e2e-values.ts';

interface NewStore {
  name: string;
  slug: string;
  email: string;
}

type Shots = (page: Page, name: string) => Promise<void>;

/** The newest mail to an address in the shared e2e database's outbox. */
async function mailText(to: string): Promise<string> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
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

/** From /onboarding/welcome (already open) to /store-address: sign-up, then the link from the outbox. */
export async function signUpAndConfirm(page: Page, store: NewStore, shots: Shots): Promise<void> {
  await expect
    .poll(() => page.getByRole('heading', { name: 'Open your store online' }).isVisible())
    .toBe(true);
  await shots(page, '01-welcome');
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.waitForURL(/\/onboarding\/store$/);
  await page.getByLabel(/^Store name/).fill(store.name);
  // The slug follows the name and is checked as it is typed.
  await expect.poll(() => page.getByLabel(/^Store address/).inputValue()).toBe(store.slug);
  await expect
    .poll(() => page.getByTestId('slug-availability').textContent())
    .toMatch(new RegExp(`${store.slug}\\.localhost is free`));
  await page.getByLabel(/^First name/).fill('Tess');
  await page.getByLabel(/^Last name/).fill('Tock');
  await page.getByLabel(/^Email/).fill(store.email);
  await page.getByLabel(/^Password/).fill('a-long-password');
  await shots(page, '02-store');
  await page.getByRole('button', { name: 'Create my store' }).click();
  await page.waitForURL(/\/portal\/check-inbox/);
  await expect.poll(() => page.getByText(store.email).isVisible()).toBe(true);
  await shots(page, '03-check-inbox');

  const link = /https?:\/\/\S+\/portal\/check-inbox\?\S+/.exec(await mailText(store.email))?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.waitForURL(/\/store-welcome$/);
  await expect.poll(() => page.getByRole('link', { name: 'Continue' }).isVisible()).toBe(true);
  await shots(page, '04-store-welcome');
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL(/\/store-address$/);
}

/** From /store-address to /select-plan: the address, then the store's own carrier at a fixed price. */
export async function addressAndShipping(page: Page, shots: Shots): Promise<void> {
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
}

/**
 * On /select-plan: Growth for two locations ($64.00 a month), up to pressing the confirm page's button —
 * "Start this plan" on the built-in provider, "Continue to payment" when Stripe takes the payment.
 */
export async function chooseGrowthForTwoLocations(
  page: Page,
  shots: Shots,
  confirm: 'Start this plan' | 'Continue to payment',
): Promise<void> {
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
  await page.getByRole('button', { name: confirm }).click();
}
