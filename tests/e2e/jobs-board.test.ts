// The jobs board in Chromium (docs/product.md#custody-board): the owner moves a card from "At the counter"
// to Bench Workshop's lane with the keyboard alone (Space, arrows, Space) and the vendor sees the job on its
// own board; a move the server refuses snaps the card back with the server's reason.
// SHOTS_DIR=<dir> writes the board at 1280 and 375 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { callAs } from '../support/api-as.ts';
import { demoPassword, launchBrowser, openPage, portalPageAs } from '../support/browser.ts';

let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
  await db.connect();
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

async function receivedItem(): Promise<string> {
  const { rows } = await db.query(
    `select c.id as customer, (select id from locations where store_id = s.id order by id limit 1) as location,
            (select id from services where store_id = s.id and name = 'Watch Battery') as service
       from stores s join customers c on c.store_id = s.id and c.email = 'customer@demo.test' where s.slug = 'demo'`,
  );
  const r = rows[0] as { customer: number; location: number; service: number };
  const order = await callAs<{ id: number; order_no: string }>('owner@demo.test', 'POST', '/sales-orders', {
    customer_id: r.customer,
    location_id: r.location,
    items: [{ service_id: r.service }],
  });
  await callAs('owner@demo.test', 'POST', `/sales-orders/${order.id}/transitions/receive`);
  return `${order.order_no}-1`;
}

const laneOfCard = (page: Page, item: string) =>
  page.getByTestId(`card-${item}`).evaluate((el) => el.closest('[data-lane]')?.getAttribute('data-lane'));

describe('the jobs board', () => {
  it('moves a card to a vendor by keyboard alone; the vendor sees it; a refused move snaps back', async () => {
    const moved = await receivedItem();
    const other = await receivedItem();
    const bench = (await db.query(`select id from vendors where name = 'Bench Workshop'`)).rows[0]
      .id as number;

    const page = await portalPageAs(browser, 'owner@demo.test');
    await page.goto(page.url().replace(/\/portal\/.*/, '/portal/jobs-board'));
    await page.getByTestId(`card-${moved}`).waitFor();
    expect(await laneOfCard(page, moved)).toBe('counter');

    // Keyboard alone: focus the card, pick it up, arrow along the lanes until the announcement says it is
    // over Bench Workshop's lane, drop.
    await page.getByTestId(`card-${moved}`).focus();
    await page.keyboard.press('Space');
    const live = page.locator('[id^="DndLiveRegion"]');
    // Each press moves one lane; wait for its announcement before the next (a loaded machine is slow).
    for (let i = 0; i < 10; i++) {
      const before = await live.textContent();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => live.textContent(), { timeout: 5_000 }).not.toBe(before);
      if ((await live.textContent())?.includes('is over At Bench Workshop')) break;
    }
    expect(await live.textContent()).toContain(`${moved} is over At Bench Workshop`);
    await page.keyboard.press('Space');
    await expect.poll(() => laneOfCard(page, moved), { timeout: 15_000 }).toBe(`vendor:${bench}`);
    await page.getByText(`${moved} moved to At Bench Workshop.`).waitFor();
    const status = await db.query(`select status, vendor_id from work_orders where item_number = $1`, [
      moved,
    ]);
    expect(status.rows[0]).toEqual({ status: 'sent', vendor_id: bench });

    // A refused move: work sent to a vendor does not go back to the counter; the card snaps back to the
    // vendor's lane with the server's reason.
    await page.getByTestId(`card-${moved}`).focus();
    await page.keyboard.press('Space');
    // Arrow left until the announcement says the card is over the counter, waiting for each announcement
    // (a loaded machine is slow to re-render), so the drop is on the counter and the reason is the counter's.
    for (let i = 0; i < 6; i++) {
      const before = await live.textContent();
      if (before?.includes(`${moved} is over At the counter`)) break;
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => live.textContent(), { timeout: 5_000 }).not.toBe(before);
    }
    expect(await live.textContent()).toContain(`${moved} is over At the counter`);
    await page.keyboard.press('Space');
    const refusal = page.getByTestId('board-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      /is at Bench Workshop \(sent\): it cannot go back to the counter/,
    );
    expect(await laneOfCard(page, moved)).toBe(`vendor:${bench}`);
    expect(await laneOfCard(page, other)).toBe('counter');
    const dir = process.env.SHOTS_DIR;
    if (dir) {
      await page.screenshot({ path: `${dir}/jobs-board-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/jobs-board-375.png`, fullPage: true });
    }

    // The vendor sees the job on its board.
    const vendor = await openPage(browser, 'vendor', '/login');
    await vendor.getByLabel(/^Email/).fill('owner@bench.test');
    await vendor.getByLabel(/^Password/).fill(demoPassword);
    await vendor.getByLabel(/^Password/).press('Enter');
    await vendor.waitForURL((url) => url.pathname !== '/login');
    await vendor.goto(vendor.url().replace(/(localhost:\d+).*/, '$1/portal/jobs-board'));
    await vendor.getByTestId(`card-${moved}`).waitFor();
    expect(await laneOfCard(vendor, moved)).toBe('new');
  }, 120_000);
});
