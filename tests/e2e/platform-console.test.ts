// The super admin's console in the browser. Generated over the declarations: every console screen (the
// store-portal views declared for the platform) opens from the menu, shows names where rows refer to other
// records — never a bare id — and is photographed at 1280 px (CONSOLE_SCREENSHOTS=<dir> keeps the files).
// Then a store is made with its owner from the console, deactivated (its storefront says "This site does not
// exist" and its owner cannot log in) and activated again.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, portalPageAs, urlOf } from '../support/browser.ts';
import { storePortalResources, visibleMenuOf } from '../../src/portal/resources/registry.ts';
import { Role, type RoleId } from '../../src/shared/roles.ts';
import type { PortalResource } from '../../src/portal/resources/registry.ts';

let browser: Browser;
let admin: Page;
const shots = process.env.CONSOLE_SCREENSHOTS;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await portalPageAs(browser, 'admin@platform.test');
  if (shots) fs.mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());

const superAdmin = { role_id: Role.superAdmin as RoleId };
const consoleMenu = visibleMenuOf('store', superAdmin).filter((item) => {
  const view = storePortalResources.find((r) => r.segment === item.segment)?.view;
  return !!view && (!!view.audiences?.includes('platform') || !!view.menuFor?.includes('platform'));
});

const snap = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

/** The list has settled: rows (with their references read) or the designed empty state. */
async function listSettled(page: Page) {
  await page.locator('table tbody tr, [data-testid="list-empty"]').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Header labels of the columns that refer to other records: the declared references and the Store column. */
function referenceHeaders(resource: PortalResource): string[] {
  const fields = resource.view.columns.filter((c) => resource.view.references?.[c]);
  const labels = fields.map((f) => String(resource.declaration.schema.properties[f]?.title ?? f));
  return resource.declaration.tenancy === 'store' ? [...labels, 'Store'] : labels;
}

describe('the super admin’s console', () => {
  it('has its screens in the menu: stores, platform users, vendors, mail and text outboxes, deliveries, audit log', () => {
    expect(consoleMenu.map((m) => m.segment)).toEqual([
      'stores',
      'platform-users',
      'platform-vendors',
      'mail-outbox',
      'sms-outbox',
      'webhook-deliveries',
      'audit-log',
    ]);
  });

  it.each(consoleMenu.map((m) => [m.segment, m.label] as const))(
    '%s opens from the menu and names referenced records, never a raw id',
    async (segment, label) => {
      await admin.getByTestId(`menu-${segment}`).click();
      await admin.waitForURL((url) => url.pathname === `/portal/${segment}`);
      const resource = storePortalResources.find((r) => r.segment === segment)!;
      // The app bar names the list shown (not the one before it), then its rows or empty state settle.
      await admin.locator('#react-admin-title').getByText(resource.view.label.many).waitFor();
      await listSettled(admin);
      expect(label).toBeTruthy();
      const headers = await admin.locator('table thead th').allInnerTexts();
      // An empty list has no cells to judge (its designed empty state is photographed instead).
      for (const header of headers.length ? referenceHeaders(resource) : []) {
        const index = headers.findIndex((h) => h.trim() === header);
        expect(index, `${segment}: column ${header}`).toBeGreaterThanOrEqual(0);
        const cells = await admin.locator(`table tbody tr td:nth-child(${index + 1})`).allInnerTexts();
        for (const cell of cells) expect(cell.trim(), `${segment}.${header}`).not.toMatch(/^#?\d+$/);
      }
      await snap(admin, segment);
    },
  );

  it('shows a store’s usage and a mail rendered safely', async () => {
    await admin.goto(urlOf('app', '/portal/stores'));
    await listSettled(admin);
    const demo = admin.locator('table tbody tr', { hasText: 'Goldsmith & Co' });
    expect(await demo.innerText()).toMatch(/Act as owner/);
    await admin.goto(urlOf('app', '/portal/mail-outbox'));
    await listSettled(admin);
    const rows = admin.locator('table tbody tr');
    if ((await rows.count()) > 0) {
      await rows.first().click();
      const frame = admin.locator('iframe[sandbox=""]');
      await frame.waitFor();
      expect(await frame.getAttribute('srcdoc')).not.toMatch(/<script/i);
      await snap(admin, 'mail-outbox-message');
    }
  });

  it('makes a store with its owner, closes it and opens it again', async () => {
    await admin.goto(urlOf('app', '/portal/stores/create'));
    await admin.getByLabel(/^Name/).fill('Tick Tock Repairs');
    await admin.getByLabel(/^Slug/).fill('ticktock');
    await admin.getByLabel(/^Owner's email/).fill('owner@ticktock.test');
    await admin.getByLabel(/^Owner's first name/).fill('Tia');
    await admin.getByLabel(/^Owner's last name/).fill('Tock');
    await admin.getByLabel(/^Owner's password/).fill('tick-tock-2026');
    await snap(admin, 'stores-create');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL((url) => url.pathname === '/portal/stores');
    await listSettled(admin);
    const row = admin.locator('table tbody tr', { hasText: 'Tick Tock Repairs' });
    await row.waitFor();

    // The new store's owner can log in; the store is not set up yet, so they land in onboarding (issue 11).
    const owner = await openPage(browser, 'app', '/portal/login');
    await owner.getByLabel(/^Email/).fill('owner@ticktock.test');
    await owner.getByLabel(/^Password/).fill('tick-tock-2026');
    await owner.getByLabel(/^Password/).press('Enter');
    await owner.waitForURL((url) => url.pathname !== '/portal/login');
    expect(new URL(owner.url()).pathname).toMatch(/^\/(onboarding|portal)\//);
    await owner.context().close();

    await row.getByRole('button', { name: /^Deactivate/ }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await row.getByRole('button', { name: /^Activate/ }).waitFor();
    await snap(admin, 'stores-after-deactivation');
    const site = await openPage(browser, 'ticktock');
    await site.getByText('This site does not exist').waitFor();
    await site.context().close();
    const refused = await openPage(browser, 'app', '/portal/login');
    await refused.getByLabel(/^Email/).fill('owner@ticktock.test');
    await refused.getByLabel(/^Password/).fill('tick-tock-2026');
    await refused.getByLabel(/^Password/).press('Enter');
    await refused.getByRole('alert').waitFor();
    expect(refused.url()).toContain('/portal/login');
    await refused.context().close();

    await row.getByRole('button', { name: /^Activate/ }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
    await row.getByRole('button', { name: /^Deactivate/ }).waitFor();
    const open = await openPage(browser, 'ticktock');
    await open.waitForLoadState('networkidle');
    expect(await open.getByText('This site does not exist').count()).toBe(0);
    await open.context().close();
  });
});
