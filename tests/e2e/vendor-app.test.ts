// The vendor app end to end in Chromium: a workshop signs up, confirms its email through the link in the
// mail outbox, completes its onboarding (address and bank account; the plan step is marked done here until
// the plans land) and reaches the dashboard; a store's invitation is accepted by the invited account and
// refused, changing nothing, for another vendor's account; and on a 375 px phone the bench flow goes from
// a job ticket's scanned link to job done with photos, each step on the store's timeline.
// SHOTS_DIR=<dir> writes a 375 px screenshot of every bench step (and of the joining pages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { demoPassword, drawn, launchBrowser, openPage, settled } from '../support/browser.ts';
import { CHOICE_TYPES } from '../../src/shared/rules/option-types.ts';
import { e2eDatabaseUrl, serverPort } from '../support/e2e-values.ts';

let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

const phone = { width: 375, height: 780 };

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await drawn(page);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await db.query(text, values);
  if (!rows[0]) throw new Error(`no row: ${text}`);
  return rows[0] as T;
}

async function mailedLink(to: string, event: string): Promise<URL> {
  const mail = await one<{ text: string }>(
    `select text from mail_outbox where lower(to_address) = lower($1) and event = $2 order by id desc limit 1`,
    [to, event],
  );
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
}

async function vendorLogin(page: Page, email: string, password = demoPassword) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Password/).press('Enter');
}

/** A store's invitation to `email`, made as the store's API does (only the token's hash is kept). */
async function invitation(email: string): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url');
  await db.query(
    `insert into vendor_invitations (store_id, email, token_hash, expires_at)
     select id, $1, $2, now() + interval '14 days' from stores where slug = 'demo'`,
    [email, crypto.createHash('sha256').update(token).digest('hex')],
  );
  return token;
}

