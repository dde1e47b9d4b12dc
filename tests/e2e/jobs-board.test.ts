// The jobs board in Chromium (docs/product.md#custody-board): the owner moves a card from "At the counter"
// to Bench Workshop's lane with the keyboard alone (Space, arrows, Space) and the vendor sees the job on its
// own board; a move the server refuses snaps the card back with the server's reason.
// SHOTS_DIR=<dir> writes the board at 1280 and 375 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { callAs } from '../support/api-as.ts';
import {
  demoPassword,
  drawn,
  launchBrowser,
  openPage,
  portalPageAs,
  settled,
  timeoutScale,
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

/**
 * Moves a card by keyboard alone: focus, Space to pick it up, arrows towards `lane`, Space to drop.
 * It steers by the live region: after each press it waits for the announcement to name another lane and
 * reads where the card is now, so a press a loaded machine lost (dnd-kit listens for arrows only from the
 * task after the pick-up) is pressed again, and an overshoot is pressed back — never counted blind.
 */
async function carryByKeyboard(page: Page, item: string, lane: string) {
  const lanes = await page
    .locator('[data-lane]')
    .evaluateAll((els) => els.map((el) => ({ id: el.dataset.lane, label: el.getAttribute('aria-label') })));
  const current = await laneOfCard(page, item);
  let here = lanes.findIndex((l) => l.id === current);
  const to = lanes.findIndex((l) => l.id === lane);
  expect(here).toBeGreaterThanOrEqual(0);
  expect(to).toBeGreaterThanOrEqual(0);
  const live = page.locator('[id^="DndLiveRegion"]');
  const patience = { timeout: 5_000 * timeoutScale, interval: 50 };
  const announced = async () => {
    const said = (await live.textContent()) ?? '';
    return lanes.findIndex((l) => said.includes(`${item} is over ${l.label}.`));
  };
  await page.getByTestId(`card-${item}`).focus();
  await page.keyboard.press('Space');
  await expect
    .poll(() => live.textContent(), patience)
    .toMatch(new RegExp(`Picked up ${item}|${item} is over`));
  for (let presses = 0; here !== to; presses++) {
    expect(presses, `arrow presses towards ${lane}`).toBeLessThan(3 * lanes.length);
    const from = here;
    await page.keyboard.press(to > here ? 'ArrowRight' : 'ArrowLeft');
    // A lost press leaves the announcement where it was: the loop presses again after the wait.
    await expect
      .poll(announced, patience)
      .not.toBe(from)
      .catch(() => undefined);
    const now = await announced();
    if (now >= 0) here = now;
  }
  await page.keyboard.press('Space');
}

describe('the jobs board', () => {
  it(
    'moves a card to a vendor by keyboard alone; the vendor sees it; a refused move snaps back',
    async () => {
      const moved = await receivedItem();
      const other = await receivedItem();
      const bench = (await db.query(`select id from vendors where name = 'Bench Workshop'`)).rows[0]
        .id as number;

      const page = await portalPageAs(browser, 'owner@demo.test');
      await page.goto(page.url().replace(/\/portal\/.*/, '/portal/jobs-board'));
      await settled(page);
      await page.getByTestId(`card-${moved}`).waitFor();
      expect(await laneOfCard(page, moved)).toBe('counter');

      // Keyboard alone: focus the card, pick it up, arrow along the lanes to Bench Workshop's, drop.
      await carryByKeyboard(page, moved, `vendor:${bench}`);
      await expect.poll(() => laneOfCard(page, moved)).toBe(`vendor:${bench}`);
      await page.getByText(`${moved} moved to At Bench Workshop.`).waitFor();
      const status = await db.query(`select status, vendor_id from work_orders where item_number = $1`, [
        moved,
      ]);
      expect(status.rows[0]).toEqual({ status: 'sent', vendor_id: bench });
      // The card stays in its new lane while the board reloads (it used to show in its old lane meanwhile).
      expect(await laneOfCard(page, moved)).toBe(`vendor:${bench}`);

      // A refused move: work sent to a vendor does not go back to the counter; the card snaps back to the
      // vendor's lane with the server's reason.
      await carryByKeyboard(page, moved, 'counter');
      const refusal = page.getByTestId('board-refusal');
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(
        /is at Bench Workshop \(sent\): it cannot go back to the counter/,
      );
      await expect.poll(() => laneOfCard(page, moved)).toBe(`vendor:${bench}`);
      expect(await laneOfCard(page, other)).toBe('counter');
      const dir = process.env.SHOTS_DIR;
      if (dir) {
        await page.screenshot({ path: `${dir}/jobs-board-1280.png`, fullPage: true });
        await page.setViewportSize({ width: 375, height: 800 });
        await drawn(page);
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
    },
    120_000 * timeoutScale,
  );
});
