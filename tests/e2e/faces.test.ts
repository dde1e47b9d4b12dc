// Each face loads on its own host; white-label colours apply; the inactive store and not-found pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

describe('storefront', () => {
  it("lists the demo store's services from the API", async () => {
    const page = await openPage(browser, 'demo');
    await expect.poll(() => page.getByText('Ring Resizing').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Watch Battery').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('$45.00').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('Goldsmith & Co — Jewellery Repair');
    await page.context().close();
  });

  it('applies each store its own white-label colours', async () => {
    const demo = await openPage(browser, 'demo');
    const fixit = await openPage(browser, 'fixit');
    for (const page of [demo, fixit])
      await page
        .getByText(/Resizing|Screen Replacement/)
        .first()
        .waitFor();
    expect(await backgroundOf(demo, '[data-testid="page-background"]')).toBe('rgb(251, 246, 238)');
    expect(await backgroundOf(fixit, '[data-testid="page-background"]')).toBe('rgb(238, 245, 255)');
    expect(await backgroundOf(demo, '[data-testid="top-bar"]')).toBe('rgb(43, 33, 24)');
    expect(await backgroundOf(fixit, '[data-testid="top-bar"]')).toBe('rgb(11, 87, 208)');
    expect(await backgroundOf(demo, '.wl-button')).toBe('rgb(107, 78, 22)');
    expect(await backgroundOf(fixit, '.wl-button')).toBe('rgb(11, 87, 208)');
    expect(await fixit.title()).toBe('FixIt Phones');
    await demo.context().close();
    await fixit.context().close();
  });

  it('shows only "This site does not exist" for an inactive store', async () => {
    const page = await openPage(browser, 'closed');
    await page.getByText('This site does not exist').waitFor();
    expect(await page.locator('[data-testid="top-bar"]').count()).toBe(0);
    expect(await page.getByRole('link', { name: /log in/i }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the not-found page with a Go to Homepage button', async () => {
    const page = await openPage(browser, 'demo', '/no/such/page');
    await page.getByText('This page does not exist').waitFor();
    await page
      .getByRole('button', { name: 'Go to Homepage' })
      .or(page.getByRole('link', { name: 'Go to Homepage' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Ring Resizing').first().waitFor();
    await page.context().close();
  });

  it('works on a phone-sized screen', async () => {
    const page = await openPage(browser, 'fixit', '/', { width: 375, height: 740 });
    await page.getByText('Screen Replacement').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('portal and vendor hosts', () => {
  it('serves the portal login on the platform host', async () => {
    const page = await openPage(browser, 'app', '/portal/login');
    await page.getByLabel(/^Email/).waitFor();
    await page.getByLabel(/^Password/).waitFor();
    await page.context().close();
  });

  it('serves the vendor login on the vendor host, with no store top navigation', async () => {
    const page = await openPage(browser, 'vendor', '/login');
    await page.getByLabel(/^Email/).waitFor();
    expect(await page.locator('[data-testid="top-bar"]').count()).toBe(0);
    await page.context().close();
  });

  it('sends a logged-out visitor of the vendor portal to /login', async () => {
    const page = await openPage(browser, 'vendor', '/portal/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });

  it('sends a logged-out visitor of the store portal to /portal/login', async () => {
    const page = await openPage(browser, 'app', '/portal/location');
    await page.waitForURL((url) => url.pathname === '/portal/login');
    await page.context().close();
  });
});
