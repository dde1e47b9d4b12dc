// The repair counter in a real browser, at a counter tablet's 1024×768 and at 1280 px
// (docs/product.md#payments-deposits, #payments-part-payments, #payments-refunds, #documents-signatures):
// the owner gives a service a deposit in the service editor; a counter order takes it (the order page's
// Payments panel opens for it), the item is received and signed for, worked, signed for at pickup, its
// balance paid and the order completed; the envelope, a receipt and the invoice are downloaded and their text
// read back. A second order (against an instance with Stripe on, its local stand-in) has its deposit and a
// part payment taken at the counter, the customer pays what is left online from My account by card, then it
// is cancelled and part of the card payment refunded through the provider; a payment above the balance and a
// refund above what was paid are refused in the dialogs. With SHOTS_DIR set, each screen is kept there.
import fs from 'node:fs';
import pg from 'pg';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoPassword, drawn, launchBrowser, portalPageAs } from '../support/browser.ts';
import { enableStoreCards, startStripeApp, type StripeApp } from '../support/stripe-app.ts';
import { e2eDatabaseUrl } from '../support/e2e-values.ts';

let browser: Browser;
// The customer's part payment online is by card: a second app instance with Stripe on (the local stand-in),
// the demo store's payout account enabled there for this file and put back afterwards.
let stripeApp: StripeApp;
let db: pg.Client;
let cards: Awaited<ReturnType<typeof enableStoreCards>> | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
  stripeApp = await startStripeApp();
  db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  cards = await enableStoreCards(db, 'demo', stripeApp.stand.enabledAccount());
}, 180_000);
afterAll(async () => {
  await cards?.restore();
  await db?.end();
  await browser?.close();
  await stripeApp?.close();
});

/** A page of a face of the Stripe-enabled instance. */
async function stripePage(host: 'app' | 'demo', path: string, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(`http://${host}.localhost:${stripeApp.port}${path}`);
  return page;
}

const wait = { timeout: 20_000 };
const tablet = { width: 1024, height: 768 };
const desk = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await drawn(page);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/** Clicks a button that downloads a PDF; the file's bytes (kept in SHOTS_DIR too). */
async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const download = page.waitForEvent('download', wait);
  await click();
  const file = await download;
  const bytes = fs.readFileSync((await file.path())!);
  const dir = process.env.SHOTS_DIR;
  if (dir) fs.writeFileSync(`${dir}/${file.suggestedFilename()}`, bytes);
  return bytes;
}

const goto = (page: Page, path: string) => page.goto(page.url().replace(/\/portal\/.*$/, path));

async function figure(page: Page, id: string) {
  return ((await page.getByTestId(id).textContent()) ?? '').trim();
}

async function act(page: Page, action: string) {
  await page.locator(`[data-testid=transition-actions] [data-action=${action}]`).click();
}

async function statusIs(page: Page, status: string) {
  // The chip shows the state in words ("In progress"), not its key.
  await page
    .getByTestId('status-state')
    .first()
    .filter({ hasText: status.replace(/_/g, ' ') })
    .waitFor(wait);
}

/** Draws a signature with the mouse on the pad and saves it. */
async function sign(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const canvas = page.getByTestId('signature-canvas');
  await canvas.waitFor(wait);
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++)
    await page.mouse.move(box.x + 30 + i * 12, box.y + box.height / 2 + Math.sin(i / 2) * 25);
  await page.mouse.up();
  await shot(page, `${button.toLowerCase().replace(/\W+/g, '-')}-${page.viewportSize()?.width}`);
  await page.getByRole('button', { name: 'Save signature' }).click();
  await canvas.waitFor({ state: 'detached', ...wait });
}

/** A counter order of one Chain Repair for Carla at Main Street Studio, the deposit taken on creation. */
async function counterOrderWithDeposit(page: Page): Promise<string> {
  await goto(page, '/portal/sales-orders/create');
  await page.getByRole('combobox', { name: 'Customer' }).fill('Carla');
  await page.getByRole('option', { name: /Carla/ }).first().click();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Main Street Studio' }).click();
  await page.getByRole('combobox', { name: 'Service to add' }).click();
  await page.getByRole('option', { name: /Chain Repair/ }).click();
  await page.getByTestId('counter-service-form').waitFor(wait);
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByLabel(/Take a deposit now/).check();
  await page.getByRole('button', { name: 'Create order and take the deposit' }).click();
  await page.waitForURL(/\/portal\/sales-order\/\d+(\?take=deposit)?$/, wait);
  // The deposit's dialog may already be open over the page (the page is then hidden from the roles tree).
  const heading = page.getByRole('heading', { level: 2, name: /^Order [A-Z2-9]{7}$/, includeHidden: true });
  return ((await heading.textContent()) ?? '').slice('Order '.length);
}

