// A repair from the counter to completion, in a real browser against the real server and PostgreSQL: the
// owner takes an order at the counter (API, pay later), receives it in the portal with the item's intake
// (condition, declared value, a photo uploaded with progress), prints its job ticket, opens a work order and
// sends it to Bench Workshop; the vendor (API) accepts, starts and requests an additional charge, which the
// owner's bell shows live; the charge is paid (API); the vendor finishes and returns the work; the owner
// marks the order ready, takes the payment and completes it. The timeline shows every step in order, and
// the dashboard's figures moved by exactly what the test did. It runs twice: as the owner, and as desk staff
// whose permissions allow exactly these steps at the order's location (sales orders and work orders: view,
// create, edit; the vendor list to send to; the dashboard) — for them, what they may not do (a refund, the
// services, an order of another location) is neither offered nor accepted by the server. Screenshots at 1280
// and 375 px go to $TMPDIR/portal-orders-journey/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { Action, Module } from '../../src/shared/roles.ts';
import { caller } from '../support/api-as.ts';
import { demoPassword, launchBrowser, portalPageAs } from '../support/browser.ts';
import { png } from '../support/forms.ts';
import { e2eDatabaseUrl } from '../support/e2e-values.ts';

const shots = path.join(os.tmpdir(), 'portal-orders-journey');
const wait = { timeout: 15_000 };

let browser: Browser;
let db: pg.Client;
/** The demo store's first location, where the journey's order is taken and the desk staff work. */
let deskLocationId: number;
/** Another location of the demo store, where desk staff may do nothing. */
let otherLocationId: number;
const deskEmail = 'desk@demo.test';
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(shots, { recursive: true });
  db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  // Desk staff: a login like staff@demo.test's, allowed exactly the journey's steps at the first location.
  const { rows } = await db.query<{ id: number; store_id: number; location_id: number }>(
    `insert into users (audience, email, password_hash, first_name, last_name, role_id, store_id)
     select audience, $1, password_hash, 'Dana', 'Desk', role_id, store_id from users where email = 'staff@demo.test'
     returning id, store_id, (select min(l.id) from locations l where l.store_id = users.store_id) as location_id`,
    [deskEmail],
  );
  const desk = rows[0]!;
  deskLocationId = desk.location_id;
  otherLocationId = (
    await db.query<{ id: number }>(`select id from locations where store_id = $1 and id <> $2 limit 1`, [
      desk.store_id,
      deskLocationId,
    ])
  ).rows[0]!.id;
  const grant = (module: number, actions: number[], locationId: number | null) =>
    db.query(
      `insert into staff_permissions (store_id, user_id, module_id, location_id, actions) values ($1, $2, $3, $4, $5)`,
      [desk.store_id, desk.id, module, locationId, actions],
    );
  const work = [Action.view, Action.create, Action.edit];
  await grant(Module.salesOrder, work, deskLocationId);
  await grant(Module.workOrder, work, deskLocationId);
  await grant(Module.customer, [Action.view], null);
  await grant(Module.vendorManagement, [Action.view], null);
  await grant(Module.dashboard, [Action.view], null);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
