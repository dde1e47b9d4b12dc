// Web benchmark (npm run bench:web): Lighthouse (the `lighthouse` npm package, its default mobile
// emulation and throttling) driving Debian's Chromium against the built app in production mode on a fresh
// database with the demo data: the demo storefront's home, a service page, the cart and the checkout (a
// guest's, with one item in the cart), and the portal's login. Prints the performance score, LCP, CLS, TBT,
// FCP and the JavaScript transferred.
//
// The cart and checkout pages need the guest's cart: one is added through the API, and before each visit
// its id is put in the demo origin's localStorage (where the storefront keeps it, cart/cart-storage.ts)
// over the DevTools protocol (playwright-core connected to Lighthouse's Chromium), the browser's cache
// cleared as Lighthouse would; Lighthouse then runs without its own storage reset, which would drop the id.
//
//   npm run bench:web -- [--runs 1] [--chromium /usr/bin/chromium] [--only service] [--report dir]
//
// --only keeps the pages whose name contains the text; --report writes each run's Lighthouse JSON there
// (its largest-contentful-paint-element and critical-request-chains audits say what the LCP waited for).
//
// Targets (issue 14): storefront performance >= 95, LCP <= 2.5 s, CLS <= 0.1, TBT <= 200 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { addToCartRequest, build, cartIdOf, median, startApp, stop } from './bench/processes.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    only: { type: 'string' },
    report: { type: 'string' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number above 0');
  process.exit(2);
}

interface Scores {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  scriptKb: number;
}

let reports = 0;

/** Lighthouse's trace sometimes misses the navigation on a loaded machine ("run Lighthouse again"). */
const retryable = new Set(['NO_NAVSTART', 'NO_FCP']);

/** A page to audit; `cart` names the guest cart its origin's localStorage must hold first. */
interface Page {
  page: string;
  url: string;
  cart?: { storeId: number; cartId: string };
}

/**
 * Puts the guest's cart id where the storefront looks for it and clears the browser's cache (Lighthouse's
 * own reset would clear both): over the DevTools protocol, in the browser Lighthouse drives.
 */
async function holdCart(port: number, url: string, cart: NonNullable<Page['cart']>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // A response of the page's origin that loads nothing of the app (localStorage is the origin's).
    await page.goto(`${new URL(url).origin}/api/v1/white-label-settings?store_url=demo.localhost`);
    await page.evaluate(({ key, id }) => localStorage.setItem(key, id), {
      key: `cart_id:${cart.storeId}`,
      id: cart.cartId,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Leaves the browser running: connectOverCDP's close only disconnects.
    await browser.close();
  }
}

async function audit(target: Page, port: number, attempt = 1): Promise<Scores> {
  const { url } = target;
  if (target.cart) await holdCart(port, url, target.cart);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: !!target.cart,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && retryable.has(lhr.runtimeError.code) && attempt < 3) {
    console.log(`${url}: ${lhr.runtimeError.code}, running it again`);
    return audit(target, port, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (args.report) {
    fs.mkdirSync(args.report, { recursive: true });
    const name = `${++reports}-${new URL(url).pathname.replace(/\W+/g, '-')}.json`;
    fs.writeFileSync(path.join(args.report, name), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  const script = items.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    scriptKb: script / 1024,
  };
}

async function main() {
  build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const app = await startApp(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: args.chromium,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: { page: string; scores: Scores[] }[] = [];
  try {
    const base = (label: string) => `http://${label}.localhost:${app.port}`;
    const settings = (await (
      await fetch(`http://127.0.0.1:${app.port}/api/v1/white-label-settings?store_url=demo.localhost`)
    ).json()) as { data: { store_id: number } };
    const services = (await (
      await fetch(
        `http://127.0.0.1:${app.port}/api/v1/stores/${settings.data.store_id}/portal-services?is_customer_side=true&is_partial=true`,
      )
    ).json()) as { data: { id: number }[] };
    const storeId = settings.data.store_id;
    const wanted = (page: string) => !args.only || page.includes(args.only);
    // The guest's cart of the cart and checkout pages: the first service added without answers.
    let cart: Page['cart'];
    for (const s of wanted('cart') || wanted('checkout') ? services.data : []) {
      const { method, path: apiPath, headers, body } = addToCartRequest({ storeId, serviceId: s.id });
      const added = await fetch(`http://127.0.0.1:${app.port}${apiPath}`, { method, headers, body });
      if (added.status === 201) {
        cart = { storeId, cartId: cartIdOf(await added.text()) };
        break;
      }
    }
    const pages: Page[] = [
      { page: 'storefront home', url: `${base('demo')}/` },
      { page: 'storefront service', url: `${base('demo')}/service/${services.data[0]!.id}` },
      { page: 'storefront cart', url: `${base('demo')}/cart`, cart },
      { page: 'storefront checkout', url: `${base('demo')}/checkout?guest=1`, cart },
      { page: 'portal login', url: `${base('app')}/portal/login` },
    ].filter((p) => wanted(p.page));
    if (pages.some((p) => p.page.includes('cart') || p.page.includes('checkout')) && !cart)
      throw new Error('no demo service can be added to a cart without answers');
    // One unmeasured visit per page: the server's caches, not the browser's (Lighthouse clears those).
    for (const p of pages) await audit(p, chrome.port);
    for (const p of pages) {
      const scores: Scores[] = [];
      for (let i = 0; i < runs; i++) scores.push(await audit(p, chrome.port));
      rows.push({ page: p.page, scores });
      console.log(`${p.page}: ${scores.map((s) => s.score).join(', ')}`);
    }
  } finally {
    chrome.kill();
    await stop(app.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nLighthouse ${runs} run(s) per page, median; mobile emulation, default throttling, ${os.cpus().length} CPUs, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );
  console.log('| page | performance | LCP s | CLS | TBT ms | FCP s | JS transferred KB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { page, scores } of rows) {
    const m = (k: keyof Scores) => median(scores.map((s) => s[k]));
    console.log(
      `| ${page} | ${m('score')} | ${(m('lcp') / 1000).toFixed(2)} | ${m('cls').toFixed(3)} | ` +
        `${Math.round(m('tbt'))} | ${(m('fcp') / 1000).toFixed(2)} | ${m('scriptKb').toFixed(1)} |`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
