// A signed-in customer opens an order from My account on a phone, against the real server, PostgreSQL and
// Chromium: the order page shows the items with their answers, the timeline, the payments and what is left,
// and a charge the store asked for with its pay link; paying it through that link clears it from the page.
// A quoted estimate waits above the orders; approved from there, it opens its new order's page.
// Screenshots go to $TMPDIR/storefront-account-order/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { demoPassword, launchBrowser, openPage, shotsInto } from '../support/browser.ts';
import { customerOf, portal, quotedEstimate } from '../support/storefront-api.ts';

const shots = path.join(os.tmpdir(), 'storefront-account-order');
const phone = { width: 375, height: 800 };
const desktop = { width: 1280, height: 900 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

async function logIn(viewport: { width: number; height: number }) {
  const page = await openPage(browser, 'demo', '/login', viewport);
  await page.getByLabel(/^Email/).fill('customer@demo.test');
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

describe('a customer’s order page', () => {
  it('shows the order, its money and a charge to pay, from the orders list', async () => {
    // The customer orders a watch battery (through the API); the store asks for an extra charge.
    const customer = await customerOf('demo', 'customer@demo.test');
    const storeId = customer.session.store!.id;
    const services = await customer<{ id: number; name: string }[]>(
      'GET',
      `/stores/${storeId}/portal-services?is_partial=true`,
    );
    const battery = services.find((s) => s.name === 'Watch Battery')!;
    const cart = await customer<{ cart_id: string }>('POST', '/add-to-carts', {
      store_id: storeId,
      service_id: battery.id,
    });
    const order = await customer<{ id: number; order_no: string }>('POST', '/checkout', {
      store_id: storeId,
      cart_id: cart.cart_id,
    });
    const owner = await portal('owner@demo.test');
    await owner('POST', `/sales-orders/${order.id}/extra-charges`, { amount: 7.5, reason: 'Express return' });
    // …and the customer has an estimate the store quoted, waiting for their answer.
    const asked = await quotedEstimate(customer, owner, storeId);

    const page = await logIn(phone);
    await page.goto(page.url().replace(/\/[^/]*$/, '/myaccount/orders'));
    const quoted = page.getByTestId('quoted-estimate').filter({ hasText: asked.estimate_no });
    await quoted.waitFor();
    expect(await quoted.textContent()).toContain('$30.00');
    await shot(page, '00-my-orders-375');
    await page.getByTestId('account-order').filter({ hasText: order.order_no }).click();
    await page.waitForURL(`**/myaccount/orders/${order.id}`);
    await page.getByRole('heading', { name: `Order ${order.order_no}` }).waitFor();
    await expect.poll(() => page.title()).toMatch(new RegExp(`^Order ${order.order_no} \\| `));
    expect(await page.getByTestId('order-item').first().textContent()).toContain('Watch Battery');
    expect(await page.getByTestId('order-timeline').textContent()).toContain('Placed');
    const waiting = page.getByTestId('order-charge-waiting');
    expect(await waiting.textContent()).toContain('Express return');
    expect(await waiting.textContent()).toContain('$7.50');
    const before = await page.getByTestId('order-balance').textContent();
    await shot(page, '01-order-375');
    const wide = await logIn(desktop);
    await wide.goto(wide.url().replace(/\/[^/]*$/, `/myaccount/orders/${order.id}`));
    await wide.getByTestId('order-charge-waiting').waitFor();
    await shot(wide, '02-order-1280');

    // The pay link opens the charge's page; once paid, the charge no longer waits on the order page.
    await waiting.getByRole('link', { name: 'Pay' }).click();
    await page.waitForURL('**/extra-charge-payment/**');
    await page.getByRole('button', { name: /^Agree/ }).click();
    await page.getByTestId('charge-settled').waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: `Order ${order.order_no}` }).waitFor();
    expect(await page.getByTestId('order-charge-waiting').count()).toBe(0);
    expect(await page.getByTestId('order-payments').textContent()).toContain('Extra charge');
    expect(await page.getByTestId('order-balance').textContent()).toBe(before);

    // A signed-in customer asks for an estimate without contact fields: the quote goes to their email.
    await page.goto(page.url().replace(/\/myaccount\/.*$/, '/request-estimate'));
    await page.getByTestId('requester').waitFor();
    expect(await page.getByTestId('requester').textContent()).toContain('customer@demo.test');
    expect(await page.getByLabel(/^First name/).count()).toBe(0);
    await shot(page, '03-request-estimate-customer-375');

    // The quoted estimate, approved from My account, becomes an order whose page opens.
    await page.goto(page.url().replace(/\/request-estimate$/, '/myaccount/orders'));
    await page
      .getByTestId('quoted-estimate')
      .filter({ hasText: asked.estimate_no })
      .getByRole('link')
      .click();
    await page.getByRole('button', { name: 'Approve (pay in store)' }).click();
    await page.waitForURL(/\/myaccount\/orders\/\d+$/);
    await page.getByText(`This order comes from estimate ${asked.estimate_no}`).waitFor();
    expect(await page.getByTestId('order-item').first().textContent()).toContain('Silver chain');
    await shot(page, '04-order-from-estimate-375');

    // Not another customer's order: a clear page.
    await page.goto(page.url().replace(/\/\d+$/, '/999999'));
    await page.getByText('We cannot find this order').waitFor();
  });

  it('declines a charge from its page: nothing owed, the store sees why (issue 27)', async () => {
    const customer = await customerOf('demo', 'customer@demo.test');
    const order = await orderOf(customer);
    const owner = await portal('owner@demo.test');
    const charge = await owner<{ id: number; payment_path: string }>(
      'POST',
      `/sales-orders/${order.id}/extra-charges`,
      { amount: 11, reason: 'Engraving' },
    );
    const page = await logIn(phone);
    await page.goto(page.url().replace(/\/myaccount.*$/, `/myaccount/orders/${order.id}`));
    await page.getByTestId('order-charge-waiting').getByRole('link', { name: 'Pay' }).click();
    await page.waitForURL('**/extra-charge-payment/**');
    // A heading that says what the charge is on, and words that match what the store takes.
    expect(await page.getByTestId('charge-headline').textContent()).toBe(
      `Extra charge on order ${order.order_no}`,
    );
    expect(await page.getByRole('button', { name: 'Agree, and pay $11.00 in store' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Decline this charge' }).click();
    await page.getByLabel(/^Why/).fill('Not needed, thanks');
    await shotsInto(shots, page, '05-charge-decline-asked');
    await page.getByRole('button', { name: 'Yes, decline' }).click();
    await page.getByTestId('charge-settled').waitFor();
    expect(await page.getByTestId('charge-settled').textContent()).toContain('declined');
    await shotsInto(shots, page, '06-charge-declined');
    const charges = await owner<{ id: number; status: string }[]>(
      'GET',
      `/sales-orders/${order.id}/extra-charges`,
    );
    expect(charges.find((c) => c.id === charge.id)?.status).toBe('cancelled');
    const timeline = await owner<{ action: string; note: string | null }[]>(
      'GET',
      `/sales-orders/${order.id}/timeline`,
    );
    expect(timeline.some((t) => t.action === 'decline' && t.note?.includes('Not needed, thanks'))).toBe(true);
    // Back on the order page: nothing waits, and the charge reads declined.
    await page.goto(page.url().replace(/\/extra-charge-payment\/.*$/, `/myaccount/orders/${order.id}`));
    await page.getByTestId('order-balance').waitFor();
    expect(await page.getByTestId('order-charge-waiting').count()).toBe(0);
    expect(await page.getByLabel('Charges').textContent()).toContain('declined or withdrawn');
    await page.context().close();
  });

  it('downloads a receipt as PDF from the order page (issue 27)', async () => {
    const customer = await customerOf('demo', 'customer@demo.test');
    const order = await orderOf(customer);
    const owner = await portal('owner@demo.test');
    // The store takes part of the price in cash at the counter: a receipt for it.
    await owner('POST', `/sales-orders/${order.id}/ledger/payments`, {
      amount: 1,
      method: 'cash',
      is_deposit: false,
    });
    const page = await logIn(desktop);
    await page.goto(page.url().replace(/\/myaccount.*$/, `/myaccount/orders/${order.id}`));
    const receipt = page.getByTestId('order-document').first();
    await receipt.waitFor();
    expect(await receipt.textContent()).toContain('Receipt');
    await shotsInto(shots, page, '07-order-documents');
    // The tracking page tells the owner where the item is, plainly (docs/product.md#custody-tracking), and
    // offers the same paper.
    await page.goto(page.url().replace(/\/myaccount.*$/, `/order-tracking/${order.order_no}`));
    await page.getByTestId('tracking-custody').waitFor();
    expect(await page.getByTestId('custody-where').first().textContent()).toBe('Not handed in yet');
    await page.getByTestId('order-document').first().waitFor();
    await shotsInto(shots, page, '08-tracking-owner');
    await page.goto(page.url().replace(/\/order-tracking.*$/, `/myaccount/orders/${order.id}`));
    await receipt.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: /\(PDF\)$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  });
});

/** A fresh order of the demo customer's (a watch battery, to pay in store), through the API. */
async function orderOf(customer: Awaited<ReturnType<typeof customerOf>>) {
  const storeId = customer.session.store!.id;
  const services = await customer<{ id: number; name: string }[]>(
    'GET',
    `/stores/${storeId}/portal-services?is_partial=true`,
  );
  const battery = services.find((s) => s.name === 'Watch Battery')!;
  const cart = await customer<{ cart_id: string }>('POST', '/add-to-carts', {
    store_id: storeId,
    service_id: battery.id,
  });
  return customer<{ id: number; order_no: string }>('POST', '/checkout', {
    store_id: storeId,
    cart_id: cart.cart_id,
  });
}
