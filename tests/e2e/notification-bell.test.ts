// The portal's notifications bell in a real browser: five per page and the next five on scrolling to the
// end, the general and watching tabs, opening one marks it read and leads to its order, mark all read, and
// a notification caused through a second app instance (its own process state, same database) arrives live
// on the open page — the LISTEN/NOTIFY path between instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { demoPassword, launchBrowser, openPage } from '../support/browser.ts';
import { e2eJwtSecret } from '../support/e2e-setup.ts';
import { e2eDatabaseUrl } from '../support/e2e-values.ts';

let browser: Browser;
let db: pg.Client;
let second: FastifyInstance;
let secondDb: ReturnType<typeof createDatabase>;
let ownerId: number;
let storeId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const url = e2eDatabaseUrl();
  db = new pg.Client({ connectionString: url });
  await db.connect();
  const owner = await db.query(`select id, store_id from users where email = 'owner@demo.test'`);
  ownerId = owner.rows[0].id;
  storeId = owner.rows[0].store_id;
  // A clean slate: 12 general and 3 watching notifications, newest general first.
  await db.query(`delete from notifications where user_id = $1`, [ownerId]);
  for (let i = 1; i <= 15; i++) {
    await db.query(
      `insert into notifications (store_id, user_id, kind, short_description, description, is_watching, created_at)
       values ($1, $2, 'test', $3, $4, $5, now() - make_interval(mins => $6))`,
      [
        storeId,
        ownerId,
        `Bell test ${i}`,
        // A body of its own (one that only repeats the title is not shown), with markup and a script.
        `<b>Bell</b> body ${i}<img src=x onerror="window.__xss=1">`,
        i > 12,
        100 - i,
      ],
    );
  }
  const config = loadConfig({}, { LOG_LEVEL: 'warn', DATABASE_URL: url, WEB_DIST_DIR: 'dist/web' });
  secondDb = createDatabase(url, 4);
  second = await buildApp({ config, db: secondDb, jwtSecret: e2eJwtSecret, logger: false });
  await second.ready();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await second?.close();
  await secondDb?.$client.end();
  await db?.end();
});

async function ownerPortal(): Promise<Page> {
  const page = await openPage(browser, 'app', '/portal/login');
  await page.getByLabel(/^Email/).fill('owner@demo.test');
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL((u) => u.pathname.startsWith('/portal/') && u.pathname !== '/portal/login');
  return page;
}

/** The machine is shared: give the page time. */
const wait = { timeout: 20_000 };

const shown = (page: Page) => page.getByTestId('notification');

describe('the notifications bell', () => {
  it('pages by five, has both tabs, marks read, sanitises, and receives live from another instance', async () => {
    const page = await ownerPortal();
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label'), wait).toBe('Notifications, 15 unread');
    await bell.click();
    await expect.poll(() => shown(page).count(), wait).toBe(5);
    await expect(shown(page).first().textContent()).resolves.toContain('Bell test 12');
    // The markup is rendered (bold) but its script is not.
    expect(await shown(page).first().locator('b').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // Scrolling to the end loads the next five, then the last two; five that fit without scrolling offer
    // "Show more" instead (how tall five are depends on their text).
    const more = async () => {
      const list = page.getByTestId('notification-list');
      if (await list.evaluate((el) => el.scrollHeight > el.clientHeight + 1))
        await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      else await list.getByRole('button', { name: 'Show more' }).click();
    };
    await more();
    await expect.poll(() => shown(page).count(), wait).toBe(10);
    await more();
    await expect.poll(() => shown(page).count(), wait).toBe(12);
    await expect(page.getByRole('button', { name: 'Show more' }).count()).resolves.toBe(0);
    // The watching tab has its own three.
    await page.getByRole('tab', { name: 'Watching' }).click();
    await expect.poll(() => shown(page).count(), wait).toBe(3);
    await page.getByRole('tab', { name: 'General' }).click();
    // Opening one marks it read.
    await shown(page).first().click();
    await expect.poll(() => bell.getAttribute('aria-label'), wait).toBe('Notifications, 14 unread');
    const read = await db.query(
      `select count(*)::int as n from notifications where user_id = $1 and is_read`,
      [ownerId],
    );
    expect(read.rows[0].n).toBe(1);

    // A customer orders through the second instance: the owner's open page hears of it.
    const customer = await second.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { host: 'demo.localhost' },
      payload: {
        email: 'customer@demo.test',
        password: demoPassword,
        app: 'storefront',
        store_url: 'demo.localhost',
      },
    });
    const token = customer.json().data.access as string;
    const service = await db.query(`select id from services where store_id = $1 and name = 'Watch Battery'`, [
      storeId,
    ]);
    const auth = { authorization: `Bearer ${token}`, host: 'demo.localhost' };
    const added = await second.inject({
      method: 'POST',
      url: '/api/v1/add-to-carts',
      headers: auth,
      payload: { store_id: storeId, service_id: service.rows[0].id },
    });
    expect(added.statusCode).toBe(201);
    const checkout = await second.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      headers: auth,
      payload: { store_id: storeId, cart_id: added.json().data.cart_id },
    });
    expect(checkout.statusCode).toBe(201);
    const orderNo = checkout.json().data.order_no as string;
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 15 unread');
    // The panel is still open: the new one is on top of it.
    await expect.poll(() => shown(page).first().textContent(), wait).toContain(orderNo);

    // Mark all read empties the badge, in the database too.
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => bell.getAttribute('aria-label'), wait).toBe('Notifications, 0 unread');
    const unread = await db.query(
      `select count(*)::int as n from notifications where user_id = $1 and not is_read`,
      [ownerId],
    );
    expect(unread.rows[0].n).toBe(0);
    await page.context().close();
  }, 90_000);
});
