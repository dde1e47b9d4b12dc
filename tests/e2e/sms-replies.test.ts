// Texts both ways in a real browser (docs/product.md#messages-replies, #messages-consent), against a second
// app instance with Twilio switched on (the local stand-in; its signatures are Twilio's): an order of an
// opted-in customer of the demo store is marked ready — the mail and the text go to the outboxes, the worker sends the
// text to the stand-in; the customer's reply, posted to the inbound webhook correctly signed, is on the
// order's timeline and rings the bell; staff answer from the order page by text; STOP stops texts to that
// number (the next change writes mail only); the owner's text inbox shows a text that matched no order.
// MESSAGES_SHOTS=<dir> keeps the screenshots (375 and 1280 px).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eDatabaseUrl } from '../support/e2e-values.ts';
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { demoPassword, launchBrowser, shotsInto } from '../support/browser.ts';
import { messageSid } from '../support/twilio-stand-in.ts';
import { startTwilioApp, twilioFrom } from '../support/twilio-app.ts';

let browser: Browser;
let db: pg.Client;
let tw: Awaited<ReturnType<typeof startTwilioApp>>;
const phone = '+15550100444';
const wait = { timeout: 20_000 };

beforeAll(async () => {
  tw = await startTwilioApp();
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
}, 120_000);
afterAll(async () => {
  await db?.end();
  await browser?.close();
  await tw?.close();
});

const api = async (token: string, method: string, path: string, body?: object) => {
  const res = await fetch(`http://127.0.0.1:${tw.port}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: never };
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
};
async function ownerToken() {
  const res = await fetch(`http://127.0.0.1:${tw.port}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password: demoPassword, app: 'portal' }),
  });
  return ((await res.json()) as { data: { access: string } }).data.access;
}
async function ownerPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(`http://app.localhost:${tw.port}/portal/login`);
  await page.getByLabel(/^Email/).fill('owner@demo.test');
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/portal/') && url.pathname !== '/portal/login');
  return page;
}

describe('texts both ways', () => {
  it('ready → mail and text; the reply on the timeline and the bell; staff answer; STOP stops texts', async () => {
    // A customer of its own (other browser files change the demo customer's consent in this database).
    const store = (await db.query(`select id from stores where slug = 'demo'`)).rows[0] as { id: number };
    const customer = (
      await db.query(
        `insert into customers (store_id, first_name, last_name, email, sms_opt_in, sms_phone)
         values ($1, 'Tina', 'Texter', $2, true, $3) returning id, store_id`,
        [store.id, `texts-${Date.now()}@example.test`, phone],
      )
    ).rows[0] as { id: number; store_id: number };
    const ids = (
      await db.query(
        `select (select id from locations where store_id = $1 order by id limit 1) as location_id,
                (select id from services where store_id = $1 and name = 'Watch Battery') as service_id`,
        [customer.store_id],
      )
    ).rows[0] as { location_id: number; service_id: number };
    let token = await ownerToken();
    const order: { id: number; order_no: string } = await api(token, 'POST', '/sales-orders', {
      customer_id: customer.id,
      location_id: ids.location_id,
      items: [{ service_id: ids.service_id }],
    });
    for (const action of ['receive', 'start', 'mark_ready'])
      await api(token, 'POST', `/sales-orders/${order.id}/transitions/${action}`, {});
    // The ready text was queued with the change and sent by the worker to Twilio (the stand-in).
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select status from sms_outbox where sales_order_id = $1 and event = 'sales_order.ready'`,
              [order.id],
            )
          ).rows[0]?.status,
        wait,
      )
      .toBe('sent');
    expect(tw.stand.sent.some((t) => t.to === phone && t.body.includes(order.order_no))).toBe(true);
    const readyMail = await db.query(
      `select subject from mail_outbox where event = 'sales_order.ready' and text like $1`,
      [`%${order.order_no}%`],
    );
    expect(readyMail.rows).toHaveLength(1);

    // The customer answers by text: signed as Twilio signs it.
    const reply = await tw.twilioPost('/sms/inbound', {
      MessageSid: messageSid(),
      From: phone,
      To: twilioFrom,
      Body: `Great! Can I pick up ${order.order_no} on Saturday?`,
    });
    expect(reply).toEqual({ status: 200, outcome: 'reply' });

    const page = await ownerPage();
    await page.goto(`http://app.localhost:${tw.port}/portal/sales-order/${order.id}`);
    const timeline = page.getByTestId('order-timeline');
    await timeline.getByText(/Can I pick up .* on Saturday\?/).waitFor(wait);
    const bell = page.getByTestId('notification-bell');
    await bell.click();
    await page.getByRole('tab', { name: 'Watching' }).click();
    await page
      .getByTestId('notification-list')
      .getByText(new RegExp(`Order ${order.order_no}: text from`))
      .first()
      .waitFor(wait);
    await page.keyboard.press('Escape');

    // Staff answer by text from the order page.
    const panel = page.getByTestId('customer-reply');
    await panel.getByLabel('Message', { exact: true }).fill('Yes, Saturday is fine — we open at 9.');
    await panel.getByText(/text segment/).waitFor();
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText(`Sent to ${phone}.`).waitFor(wait);
    await timeline.getByText(/Saturday is fine/).waitFor(wait);
    await shotsInto(process.env.MESSAGES_SHOTS, page, 'order-reply');
    const answer = await db.query(
      `select to_number, body from sms_outbox where sales_order_id = $1 and event = 'sales_order.staff_message'`,
      [order.id],
    );
    expect(answer.rows).toEqual([{ to_number: phone, body: 'Yes, Saturday is fine — we open at 9.' }]);

    // STOP: no more texts to that number; the next change writes the mail only.
    const stop = await tw.twilioPost('/sms/inbound', {
      MessageSid: messageSid(),
      From: phone,
      To: twilioFrom,
      Body: 'STOP',
    });
    expect(stop).toEqual({ status: 200, outcome: 'stopped' });
    token = await ownerToken();
    await api(token, 'POST', `/sales-orders/${order.id}/transitions/complete`, { override_balance: true });
    const completed = await db.query(
      `select 1 from sms_outbox where sales_order_id = $1 and event = 'sales_order.completed'`,
      [order.id],
    );
    expect(completed.rows).toHaveLength(0);
    expect(
      (
        await db.query(`select 1 from mail_outbox where event = 'sales_order.completed' and text like $1`, [
          `%${order.order_no}%`,
        ])
      ).rows,
    ).toHaveLength(1);
    await page.reload();
    await page
      .getByTestId('customer-reply')
      .getByText('The customer has not opted in to texts.')
      .waitFor(wait);

    // The owner's text inbox: the demo's text from a number that is no customer's.
    await page.goto(`http://app.localhost:${tw.port}/portal/sms-inbox`);
    await page
      .getByText(/do you resize titanium rings/)
      .first()
      .waitFor(wait);
    await shotsInto(process.env.MESSAGES_SHOTS, page, 'text-inbox');
    await page.context().close();

    // The order's life in the outboxes (the report quotes it).
    const texts = await db.query(
      `select event, to_number, status, body from sms_outbox where sales_order_id = $1 order by id`,
      [order.id],
    );
    const mails = await db.query(
      `select event, to_address, status, subject from mail_outbox where text like $1 order by id`,
      [`%${order.order_no}%`],
    );
    console.log(JSON.stringify({ order: order.order_no, texts: texts.rows, mails: mails.rows }, null, 1));
  }, 180_000);
});
