// Inviting staff end to end in Chromium: the owner invites by email with permissions from the grid, the
// invited person opens the one-time link, chooses name and password, lands in the portal with exactly the
// invited permissions, and can sign in again later; the spent link then says so. Profile pages save.
// SHOTS_DIR=<dir> also writes screenshots of each screen at 375 and 1280 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoPassword, launchBrowser, openPage, shotsInto } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shots = (page: Page, name: string) => shotsInto(process.env.SHOTS_DIR, page, name);

async function portalAs(email: string, password = demoPassword): Promise<Page> {
  const page = await openPage(browser, 'app', '/portal/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/portal/') && url.pathname !== '/portal/login');
  return page;
}

const go = (page: Page, path: string) => page.goto(page.url().replace(/\/portal\/.*/, path));

describe('staff invitation and signup', () => {
  it('invites with permissions, signs up once through the link, and logs in with exactly those', async () => {
    const owner = await portalAs('owner@demo.test');
    await go(owner, '/portal/users');
    await owner.getByRole('link', { name: 'Staff invitations' }).click();
    await owner.waitForURL(/\/portal\/staff-invitations$/);
    await go(owner, '/portal/staff-invitations/create');
    await owner.getByLabel(/^Staff member's email/).fill('rosa.lane@demo.test');
    await owner.getByLabel(/^First name/).fill('Rosa');
    await owner.locator('[data-cell="all-3-3"]').check();
    await owner.locator('[data-cell="all-3-1"]').check();
    await shots(owner, 'staff-invitation-create');
    await owner.getByRole('button', { name: /save/i }).click();
    const linkInput = owner.getByTestId('invitation-link');
    await linkInput.waitFor();
    await shots(owner, 'staff-invitation-sent');
    const link = await linkInput.inputValue();
    expect(link).toMatch(/\/staff-signup\/\d+\/[A-Za-z0-9_-]{32}$/);
    await go(owner, '/portal/staff-invitations');
    await owner.getByText('rosa.lane@demo.test').waitFor();
    await shots(owner, 'staff-invitations-list');
    await owner.context().close();

    const invited = await openPage(browser, 'app', new URL(link).pathname);
    await invited.getByText(/Goldsmith & Co invited rosa\.lane@demo\.test/).waitFor();
    expect(await invited.getByLabel(/^First name/).inputValue()).toBe('Rosa');
    await invited.getByLabel(/^Last name/).fill('L4ne');
    await invited.getByLabel(/^Password/).fill('rosa-long-password');
    await invited.getByRole('button', { name: 'Join the team' }).click();
    await invited.getByText('Letters and spaces, 2 to 30 characters.').first().waitFor();
    await shots(invited, 'staff-signup-error');
    await invited.getByLabel(/^Last name/).fill('Lane');
    await invited.getByRole('button', { name: 'Join the team' }).click();
    await invited.waitForURL(
      (url) => url.pathname.startsWith('/portal/') && url.pathname !== '/portal/login',
    );
    // Customers (granted) is in the menu; users and settings (not granted) are not.
    await invited.locator('[data-testid="menu-customers"]').waitFor();
    expect(await invited.locator('[data-testid="menu-users"]').count()).toBe(0);
    expect(await invited.locator('[data-testid="menu-settings"]').count()).toBe(0);

    // The own-profile page: change the name.
    await go(invited, '/portal/store-staff-profile');
    await invited.getByLabel(/^First name/).fill('Rosalind');
    await shots(invited, 'staff-profile');
    await invited.getByRole('button', { name: /save/i }).click();
    await invited.getByText('Saved.').waitFor();
    await invited.context().close();

    // Signing in again works with the chosen password; the spent link says so.
    const again = await portalAs('rosa.lane@demo.test', 'rosa-long-password');
    await go(again, '/portal/store-staff-profile');
    await expect.poll(() => again.getByLabel(/^First name/).inputValue()).toBe('Rosalind');
    await again.context().close();
    const spent = await openPage(browser, 'app', new URL(link).pathname);
    await spent.getByText(/was used already/).waitFor();
    await shots(spent, 'staff-signup-spent');
    await spent.context().close();
  });

  it("lets the owner change their store's profile", async () => {
    const owner = await portalAs('owner@demo.test');
    await go(owner, '/portal/store-profile');
    const name = owner.getByLabel(/^Store name/);
    await expect.poll(() => name.inputValue()).toBe('Goldsmith & Co');
    await owner.getByLabel(/^Website/).fill('not a url');
    await owner.getByRole('button', { name: /save/i }).click();
    await expect.poll(() => owner.getByText(/valid|website/i).count()).toBeGreaterThan(0);
    await owner.getByLabel(/^Website/).fill('https://goldsmith.example');
    await shots(owner, 'store-profile');
    await owner.getByRole('button', { name: /save/i }).click();
    await owner.getByText('Saved.').waitFor();
    await owner.reload();
    await expect.poll(() => owner.getByLabel(/^Website/).inputValue()).toBe('https://goldsmith.example');
    await owner.context().close();
  });
});
