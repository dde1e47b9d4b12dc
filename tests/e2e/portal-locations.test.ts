// The portal's locations screen end to end: the owner creates and edits a location through the form built
// from the schema, the server's field errors show on the inputs, and limited staff get no write buttons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalPageAs } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const portalAs = (email: string): Promise<Page> => portalPageAs(browser, email);

describe('portal locations', () => {
  it('lets the owner create and then edit a location', async () => {
    const page = await portalAs('owner@demo.test');
    await page.goto(page.url().replace(/\/portal\/.*/, '/portal/location/create'));
    await page.getByLabel(/^Name/).fill('Harbour Counter');
    await page
      .getByLabel(/^Address/)
      .first()
      .fill('9 Quay Street');
    await page.getByLabel(/^City/).fill('Springfield');
    await page.getByLabel(/^Country/).fill('United States');
    await page.getByRole('button', { name: /save/i }).click();
    await page.waitForURL((url) => /\/portal\/location(\/\d+)?$/.test(url.pathname));
    await page.goto(page.url().replace(/\/portal\/.*/, '/portal/location'));
    await page.getByText('Harbour Counter').waitFor();
    await page.getByText('Harbour Counter').click();
    await page.getByLabel(/^Name/).fill('Harbour Kiosk');
    await page.getByRole('button', { name: /save/i }).click();
    await page.getByText('Harbour Kiosk').waitFor();
    await page.context().close();
  });

  it('shows browser-side errors from the schema before anything is sent', async () => {
    const page = await portalAs('owner@demo.test');
    await page.goto(page.url().replace(/\/portal\/.*/, '/portal/location/create'));
    await page.getByLabel(/^Name/).fill('X');
    await page.getByRole('button', { name: /save/i }).click();
    await expect.poll(() => page.getByText(/at least 2|required/i).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/portal/location/create');
    await page.context().close();
  });

  it('gives limited staff the list without create, edit or delete', async () => {
    const page = await portalAs('staff@demo.test');
    await page.goto(page.url().replace(/\/portal\/.*/, '/portal/location'));
    await page.getByText('Main Street Studio').waitFor();
    expect(await page.getByRole('link', { name: /create/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /edit/i }).count()).toBe(0);
    expect(await page.locator('[data-testid="menu-location"]').count()).toBe(1);
    expect(await page.locator('[data-testid="menu-billing"]').count()).toBe(0);
    await page.context().close();
  });
});
