// The portal's service editor end to end: the owner opens the seeded Ring Resizing service, whose
// "Engraving text" shows only when "Add engraving" is Yes; the live preview follows the answers and the
// logic as it is edited; the save goes through and comes back after a reload; the storefront's service page
// follows the same rules and adds the item to a cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, portalPageAs } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const portalAs = (email: string): Promise<Page> => portalPageAs(browser, email);

async function openRingResizing(page: Page): Promise<Locator> {
  await page.getByTestId('menu-store-services').click();
  await page.waitForURL((url) => url.pathname === '/portal/store-services');
  await page.getByText('Ring Resizing').click();
  await page.getByTestId('service-editor').waitFor();
  return page.getByTestId('live-preview');
}

const engraving = (preview: Locator) => preview.getByLabel(/^Engraving text/);

async function setAction(page: Page, action: 'Show' | 'Hide') {
  await page.getByRole('button', { name: 'Logic of Engraving text' }).click();
  await page.getByTestId('logic-panel').getByRole('radio', { name: action }).check();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByTestId('unsaved-bar').waitFor({ state: 'detached' });
}

describe('service editor', () => {
  it('edits a logic and the live preview follows, then saves it', async () => {
    const page = await portalAs('owner@demo.test');
    let preview = await openRingResizing(page);

    // The seeded logic: Engraving text shows only when Add engraving is Yes.
    expect(await engraving(preview).count()).toBe(0);
    await preview.getByRole('radio', { name: /^Yes/ }).check();
    await engraving(preview).waitFor();
    await preview.getByRole('radio', { name: /^No/ }).check();
    await engraving(preview).waitFor({ state: 'detached' });

    // Hide instead of Show: the preview turns around at once, before anything is saved.
    await setAction(page, 'Hide');
    await engraving(preview).waitFor();
    await preview.getByRole('radio', { name: /^Yes/ }).check();
    await engraving(preview).waitFor({ state: 'detached' });
    expect(await page.getByTestId('unsaved-bar').textContent()).toContain('unsaved changes');

    // An invalid expression keeps the sidebar open.
    await page.getByRole('button', { name: 'Add another' }).click();
    await page.getByLabel('Rule 2 field').selectOption({ label: '3. Add engraving' });
    await page.getByLabel('Rule 2 value').selectOption({ label: 'Yes' });
    expect(await page.getByTestId('duplicate-choice').textContent()).toBe("Can't have multiple Yes");
    expect(await page.getByRole('button', { name: 'Add another' }).isDisabled()).toBe(true);
    await page.getByLabel('Rule 2 value').selectOption({ label: 'No' });
    await page.getByRole('switch', { name: /logic expression/ }).check();
    await page.getByLabel('Logic', { exact: true }).fill('1 AND');
    await page.getByRole('button', { name: 'Close the sidebar' }).click();
    await page.getByTestId('sidebar-blocked').waitFor();
    expect(await page.getByTestId('right-sidebar').count()).toBe(1);
    // Back to one rule (deleting the new rule 2 by position) and close.
    await page.getByRole('button', { name: 'Remove rule 2' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete rule' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('logic-rule').count()).toBe(1);
    await page.getByRole('button', { name: 'Close the sidebar' }).click();
    await page.getByTestId('right-sidebar').waitFor({ state: 'detached' });

    await save(page);
    await page.reload();
    await page.getByTestId('service-editor').waitFor();
    preview = page.getByTestId('live-preview');
    await preview.getByRole('radio', { name: /^No/ }).check();
    await engraving(preview).waitFor();

    // Restore the seed's Show for the other browser tests.
    await setAction(page, 'Show');
    await engraving(preview).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Close the sidebar' }).click();
    await save(page);
    await page.context().close();
  });

  // docs/product.md#routes-right-sidebar: the right sidebar is for the super admin, store owner and store
  // staff.
  it('opens the right sidebar for the super admin too, on any store’s service', async () => {
    const page = await portalAs('admin@platform.test');
    await page.getByTestId('menu-store-services').click();
    await page.waitForURL((url) => url.pathname === '/portal/store-services');
    await page.locator('table tbody tr', { hasText: 'Ring Resizing' }).first().click();
    await page.getByTestId('service-editor').waitFor();
    await page.getByRole('button', { name: 'Logic of Engraving text' }).click();
    const sidebar = page.getByTestId('right-sidebar');
    await sidebar.waitFor();
    expect(await sidebar.getByTestId('logic-panel').count()).toBe(1);
    await page.getByRole('button', { name: 'Close the sidebar' }).click();
    await sidebar.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('serves the same rules on the storefront and adds the item to a cart', async () => {
    const page = await openPage(browser, 'demo', '/', { width: 375, height: 812 });
    await page.getByRole('link', { name: 'Ring Resizing' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/service/'));
    const form = page.getByRole('form', { name: 'Options for Ring Resizing' });
    await form.waitFor();
    expect(await engraving(form).count()).toBe(0);

    await form.getByRole('button', { name: 'Add to cart' }).click();
    await form.getByText('This field is required.').first().waitFor();

    await form.getByLabel('Current size').fill('6');
    await form.getByLabel('Desired size').fill('12');
    await form.getByText('We can resize a ring by at most 4 sizes up.').waitFor();
    await form.getByLabel('Desired size').fill('8');
    await form.getByLabel(/^Metal type/).selectOption({ label: '14k gold (+$15.00)' });
    await form.getByRole('radio', { name: /^Yes/ }).check();
    await engraving(form).fill('Forever');
    expect(await page.getByTestId('service-total').textContent()).toBe('$80.00');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('add-to-cart-success').waitFor();
    expect(await page.getByTestId('add-to-cart-success').textContent()).toContain(
      'Added to your cart (1 item)',
    );
    await page.context().close();
  });
});
