// The vendor's own sales orders in bulk, in Chromium at 1280 px: from the sales-order list to the grid of
// /portal/sales-order/bulk-salesorder, where the server's refusal marks the very row and cells at fault and
// saves nothing, then a fix creates every order; and /portal/setting/import-salesorders, which gives the
// template, reports every bad cell of a file by row and column (importing nothing), and imports a good file.
// Each outcome is checked against the API, not only the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { demoPassword, launchBrowser, openPage, urlOf } from '../support/browser.ts';
import { tokenOf } from '../support/store-work.ts';
import { serverPort } from '../support/e2e-values.ts';

let browser: Browser;
let token: string;
let tokenAt = 0;
const base = () => `http://127.0.0.1:${serverPort()}/api/v1`;
const tag = Math.random().toString(36).slice(2, 8);
const email = `grid-${tag}@customers.test`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-csv-'));

async function api<T>(pathname: string, body?: unknown): Promise<T> {
  // The e2e server's access tokens live 30 s (tests/support/e2e-server.ts): an older one is renewed.
  if (Date.now() - tokenAt > 20_000) {
    token = await tokenOf(`http://127.0.0.1:${serverPort()}`, 'owner@bench.test', 'vendor');
    tokenAt = Date.now();
  }
  const response = await fetch(`${base()}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The orders of this run's customer, by order number. */
const ordersOfCustomer = async (customerId: number) =>
  (
    await api<{ order_no: string; total: number; customer_id: number }[]>(
      `/vendor-sales-orders?filter=${encodeURIComponent(JSON.stringify({ customer_id: customerId }))}`,
    )
  ).sort((a, b) => a.total - b.total);

let customerId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  customerId = (
    await api<{ id: number }>('/vendor-customers', {
      first_name: 'Grid',
      last_name: `Tester ${tag}`,
      email,
      tags: [],
    })
  ).id;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function ownerPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await openPage(browser, 'vendor', '/login', viewport);
  await page.getByLabel(/^Email/).fill('owner@bench.test');
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return page;
}

async function pickCustomer(page: Page, row: number) {
  await page.getByLabel(`Customer, row ${row}`).fill(`Tester ${tag}`);
  await page.getByRole('option', { name: new RegExp(`Tester ${tag}`) }).click();
}

describe('many sales orders at once', () => {
  it('marks the rows the server refuses and saves nothing, then creates every order', async () => {
    const page = await ownerPage();
    await page.goto(urlOf('vendor', '/portal/sales-orders'));
    await page.getByRole('link', { name: 'Create many at once' }).click({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/portal/sales-order/bulk-salesorder');

    await pickCustomer(page, 1);
    await page.getByLabel('Item, row 1').fill('Ring resizing');
    await page.getByLabel('Cost, row 1').fill('45');
    await page.getByLabel('Due, row 1').fill('2026-12-24');
    // Row 2: no customer, no item, a negative cost. Row 3 stays blank and is not sent.
    await page.getByLabel('Cost, row 2').fill('-5');
    await expect.poll(() => page.getByTestId('bulk-summary').textContent()).toBe('2 orders, $40.00');
    await page.getByRole('button', { name: 'Create sales orders' }).click();

    await page
      .getByTestId('bulk-errors')
      .filter({ hasText: '1 row needs fixing' })
      .waitFor({ timeout: 15_000 });
    const row2 = page.getByTestId('bulk-row-2');
    expect(await row2.getAttribute('data-invalid')).toBe('true');
    expect(await page.getByTestId('bulk-row-1').getAttribute('data-invalid')).toBe('false');
    await row2.getByText('Choose a customer').waitFor();
    expect(await row2.locator('.Mui-error').count()).toBeGreaterThanOrEqual(3);
    expect(await ordersOfCustomer(customerId)).toEqual([]);
    await page
      .screenshot({ path: 'test-results/vendor-bulk-sales-orders-errors-1280.png', fullPage: true })
      .catch(() => {});

    await pickCustomer(page, 2);
    await page.getByLabel('Item, row 2').fill('Clean and polish');
    await page.getByLabel('Cost, row 2').fill('20.5');
    await page.getByRole('button', { name: 'Create sales orders' }).click();
    const created = page.getByTestId('bulk-created');
    await created.waitFor({ timeout: 15_000 });
    const orders = await ordersOfCustomer(customerId);
    expect(orders.map((o) => o.total)).toEqual([20.5, 45]);
    for (const o of orders) expect(await created.textContent()).toContain(o.order_no);
    // The grid starts over, empty.
    expect(await page.getByLabel('Item, row 1').inputValue()).toBe('');
    await page.context().close();
  }, 120_000);
});

describe('the grid on a phone', () => {
  it('scrolls inside its own box at 375 px; the page never scrolls sideways', async () => {
    const page = await ownerPage({ width: 375, height: 800 });
    await page.goto(urlOf('vendor', '/portal/sales-order/bulk-salesorder'));
    await page.getByLabel('Item, row 1').waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The grid is wider than the phone, and its own box scrolls to reach the last column.
    const grid = page.getByRole('table', { name: 'Sales orders to create' });
    const box = grid.locator('xpath=..');
    const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await page.getByLabel('Note, row 1').fill('Reached by scrolling the grid');
    await page.getByLabel('Note, row 1').scrollIntoViewIfNeeded();
    expect(await box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await page
      .screenshot({ path: 'test-results/vendor-bulk-sales-orders-375.png', fullPage: true })
      .catch(() => {});
    await page.context().close();
  }, 60_000);
});

describe('sales orders from CSV', () => {
  it('gives the template, reports every bad cell without importing, then imports a good file', async () => {
    const page = await ownerPage();
    await page.goto(urlOf('vendor', '/portal/settings'));
    await page.getByRole('link', { name: /Import sales orders/ }).click({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/portal/setting/import-salesorders');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download template' }).click(),
    ]);
    const template = fs.readFileSync((await download.path())!, 'utf8');
    expect(template.split(/\r?\n/)[0]).toBe('customer_email,item,cost,due_date,note');

    const before = (await ordersOfCustomer(customerId)).length;
    const bad = path.join(dir, 'bad.csv');
    fs.writeFileSync(
      bad,
      `customer_email,item,cost,due_date\n${email},Fine,10,\nnobody-${tag}@customers.test,Chain,ten,24-12-2026\n`,
    );
    await page.getByTestId('sales-orders-file').setInputFiles(bad);
    const report = page.getByTestId('import-errors');
    await report.waitFor({ timeout: 15_000 });
    const problems = await page.getByTestId('import-problem').evaluateAll((rows) =>
      rows.map((r) =>
        [...r.children]
          .slice(0, 2)
          .map((c) => c.textContent)
          .join(' '),
      ),
    );
    expect(problems.sort()).toEqual(['3 cost', '3 due_date']);
    expect((await ordersOfCustomer(customerId)).length).toBe(before);

    const good = path.join(dir, 'good.csv');
    fs.writeFileSync(
      good,
      `customer_email,item,cost,due_date,note\n${email.toUpperCase()},"Resize, gold",28,2026-12-24,Gift\n`,
    );
    await page.getByTestId('sales-orders-file').setInputFiles(good);
    const result = page.getByTestId('import-result');
    await result.waitFor({ timeout: 15_000 });
    const after = await ordersOfCustomer(customerId);
    expect(after.length).toBe(before + 1);
    const imported = after.find((o) => o.total === 28)!;
    expect(await result.textContent()).toContain(imported.order_no);
    await page
      .screenshot({ path: 'test-results/vendor-import-sales-orders-1280.png', fullPage: true })
      .catch(() => {});
    await page.context().close();
  }, 120_000);
});
