// The chain of custody in Chromium (docs/product.md#custody): the vendor scans the job ticket's QR — a
// generated QR image given to the board's scanner ("Scan a photo"), read by the project's QR library
// (@zxing/browser) as the live camera's frames are — and custody records its receipt by scan; an item goes from the demo store's first
// location to its second (sent from the order's page, scanned in there); a redo is opened free within the
// warranty, refused free outside it and opened charged.
// SHOTS_DIR=<dir> writes the board at 1280 and 375 px, an item's custody history and the redo rates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import QRCode from 'qrcode';
import type { Browser, Page } from 'playwright-core';
import { callAs } from '../support/api-as.ts';
import { demoPassword, drawn, launchBrowser, portalPageAs, urlOf } from '../support/browser.ts';
import { e2eDatabaseUrl } from '../support/e2e-values.ts';

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

const shots = process.env.SHOTS_DIR;

async function receivedItem(): Promise<{ item: string; orderId: number; orderNo: string; storeId: number }> {
  const { rows } = await db.query(
    `select s.id as store, c.id as customer, (select id from locations where store_id = s.id order by id limit 1) as location,
            (select id from services where store_id = s.id and name = 'Watch Battery') as service
       from stores s join customers c on c.store_id = s.id and c.email = 'customer@demo.test' where s.slug = 'demo'`,
  );
  const r = rows[0] as { store: number; customer: number; location: number; service: number };
  const order = await callAs<{ id: number; order_no: string }>('owner@demo.test', 'POST', '/sales-orders', {
    customer_id: r.customer,
    location_id: r.location,
    items: [{ service_id: r.service }],
  });
  await callAs('owner@demo.test', 'POST', `/sales-orders/${order.id}/transitions/receive`);
  return { item: `${order.order_no}-1`, orderId: order.id, orderNo: order.order_no, storeId: r.store };
}

/** The ticket's QR code as a photo: a PNG drawn by the same library that prints the tickets. */
const qrPhoto = async (text: string) => ({
  name: 'ticket.png',
  mimeType: 'image/png',
  buffer: await QRCode.toBuffer(text, { type: 'png', margin: 4, width: 480 }),
});

async function loginAt(b: Browser, host: string, email: string): Promise<Page> {
  const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(urlOf(host, host === 'vendor' ? '/login' : '/portal/login'));
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL((url) => !/\/login$/.test(url.pathname));
  return page;
}

/** Gives the board's scanner a photo of the code (read by @zxing/browser) and records the hand-off it offers. */
async function scanOnBoard(page: Page, code: string, item: string) {
  await page.goto(page.url().replace(/(localhost:\d+).*/, '$1/portal/jobs-board'));
  await page.getByLabel("Photo of the ticket's QR code").setInputFiles(await qrPhoto(code));
  const found = page.getByTestId(`found-${item}`);
  await found.waitFor({ timeout: 20_000 });
  await found.getByRole('button').click();
  await page
    .getByRole('status')
    .filter({ hasText: /Recorded/ })
    .waitFor();
}

const lastEvent = async (item: string) =>
  (
    await db.query(
      `select e.kind, e.method, e.to_kind, e.flagged from custody_events e
         join sales_order_items i on i.id = e.sales_order_item_id
        where i.item_number = $1 order by e.id desc limit 1`,
      [item],
    )
  ).rows[0] as { kind: string; method: string; to_kind: string; flagged: boolean };

