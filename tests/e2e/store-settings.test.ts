// The white-label editor in Settings, in Chromium: the owner changes the background colour, the live preview
// follows and the contrast of the text on it is measured and warned about; a readable text colour clears the
// warning; a logo uploads; the unsaved-changes bar saves; and the storefront at the store's host shows the
// saved look. The demo store's settings are put back afterwards (other browser tests read its colours).
// SHOTS_DIR=<dir> writes the editor's screenshots at 375 and 1280 px.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { drawn, launchBrowser, openPage, portalPageAs } from '../support/browser.ts';
import { e2eDatabaseUrl } from '../support/e2e-values.ts';

let browser: Browser;
let kept: Record<string, unknown> | undefined;

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const demoSettings = () =>
  query(`select s.* from store_settings s join stores t on t.id = s.store_id where t.slug = 'demo'`).then(
    (rows) => rows[0],
  );

beforeAll(async () => {
  browser = await launchBrowser();
  kept = await demoSettings();
});
afterAll(async () => {
  await browser?.close();
  if (kept)
    await query(
      `update store_settings set background_color = $2, font_color = $3, logo = $4 where store_id = $1`,
      [kept.store_id, kept.background_color, kept.font_color, kept.logo],
    );
});

async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await drawn(page);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

// A 1×1 PNG: the smallest real image the upload takes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('store settings: the white-label editor', () => {
  it('warns about unreadable text, saves the look, and the storefront shows it', async () => {
    const page = await portalPageAs(browser, 'owner@demo.test', undefined, { width: 1280, height: 900 });
    await page.goto(page.url().replace(/\/portal\/.*/, '/portal/settings'));
    const background = page.getByLabel('Background colour', { exact: true });
    await background.waitFor();
    await shots(page, 'settings-01-loaded');
    const pair = page.getByTestId('contrast-font_color-background_color');
    // The demo's dark brown text on its cream background reads well.
    await expect.poll(() => pair.getByTestId('contrast-warning').count()).toBe(0);
    expect(await page.getByTestId('unsaved-bar').count()).toBe(0);

    await background.fill('#1d3557');
    // The preview follows at once, and the text on it is now measured as unreadable.
    await expect.poll(() => backgroundOf(page, '[data-testid="storefront-preview"]')).toBe('rgb(29, 53, 87)');
    await expect.poll(() => pair.getByTestId('contrast-warning').count()).toBe(1);
    expect(await pair.textContent()).toMatch(/1\.\d\d:1/);
    expect(await pair.getByTestId('contrast-warning').textContent()).toMatch(/white text/);
    await page.getByTestId('unsaved-bar').waitFor();
    await shots(page, 'settings-02-contrast-warning');

    await page.getByLabel('Font colour', { exact: true }).fill('#f1faee');
    await expect.poll(() => pair.getByTestId('contrast-warning').count()).toBe(0);
    expect(await pair.textContent()).toMatch(/1[0-9]\.\d\d:1/);

    // The logo uploads with the shared upload control and shows in the preview.
    await page.locator('input[type="file"]#root_logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const previewLogo = () => page.getByTestId('storefront-preview').locator('img').getAttribute('src');
    await expect.poll(previewLogo).not.toBe(kept?.logo);
    const logo = await previewLogo();
    expect(logo).toMatch(/^\/|^https?:/);

    await page.getByTestId('unsaved-bar').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').waitFor();
    await expect.poll(() => page.getByTestId('unsaved-bar').count()).toBe(0);
    const saved = await demoSettings();
    expect(saved).toMatchObject({ background_color: '#1d3557', font_color: '#f1faee', logo });

    const storefront = await openPage(browser, 'demo');
    await expect
      .poll(() => backgroundOf(storefront, '[data-testid="page-background"]'))
      .toBe('rgb(29, 53, 87)');
    await storefront.context().close();
    await page.context().close();
  });

  it('refuses a colour that is not one before anything is sent', async () => {
    const page = await portalPageAs(browser, 'owner@demo.test');
    await page.goto(page.url().replace(/\/portal\/.*/, '/portal/settings'));
    const border = page.getByLabel('Border colour', { exact: true });
    await border.waitFor();
    const before = await demoSettings();
    await border.fill('not a colour');
    await page.getByTestId('unsaved-bar').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('save-problems').waitFor();
    await expect.poll(() => border.getAttribute('aria-invalid')).toBe('true');
    expect((await demoSettings())?.border_color).toBe(before?.border_color);
    await page.context().close();
  });
});
