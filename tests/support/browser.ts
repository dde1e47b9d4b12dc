// Drives Debian's Chromium with playwright-core against the test file's server (e2e-server.ts). Browsers resolve
// *.localhost to loopback, so each face is reached by its real host name: demo.localhost, app.localhost …
import { inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}

export function urlOf(hostLabel: string, path = '/'): string {
  return `http://${hostLabel}.localhost:${inject('serverPort')}${path}`;
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
  return page;
}

/** Screenshots of a step at 375 and 1280 px into `dir` (nothing when no dir is given). */
export async function shotsInto(dir: string | undefined, page: Page, name: string): Promise<void> {
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
