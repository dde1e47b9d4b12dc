// The vendor portal in a real browser at 1280 px: a store sends a job to Bench Workshop; the vendor owner
// finds it among the work orders, accepts, starts and finishes it, drafts an invoice from that finished
// work and sends it; the store owner then finds the invoice among the vendor invoices and can pay it.
// Vendor staff get the reduced menu of docs/product.md#roles-vendor-staff and reach exactly its pages: every
// page of the vendor
// portal (generated from the declarations) is opened by address and refused exactly when
// docs/product.md#roles-vendor-staff says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoPassword, launchBrowser, openPage, portalPageAs, settled, urlOf } from '../support/browser.ts';
import { sendWorkToBench } from '../support/store-work.ts';
import { menuOf, pagesOf, vendorPortalResources } from '../../src/portal/resources/registry.ts';
import { Module, type ModuleId } from '../../src/shared/roles.ts';
import { serverPort } from '../support/e2e-values.ts';

let browser: Browser;

/** docs/product.md#roles-vendor-staff, read on its own: the modules of vendor staff's pages (and the vendor profile). */
const staffModules: readonly ModuleId[] = [
  Module.dashboard,
  Module.customer,
  Module.salesOrder,
  Module.workOrder,
  Module.estimates,
];
/** Every page of the vendor portal reachable by address alone: the resources' lists and declared pages. */
const sections = [
  ...vendorPortalResources.map((r) => ({ segment: r.segment, module: r.declaration.module, profile: false })),
  ...pagesOf('vendor')
    .filter((p) => !p.detailOf)
    .map((p) => ({ segment: p.segment, module: p.module, profile: !!p.vendorProfile })),
];
const staffMay = (s: (typeof sections)[number]) => staffModules.includes(s.module) || s.profile;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function vendorPageAs(email: string): Promise<Page> {
  const page = await openPage(browser, 'vendor', '/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return page;
}

const clickAction = async (page: Page, action: string, state: string) => {
  await page.locator(`[data-testid="transition-actions"] [data-action="${action}"]`).click();
  await page.getByTestId('status-state').filter({ hasText: state }).waitFor({ timeout: 15_000 });
};

describe('the vendor portal', () => {
  it('the owner takes the work a store sent, invoices it, and the store sees the invoice', async () => {
    const work = await sendWorkToBench(`http://127.0.0.1:${serverPort()}`);
    const vendor = await vendorPageAs('owner@bench.test');
    await vendor.goto(urlOf('vendor', '/portal/workorders'));
    await vendor.getByText(work.item_number).click({ timeout: 20_000 });
    await vendor.waitForURL((url) => url.pathname === `/portal/workorder/${work.id}`);
    await vendor.getByText('From Goldsmith & Co').waitFor();
    // Only the machine's actions for the worker in this state: accept or decline, nothing of the store's.
    const actions = await vendor
      .locator('[data-testid="transition-actions"] [data-action]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
    expect(actions).toEqual(['accept', 'decline']);
    await clickAction(vendor, 'accept', 'accepted');
    await clickAction(vendor, 'start', 'in progress');
    await clickAction(vendor, 'finish', 'done');

    await vendor.goto(urlOf('vendor', '/portal/invoices/create'));
    await vendor.getByLabel('Store').click();
    await vendor.getByRole('option', { name: 'Goldsmith & Co' }).click();
    await vendor.getByLabel(`Amount for ${work.item_number}`).fill('45');
    await expect.poll(() => vendor.getByTestId('invoice-draft-total').textContent()).toContain('$45.00');
    await vendor.getByRole('button', { name: 'Create draft invoice' }).click();
    await vendor.waitForURL((url) => /^\/portal\/invoice\/\d+$/.test(url.pathname), { timeout: 15_000 });
    const invoicePath = new URL(vendor.url()).pathname;
    await vendor.getByTestId('invoice-total').filter({ hasText: '$45.00' }).waitFor();
    await clickAction(vendor, 'send', 'sent');
    const invoiceNo = (await vendor.getByRole('heading', { level: 2 }).first().textContent())!.replace(
      'Invoice ',
      '',
    );
    await vendor
      .screenshot({ path: 'test-results/vendor-invoice-sent-1280.png', fullPage: true })
      .catch(() => {});
    await vendor.context().close();

    const store = await portalPageAs(browser, 'owner@demo.test');
    await store.goto(urlOf('app', '/portal/vendor-invoices'));
    await store.getByText(invoiceNo).click({ timeout: 20_000 });
    await store.waitForURL((url) => url.pathname === invoicePath.replace('/invoice/', '/vendor-invoice/'));
    await store.getByText('From Bench Workshop').waitFor({ timeout: 15_000 });
    await store.getByTestId('invoice-total').filter({ hasText: '$45.00' }).waitFor();
    // The store pays; it cannot send or void the vendor's invoice.
    const storeActions = await store
      .locator('[data-testid="transition-actions"] [data-action]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
    expect(storeActions).toEqual(['pay']);
    await store.context().close();
  }, 180_000);

  it('vendor staff reach exactly section 6 pages: their menu, and every other page refused', async () => {
    const staff = await vendorPageAs('staff@bench.test');
    await staff.goto(urlOf('vendor', '/portal/dashboard'));
    await staff.getByTestId('vendor-dashboard').waitFor({ timeout: 20_000 });
    const menu = await staff
      .locator('[data-testid^="menu-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(menu).toEqual(
      menuOf('vendor')
        .filter((m) => staffMay(sections.find((s) => s.segment === m.segment)!))
        .map((m) => `menu-${m.segment}`),
    );
    expect(menu).toContain('menu-sales-orders');
    expect(menu).not.toContain('menu-invoices');
    // Every page of the vendor portal, opened by address: refused exactly when
    // docs/product.md#roles-vendor-staff says so.
    const outcome: Record<string, boolean> = {};
    for (const section of sections) {
      await staff.goto(urlOf('vendor', `/portal/${section.segment}`));
      await staff.waitForLoadState('networkidle');
      await staff.locator('main').getByText(/\w/).first().waitFor({ timeout: 15_000 });
      const denied = staff.getByText('Access denied');
      // A refusal may follow the permission check; a page that is reached must still show none after it.
      // Drawn, loaders gone: the permission check has answered, so a reached page shows no refusal now.
      await settled(staff);
      if (!staffMay(section)) await denied.waitFor({ timeout: 10_000 }).catch(() => {});
      outcome[section.segment] = (await denied.count()) === 0;
    }
    const wrong = sections.filter((s) => outcome[s.segment] !== staffMay(s));
    expect(wrong.map((s) => `${s.segment}: ${outcome[s.segment] ? 'reached' : 'refused'}`)).toEqual([]);
    expect(Object.values(outcome).filter((reached) => !reached).length).toBeGreaterThan(5);
    await staff.context().close();
  }, 240_000);
});
