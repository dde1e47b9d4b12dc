// The API reference page: on the platform host, without logging in, Swagger UI lists every operation of the
// committed description and explains how to authenticate; a store's host does not serve it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, urlOf } from '../support/browser.ts';

const description = JSON.parse(fs.readFileSync('openapi/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};
const operations = Object.entries(description.paths)
  .flatMap(([path, item]) =>
    Object.entries(item).map(([method, { operationId }]) => `${method.toUpperCase()} ${path} ${operationId}`),
  )
  .sort();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('API reference page', () => {
  it('lists every operation of openapi/openapi.json on the platform host, without logging in', async () => {
    const page = await openPage(browser, 'app', '/api/docs');
    await page.locator('.opblock').first().waitFor();
    // Swagger UI renders operations as they scroll into view: read the page from top to bottom, as a reader.
    const seen = new Set<string>();
    for (let still = 0, i = 0; still < 3 && i < 400; i++) {
      const before = seen.size;
      const visible = await page.locator('.opblock').evaluateAll((blocks) =>
        blocks.map((block) => {
          const method = block.querySelector('.opblock-summary-method')?.textContent ?? '';
          // A deprecated operation (a path alias, docs/api.md) carries its path under a class of its own.
          const path =
            block
              .querySelector('.opblock-summary-path, .opblock-summary-path__deprecated')
              ?.getAttribute('data-path') ?? '';
          const id = block.querySelector('.opblock-summary-operation-id')?.textContent ?? '';
          return `${method.trim().toUpperCase()} ${path} ${id.trim()}`;
        }),
      );
      visible.forEach((operation) => seen.add(operation));
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
      });
      // Swagger UI draws what scrolled into view: wait for the frames after the scroll, not a fixed time.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      still = atBottom && seen.size === before ? still + 1 : 0;
    }
    // Each with its derived operationId, so a developer finds the generated client's method names.
    expect([...seen].sort()).toEqual(operations);
    await page.context().close();
  });

  it('explains the authentication flow', async () => {
    const page = await openPage(browser, 'app', '/api/docs');
    await page.getByRole('heading', { name: 'Authentication' }).waitFor();
    for (const text of [
      '/api/v1/auth/login',
      '/api/v1/token/refresh/',
      'Authorization: Bearer',
      'token_not_valid',
    ])
      expect(await page.getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
    await page.context().close();
  });

  it('is not served on a store host', async () => {
    const page = await openPage(browser, 'demo', '/');
    const store = await page.goto(urlOf('demo', '/api/docs'));
    expect(store?.status()).toBe(404);
    expect(((await store?.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    const platform = await page.goto(urlOf('app', '/api/docs/json'));
    expect(platform?.status()).toBe(200);
    expect(Object.keys(((await platform?.json()) as { paths: object }).paths).sort()).toEqual(
      Object.keys(description.paths).sort(),
    );
    await page.context().close();
  });
});
