// The storefront in Spanish (docs/product.md#languages), against the real server, PostgreSQL and Chromium:
// the demo's Spanish-speaking store (joyeria.localhost, language es, euros) — a guest browses, configures a
// ring resizing, sees it in the cart, checks out as a guest and follows the order, every step in Spanish.
// Then the same screens in the pseudo-locale (a tester's choice, chosen-locale.ts): every word on them must
// come out pseudo-translated (⟦…⟧) unless it is the store's own data. Screenshots of the home and the
// service page at 375 and 1280 px go to $TMPDIR/storefront-spanish/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { drawn, launchBrowser, openPage, urlOf } from '../support/browser.ts';
import {
  spanishDemoStore,
  spanishRingOptions,
  spanishWatchOptions,
} from '../../src/server/db/seed-demo-spanish.ts';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../src/shared/i18n/pseudo.ts';

const shots = path.join(os.tmpdir(), 'storefront-spanish');
const phone = { width: 375, height: 800 };
const wide = { width: 1280, height: 800 };
const guestEmail = `espanol-${Date.now()}@example.test`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());

async function shotBoth(page: Page, name: string) {
  for (const [size, viewport] of [
    ['375', phone],
    ['1280', wide],
  ] as const) {
    await page.setViewportSize(viewport);
    await drawn(page);
    await page.screenshot({ path: path.join(shots, `${name}-${size}.png`), fullPage: true });
  }
}

let orderNo = '';

describe('the Spanish store', () => {
  it('browses, configures, fills the cart, checks out and tracks, all in Spanish', async () => {
    const page = await openPage(browser, 'joyeria', '/', phone);
    await page.getByText('Elija un servicio para empezar.').waitFor();
    expect(await page.locator('html').textContent()).toContain('Solicite un presupuesto');
    // The page says its language: the server writes the store's, the words provider keeps it.
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator('.shell-skip-link').textContent()).toBe('Saltar al contenido');
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).count()).toBe(1);
    // On a phone the header's longer Spanish buttons take a row of their own; the store's name is whole.
    const name = page.locator('.sf-logo__name');
    expect(await name.textContent()).toBe('Joyería Aurora');
    expect(
      await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
    ).toBe(true);
    // Prices in euros, written the Spanish way.
    await expect
      .poll(() => page.getByTestId('service-price').first().textContent())
      .toMatch(/^\d+,\d{2}\s€$/);
    await shotBoth(page, 'home');

    await page.setViewportSize(phone);
    await page.getByText('Ajuste de talla de anillo').first().click();
    await page.getByRole('button', { name: 'Añadir al carrito' }).waitFor();
    await page.getByLabel(/^Talla actual/).fill('6');
    await page.getByLabel(/^Talla deseada/).fill('7');
    const metal = page.getByLabel(/^Metal/);
    const gold = await metal.evaluate(
      (select: HTMLSelectElement) =>
        [...select.options].find((o) => o.text.startsWith('Oro de 14 quilates'))?.value ?? '',
    );
    await metal.selectOption(gold);
    await shotBoth(page, 'service');
    await page.setViewportSize(phone);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await page.getByTestId('add-to-cart-success').waitFor();
    expect(await page.getByTestId('add-to-cart-success').textContent()).toContain('Añadido a su carrito');

    await page.getByRole('link', { name: 'Ver el carrito' }).click();
    await page.getByRole('heading', { name: 'Su carrito' }).waitFor();
    await expect.poll(() => page.getByTestId('cart-item').textContent()).toContain('Oro de 14 quilates');
    expect(await page.getByTestId('cart-subtotal').textContent()).toMatch(/€/);

    await page.getByRole('button', { name: 'Finalizar la compra' }).click();
    await page.getByRole('link', { name: 'Continuar como invitado' }).click();
    await page.getByLabel(/^Nombre/).fill('Ana');
    await page.getByLabel(/^Apellidos/).fill('Ruiz');
    await page.getByLabel(/^Correo electrónico/).fill(guestEmail);
    await page.getByRole('button', { name: 'Realizar el pedido' }).click();

    await page.getByRole('heading', { name: 'Gracias por su pedido' }).waitFor();
    orderNo = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(orderNo).toMatch(/^[A-Z0-9]{7}$/);
    expect(await page.getByTestId('next-steps').textContent()).toContain('Traiga su pieza a');

    await page.getByRole('link', { name: 'Seguir mi pedido' }).click();
    await page.getByTestId('tracking-status').waitFor();
    expect(await page.getByTestId('tracking-status').textContent()).toBe('Realizado');
    expect(await page.getByRole('heading', { name: 'Historial' }).count()).toBe(1);
    // The server's sentences in the store's language (docs/product.md#languages-server-sentences).
    expect(await page.getByTestId('tracking-timeline').textContent()).toContain(
      `Pedido ${orderNo} realizado`,
    );
    await shotBoth(page, 'tracking');
    await page.context().close();
  });

  it('asks for an estimate in Spanish, and says so when a page does not exist', async () => {
    const page = await openPage(browser, 'joyeria', '/request-estimate', phone);
    await page.getByRole('heading', { name: 'Solicite un presupuesto' }).waitFor();
    expect(await page.getByLabel(/^Artículo/).count()).toBe(1);
    expect(await page.getByLabel(/^¿Qué necesita\?/).count()).toBe(1);
    expect(await page.getByRole('option', { name: 'Otra cosa' }).count()).toBe(1);
    expect(await page.getByText('0 de 5 fotos').count()).toBe(1);
    await page.getByRole('button', { name: 'Solicitar presupuesto' }).click();
    await page.getByText('Revise los campos señalados.').waitFor();
    expect(await page.getByText('Indique el artículo (al menos 2 caracteres).').count()).toBe(1);
    expect(await page.getByText('Introduzca un correo electrónico válido.').count()).toBe(1);
    await shotBoth(page, 'request-estimate');

    await page.goto(urlOf('joyeria', '/no-such-page'));
    await page.getByRole('heading', { name: 'Esta página no existe' }).waitFor();
    expect(await page.getByRole('link', { name: 'Ir a la página de inicio' }).count()).toBe(1);
    await page.context().close();
  });
});

