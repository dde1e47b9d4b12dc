// The counter and the dashboard in a real browser: the owner enters a sales order at the counter (customer,
// a service through the option form, paid now), lands on its page, finds it on the list in its first day
// in stage, and the dashboard's figures move by exactly that order; both screens fit a 375 px phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalPageAs } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => browser?.close());

const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function figure(page: Page, id: string): Promise<string> {
  await page.goto(page.url().replace(/\/portal\/.*$/, '/portal/dashboard?period=today'));
  const card = page.getByTestId(id);
  await card.waitFor();
  // The card's second paragraph is its value (the first is its label).
  return (await card.locator('p').nth(1).textContent()) ?? '';
}

describe('a sales order at the counter', () => {
  it('is created paid, listed in its first day in stage, and counted on the dashboard', async () => {
    const page = await portalPageAs(browser, 'owner@demo.test');
    const ordersBefore = Number(await figure(page, 'figure-orders'));
    const collectedBefore = money(await figure(page, 'figure-revenue'));
    expect(Number.isInteger(ordersBefore) && Number.isFinite(collectedBefore)).toBe(true);

    await page.goto(page.url().replace(/\/portal\/.*$/, '/portal/sales-orders'));
    await page
      .getByRole('link', { name: /create/i })
      .first()
      .click();
    await page.waitForURL(/\/portal\/sales-orders\/create$/);
    // Nothing chosen yet: the form says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Create order' }).click();
    await page.getByText('Choose the customer, or add a new one.').waitFor();
    await page.getByText('Add at least one service.').waitFor();
    await page.getByText('Choose where the items are handed in.').waitFor();

    await page.getByRole('combobox', { name: 'Customer' }).fill('Carla');
    await page.getByRole('option', { name: /Carla/ }).first().click();
    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Main Street Studio' }).click();
    await page.getByRole('combobox', { name: 'Service to add' }).click();
    await page.getByRole('option', { name: /Watch Battery/ }).click();
    await page.getByTestId('counter-service-form').waitFor();
    await page.getByRole('button', { name: 'Add to order' }).click();
    expect(await page.getByRole('list', { name: 'Items of the order' }).textContent()).toContain(
      '1 × Watch Battery',
    );
    const total = money((await page.getByTestId('counter-total').textContent()) ?? '');
    expect(total).toBeGreaterThan(0);
    await page.getByLabel(/Paid now at the counter/).check();
    await page.getByRole('button', { name: 'Create order and take payment' }).click();
    await page.waitForURL(/\/portal\/sales-order\/\d+$/);
    const chip = page.getByTestId('status-payment');
    await chip.waitFor();
    expect(await chip.textContent()).toBe('payment: paid');
    const heading = page.getByRole('heading', { level: 2, name: /^Order [A-Z2-9]{7}$/ });
    const orderNo = ((await heading.textContent()) ?? '').slice('Order '.length);
    expect(orderNo).toBeTruthy();

    await page.goto(page.url().replace(/\/portal\/.*$/, '/portal/sales-orders'));
    const row = page.locator('tr', { hasText: orderNo! });
    await row.waitFor();
    // Days in the current stage, as the server counts them: 0 for an order placed now.
    const headers = await page.locator('thead th').allTextContents();
    const column = headers.findIndex((h) => h.includes('Days in stage'));
    expect(column).toBeGreaterThan(0);
    expect((await row.locator('td').nth(column).textContent())?.trim()).toBe('0');

    expect(Number(await figure(page, 'figure-orders'))).toBe(ordersBefore + 1);
    expect(money(await figure(page, 'figure-revenue'))).toBeCloseTo(collectedBefore + total, 2);
    expect(await page.getByTestId('dashboard-activity').textContent()).toContain(
      `${orderNo} Order ${orderNo} paid`,
    );
  }, 120_000);

  it('fits a 375 px phone: the dashboard and the counter form scroll down, not sideways', async () => {
    const page = await portalPageAs(browser, 'owner@demo.test', undefined, { width: 375, height: 800 });
    for (const path of ['/portal/dashboard', '/portal/sales-orders/create']) {
      await page.goto(page.url().replace(/\/portal\/.*$/, path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  }, 120_000);
});
