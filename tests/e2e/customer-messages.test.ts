// The store's customer messages in a real browser (docs/product.md#messages-templates): the owner opens the
// editor, picks "Order ready", inserts a variable chip, sees the live preview in the store's look and the
// text's segment count, sends a test to themself and saves; an order then marked ready writes the edited
// mail and the text (the customer opted in) to the outboxes — no Twilio configured, so the text stays in the
// SMS outbox. MESSAGES_SHOTS=<dir> keeps the screenshots (1280 and 375 px).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { launchBrowser, portalPageAs, shotsInto, urlOf } from '../support/browser.ts';
import { tokenOf } from '../support/store-work.ts';
import { e2eDatabaseUrl, serverPort } from '../support/e2e-values.ts';

let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await browser.close();
});

describe('customer messages', () => {
  it('the owner edits the “ready” message, previews it, sends a test; marking an order ready sends it', async () => {
    const page = await portalPageAs(browser, 'owner@demo.test');
    await page.goto(urlOf('app', '/portal/message-templates'));
    await page.getByRole('button', { name: /Order ready/ }).click();
    const subject = page.getByLabel('Mail subject');
    await subject.fill('Good news {{first_name}}: ');
    await page.getByRole('button', { name: '{{order_no}}' }).click();
    await expect.poll(() => subject.inputValue()).toBe('Good news {{first_name}}: {{order_no}}');
    await subject.fill('Good news {{first_name}}: {{order_no}} is ready to collect');
    await page
      .getByLabel('Text message', { exact: true })
      .fill('{{store_name}}: {{order_no}} is ready. See you at {{location_name}}!');
    await expect
      .poll(() => page.getByTestId('preview-subject').textContent(), { timeout: 10_000 })
      .toContain('Good news Maria: SO-1042 is ready to collect');
    expect(await page.getByText(/1 segment \(GSM-7\)/).count()).toBe(1);
    // The text is previewed with the store's own name (its length counts), and the mail's logo shows: the
    // portal loads images from its own origin only, so the preview gives the store's logo by its path.
    expect(await page.getByTestId('sms-preview').textContent()).toMatch(/^Goldsmith & Co: SO-1042 is ready/);
    await expect
      .poll(() =>
        page
          .frameLocator('iframe[title="Mail preview"]')
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Send me a test' }).click();
    await page.getByText(/Test sent to owner@demo.test/).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Saved\./).waitFor();
    await shotsInto(process.env.MESSAGES_SHOTS, page, 'message-editor');
    // An unknown variable is refused, naming the field.
    await page.getByLabel('Text message', { exact: true }).fill('Hi {{nickname}}');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(/sms_body uses \{\{nickname\}\}/)
      .first()
      .waitFor();
    await page.context().close();

    // An order of the demo customer, who opted in to texts, is marked ready.
    const base = `http://127.0.0.1:${serverPort()}`;
    const token = await tokenOf(base, 'owner@demo.test', 'portal');
    const customer = await db.query(
      `select id, first_name from customers where email = 'customer@demo.test'`,
    );
    await db.query(`update customers set sms_opt_in = true, sms_phone = '+15550100123' where id = $1`, [
      customer.rows[0].id,
    ]);
    const post = (path: string, body: unknown) =>
      fetch(`${base}/api/v1${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ids = await db.query(
      `select (select id from locations where store_id = c.store_id order by id limit 1) as location_id,
              (select id from services where store_id = c.store_id and name = 'Watch Battery') as service_id
         from customers c where c.id = $1`,
      [customer.rows[0].id],
    );
    const created = await post('/sales-orders', {
      customer_id: customer.rows[0].id,
      location_id: ids.rows[0].location_id,
      items: [{ service_id: ids.rows[0].service_id }],
    });
    expect(created.status).toBe(201);
    const target = ((await created.json()) as { data: { id: number; order_no: string } }).data;
    for (const action of ['receive', 'start'])
      expect((await post(`/sales-orders/${target.id}/transitions/${action}`, {})).status).toBe(200);
    const ready = await fetch(`${base}/api/v1/sales-orders/${target.id}/transitions/mark_ready`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(ready.status).toBe(200);
    const mail = await db.query(
      `select subject, status from mail_outbox where event = 'sales_order.ready' order by id desc limit 1`,
    );
    expect(mail.rows[0]).toEqual({
      subject: `Good news ${customer.rows[0].first_name}: ${target.order_no} is ready to collect`,
      status: 'outbox',
    });
    const text = await db.query(
      `select to_number, body, status from sms_outbox where sales_order_id = $1 and event = 'sales_order.ready'`,
      [target.id],
    );
    expect(text.rows[0]).toMatchObject({ to_number: '+15550100123', status: 'outbox' });
    expect(text.rows[0].body).toMatch(new RegExp(`${target.order_no} is ready\\. See you at .+!$`));
  }, 120_000);
});
