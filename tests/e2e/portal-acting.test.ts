// The super admin acts as a store's owner in the browser: /authenticate/:id opens the owner's portal with
// a banner naming both, a change made there is recorded with both in the audit log, and the banner's button
// returns to the admin's own session. The integrations page says what the platform is missing for Shopify.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalPageAs } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const portalAs = (email: string): Promise<Page> => portalPageAs(browser, email);

describe('acting as a store owner', () => {
  it('opens the owner’s portal with a banner, records both in the log, and goes back', async () => {
    const page = await portalAs('admin@platform.test');
    await page.goto(page.url().replace(/\/portal\/.*/, '/authenticate/1'));
    await page.waitForURL((url) => url.pathname === '/portal/dashboard');
    const banner = page.getByRole('status').filter({ hasText: 'You are acting as' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Goldsmith & Co');

    // A change while acting, through the API with the acting session the portal holds.
    const logged = await page.evaluate(async () => {
      const session = JSON.parse(sessionStorage.getItem('session') ?? '{}') as { access: string };
      const headers = { authorization: `Bearer ${session.access}`, 'content-type': 'application/json' };
      const put = await fetch('/api/v1/store-settings/1', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ title: 'Goldsmith & Co (acted in the browser)' }),
      });
      const log = await fetch(
        `/api/v1/audit-log?filter=${encodeURIComponent(JSON.stringify({ entity: 'store_settings' }))}`,
        { headers },
      );
      return { put: put.status, entries: ((await log.json()) as { data: Record<string, unknown>[] }).data };
    });
    expect(logged.put).toBe(200);
    expect(logged.entries[0]).toMatchObject({ user_name: 'Ada Admin', acting_as_name: 'Grace Owner' });

    await page.getByRole('button', { name: /^Back to/ }).click();
    await page.waitForURL((url) => url.pathname === '/portal/dashboard');
    await page.getByText('Signed in as super admin').waitFor();
    expect(await page.getByText('You are acting as').count()).toBe(0);
    await page.context().close();
  });

  it('shows the owner what Shopify still needs on the integrations page', async () => {
    const page = await portalAs('owner@demo.test');
    await page.goto(page.url().replace(/\/portal\/.*/, '/portal/integrations'));
    await page.getByText(/SHOPIFY_API_KEY/).waitFor();
    expect(await page.getByRole('heading', { name: 'Webhooks' }).count()).toBe(1);
    await page.context().close();
  });
});
