// A guest adds a service to the cart from its page on a phone, and the header's cart count follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('storefront cart', () => {
  it('adds a service as a guest and counts it in the header', async () => {
    const page = await openPage(browser, 'demo', '/', { width: 375, height: 800 });
    const count = page.locator('[data-testid="cart-count"]');
    await page.getByText('Watch Battery').first().click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => count.textContent(), { timeout: 15_000 }).toBe('1');
    await page.reload();
    await expect.poll(() => count.textContent(), { timeout: 15_000 }).toBe('1');
    await page.context().close();
  });
});