/** What the portal offers this user on the order page: its transition and payment buttons. */
const offered = (page: Page) =>
  page
    .locator('[data-testid="transition-actions"] [data-action]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));

interface Figures {
  sales: { orders: number; revenue: number; by_status: { status: string; count: number }[] };
  work: { at_vendors: { vendor_name: string; work_orders: number }[] };
}
const today = () => new Date().toISOString().slice(0, 10);
const atBench = (f: Figures) =>
  f.work.at_vendors.find((v) => v.vendor_name === 'Bench Workshop')?.work_orders ?? 0;

/** The dashboard card's value as the page shows it (its second paragraph). */
async function card(page: Page, id: string) {
  const value = page.getByTestId(id).locator('p').nth(1);
  await value.waitFor(wait);
  return (await value.textContent()) ?? '';
}
const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

const clickAction = (page: Page, action: string) =>
  page.locator(`[data-testid="transition-actions"] [data-action="${action}"]`).click();
const statusIs = (page: Page, status: string) =>
  page.getByTestId('status-state').first().filter({ hasText: status }).waitFor(wait);

describe.each([
  ['the owner', 'owner@demo.test'],
  ['desk staff with exactly these permissions', deskEmail],
])('a repair from the counter to completion, as %s', (_who, email) => {
  const asDesk = email === deskEmail;
  const tag = asDesk ? 'desk' : 'owner';
  it('is received with its intake, worked by the vendor, paid, completed — and counted', async () => {
    const owner = await caller('owner@demo.test', 'portal');
    const acting = await caller(email, 'portal');
    const vendor = await caller('owner@bench.test', 'vendor');
    // The dashboard in UTC days, as this test reads its own API (the page uses the browser's zone).
    const dashboard = () => owner<Figures>('GET', `/dashboard?from=${today()}&to=${today()}&tz=UTC`);
    const customers = await owner<{ id: number; email: string }[]>('GET', '/customers?range=[0,99]');
    const services = await owner<{ id: number; name: string }[]>('GET', '/services?range=[0,199]');
    // For desk staff, an order at another location (made before the figures are taken, to leave them be).
    const elsewhere = asDesk
      ? await owner<{ id: number }>('POST', '/sales-orders', {
          customer_id: customers.find((c) => c.email === 'customer@demo.test')!.id,
          location_id: otherLocationId,
          items: [{ service_id: services.find((s) => s.name === 'Watch Battery')!.id }],
        })
      : null;
    const before = await dashboard();

    const page = await portalPageAs(browser, email);
    const dashboardCards = async () => {
      await page.goto(page.url().replace(/\/portal\/.*$/, '/portal/dashboard?period=today'));
      return {
        orders: Number(await card(page, 'figure-orders')),
        collected: money(await card(page, 'figure-revenue')),
      };
    };
    const shownBefore = await dashboardCards();
    const order = await owner<{ id: number; order_no: string; total: number }>('POST', '/sales-orders', {
      customer_id: customers.find((c) => c.email === 'customer@demo.test')!.id,
      location_id: deskLocationId,
      items: [{ service_id: services.find((s) => s.name === 'Watch Battery')!.id }],
    });

    const orderPage = page.url().replace(/\/portal\/.*$/, `/portal/sales-order/${order.id}`);
    await page.goto(orderPage);
    await statusIs(page, 'placed');

    // Receive: the intake dialog, with a photo uploaded from the file picker.
    await page.getByRole('button', { name: 'Receive items' }).click();
    const dialog = page.getByRole('dialog', { name: `Receive order ${order.order_no}` });
    await dialog.getByTestId('intake-item').waitFor(wait);
    const itemNumber = `${order.order_no}-1`;
    await dialog.getByLabel(`Condition of ${itemNumber}`).fill('Scratched case; crown loose');
    await dialog.getByLabel(`Declared value of ${itemNumber}`).fill('-5');
    await dialog.getByText('A value from $0 to $1,000,000.').waitFor(wait);
    expect(await dialog.getByTestId('intake-receive').isDisabled()).toBe(true);
    await dialog.getByLabel(`Declared value of ${itemNumber}`).fill('150');
    await dialog
      .getByTestId('intake-photo-1')
      .setInputFiles({ name: 'watch.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('img', { name: `Intake photo 1 of ${itemNumber}` }).waitFor(wait);
    await shot(page, `receive-dialog-1280-${tag}`);
    await dialog.getByTestId('intake-receive').click();
    await statusIs(page, 'received');
    const intake = page.getByTestId('item-intake');
    await intake.waitFor(wait);
    expect(await intake.textContent()).toContain('Scratched case; crown loose');
    expect(await intake.textContent()).toContain('Declared value $150.00');
    await intake.getByRole('img', { name: `Intake photo 1 of ${itemNumber}` }).waitFor(wait);
    expect(await page.getByTestId('order-timeline').textContent()).toContain(
      `${itemNumber}: Scratched case; crown loose · declared $150.00 · 1 photo`,
    );

    // A work order for a vendor, sent to Bench Workshop from its page.
    await page.getByRole('button', { name: 'Open work order' }).click();
    await page.getByTestId('order-item').getByRole('link', { name: /work/ }).first().click();
    await page.waitForURL(/\/portal\/work-order\/\d+$/);
    const workOrderId = Number(page.url().split('/').pop());
    await page.getByRole('combobox', { name: 'Send to vendor' }).click();
    await page.getByRole('option', { name: 'Bench Workshop' }).click();
    await clickAction(page, 'send');
    await statusIs(page, 'sent');
    expect(atBench(await dashboard())).toBe(atBench(before) + 1);

    // The job ticket of the item, with the QR code of its work at the vendor's bench.
    await page.goto(orderPage);
    await page.getByRole('link', { name: 'Job ticket' }).click();
    await page.getByTestId('ticket-qr').waitFor(wait);
    expect(await page.getByTestId('ticket-item-number').textContent()).toContain(itemNumber);
    expect(await page.getByTestId('ticket-qr').getAttribute('alt')).toContain(`/${order.order_no}`);
    // The intake travels with the item: condition, declared value and the photo as a thumbnail.
    const ticket = page.getByTestId('job-ticket');
    expect(await ticket.getByTestId('intake-condition').textContent()).toBe('Scratched case; crown loose');
    expect(await ticket.getByTestId('intake-declared-value').textContent()).toBe('Declared value $150.00');
    const thumbnail = ticket.locator(`img[alt="Intake photo 1 of ${itemNumber}"]`);
    await thumbnail.waitFor(wait);
    expect((await thumbnail.boundingBox())!.width).toBeLessThanOrEqual(64);
    await shot(page, `job-ticket-1280-${tag}`);
    await page.goto(page.url().replace(/\/portal\/.*$/, `/portal/work-order/${workOrderId}`));
    await statusIs(page, 'sent');

    // The vendor takes it and asks for more money; the owner's open page hears of it at once.
    const bell = page.getByTestId('notification-bell');
    await vendor('POST', `/work-orders/${workOrderId}/transitions/accept`, {});
    await vendor('POST', `/work-orders/${workOrderId}/transitions/start`, {});
    const unread = async () =>
      Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    const unreadBefore = await unread();
    const charge = await vendor<{ id: number; amount: number }>(
      'POST',
      `/work-orders/${workOrderId}/additional-charges`,
      { amount: 35, reason: 'New crown and seal' },
    );
    await expect.poll(unread, wait).toBeGreaterThan(unreadBefore);
    await bell.click();
    // The owner acted on this order, so its news is under Watching.
    await page.getByRole('tab', { name: 'Watching' }).click();
    await expect
      .poll(async () => (await page.getByTestId('notification').allTextContents()).join(' | '), wait)
      .toMatch(/additional charge/i);
    await page.keyboard.press('Escape');
    await owner('POST', `/additional-charges/${charge.id}/transitions/pay`, {});
    await vendor('POST', `/work-orders/${workOrderId}/transitions/finish`, {});
    await vendor('POST', `/work-orders/${workOrderId}/transitions/return`, {});
    expect(atBench(await dashboard())).toBe(atBench(before));

    // Back at the counter: ready, paid, completed.
    await page.goto(orderPage);
    await statusIs(page, 'in progress');
    await clickAction(page, 'mark_ready');
    await statusIs(page, 'ready');
    // The balance taken at the counter (the Payments panel: cash, the whole balance by default).
    await page.getByRole('button', { name: /^Take (payment|deposit)$/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Take \$/ })
      .click();
    await page
      .getByTestId('status-payment')
      .filter({ hasText: /^payment: paid$/ })
      .waitFor(wait);
    await clickAction(page, 'complete');
    await statusIs(page, 'completed');
    expect(await page.getByTestId('order-balance').textContent()).toBe('$0.00');

    // A refund is the refund permission's: offered to the owner, neither offered to desk staff nor accepted
    // from them by the server (nothing changes).
    if (asDesk) expect(await offered(page)).not.toContain('refund');
    else expect(await offered(page)).toContain('refund');
    if (asDesk) {
      await expect(acting('POST', `/sales-orders/${order.id}/transitions/refund`, {})).rejects.toThrow(
        /: 403 /,
      );
      // Nor the services (no permission: not in the menu, refused), nor an order of another location.
      expect(await page.getByRole('menuitem', { name: 'Services' }).count()).toBe(0);
      await expect(acting('GET', '/services?range=[0,0]')).rejects.toThrow(/: 403 /);
      await expect(acting('POST', `/sales-orders/${elsewhere!.id}/transitions/receive`, {})).rejects.toThrow(
        /: (403|404) /,
      );
      expect((await owner<{ status: string }>('GET', `/sales-orders/${elsewhere!.id}`)).status).toBe(
        'placed',
      );
    }

    // Every step, in order, on the order's one timeline.
    const steps = await page
      .getByTestId('timeline-entry')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
    expect(steps).toEqual([
      'created', // the order, at the counter
      'receive', // with its intake
      'created', // the work order
      'send',
      'start', // the sales order moves on by itself
      'accept',
      'start', // the work
      'created', // the additional charge…
      'hold', // …holds the work
      'pay',
      'resume',
      'finish',
      'return',
      'mark_ready',
      'payment', // the balance taken at the counter (the ledger)
      'complete',
    ]);
    await shot(page, `sales-order-completed-1280-${tag}`);

    // The dashboard moved by exactly this order: one more placed, its total and the charge collected.
    const after = await dashboard();
    expect(after.sales.orders).toBe(before.sales.orders + 1);
    expect(after.sales.revenue).toBeCloseTo(before.sales.revenue + order.total + charge.amount, 2);
    const shownAfter = await dashboardCards();
    expect(shownAfter.orders).toBe(shownBefore.orders + 1);
    expect(shownAfter.collected).toBeCloseTo(shownBefore.collected + order.total + charge.amount, 2);
    await page.getByTestId('dashboard-turnaround-vendor').getByText('Bench Workshop').waitFor(wait);
    // The chart's figures as a table (its accessible alternative) agree with the server's.
    await page.getByTestId('orders-by-status-as-table').click();
    const completedRow = page
      .getByTestId('orders-by-status-table')
      .locator('tbody tr', { hasText: 'completed' });
    const completed = after.sales.by_status.find((s) => s.status === 'completed')!.count;
    expect(completed).toBe(before.sales.by_status.find((s) => s.status === 'completed')!.count + 1);
    expect(await completedRow.locator('td').textContent()).toBe(String(completed));
    await shot(page, `dashboard-1280-${tag}`);

    // The same order and the dashboard on a phone: nothing hidden sideways.
    const phone = await portalPageAs(browser, email, demoPassword, { width: 375, height: 800 });
    for (const [name, to, shown] of [
      ['sales-order-375', `/portal/sales-order/${order.id}`, 'item-intake'],
      ['dashboard-375', '/portal/dashboard?period=today', 'dashboard-figures'],
    ] as const) {
      await phone.goto(phone.url().replace(/\/portal\/.*$/, to));
      await phone.getByTestId(shown).waitFor(wait);
      await phone.waitForLoadState('networkidle');
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await shot(phone, `${name}-${tag}`);
      expect(overflow, name).toBeLessThanOrEqual(0);
    }
    await phone.context().close();
    await page.context().close();
  }, 240_000);
});
