// Drives Debian's Chromium with playwright-core against the test file's server (e2e-server.ts). Browsers resolve
// *.localhost to loopback, so each face is reached by its real host name: demo.localhost, app.localhost …
import { chromium, type Browser, type Page } from 'playwright-core';
import { serverPort } from './e2e-values.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A slow machine's room (vite.config.ts scales Vitest's own limits by the same factor). */
export const timeoutScale = Math.max(1, Number(process.env.TEST_TIMEOUT_SCALE) || 1);

/** Chromium for a test file; every context it opens waits as long as the machine's scale allows. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  // Playwright's 30 s for a wait or an action, scaled like every other limit (TEST_TIMEOUT_SCALE).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(30_000 * timeoutScale);
    return context;
  };
  return browser;
}

/** How long settled() waits by default. */
export const settleSeconds = 15 * timeoutScale;

/** What shows while a page or its data loads, on every face (shell, storefront skeletons, MUI, react-admin). */
export const loadingIndicators =
  '.sf-skeleton, .shell-loading, .shell-spinner, [aria-busy="true"], [role="progressbar"]';

/**
 * Waits until the page has settled: the app has drawn the page of the address bar — not the previous page,
 * which the router keeps on screen while the next one's chunk or data loads (src/shell/RenderedLocation.tsx)
 * — no loading indicator is visible, and (with `heading`) an h1 is there. The state must hold on two checks in
 * a row, so a page that redirects as soon as it is drawn (a guest on an account page) is followed to where it
 * lands. Use it after every navigation, before reading what a page shows.
 */
export async function settled(
  page: Page,
  { heading = false, timeout = settleSeconds * 1000 }: { heading?: boolean; timeout?: number } = {},
): Promise<void> {
  const token = Math.random();
  await page.waitForFunction(
    ({ selector, heading, token }) => {
      const marks = window as unknown as { settleCheck?: { token: number; path: string | null } };
      const path = `${location.pathname}${location.search}`;
      const drawn =
        document.documentElement.dataset.renderedPath === path &&
        (!heading || document.querySelector('h1') !== null) &&
        ![...document.querySelectorAll(selector)].some((el) =>
          el.checkVisibility({ visibilityProperty: true }),
        );
      const before = marks.settleCheck?.token === token ? marks.settleCheck.path : null;
      marks.settleCheck = { token, path: drawn ? path : null };
      return drawn && before === path;
    },
    { selector: loadingIndicators, heading, token },
    { timeout, polling: 50 },
  );
}

export function urlOf(hostLabel: string, path = '/'): string {
  return `http://${hostLabel}.localhost:${serverPort()}${path}`;
}

/** A fresh page (own cookies and sessionStorage) at a face's host. */
export async function openPage(
  browser: Browser,
  hostLabel: string,
  path = '/',
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(urlOf(hostLabel, path));
  return page;
}

/** Settled (above), with its web fonts and images drawn: what a screenshot should wait for. */
export async function drawn(page: Page): Promise<void> {
  await settled(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete && img.loading !== 'lazy')
        .map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
        ),
    );
    // Two frames: the layout of a new viewport size (setViewportSize) is painted.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

export const demoPassword = 'demo-pass-2026';

/** A fresh page of the platform portal, logged in as `email` (a demo login unless a password is given). */
export async function portalPageAs(
  browser: Browser,
  email: string,
  password = demoPassword,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const page = await openPage(browser, 'app', '/portal/login', viewport);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/portal/') && url.pathname !== '/portal/login');
  await settled(page);
  return page;
}

/** Screenshots of a step at 375 and 1280 px into `dir` (nothing when no dir is given). */
export async function shotsInto(dir: string | undefined, page: Page, name: string): Promise<void> {
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await drawn(page);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
