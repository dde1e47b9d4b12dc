// The SKU import of the service editor: the template downloads, a file with bad rows is refused with every
// row's problem and changes nothing, a good file adds its SKUs as choices of a mass dropdown that the
// editor shows at once, and importing it again updates instead of adding.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalPageAs } from '../support/browser.ts';

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sku-import-'));
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function csvFile(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

async function openChainRepair(page: Page) {
  await page.getByTestId('menu-store-services').click();
  await page.waitForURL((url) => url.pathname === '/portal/store-services');
  await page.getByText('Chain Repair').click();
  await page.getByTestId('service-editor').waitFor();
}

describe('SKU import', () => {
  it('downloads the template, refuses bad rows with their problems, imports good ones once', async () => {
    const page = await portalPageAs(browser, 'owner@demo.test');
    await openChainRepair(page);
    const panel = page.getByRole('region', { name: 'SKU import' });
    const optionsHeading = page.getByRole('heading', { name: /^Options \(\d+\)$/ });
    const optionCount = async () => Number(/\d+/.exec((await optionsHeading.textContent()) ?? '')![0]);
    const before = await optionCount();

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download template' }).click();
    const template = fs.readFileSync((await (await download).path())!, 'utf8');
    expect(template.split(/\r?\n/)[0]).toBe('sku,value,price,image');

    await page
      .getByTestId('sku-file')
      .setInputFiles(
        csvFile('bad.csv', 'sku,value,price\nCH-1,Curb chain,12.5\n,No sku,3\nCH-3,Rope,1.234\n'),
      );
    const errors = page.getByTestId('sku-import-errors');
    await errors.waitFor();
    const rows = errors.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3); // header + rows 3 and 4
    expect(await errors.textContent()).toMatch(/3.*sku/);
    expect(await errors.textContent()).toMatch(/4.*price/);
    expect(await page.getByText('Curb chain').count()).toBe(0); // nothing imported

    const good = csvFile('good.csv', 'sku,value,price\nCH-1,Curb chain,12.50\nCH-2,Rope chain,18\n');
    await page.getByTestId('sku-file').setInputFiles(good);
    await expect
      .poll(() => page.getByTestId('sku-import-result').textContent())
      .toMatch(/2 added and 0 updated/);
    // The editor reloaded the service: the mass dropdown the import created is there.
    await expect.poll(optionCount).toBe(before + 1);
    await page.screenshot({ path: path.join(os.tmpdir(), 'sku-import-1280.png'), fullPage: true });

    await page.getByTestId('sku-file').setInputFiles(good);
    await expect
      .poll(() => page.getByTestId('sku-import-result').textContent())
      .toMatch(/0 added and 2 updated/);
    await page.context().close();
  });
});
