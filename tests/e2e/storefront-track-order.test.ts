// The track-order dialog (hand-built on the browser's <dialog>), by keyboard on a phone: it opens from a
// failed lookup with focus in the order number, refuses a short number, closes on Escape with focus back on
// the button, and a 7-character number leads to that order's tracking page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the track-order dialog', () => {
  it('works by keyboard', async () => {
    const page = await openPage(browser, 'fixit', '/order-tracking/ZZZZZZZ', { width: 375, height: 800 });
    const opener = page.getByRole('button', { name: 'Track another order' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Track your order' });
    await dialog.waitFor();
    const input = dialog.getByLabel(/^Order number/);
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    expect(await dialog.locator('.sf-input__note--error').count()).toBe(1);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await input.inputValue()).toBe('');
    await page.keyboard.type('ab2cd3e');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/order-tracking/AB2CD3E');
    await page.getByRole('heading', { level: 1, name: 'Order AB2CD3E' }).waitFor();
    await page.context().close();
  });
});
