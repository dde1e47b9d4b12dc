// Consent to texts in a real browser (docs/product.md#messages-consent): a signed-in customer ticks "Text me
// about this order" at checkout — a number that is not one is refused on its field, a national number is
// stored in E.164 with the store's country code — then opts out and in again on My account's profile page. MESSAGES_SHOTS=<dir> keeps the screenshots (375, 1280 px).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { demoPassword, launchBrowser, openPage, shotsInto } from '../support/browser.ts';
import { customerOf } from '../support/storefront-api.ts';
import { e2eDatabaseUrl } from '../support/e2e-values.ts';

let browser: Browser;
let db: pg.Client;
const wait = { timeout: 20_000 };

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await browser?.close();
});

async function logIn(viewport = { width: 375, height: 800 }): Promise<Page> {
  const page = await openPage(browser, 'demo', '/login', viewport);
  await page.getByLabel(/^Email/).fill('customer@demo.test');
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

const consent = async () =>
  (
    await db.query(
      `select c.sms_opt_in, c.sms_phone from customers c join users u on u.id = c.user_id
        where u.email = 'customer@demo.test'`,
    )
  ).rows[0] as { sms_opt_in: boolean; sms_phone: string | null };

describe('consent to texts', () => {
  it('a customer opts in at checkout: a bad number is refused on its field, a good one stored in E.164', async () => {
    await db.query(
      `update customers set sms_opt_in = false, sms_phone = null
        where user_id = (select id from users where email = 'customer@demo.test')`,
    );
    const customer = await customerOf('demo', 'customer@demo.test');
    const storeId = customer.session.store!.id;
    const services = await customer<{ id: number; name: string }[]>(
      'GET',
      `/stores/${storeId}/portal-services?is_partial=true`,
    );
    await customer('POST', '/add-to-carts', {
      store_id: storeId,
      service_id: services.find((s) => s.name === 'Watch Battery')!.id,
    });
    const page = await logIn();
    await page.goto(page.url().replace(/\/[^/]*$/, '/checkout'));
    await page.getByTestId('texts-opt-in').check();
    const number = page.getByLabel(/^Mobile number for texts/);
    await number.fill('call the shop');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(/Enter a mobile number: the area code and the number/).waitFor(wait);
    await number.fill('555 010 7788');
    await shotsInto(process.env.MESSAGES_SHOTS, page, 'checkout-opt-in');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByTestId('order-number').waitFor(wait);
    expect(await consent()).toEqual({ sms_opt_in: true, sms_phone: '+15550107788' });
    await page.context().close();
  }, 120_000);

  it('a customer opts out and in again on My account’s profile page', async () => {
    const page = await logIn({ width: 1280, height: 800 });
    await page.goto(page.url().replace(/\/[^/]*$/, '/myaccount/profile'));
    await page.getByTestId('texts-status').waitFor(wait);
    expect(await page.getByTestId('texts-status').textContent()).toContain('+15550107788');
    await page.getByLabel('Text me about my orders').uncheck();
    await page.getByRole('button', { name: 'Save text messages' }).click();
    await page.getByText('You will get no more texts about your orders.').waitFor(wait);
    expect(await consent()).toEqual({ sms_opt_in: false, sms_phone: '+15550107788' });
    await page.getByLabel('Text me about my orders').check();
    await page.getByLabel(/^Mobile number/).fill('555 O1O 2233');
    await page.getByRole('button', { name: 'Save text messages' }).click();
    await page.getByText(/Enter a mobile number/).waitFor(wait);
    await page.getByLabel(/^Mobile number/).fill('(555) 010-2233');
    await page.getByRole('button', { name: 'Save text messages' }).click();
    await page.getByText('You will get texts about your orders at +15550102233.').waitFor(wait);
    expect(await consent()).toEqual({ sms_opt_in: true, sms_phone: '+15550102233' });
    await shotsInto(process.env.MESSAGES_SHOTS, page, 'account-texts');
    await page.context().close();
  }, 120_000);
});