/** The store's own words (its catalogue, as seeded): they stay as the store wrote them in any locale. */
const storeData = [
  spanishDemoStore.name,
  spanishDemoStore.settings.topBarText,
  ...spanishDemoStore.services.flatMap((s) => [s.name, s.description]),
  ...spanishDemoStore.locations.flatMap((l) => [l.name, l.addressLine1, l.city, l.country]),
  ...[...spanishRingOptions, ...spanishWatchOptions].flatMap((o) => [
    o.label.value,
    ...(o.values ?? []).map((v) => v.value),
    ...Object.values(o.toggles ?? {}).map((t) => (typeof t?.value === 'string' ? t.value : '')),
  ]),
]
  .filter((text): text is string => Boolean(text))
  .sort((a, b) => b.length - a.length);

/** Every visible text on the page with the pseudo-translated parts and the store's own words taken out. */
async function untranslated(page: Page): Promise<string[]> {
  await drawn(page);
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (node.textContent?.trim()) out.push(node.textContent.trim());
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title'])
        if (el.getAttribute(name)) out.push(el.getAttribute(name)!);
    return out;
  });
  // A translated sentence may hold translated words (a state in a timeline entry): innermost first.
  const pseudo = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g');
  const unwrapped = (text: string): string => {
    const next = text.replace(pseudo, ' ');
    return next === text ? text : unwrapped(next);
  };
  return texts
    .map((text) => storeData.reduce((rest, data) => rest.split(data).join(' '), unwrapped(text)))
    .map((rest) => rest.replace(/\b\d{1,2}:\d{2} ?(AM|PM)\b/g, ' '))
    .filter((rest) => /\p{L}{2,}/u.test(rest.replace(/\b[A-Z0-9]{7}\b/g, '').replace(/©|€|EUR/g, '')));
}

describe('the pseudo-locale over the same screens', () => {
  it('shows no word that did not go through the translations', async () => {
    const context = await browser.newContext({ viewport: phone });
    await context.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('pseudo')));
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const route of [
      '/',
      '/service/',
      '/cart',
      '/checkout-login',
      `/order-tracking/${orderNo}`,
      '/request-estimate',
    ]) {
      if (route === '/service/') {
        await page.goto(urlOf('joyeria', '/'));
        await page.getByText('Ajuste de talla de anillo').first().click();
        await page.getByTestId('option-form').waitFor();
      } else await page.goto(urlOf('joyeria', route));
      const left = await untranslated(page);
      if (left.length) found[route] = left;
    }
    await context.close();
    expect(found).toEqual({});
  });
});
