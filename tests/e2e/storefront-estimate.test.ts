// A guest asks for an estimate on a 375 px phone, against the real server, PostgreSQL and Chromium: a file
// that is not an image and one that is too big are refused in the browser with their reasons, a photo is
// sent with the request, the thank-you page shows the estimate number; the store sees the photo and quotes
// through the API; the guest opens the mailed link from the outbox, sees the quote and approves it — an
// order, with its number and a link that tracks it. Screenshots go to $TMPDIR/storefront-estimate/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, urlOf } from '../support/browser.ts';
import { png } from '../support/forms.ts';
import { linkIn, mailsTo, mailTo, portal } from '../support/storefront-api.ts';

const shots = path.join(os.tmpdir(), 'storefront-estimate');
const phone = { width: 375, height: 800 };
const desktop = { width: 1280, height: 900 };
const guestEmail = `estimate-${Date.now()}@example.test`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

describe('a guest’s estimate on a phone', () => {
  it('requests with a photo, follows the mailed link and approves the store’s quote', async () => {
    const page = await openPage(browser, 'demo', '/request-estimate', phone);
    await page.getByRole('heading', { name: 'Request an estimate' }).waitFor();
    await shot(page, '01-request-empty-375');

    // Nothing is sent while the form is incomplete: the fields at fault say why.
    await page.getByRole('button', { name: 'Request estimate' }).click();
    await page.getByText('Please check the highlighted fields.').waitFor();
    expect(await page.getByLabel(/^Email/).getAttribute('aria-invalid')).toBe('true');

    const service = page.getByLabel('Service');
    const ring = await service.evaluate(
      (select: HTMLSelectElement) => [...select.options].find((o) => o.text === 'Ring Resizing')?.value ?? '',
    );
    expect(ring).not.toBe('');
    await service.selectOption(ring);
    await page.getByLabel(/^Item/).fill('Gold wedding ring');
    await page.getByLabel(/^What does it need/).fill('Two sizes smaller, and the stone is loose.');
    await page.getByLabel(/^First name/).fill('Gina');
    await page.getByLabel(/^Last name/).fill('Guest');
    await page.getByLabel(/^Email/).fill(guestEmail);
    // A corrected field loses its error at once.
    expect(await page.getByLabel(/^Email/).getAttribute('aria-invalid')).toBe('false');

    // Refused in the browser, with the reason: not an image, too big. The photo is taken.
    const input = page.getByTestId('photo-input');
    await input.setInputFiles([
      { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(8_388_609, 1) },
      { name: 'ring.png', mimeType: 'image/png', buffer: png },
    ]);
    await page.getByText(/invoice\.pdf is not a photo we can take/).waitFor();
    await page.getByText(/huge\.png is too big \(8\.0 MB\)/).waitFor();
    await page.getByRole('img', { name: /ring\.png/ }).waitFor();
    expect(await page.getByText('1 of 5 photos').count()).toBe(1);
    // Remove, then choose it again: the list follows.
    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await expect.poll(() => page.getByText('0 of 5 photos').count()).toBe(1);
    await input.setInputFiles([{ name: 'ring.png', mimeType: 'image/png', buffer: png }]);
    await page.getByRole('img', { name: /ring\.png/ }).waitFor();
    await shot(page, '02-request-filled-375');

    await page.getByRole('button', { name: 'Request estimate' }).click();
    await page.getByText('Thank you — we received your request').waitFor();
    const estimateNo = (await page.getByTestId('estimate-number').textContent())!.trim();
    expect(estimateNo).not.toBe('');
    expect(await page.getByTestId('estimate-state').textContent()).toBe('Waiting for a price');
    expect(await page.getByTestId('next-steps').textContent()).toContain('and photos');
    expect(await page.getByText('1 photo').count()).toBe(1);
    await shot(page, '03-thank-you-375');

    // The store sees the request and its photo, and quotes it.
    const owner = await portal('owner@demo.test');
    const [estimate] = await owner<{ id: number; estimate_no: string; status: string }[]>(
      'GET',
      `/estimates?filter=${encodeURIComponent(JSON.stringify({ q: estimateNo }))}`,
    );
    expect(estimate).toMatchObject({ estimate_no: estimateNo, status: 'requested' });
    const photos = await owner<{ url: string }[]>('GET', `/estimates/${estimate!.id}/photos`);
    expect(photos).toHaveLength(1);
    const items = await owner<{ id: number; description: string }[]>(
      'GET',
      `/estimates/${estimate!.id}/items`,
    );
    expect(items[0]!.description).toBe('Ring Resizing: Gold wedding ring');
    await owner('POST', `/estimates/${estimate!.id}/transitions/quote`, {
      items: [{ id: items[0]!.id, unit_price: 85 }],
    });

    // The quote mail links to the follow page; the guest opens it.
    const quoted = await mailTo(guestEmail, 'estimate.quoted');
    expect(quoted.subject).toContain(estimateNo);
    const link = linkIn(quoted.text, '/estimate/thank-you/');
    await page.goto(urlOf('demo', link));
    await page.getByRole('heading', { name: 'Your quote is ready' }).waitFor();
    expect(await page.getByTestId('estimate-total').textContent()).toContain('$85.00');
    expect(await page.getByTestId('estimate-state').textContent()).toContain('Quoted');
    await shot(page, '04-quote-375');

    // A double click approves once: one order.
    await page.getByRole('button', { name: 'Approve (pay in store)' }).dblclick();
    await page.getByText('Thank you — your estimate is approved').waitFor();
    const track = page.getByRole('link', { name: /^Track order / });
    const orderNo = ((await track.textContent()) ?? '').replace('Track order ', '').trim();
    expect(orderNo).toMatch(/^[A-Z0-9]{7}$/);
    await shot(page, '05-approved-375');
    const orders = await owner<{ order_no: string; total: number }[]>(
      'GET',
      `/sales-orders?filter=${encodeURIComponent(JSON.stringify({ order_no: orderNo }))}`,
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]!.total).toBe(85);

    await track.click();
    await page.waitForURL(`**/order-tracking/${orderNo}`);
    await page.getByText(orderNo).first().waitFor();

    // The same link on a desktop shows the answered estimate; nothing can be answered twice.
    const wide = await openPage(browser, 'demo', link, desktop);
    await wide.getByText('Thank you — your estimate is approved').waitFor();
    expect(await wide.getByRole('button', { name: /Approve/ }).count()).toBe(0);
    await shot(wide, '06-approved-1280');
    const request = await openPage(browser, 'demo', '/request-estimate', desktop);
    await request.getByRole('heading', { name: 'Request an estimate' }).waitFor();
    await shot(request, '07-request-1280');

    const outbox = await mailsTo(guestEmail);
    console.log(`outbox to ${guestEmail}:\n${outbox.map((m) => `  ${m.event}: ${m.subject}`).join('\n')}`);
    expect(outbox.map((m) => m.event)).toEqual(
      expect.arrayContaining(['estimate.requested', 'estimate.quoted']),
    );
  }, 120_000);

  it('shows a clear page for a link that names no estimate', async () => {
    const page = await openPage(browser, 'demo', '/estimate/thank-you/not-a-real-follow-token-123', phone);
    await page.getByText('We cannot find this estimate').waitFor();
    await shot(page, '08-unknown-link-375');
  });
});
