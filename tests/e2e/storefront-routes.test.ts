// Every customer route of the storefront's route table (src/storefront/routes.tsx, not a hand list), on both
// demo stores, at 375 px and 1280 px, as a guest and — where the table marks the route as for customers — as
// the store's signed-in demo customer. A parameterised route is opened with values that name something real
// (tests/support/storefront-route-values.ts) and with made-up ones. Each page must settle into its designed
// state: one h1, no uncaught error, no console error, no failed server answer (5xx), nothing wider than a
// 375 px screen, every input labelled, and no "coming soon".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { storefrontRoutes } from '../../src/storefront/routes.tsx';
import { accountPaths } from '../../src/storefront/account/account-paths.ts';
import { launchBrowser, settled, settleSeconds, urlOf } from '../support/browser.ts';
import { customerOf } from '../support/storefront-api.ts';
import { demoStores, madeUp, realPathsOf, withItemInCart } from '../support/storefront-route-values.ts';

interface Visit {
  path: string;
  /** The route pattern it comes from, and whether its values are made up. */
  pattern: string;
  madeUp: boolean;
}

const paramsOf = (pattern: string) => [...pattern.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
const withMadeUp = (pattern: string) => pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => madeUp(name));

/** The route table's patterns, /myaccount/* expanded into the account area's own routes. */
function patterns(forCustomersOnly: boolean): string[] {
  return storefrontRoutes
    .filter((route) => !forCustomersOnly || route.forCustomers)
    .flatMap((route) => {
      if (route.path === '/myaccount/*')
        return [...Object.values(accountPaths).map((sub) => `/myaccount/${sub}`), '/myaccount/no-such-page'];
      if (route.path === '*') return ['/no-such-page/at-all'];
      return [route.path];
    });
}

function visitsOf(list: string[], real: Record<string, string[]>): Visit[] {
  return list.flatMap((pattern) => {
    const reals = real[pattern];
    const params = paramsOf(pattern);
    if (params.length === 0)
      return [
        { path: pattern.replace(/\/$/, '') || '/', pattern, madeUp: false },
        ...(reals ?? []).map((path) => ({ path, pattern, madeUp: false })),
      ];
    if (!reals)
      throw new Error(`${pattern}: no real value (add one in tests/support/storefront-route-values.ts)`);
    return [
      ...reals.map((path) => ({ path, pattern, madeUp: false })),
      { path: withMadeUp(pattern), pattern, madeUp: true },
    ];
  });
}

/** What a page says when a made-up id or token names nothing (or a page that does not exist). */
const nothingHere =
  /does not exist|not found|could not find|cannot find|not available|couldn.t find|does not work|no longer|expired|nothing to confirm|thank you|log in/i;

let browser: Browser;
const realPaths = new Map<string, Awaited<ReturnType<typeof realPathsOf>>>();
beforeAll(async () => {
  browser = await launchBrowser();
  for (const store of demoStores) realPaths.set(store.hostLabel, await realPathsOf(store));
});
afterAll(() => browser?.close());

interface Problem {
  path: string;
  problem: string;
}