describe('a workshop joins', () => {
  const email = 'mara@goldbench.test';
  const password = 'goldbench-2026';

  it('signs up, confirms through the mailed link, onboards in order and lands on the dashboard', async () => {
    const page = await openPage(browser, 'vendor', '/login', phone);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel(/^Workshop name/).fill('Gold Bench');
    await page.getByLabel(/^First name/).fill('Mara');
    await page.getByLabel(/^Last name/).fill('Smith');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Repeat the password/).fill(password);
    await shot(page, 'join-signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Check your inbox').waitFor();

    const link = await mailedLink(email, 'account.verify');
    await page.goto(link.toString().replace(/:\d+\//, `:${serverPort()}/`));
    await page.waitForURL(/\/welcome$/);
    await page.getByText('Welcome, Mara').waitFor();
    await shot(page, 'join-welcome');

    // The subscription step: the vendor plans on offer, then the plan confirmed (the built-in provider, as no
    // Stripe keys are configured here: it starts at once and says so).
    await page.getByRole('link', { name: 'Start the setup' }).click();
    await page.waitForURL(/\/selectplan$/);
    await page.getByRole('button', { name: 'Choose Workshop' }).click();
    await page.waitForURL(/\/confirmplan\?plan=\d+$/);
    await expect.poll(() => page.getByTestId('plan-total').textContent()).toBe('$29.00');
    await page.getByText('Online payment is not switched on').waitFor();
    await shot(page, 'join-confirmplan');
    await page.getByRole('button', { name: 'Start this plan' }).click();
    await page.waitForURL(/\/address-detail$/);
    const subscription = await one<{ status: string; provider: string; subscription_step: string }>(
      `select s.status, s.provider, v.subscription_step from vendor_subscriptions s
         join vendors v on v.id = s.vendor_id where v.email = $1`,
      [email],
    );
    expect(subscription).toEqual({ status: 'active', provider: 'builtin', subscription_step: 'done' });
    await page
      .getByLabel(/^Address/)
      .first()
      .fill('12 Smithy Row');
    await page.getByLabel(/^City/).fill('Bristol');
    await page.getByLabel(/^Country/).fill('GB');
    await shot(page, 'join-address');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.waitForURL(/\/bank-detail$/);
    await page.getByLabel(/^Bank/).fill('Western Bank');
    await page.getByLabel(/^Routing number/).fill('12-34-56');
    await page.getByLabel(/^Account number/).fill('99887766');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/setup-complete$/);
    await shot(page, 'join-setup-complete');
    const stored = await one<{ account_number_sealed: string; account_last4: string }>(
      `select b.account_number_sealed, b.account_last4 from vendor_bank_accounts b
         join vendors v on v.id = b.vendor_id where v.email = $1`,
      [email],
    );
    expect(stored.account_last4).toBe('7766');
    expect(stored.account_number_sealed).not.toContain('99887766');

    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(/\/portal\/dashboard/);

    // Back on /bank-detail the numbers are never shown in full.
    await page.goto(page.url().replace(/\/portal\/.*/, '/bank-detail'));
    await expect(page.getByTestId('bank-on-file').innerText()).resolves.toContain('7766');
    expect(await page.content()).not.toContain('99887766');
  });

  it('accepts the invitation sent to it; another vendor opening it is refused and nothing changes', async () => {
    const token = await invitation(email);
    const other = await openPage(browser, 'vendor', '/login', phone);
    await vendorLogin(other, 'owner@loupe.test');
    await other.waitForURL((url) => url.pathname !== '/login');
    await other.goto(other.url().replace(/(:\d+)\/.*/, `$1/store-invitation/${token}`));
    await other.getByRole('button', { name: 'Accept the invitation' }).click();
    await other.getByText('This invitation is not for your account').waitFor();
    await shot(other, 'join-invitation-refused');
    const untouched = await one<{ status: string; vendor_id: number | null }>(
      `select status, vendor_id from vendor_invitations where email = $1`,
      [email],
    );
    expect(untouched).toEqual({ status: 'pending', vendor_id: null });

    const page = await openPage(browser, 'vendor', `/store-invitation/${token}`, phone);
    await page.getByRole('link', { name: 'Log in to answer' }).click();
    await vendorLogin(page, email, password);
    await page.waitForURL(/\/store-invitation\//);
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.getByText('You now work with Goldsmith & Co').waitFor();
    const linked = await one<{ n: number }>(
      `select count(*)::int n from store_vendors sv join vendors v on v.id = sv.vendor_id
        join stores s on s.id = sv.store_id where v.email = $1 and s.slug = 'demo'`,
      [email],
    );
    expect(linked.n).toBe(1);
  });
});

describe('the bench flow on a phone', () => {
  it('goes from the scanned ticket to job done with photos, each step on the store’s timeline', async () => {
    // A received order of the demo store (its demo customer) with one item, sent to Bench Workshop.
    const order = await one<{ id: number; order_no: string; store_id: number }>(
      `insert into sales_orders (store_id, order_no, customer_id, status)
       select c.store_id, 'BNCH7QX', c.id, 'received' from customers c join stores s on s.id = c.store_id
        where s.slug = 'demo' and c.email = 'customer@demo.test' limit 1
       returning id, order_no, store_id`,
    );
    await db.query(
      `insert into sales_order_items (store_id, sales_order_id, line_no, item_number, service_name)
       values ($1, $2, 1, 'BNCH7QX-1', 'Ring resizing')`,
      [order.store_id, order.id],
    );
    const vendor = await one<{ id: number }>(`select id from vendors where name = 'Bench Workshop'`);
    const work = await one<{ id: number; item_number: string }>(
      `insert into work_orders (store_id, sales_order_id, sales_order_item_id, item_number, service_name,
                                quantity, source, vendor_id, status)
       select i.store_id, i.sales_order_id, i.id, i.item_number, i.service_name, i.quantity, 1, $2, 'sent'
         from sales_order_items i where i.sales_order_id = $1
          and not exists (select 1 from work_orders w where w.sales_order_item_id = i.id)
        order by i.id limit 1 returning id, item_number`,
      [order.id, vendor.id],
    );
    await db.query(
      `insert into work_instructions (store_id, work_order_id, body) values ($1, $2, 'Resize to N, polish.')`,
      [order.store_id, work.id],
    );
    // The customer's answer to one of the store's choice options, kept as ids like every order item's: the
    // bench must read it in words, though the vendor cannot read the store's catalogue.
    const choice = await one<{ option_id: number; value_id: number; label: string; value: string }>(
      `select o.id as option_id, v.id as value_id, o.label, v.value
         from service_options o join option_values v on v.store_id = o.store_id and v.option_id = o.id
        where o.store_id = $1 and o.type = any($2::int[]) order by o.id, v.id limit 1`,
      [order.store_id, CHOICE_TYPES],
    );
    await db.query(`update work_orders set answers = $2 where id = $1`, [
      work.id,
      JSON.stringify({ [choice.option_id]: String(choice.value_id) }),
    ]);
    const answerShown = `${choice.label}: ${choice.value}`;

    // The ticket's QR link, opened logged out: log in, and come back to it.
    const page = await openPage(
      browser,
      'vendor',
      `/scan-work-instructions/${order.store_id}/${vendor.id}/${order.order_no}`,
      phone,
    );
    await page.waitForURL(/\/login$/);
    await vendorLogin(page, 'staff@bench.test');
    await page.waitForURL(/\/scan-work-instructions\//);
    await settled(page);
    await page.getByTestId('work-items').waitFor();
    await expect.poll(() => page.getByTestId('bench-answer').allTextContents()).toEqual([answerShown]);
    await shot(page, 'bench-1-scan-work-items');

    await page.getByRole('link', { name: 'Accept and start' }).first().click();
    await page.waitForURL(/\/start-work\?/);
    await settled(page);
    await page.getByText('Resize to N, polish.').waitFor();
    await expect.poll(() => page.getByTestId('bench-answer').allTextContents()).toEqual([answerShown]);
    await shot(page, 'bench-2-start-work');
    await page.getByRole('button', { name: 'Accept and start work' }).click();

    await page.waitForURL(/\/job-in-progress\?/);
    await settled(page);
    await page
      .getByRole('timer')
      .getByText(/Working since/)
      .waitFor();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByTestId('bench-upload-before')
      .setInputFiles({ name: 'before.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('bench-photos-before').locator('img').first().waitFor();
    await page.getByLabel('A note for the job').fill('Shank is thin at the back.');
    await page.getByRole('button', { name: 'Save the note' }).click();
    await page.getByText('Note saved on the job’s timeline.').waitFor();
    await expect.poll(() => page.getByTestId('bench-answer').allTextContents()).toEqual([answerShown]);
    await shot(page, 'bench-3-job-in-progress');

    await page.getByRole('link', { name: 'What I did and parts used' }).click();
    await page.waitForURL(/\/work-information\?/);
    await settled(page);
    await page.getByLabel('What you did').fill('Cut and resized, soldered, polished.');
    await page.getByRole('textbox', { name: 'Part 1' }).fill('18ct gold stock');
    await page.getByRole('textbox', { name: 'Qty' }).fill('2');
    await shot(page, 'bench-4-work-information');
    await page.getByRole('button', { name: 'Save to the job' }).click();

    await page.waitForURL(/\/job-in-progress\?/);
    await settled(page);
    await page.getByRole('link', { name: 'Tell the store / extra charge' }).click();
    await page.waitForURL(/\/tell-us\?/);
    await settled(page);
    await page.getByLabel('What the store should know').fill('Stone is loose; tightened it.');
    await shot(page, 'bench-5-tell-us');
    await page.getByRole('button', { name: 'Send to the store' }).click();

    await page.waitForURL(/\/job-in-progress\?/);
    await settled(page);
    await page.getByRole('link', { name: 'Finish the job' }).click();
    await page.waitForURL(/\/job-done\?/);
    await settled(page);
    await page
      .getByTestId('bench-upload-after')
      .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('bench-photos-after').locator('img').first().waitFor();
    await shot(page, 'bench-6-job-done-photos');
    await page.getByRole('button', { name: 'Mark the job done' }).click();
    await page.getByTestId('job-done').waitFor();
    await shot(page, 'bench-7-job-done');

    await page.getByRole('link', { name: 'See the repair history' }).click();
    await page.getByTestId('repair-history').waitFor();
    await shot(page, 'bench-8-repair-history');

    const status = await one<{ status: string }>(`select status from work_orders where id = $1`, [work.id]);
    expect(status.status).toBe('done');
    const { rows } = await db.query<{ action: string; message: string; note: string | null }>(
      `select action, message, note from timeline_entries where entity = 'work_order' and entity_id = $1 order by id`,
      [work.id],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'accept',
      'start',
      'photo_added',
      'record_work',
      'record_work',
      'record_work',
      'photo_added',
      'finish',
    ]);
    expect(rows[4]!.note).toContain('Parts and materials: 18ct gold stock × 2');
    const told = await db.query<{ n: number }>(
      `select count(*)::int as n from notifications n join users u on u.id = n.user_id
        where u.email = 'owner@demo.test' and n.work_order_id = $1`,
      [work.id],
    );
    expect(told.rows[0]?.n).toBeGreaterThan(0);

    // The store's order page shows the steps on its timeline.
    const store = await openPage(browser, 'app', '/portal/login');
    await vendorLogin(store, 'owner@demo.test');
    await store.waitForURL((url) => url.pathname.startsWith('/portal/') && url.pathname !== '/portal/login');
    await store.goto(store.url().replace(/\/portal\/.*/, `/portal/sales-order/${order.id}`));
    await store.getByText(`Work order ${work.item_number}: work recorded`).first().waitFor();
    await store.getByText(`Work order ${work.item_number}: in progress → done`).waitFor();
  });
});
