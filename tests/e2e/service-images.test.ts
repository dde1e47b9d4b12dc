// Service images in the option editor, in Chromium: the owner uploads two pictures (the real upload route),
// moves the second first, removes one, saves with the editor's save, and after a reload the service has
// exactly the remaining picture. SHOTS_DIR=<dir> also writes screenshots at 375 and 1280 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { drawn, launchBrowser, portalPageAs } from '../support/browser.ts';
import { png } from '../support/forms.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const portalAs = (email: string): Promise<Page> => portalPageAs(browser, email);

async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await drawn(page);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('service images', () => {
  it('uploads, reorders, removes and saves the images with the service', async () => {
    const page = await portalAs('owner@demo.test');
    await page.getByTestId('menu-store-services').click();
    await page.waitForURL((url) => url.pathname === '/portal/store-services');
    await page.getByText('Ring Resizing').click();
    await page.getByTestId('service-editor').waitFor();
    const images = page.getByTestId('service-image');
    const before = await images.count();
    const file = page.getByTestId('service-image-file');
    await file.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => images.count()).toBe(before + 1);
    await file.setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => images.count()).toBe(before + 2);
    const alts = () => images.locator('img').evaluateAll((els) => els.map((e) => e.getAttribute('alt')));
    await page.getByRole('button', { name: `Move image ${before + 2} earlier` }).click();
    expect((await alts()).slice(-2)).toEqual(['side', 'front']);
    await page.getByRole('button', { name: `Remove image ${before + 2}` }).click();
    expect((await alts()).slice(-1)).toEqual(['side']);
    await shots(page, 'service-images');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('unsaved-bar').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('service-editor').waitFor();
    await expect.poll(() => images.count()).toBe(before + 1);
    expect((await alts()).slice(-1)).toEqual(['side']);
    await page.context().close();
  });
});