/** Opens one path and lists what is wrong with the page it settles into. */
async function check(
  page: Page,
  hostLabel: string,
  visit: Visit,
  width: number,
  hard: boolean,
): Promise<Problem[]> {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onConsole = (message: { type(): string; text(): string }) => {
    // A 4xx answer is a designed outcome here (a made-up token, a guest on a customer's API); a 5xx is not.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
      problems.push(`console error: ${message.text()}`);
  };
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 500) problems.push(`server answered ${response.status()}: ${response.url()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  page.on('response', onResponse);
  try {
    if (hard) await page.goto(urlOf(hostLabel, visit.path), { waitUntil: 'commit' });
    else
      // In-app navigation (the router follows history): the page's own chunk and requests, without booting
      // the app again. The previous page stays on screen until the new one is drawn: settled() waits for the
      // app to draw this address (or the page it redirects to), not for any h1.
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, visit.path);
    await settled(page, { heading: true }).catch(() =>
      problems.push(`never settled: not drawn, no h1, or still loading after ${settleSeconds} s`),
    );
    const seen = await page.evaluate(() => {
      const unlabelled = [...document.querySelectorAll<HTMLElement>('input, select, textarea')]
        .filter(
          (el) =>
            el.checkVisibility({ visibilityProperty: true }) && el.getAttribute('aria-hidden') !== 'true',
        )
        .filter(
          (el) =>
            !(el as HTMLInputElement).labels?.length &&
            !el.getAttribute('aria-label') &&
            !el.getAttribute('aria-labelledby'),
        )
        .map((el) => el.outerHTML.slice(0, 120));
      return {
        headings: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? ''),
        alerts: [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent ?? '').join(' '),
        text: document.body.innerText,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        unlabelled,
      };
    });
    // ROUTE_SHOTS=dir keeps a screenshot of every page (to look at each store's theme at each width).
    if (process.env.ROUTE_SHOTS)
      await page.screenshot({
        path: `${process.env.ROUTE_SHOTS}/${hostLabel}-${width}-${page.url().includes('myaccount') ? 'a-' : ''}${visit.path.replace(/[^a-z0-9]+/gi, '_')}.png`,
        fullPage: true,
      });
    if (seen.headings.length !== 1)
      problems.push(`${seen.headings.length} h1 (${seen.headings.join(' | ')})`);
    if (seen.text.trim().length < 20) problems.push('blank page');
    if (/coming soon/i.test(seen.text)) problems.push('says "coming soon"');
    if (width <= 375 && seen.overflow > 0) problems.push(`${seen.overflow}px wider than the screen`);
    for (const input of seen.unlabelled) problems.push(`unlabelled input ${input}`);
    // …in its heading, or in docs/product.md#orders-tracking's failure banner (order tracking).
    if (visit.madeUp && !nothingHere.test(`${seen.headings.join(' ')} ${seen.alerts}`))
      problems.push(`made-up value, but the page does not say so (h1 "${seen.headings[0]}")`);
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
  return problems.map((problem) => ({ path: visit.path, problem }));
}

/**
 * A route opened from a mail (a parameterised one) is loaded as a phone would: the whole app from scratch.
 * The rest are reached in-app, as a customer clicks through, which keeps the suite fast.
 */
const hardLoads = (visit: Visit, index: number) => index === 0 || visit.pattern.includes(':');

const viewports = [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
];

describe('every storefront route renders its designed state', () => {
  // The guests' walks only read, each in a context of its own: they run side by side. A signed-in walk puts
  // an item in the store's demo customer's cart (and takes it out), so those run one after another.
  for (const signedIn of [false, true])
    for (const store of demoStores)
      for (const viewport of viewports)
        (signedIn ? it : it.concurrent)(
          `${store.hostLabel} at ${viewport.width} px, ${signedIn ? 'signed in' : 'as a guest'}`,
          async () => {
            const context = await browser.newContext({ viewport });
            if (signedIn) {
              // The storefront keeps its session in sessionStorage: start the tab with the customer's login.
              const session = (await customerOf(store.hostLabel, store.customer)).session;
              await context.addInitScript((value) => {
                if (!sessionStorage.getItem('session')) sessionStorage.setItem('session', value);
              }, JSON.stringify(session));
            }
            const page = await context.newPage();
            const real = realPaths.get(store.hostLabel)!;
            const visits = visitsOf(patterns(signedIn), real.paths);
            const problems: Problem[] = [];
            const walk = async () => {
              for (const [index, visit] of visits.entries()) {
                const t0 = Date.now();
                problems.push(
                  ...(await check(page, store.hostLabel, visit, viewport.width, hardLoads(visit, index))),
                );
                if (process.env.ROUTE_TIMES) console.log(`${Date.now() - t0} ms ${visit.path}`);
              }
            };
            // The guest's cart is empty (its designed empty state); the customer's holds an item.
            if (signedIn) await withItemInCart(store, real.orderableServiceId, walk);
            else await walk();
            await context.close();
            expect(visits.length).toBeGreaterThan(signedIn ? 8 : 25);
            expect(problems.map((p) => `${p.path}: ${p.problem}`)).toEqual([]);
          },
          120_000,
        );
});
