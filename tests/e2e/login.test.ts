// Every role logs in on its face and lands where docs/product.md#roles-landing says; an expired access token
// is renewed
// without the user noticing; a tampered token logs the user out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TokenIssuer } from '../../src/server/auth/tokens.ts';
import { e2eJwtSecret } from '../support/e2e-setup.ts';
import { demoPassword, launchBrowser, openPage } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function logIn(page: Page, email: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByLabel(/^Password/).press('Enter');
}

const landing = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });

describe('login lands where docs/product.md#roles-landing says', () => {
  it.each([
    ['admin@platform.test', '/portal/location'],
    ['owner@demo.test', '/portal/dashboard'],
    ['staff@demo.test', '/portal/dashboard'],
  ])('portal: %s lands on %s', async (email, path) => {
    const page = await openPage(browser, 'app', '/portal/login');
    await logIn(page, email);
    await landing(page, path);
    await page.context().close();
  });

  it('portal: the store owner sees their locations', async () => {
    const page = await openPage(browser, 'app', '/portal/login');
    await logIn(page, 'owner@demo.test');
    await landing(page, '/portal/dashboard');
    await page.goto(page.url().replace(/\/portal\/.*/, '/portal/location'));
    await page.getByText('Main Street Studio').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Downtown Kiosk').count()).toBe(0); // another store's location
    await page.context().close();
  });

  it('vendor app: an owner part-way through onboarding resumes at the first pending step', async () => {
    const page = await openPage(browser, 'vendor', '/login');
    await logIn(page, 'owner@loupe.test');
    await landing(page, '/address-detail');
    await page.context().close();
  });

  it('vendor app: the onboarded demo owner lands on the dashboard with its figures, no setup left', async () => {
    const page = await openPage(browser, 'vendor', '/login');
    await logIn(page, 'owner@bench.test');
    await landing(page, '/portal/dashboard');
    await page
      .getByText(/Bench Workshop/)
      .first()
      .waitFor({ timeout: 15_000 });
    await page
      .getByText(/Victor/)
      .first()
      .waitFor();
    await page.getByTestId('figure-due-soon').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Continue setup').count()).toBe(0);
    await page.context().close();
  });

  it('storefront: the customer logs in and reaches their account', async () => {
    const page = await openPage(browser, 'demo', '/login');
    await logIn(page, 'customer@demo.test');
    await landing(page, '/myaccount');
    await page.getByText(/Carla/).first().waitFor();
    await page.context().close();
  });

  it('refuses wrong credentials with the server message', async () => {
    const page = await openPage(browser, 'app', '/portal/login');
    await page.getByLabel(/^Email/).fill('owner@demo.test');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByLabel(/^Password/).press('Enter');
    await page.getByText('No active account found with the given credentials').waitFor();
    expect(new URL(page.url()).pathname).toBe('/portal/login');
    await page.context().close();
  });
});

describe('an account whose email is not confirmed (docs/product.md#account-unverified)', () => {
  it('storefront: says so and sends the confirmation again', async () => {
    const email = `unconfirmed-${Date.now()}@example.test`;
    const page = await openPage(browser, 'demo', '/login');
    // Signed up through the API from the page (the browser resolves the store's host).
    const status = await page.evaluate(
      (body) =>
        fetch('/api/v1/auth/sign-up', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, store_url: window.location.host }),
        }).then((r) => r.status),
      { email, password: 'a-good-password', first_name: 'Una', last_name: 'Unconfirmed' },
    );
    expect(status).toBe(201);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('a-good-password');
    await page.getByLabel(/^Password/).press('Enter');
    const notice = page.getByTestId('login-unverified');
    await notice.getByText(/not confirmed yet/).waitFor({ timeout: 15_000 });
    expect(await page.getByText('No active account found').count()).toBe(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `test-results/login-unverified-${width}.png`, fullPage: true });
    }
    await notice.getByRole('button', { name: 'Send the confirmation again' }).click();
    await notice.getByText(`A new confirmation link is on its way to ${email}`).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: 'test-results/login-unverified-sent.png', fullPage: true });
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });
});

describe('tokens in the browser', () => {
  it('renews an expired access token without the user noticing', async () => {
    const page = await openPage(browser, 'app', '/portal/login');
    await logIn(page, 'owner@demo.test');
    await landing(page, '/portal/dashboard');
    await page.goto(page.url().replace(/\/portal\/.*/, '/portal/location'));
    await landing(page, '/portal/location');
    const session = JSON.parse((await page.evaluate(() => sessionStorage.getItem('session'))) ?? '{}');
    const expired = await new TokenIssuer(e2eJwtSecret, 30, 600).access(
      {
        sub: String(session.user.id),
        role: 4,
        store_id: session.store.id,
        vendor_id: null,
        customer_id: null,
      },
      Date.now() - 3600_000,
    );
    await page.evaluate(
      (s) => sessionStorage.setItem('session', s),
      JSON.stringify({ ...session, access: expired }),
    );
    await page.reload();
    await page.getByText('Main Street Studio').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/portal/location');
    const renewed = JSON.parse((await page.evaluate(() => sessionStorage.getItem('session'))) ?? '{}');
    expect(renewed.access).not.toBe(expired);
    expect(renewed.refresh).not.toBe(session.refresh);
    await page.context().close();
  });

  it('logs the user out when the token has been tampered with', async () => {
    const page = await openPage(browser, 'app', '/portal/login');
    await logIn(page, 'owner@demo.test');
    await landing(page, '/portal/dashboard');
    await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem('session') ?? '{}');
      const [h, p, s] = session.access.split('.');
      const payload = JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/')));
      payload.store_id = 2;
      const forged = btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      sessionStorage.setItem('session', JSON.stringify({ ...session, access: `${h}.${forged}.${s}` }));
    });
    await page.reload();
    await landing(page, '/portal/login');
    expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
    await page.context().close();
  });
});