describe('the repair counter', () => {
  it('takes a deposit at intake, the balance at pickup with a signature, and prints the paper (1024×768)', async () => {
    const page = await portalPageAs(browser, 'owner@demo.test', demoPassword, tablet);
    // Owners land on the dashboard (docs/product.md#roles-landing).
    expect(new URL(page.url()).pathname).toBe('/portal/dashboard');

    // The service editor: Chain Repair asks a fixed $10 deposit.
    await goto(page, '/portal/store-services');
    await page.getByText('Chain Repair').click();
    await page.getByTestId('service-editor').waitFor(wait);
    await page.getByRole('combobox', { name: 'Deposit' }).click();
    await page.getByRole('option', { name: 'A fixed amount per item' }).click();
    await page.getByLabel('Deposit amount per item').fill('10');
    await shot(page, 'service-deposit-1024');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('unsaved-bar').waitFor({ state: 'detached', ...wait });

    const orderNo = await counterOrderWithDeposit(page);
    // The Payments panel opens for the deposit: $10 of $35, in cash.
    const pay = page.getByRole('dialog', { name: new RegExp(`Take the deposit · order ${orderNo}`) });
    await pay.waitFor(wait);
    expect(await pay.getByLabel('Amount').inputValue()).toBe('10');
    await shot(page, 'take-deposit-1024');
    await pay.getByRole('button', { name: 'Take $10.00' }).click();
    await pay.waitFor({ state: 'detached', ...wait });
    await page.getByTestId('order-ledger').locator('[data-kind=deposit]').waitFor(wait);
    expect(await figure(page, 'order-balance')).toBe('$25.00');
    expect(await page.getByTestId('order-header-total').textContent()).toBe('total $35.00 · balance $25.00');

    // Intake: the condition and value, then the customer signs on the tablet.
    await page.getByRole('button', { name: 'Receive items' }).click();
    const dialog = page.getByRole('dialog', { name: `Receive order ${orderNo}` });
    await dialog.getByTestId('intake-item').waitFor(wait);
    await dialog.getByLabel(`Condition of ${orderNo}-1`).fill('Two links bent; clasp worn');
    await dialog.getByLabel(`Declared value of ${orderNo}-1`).fill('300');
    await dialog.getByLabel('Note on the timeline').fill('Customer waits for a call when ready');
    await shot(page, 'receive-dialog-1024');
    await dialog.getByTestId('intake-receive').click();
    await statusIs(page, 'received');
    await sign(page, 'Customer signs at intake');
    await page.getByTestId('signatures').getByText('Intake: Carla Mendes').waitFor(wait);

    await act(page, 'start');
    await statusIs(page, 'in_progress');
    await act(page, 'mark_ready');
    await statusIs(page, 'ready');

    // Pickup: signed for, the balance by card in store, then completed.
    await sign(page, 'Customer signs for pickup');
    await page.getByTestId('signatures').getByText('Pickup: Carla Mendes').waitFor(wait);
    await page.getByRole('button', { name: 'Take payment' }).click();
    const balance = page.getByRole('dialog', { name: new RegExp(`Take a payment · order ${orderNo}`) });
    await balance.getByLabel('Method').click();
    await page.getByRole('option', { name: 'Card in store' }).click();
    await balance.getByRole('button', { name: 'Take $25.00' }).click();
    await balance.waitFor({ state: 'detached', ...wait });
    await page.waitForFunction(
      () => document.querySelector('[data-testid=order-balance]')?.textContent?.includes('$0.00'),
      undefined,
      wait,
    );
    await act(page, 'complete');
    await statusIs(page, 'completed');
    await shot(page, 'order-completed-1024');

    // The paper: envelope, the deposit's receipt, the invoice.
    const paper = page.getByTestId('order-paper');
    const envelope = await pdfText(
      await downloaded(page, () => paper.getByRole('button', { name: 'Print envelope' }).click()),
    );
    expect(envelope.pages).toBe(1);
    for (const words of [
      'Counter copy',
      'Bench copy',
      orderNo,
      'Two links bent; clasp worn',
      '$300.00',
      'Carla Mendes',
      'Main Street Studio',
    ])
      expect(envelope.text).toContain(words);
    const receipt = await pdfText(
      await downloaded(page, () =>
        paper
          .getByRole('button', { name: /^Receipt .*\(\$10\.00\)$/ })
          .first()
          .click(),
      ),
    );
    for (const words of ['Receipt', 'Deposit', '$10.00', 'Balance after this payment', '$25.00'])
      expect(receipt.text).toContain(words);
    const invoice = await pdfText(
      await downloaded(page, () => paper.getByRole('button', { name: `Invoice ${orderNo}` }).click()),
    );
    for (const words of [
      'Invoice',
      orderNo,
      'Chain Repair',
      'of which deposit paid',
      '$10.00',
      '$25.00',
      'Balance due',
      '$0.00',
      'Received by the customer',
      'Carla Mendes',
    ])
      expect(invoice.text).toContain(words);
    await page.context().close();
  }, 240_000);

  it('takes a part payment online from the customer, then refunds part of it after a cancellation (1280)', async () => {
    const page = await stripePage('app', '/portal/login', desk);
    await page.getByLabel(/^Email/).fill('owner@demo.test');
    await page.getByLabel(/^Password/).fill(demoPassword);
    await page.getByLabel(/^Password/).press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/portal/') && url.pathname !== '/portal/login');
    const orderNo = await counterOrderWithDeposit(page);
    const orderPath = new URL(page.url()).pathname;
    const pay = page.getByRole('dialog', { name: new RegExp(`Take the deposit · order ${orderNo}`) });
    await pay.getByLabel('Method').click();
    await page.getByRole('option', { name: 'Card in store' }).click();
    await pay.getByRole('button', { name: 'Take $10.00' }).click();
    await pay.waitFor({ state: 'detached', ...wait });
    // A part payment at the counter: above the balance is refused in the dialog, $5 in cash is taken.
    await page.getByRole('button', { name: 'Take payment' }).click();
    const part = page.getByRole('dialog', { name: new RegExp(`Take a payment · order ${orderNo}`) });
    await part.getByLabel('Amount').fill('40');
    await part.getByText('At most the balance, $25.00').waitFor(wait);
    await part.getByLabel('Amount').fill('5');
    await part.getByRole('button', { name: 'Take $5.00' }).click();
    await part.waitFor({ state: 'detached', ...wait });
    await page.waitForFunction(
      () => document.querySelector('[data-testid=order-balance]')?.textContent?.includes('$20.00'),
      undefined,
      wait,
    );

    // The customer pays what is left online from My account: the card on the provider's page.
    const customer = await stripePage('demo', '/login', desk);
    await customer.getByLabel(/^Email/).fill('customer@demo.test');
    await customer.getByLabel(/^Password/).fill(demoPassword);
    await customer.getByLabel(/^Password/).press('Enter');
    await customer.waitForURL((url) => url.pathname !== '/login', wait);
    const orderId = orderPath.split('/').pop();
    await customer.goto(customer.url().replace(/\/[^/]*$/, `/myaccount/orders/${orderId}`));
    const balance = customer.getByTestId('pay-balance');
    await balance.getByRole('heading', { name: '$20.00 left to pay' }).waitFor(wait);
    await shot(customer, 'customer-pay-balance-1280');
    await balance.getByRole('link', { name: 'Pay $20.00 online' }).click();
    await customer.getByRole('button', { name: 'Pay $20.00 by card' }).click();
    await customer.waitForURL((u) => u.pathname.startsWith('/thankyou/'), wait);
    await customer.context().close();

    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('[data-testid=order-balance]')?.textContent?.includes('$0.00'),
      undefined,
      wait,
    );
    expect(await figure(page, 'order-paid')).toBe('$35.00');
    const kinds = await page
      .getByTestId('order-ledger')
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => `${tr.getAttribute('data-kind')} ${tr.querySelectorAll('td')[1]?.textContent}`),
      );
    expect(kinds.some((k) => /^payment .*Card/.test(k))).toBe(true);

    await act(page, 'cancel');
    await statusIs(page, 'cancelled');
    // Cancelled with refundable deposits: the store owes the customer all it holds, $35.
    await page.waitForFunction(
      () => document.querySelector('[data-testid=order-balance]')?.textContent?.includes('$35.00'),
      undefined,
      wait,
    );
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: `Refund · order ${orderNo}` });
    await refund.getByLabel('Payment').click();
    await page.getByRole('option', { name: /^Payment #.*Card/ }).click();
    await refund.getByText('Back to the card it was paid with').waitFor(wait);
    await refund.getByLabel('Amount').fill('21');
    await refund.getByText('At most $20.00').waitFor(wait);
    await refund.getByLabel('Amount').fill('6');
    await refund.getByLabel('Reason').fill('Cancelled: part of the online payment back today');
    await shot(page, 'refund-dialog-1280');
    await refund.getByRole('button', { name: 'Refund $6.00' }).click();
    await refund.waitFor({ state: 'detached', ...wait });
    await page.getByTestId('order-ledger').locator('[data-kind=refund]').waitFor(wait);
    expect(await figure(page, 'order-paid')).toBe('$35.00');
    expect(await figure(page, 'order-balance')).toBe('$29.00');
    expect(await page.getByTestId('order-header-total').textContent()).toBe(
      'total $0.00 · owed to the customer $29.00',
    );
    // Through the provider: the refund went back to the card at Stripe (the stand-in).
    expect([...stripeApp.stand.refunds.values()].map((r) => r.amount)).toContain(600);
    await shot(page, 'order-cancelled-refunded-1280');
    await page.context().close();
  }, 240_000);
});
