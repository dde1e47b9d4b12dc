// The chain of custody in Chromium (docs/product.md#custody): an owner drags a card with the mouse from the
// counter to a vendor's lane and the vendor sees the job; the vendor scans the job ticket's QR — a
// generated QR image given to the board's scanner ("Scan a photo"), read by the project's QR library
// (@zxing/browser) — and custody records its receipt by scan; the same with the live camera ("Scan"):
// Chromium's fake camera plays a video of the ticket's QR (a Y4M file written here from the QR of the
// test's order, as the ticket prints it), the scanner reads it from the camera's frames and the receipt is
// recorded by scan; an item goes from the demo store's first
// location to its second (sent from the order's page, scanned in there); a redo is opened free within the
// warranty, refused free outside it and opened charged.
// SHOTS_DIR=<dir> writes the board at 1280 and 375 px, an item's custody history and the redo rates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import QRCode from 'qrcode';
import { chromium, type Browser, type Page } from 'playwright-core';
import { scanWorkInstructionsUrl } from '../../src/shared/hosts.ts';
import { callAs } from '../support/api-as.ts';
import {
  chromiumPath,
  demoPassword,
  drawn,
  launchBrowser,
  portalPageAs,
  settled,
  urlOf,
} from '../support/browser.ts';
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

/**
 * A video of the ticket's QR code for Chromium's fake camera: a Y4M file (YUV 4:2:0, the format
 * --use-file-for-fake-video-capture plays in a loop) whose frames show the code drawn from the same
 * library's matrix as the printed ticket, black modules on white with a quiet zone.
 */
function qrVideo(text: string): string {
  const size = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = Math.floor(size / (modules + 8));
  const offset = Math.floor((size - modules * scale) / 2);
  const luma = Buffer.alloc(size * size, 235);
  for (let y = 0; y < modules * scale; y++)
    for (let x = 0; x < modules * scale; x++)
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale)))
        luma[(offset + y) * size + offset + x] = 16;
  const chroma = Buffer.alloc((size / 2) * (size / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fake-camera-')), 'ticket.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}

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
  // The board drawn and its data in: a photo given to a scanner the page then draws again is lost.
  await settled(page);
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

  it('an owner drags a card with the pointer from the counter to a vendor’s lane; the vendor sees the job', async () => {
    const { item } = await receivedItem();
    const bench = (await db.query(`select id from vendors where name = 'Bench Workshop'`)).rows[0]
      .id as number;
    const owner = await portalPageAs(browser, 'owner@demo.test');
    await owner.goto(owner.url().replace(/\/portal\/.*/, '/portal/jobs-board'));
    const card = owner.getByTestId(`card-${item}`);
    await card.waitFor();
    const laneOf = (page: Page) =>
      page.getByTestId(`card-${item}`).evaluate((el) => el.closest('[data-lane]')?.getAttribute('data-lane'));
    expect(await laneOf(owner)).toBe('counter');
    // Drag and drop with the mouse (@dnd-kit's pointer sensor starts after 6 px).
    const from = (await card.boundingBox())!;
    const lane = owner.locator(`[data-lane="vendor:${bench}"]`);
    await lane.scrollIntoViewIfNeeded();
    const to = (await lane.boundingBox())!;
    const fromAfter = (await card.boundingBox()) ?? from;
    // Held by the card's foot: its top carries the item number's link, which a press does not drag.
    const grabY = fromAfter.y + fromAfter.height - 8;
    await owner.mouse.move(fromAfter.x + fromAfter.width / 2, grabY);
    await owner.mouse.down();
    await owner.mouse.move(fromAfter.x + fromAfter.width / 2 + 12, grabY + 10, { steps: 4 });
    await owner.mouse.move(to.x + Math.min(60, to.width / 2), to.y + 80, { steps: 20 });
    await owner.mouse.up();
    await expect.poll(() => laneOf(owner), { timeout: 20_000 }).toBe(`vendor:${bench}`);
    await expect
      .poll(
        async () =>
          (await db.query(`select status, vendor_id from work_orders where item_number = $1`, [item]))
            .rows[0],
      )
      .toEqual({ status: 'sent', vendor_id: bench });
    expect(await lastEvent(item)).toMatchObject({ kind: 'sent_to_vendor', method: 'transition' });
    const vendor = await loginAt(browser, 'vendor', 'owner@bench.test');
    await vendor.goto(urlOf('vendor', '/portal/jobs-board'));
    await vendor.getByTestId(`card-${item}`).waitFor();
    expect(await laneOf(vendor)).toBe('new');
  }, 120_000);

  it('the vendor scans the ticket with the live camera (Chromium’s fake camera) and custody records it', async () => {
    const { item, orderNo, storeId } = await receivedItem();
    const bench = (await db.query(`select id from vendors where name = 'Bench Workshop'`)).rows[0]
      .id as number;
    await callAs('owner@demo.test', 'POST', '/jobs-board/moves', {
      item_number: item,
      to: `vendor:${bench}`,
    });
    // The ticket's QR, as the ticket prints it (document-data.ts), played by the fake camera.
    const video = qrVideo(scanWorkInstructionsUrl(urlOf('vendor', ''), storeId, bench, orderNo));
    const withCamera = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const vendor = await loginAt(withCamera, 'vendor', 'owner@bench.test');
      await vendor.goto(urlOf('vendor', '/portal/jobs-board'));
      await vendor.getByRole('button', { name: 'Scan', exact: true }).click();
      await vendor.getByLabel("Camera view: point it at the ticket's QR code").waitFor();
      const found = vendor.getByTestId(`found-${item}`);
      await found.waitFor({ timeout: 30_000 });
      await found.getByRole('button').click();
      await vendor
        .getByRole('status')
        .filter({ hasText: /Recorded/ })
        .waitFor();
      expect(await lastEvent(item)).toMatchObject({
        kind: 'vendor_received',
        method: 'scan',
        to_kind: 'vendor',
        flagged: false,
      });
    } finally {
      await withCamera.close();
      fs.rmSync(path.dirname(video), { recursive: true, force: true });
    }
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