describe('the chain of custody', () => {
  it('the vendor scans the ticket’s QR and custody records its receipt by scan', async () => {
    const { item, orderNo, storeId } = await receivedItem();
    const bench = (await db.query(`select id from vendors where name = 'Bench Workshop'`)).rows[0]
      .id as number;
    await callAs('owner@demo.test', 'POST', '/jobs-board/moves', {
      item_number: item,
      to: `vendor:${bench}`,
    });
    expect(await lastEvent(item)).toMatchObject({ kind: 'sent_to_vendor', to_kind: 'transit' });

    // The ticket's QR: the vendor's scan link of the order (as the printed ticket carries it).
    const ticket = `${urlOf('vendor', '')}/scan-work-instructions/${storeId}/${bench}/${orderNo}`;
    const vendor = await loginAt(browser, 'vendor', 'owner@bench.test');
    await scanOnBoard(vendor, ticket, item);
    expect(await lastEvent(item)).toMatchObject({
      kind: 'vendor_received',
      method: 'scan',
      to_kind: 'vendor',
      flagged: false,
    });
    const status = await db.query(`select status from work_orders where item_number = $1`, [item]);
    expect(status.rows[0].status).toBe('sent');
  }, 120_000);

  it('moves an item to the demo store’s other location: sent from its page, scanned in there', async () => {
    const { item, orderId } = await receivedItem();
    const places = (
      await db.query(
        `select l.id, l.name from locations l join stores s on s.id = l.store_id
          where s.slug = 'demo' and l.is_active order by l.id`,
      )
    ).rows as { id: number; name: string }[];
    expect(places.length).toBeGreaterThan(1);

    const owner = await loginAt(browser, 'app', 'owner@demo.test');
    await owner.goto(owner.url().replace(/\/portal\/.*/, `/portal/sales-order/${orderId}`));
    await owner.getByRole('button', { name: `Send ${item} to another location` }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('To location').click();
    await owner.getByRole('option', { name: places[1]!.name }).click();
    await dialog.getByLabel(/Note/).fill('For the engraver');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await owner
      .getByTestId('order-custody')
      .getByText(/transfer out/)
      .waitFor();
    expect(await lastEvent(item)).toMatchObject({ kind: 'transfer_out', to_kind: 'transit' });
    expect(
      (await db.query(`select status from item_transfers where item_number = $1`, [item])).rows[0].status,
    ).toBe('in_transit');

    await scanOnBoard(owner, item, item);
    expect(await lastEvent(item)).toMatchObject({
      kind: 'transfer_received',
      method: 'scan',
      to_kind: 'location',
    });
    const moved = await db.query(`select location_id from sales_orders where id = $1`, [orderId]);
    expect(moved.rows[0].location_id).toBe(places[1]!.id);

    // The item's custody history on its page.
    await owner.goto(owner.url().replace(/\/portal\/.*/, `/portal/sales-order/${orderId}`));
    const history = owner.getByTestId('order-custody');
    await expect.poll(() => history.getByTestId('custody-event').count()).toBe(3);
    if (shots) {
      await history.scrollIntoViewIfNeeded();
      await history.screenshot({ path: `${shots}/custody-history-1280.png` });
    }
  }, 120_000);

  it('opens a redo free within the warranty; outside it a free one is refused and it opens charged', async () => {
    // A watch battery (given a 90-day warranty) picked up 10 days ago: the browser test's database has the
    // demo's stores without its work, so the order is completed in place.
    const { item, orderId } = await receivedItem();
    const service = (
      await db.query(`select service_id from sales_order_items where item_number = $1`, [item])
    ).rows[0].service_id as number;
    await callAs('owner@demo.test', 'PUT', '/custody/settings', { warranty_days: { [service]: 90 } });
    await db.query(
      `update sales_orders set status = 'completed', completed_at = now() - interval '10 days' where id = $1`,
      [orderId],
    );
    const done = { id: orderId, item };
    const owner = await portalPageAs(browser, 'owner@demo.test');
    const openDialog = async () => {
      await owner.goto(owner.url().replace(/\/portal\/.*/, `/portal/sales-order/${done.id}`));
      await owner.getByRole('button', { name: `Open a redo of ${done.item}` }).click();
      const dialog = owner.getByRole('dialog');
      await dialog.getByLabel(/^Reason/).click();
      await owner.getByRole('option', { name: 'Wear' }).click();
      return dialog;
    };

    let dialog = await openDialog();
    await dialog.getByRole('button', { name: 'Open the redo' }).click();
    await dialog.getByTestId('redo-opened').waitFor();
    expect(await dialog.getByTestId('redo-opened').textContent()).toMatch(/free of charge/);
    const free = await db.query(
      `select within_warranty, charged from redos where original_item_number = $1 order by id desc limit 1`,
      [done.item],
    );
    expect(free.rows[0]).toEqual({ within_warranty: true, charged: false });

    // Outside the warranty: completed 200 days ago.
    await db.query(`update sales_orders set completed_at = now() - interval '200 days' where id = $1`, [
      done.id,
    ]);
    {
      dialog = await openDialog();
      await dialog.getByRole('button', { name: 'Open the redo' }).click();
      await dialog.getByTestId('redo-refusal').waitFor();
      expect(await dialog.getByTestId('redo-refusal').textContent()).toMatch(
        /warranty ended .*a redo is charged/,
      );
      await dialog.getByRole('button', { name: 'Open it charged' }).click();
      await dialog.getByTestId('redo-opened').waitFor();
      expect(await dialog.getByTestId('redo-opened').textContent()).toMatch(/charged/);
      const charged = await db.query(
        `select r.within_warranty, r.charged, i.unit_price_cents from redos r
           join sales_order_items i on i.sales_order_id = r.redo_sales_order_id
          where r.original_item_number = $1 order by r.id desc limit 1`,
        [done.item],
      );
      expect(charged.rows[0].within_warranty).toBe(false);
      expect(charged.rows[0].charged).toBe(true);
      expect(charged.rows[0].unit_price_cents).toBeGreaterThan(0);
    }

    // The dashboard's redo rates; the board at 1280 and on a phone.
    await owner.goto(owner.url().replace(/\/portal\/.*/, '/portal/dashboard'));
    await owner
      .getByTestId('redo-rate-service')
      .getByText(/Redo rate|Nothing was completed/)
      .last()
      .waitFor();
    if (shots) {
      await owner.getByTestId('redo-rate-service').screenshot({ path: `${shots}/redo-rates-1280.png` });
      await owner.goto(owner.url().replace(/\/portal\/.*/, '/portal/jobs-board'));
      await owner.getByTestId('jobs-board').locator('[data-testid^="card-"]').first().waitFor();
      await owner.screenshot({ path: `${shots}/board-1280.png`, fullPage: true });
      await owner.setViewportSize({ width: 375, height: 800 });
      await drawn(owner);
      await owner.screenshot({ path: `${shots}/board-375.png`, fullPage: true });
    }
  }, 120_000);
});
