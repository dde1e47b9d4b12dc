// Browser benchmark of the signed-in faces and the option form (npm run bench:portal; issue 26): the built
// app in production mode on a fresh database with the demo data, driven by Debian's Chromium through
// playwright-core. Each figure is the median of --runs (default 3):
//
// - sign-in: from the click on "Sign in" on /portal/login (a new browser context, nothing cached) until the
//   first portal screen is usable — its address drawn (html[data-rendered-path], src/shell/RenderedLocation.tsx),
//   no loading indicator visible and its main content there. Target ≤ 1.5 s.
// - list navigation: from a click on a list in the portal's menu until that list's rows are drawn, no loader
//   (the first visit to each list loads its chunk; "again" is the second visit). Target ≤ 500 ms.
// - option form: on the demo service with the most options and logic (Ring Resizing: "Add engraving" shows
//   or hides "Engraving text" and adds or takes off its price), the time from the click on the answer until
//   the frame after React has re-rendered and the price changed, at 4× CPU throttling (Chromium's own,
//   CDP Emulation.setCPUThrottlingRate). Target ≤ 50 ms.
//
//   npm run bench:portal -- [--runs 3] [--chromium /usr/bin/chromium]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, median, startApp, stop } from './bench/processes.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
const runs = Number(args.runs);

const loaders = '.sf-skeleton, .shell-loading, .shell-spinner, [aria-busy="true"], [role="progressbar"]';

/** Resolves once the address bar's page is drawn with no loader and `ready` (a selector) visible. */
async function usable(page: Page, ready: string, timeout = 60_000) {
  await page.waitForFunction(
    ({ loaders, ready }) =>
      document.documentElement.dataset.renderedPath === `${location.pathname}${location.search}` &&
      ![...document.querySelectorAll(loaders)].some((el) =>
        el.checkVisibility({ visibilityProperty: true }),
      ) &&
      [...document.querySelectorAll(ready)].some((el) => el.checkVisibility()),
    { loaders, ready },
    { timeout, polling: 'raf' },
  );
}

async function signIn(browser: Browser, base: string): Promise<{ ms: number; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/portal/login`);
  await page.getByLabel(/^Email/).fill('owner@demo.test');
  await page.getByLabel(/^Password/).fill('demo-pass-2026');
  const t0 = Date.now();
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname !== '/portal/login', { timeout: 60_000 });
  await usable(page, 'main h1, main h2, main h6, main table, main [role="heading"]');
  return { ms: Date.now() - t0, page };
}

async function openList(page: Page, segment: string): Promise<number> {
  const link = page.locator(`a[href$="/portal/${segment}"]`).first();
  const t0 = Date.now();
  await link.click();
  await page.waitForURL((url) => url.pathname === `/portal/${segment}`);
  await usable(page, 'main table tbody tr, [data-testid="list-empty"]');
  return Date.now() - t0;
}

/** One answer clicked at 4× throttling: ms from the click to the frame after the re-render. */
async function answer(page: Page, label: RegExp): Promise<number> {
  const target = page.getByLabel(label).first();
  await target.scrollIntoViewIfNeeded();
  const handle = await target.elementHandle();
  return page.evaluate(async (el) => {
    const t0 = performance.now();
    (el as HTMLElement).click();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return performance.now() - t0;
  }, handle);
}

async function main() {
  build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-portal-'));
  const app = await startApp(dataDir);
  const browser = await chromium.launch({
    executablePath: args.chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  const lists = ['sales-orders', 'customers', 'work-orders'];
  const signIns: number[] = [];
  const navigations: Record<string, number[]> = {};
  const options: Record<string, number[]> = { 'shows and reprices': [], 'hides and reprices': [] };
  try {
    const base = `http://app.localhost:${app.port}`;
    // One unmeasured sign-in: the server's caches, not the browser's (each run is a new context).
    await (await signIn(browser, base)).page.context().close();
    for (let i = 0; i < runs; i++) {
      const { ms, page } = await signIn(browser, base);
      signIns.push(ms);
      for (const round of ['first', 'again'])
        for (const segment of lists) {
          (navigations[`${segment}, ${round}`] ??= []).push(await openList(page, segment));
          await page.goBack();
        }
      await page.context().close();
    }

    const settings = (await (
      await fetch(`http://127.0.0.1:${app.port}/api/v1/white-label-settings?store_url=demo.localhost`)
    ).json()) as { data: { store_id: number } };
    const services = (await (
      await fetch(
        `http://127.0.0.1:${app.port}/api/v1/stores/${settings.data.store_id}/portal-services?is_customer_side=true&is_partial=true`,
      )
    ).json()) as { data: { id: number; name: string }[] };
    const ring = services.data.find((s) => /ring resizing/i.test(s.name));
    if (!ring) throw new Error('the demo store has no Ring Resizing service');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`http://demo.localhost:${app.port}/service/${ring.id}`);
    await page.getByText('Add engraving').first().waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const engraving = page.getByRole('group', { name: /Add engraving/ });
    const yes = (await engraving.count()) ? /^Yes/ : /^Yes/;
    for (let i = 0; i < runs + 1; i++) {
      const shown = await answer(page, yes);
      await page.getByText('Engraving text').first().waitFor();
      const hidden = await answer(page, /^No/);
      await page.getByText('Engraving text').first().waitFor({ state: 'hidden' });
      if (i === 0) continue; // the first change warms the page's code
      options['shows and reprices']!.push(shown);
      options['hides and reprices']!.push(hidden);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  } finally {
    await browser.close();
    await stop(app.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nbench:portal, ${runs} run(s), median (all runs in brackets); ${os.cpus().length} CPUs, load average ` +
      `${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );
  console.log('| measure | ms | runs | target |');
  console.log('|---|---:|---|---|');
  console.log(
    `| sign in → first usable portal screen | ${median(signIns)} | ${signIns.join(', ')} | ≤ 1,500 |`,
  );
  for (const [name, xs] of Object.entries(navigations))
    console.log(`| list: ${name} | ${median(xs)} | ${xs.join(', ')} | ≤ 500 |`);
  for (const [name, xs] of Object.entries(options))
    console.log(
      `| option form at 4× CPU: ${name} | ${median(xs).toFixed(1)} | ${xs.map((x) => x.toFixed(1)).join(', ')} | ≤ 50 |`,
    );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
