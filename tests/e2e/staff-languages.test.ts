// The store portal's orders and the vendor bench flow in the user's own language (docs/product.md#languages),
// end to end in Chromium: the owner chooses Español in the app bar's language menu and reads the menu, the
// orders list and a sales order page in Spanish, then cancels the order (a transition) and sees its new state
// and the timeline in Spanish; a vendor's staff member works a job at the bench in Spanish from the item list
// to job done. In the pseudo-locale (every phrase of the catalogues accented and bracketed ⟦…⟧) the same
// screens show no word that did not come through the translations: every visible text is either bracketed or
// the records' own data (names, numbers, the store's catalogue), which the test reads from the database.
// The service editor speaks Spanish too: its sections, the option types, the logic panel and the product's
// logic messages. SHOTS_DIR=<dir> writes the Spanish order page, service editor and bench at 375 and 1280 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eDatabaseUrl } from '../support/e2e-values.ts';
import pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  demoPassword,
  drawn,
  launchBrowser,
  openPage,
  portalPageAs,
  settled,
  urlOf,
} from '../support/browser.ts';

let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  // A language chosen in the menu is kept on the account and opens every later sign-in in it: the tests that
  // choose one do it as people of their own, so the other browser files' owners keep reading English.
  for (const [email, like] of chooserOf)
    await db.query(
      `insert into users (audience, email, password_hash, first_name, last_name, role_id, store_id, vendor_id)
       select audience, $1, password_hash, first_name, last_name, role_id, store_id, vendor_id
         from users where email = $2
       on conflict do nothing`,
      [email, like],
    );
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

const wait = { timeout: 30_000 };
const storeChooser = 'owner-es@demo.test';
const vendorChooser = 'owner-es@bench.test';
const chooserOf = [
  [storeChooser, 'owner@demo.test'],
  [vendorChooser, 'owner@bench.test'],
] as const;
const phone = { width: 375, height: 780 };

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await db.query(text, values);
  if (!rows[0]) throw new Error(`no row: ${text}`);
  return rows[0] as T;
}

async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await drawn(page);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The language a person keeps on their account. */
const languageOf = async (email: string) =>
  (await one<{ language: string | null }>(`select language from users where email = $1`, [email])).language;

/** docs/product.md#formats-order-number: 7 of the unambiguous capitals and digits. */
const orderNo = () =>
  Array.from({ length: 7 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)]).join(
    '',
  );

/** A placed order of the demo store for its demo customer, with one item. */
async function placedOrder(): Promise<{ id: number; order_no: string; store_id: number }> {
  const order = await one<{ id: number; order_no: string; store_id: number }>(
    `insert into sales_orders (store_id, order_no, customer_id, status, customer_name, customer_email)
     select c.store_id, $1, c.id, 'placed', c.first_name || ' ' || c.last_name, c.email
       from customers c join stores s on s.id = c.store_id
      where s.slug = 'demo' and c.email = 'customer@demo.test' limit 1
     returning id, order_no, store_id`,
    [orderNo()],
  );
  await db.query(
    `insert into sales_order_items (store_id, sales_order_id, line_no, item_number, service_name, quantity)
     values ($1, $2, 1, $3, 'Ring resizing', 1)`,
    [order.store_id, order.id, `${order.order_no}-1`],
  );
  return order;
}

/** A received order with one item sent to Bench Workshop: the bench's job. */
async function benchJob(): Promise<{ order_no: string; work_id: number }> {
  const order = await one<{ id: number; order_no: string; store_id: number }>(
    `insert into sales_orders (store_id, order_no, customer_id, status)
     select c.store_id, $1, c.id, 'received' from customers c join stores s on s.id = c.store_id
      where s.slug = 'demo' and c.email = 'customer@demo.test' limit 1
     returning id, order_no, store_id`,
    [orderNo()],
  );
  await db.query(
    `insert into sales_order_items (store_id, sales_order_id, line_no, item_number, service_name)
     values ($1, $2, 1, $3, 'Ring resizing')`,
    [order.store_id, order.id, `${order.order_no}-1`],
  );
  const work = await one<{ id: number }>(
    `insert into work_orders (store_id, sales_order_id, sales_order_item_id, item_number, service_name,
                              quantity, source, vendor_id, status)
     select i.store_id, i.sales_order_id, i.id, i.item_number, i.service_name, i.quantity, 1, v.id, 'sent'
       from sales_order_items i, vendors v where i.sales_order_id = $1 and v.name = 'Bench Workshop'
     returning id`,
    [order.id],
  );
  await db.query(
    `insert into work_instructions (store_id, work_order_id, body) values ($1, $2, 'Resize to N, polish.')`,
    [order.store_id, work.id],
  );
  return { order_no: order.order_no, work_id: work.id };
}

/** The records' own words: what the screens may show untranslated (names, numbers, the store's catalogue). */
async function dataWords(): Promise<string[]> {
  const { rows } = await db.query<{ word: string | null }>(
    `select name as word from stores union select name from locations
     union select first_name from users union select last_name from users union select email from users
     union select first_name || ' ' || last_name from users
     union select first_name || ' ' || last_name from customers union select email from customers
     union select phone from customers union select name from vendors
     union select order_no from sales_orders union select customer_name from sales_orders
     union select customer_email from sales_orders union select customer_phone from sales_orders
     union select note from sales_orders
     union select item_number from sales_order_items union select service_name from sales_order_items
     union select note from timeline_entries
     union select body from work_instructions union select label from service_options
     union select value from option_values`,
  );
  // The language menu names each language in itself; the pseudo-locale is no language and shows its code.
  return [...rows.map((r) => r.word ?? ''), 'English', 'Español', 'pseudo'].filter((w) => w.trim() !== '');
}

/** Every visible text of the page, with where it is (the nearest test id, else its element). */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const where = parent.closest('[data-testid]')?.getAttribute('data-testid') ?? parent.tagName;
      texts.push(`${text} @${where}`);
    }
    return texts;
  });

/** The visible texts holding a word that neither came through the translations nor is the records' data. */
function untranslated(texts: readonly string[], data: readonly string[]): string[] {
  const known = [...new Set(data)].sort((a, b) => b.length - a.length);
  return texts.filter((text) => {
    let rest = text.replace(/ @\S+$/, '');
    // A translated sentence may hold translated words (a state in a timeline entry): innermost first.
    while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    for (const word of known) rest = rest.split(word).join(' ');
    rest = rest
      .replace(/\b\d{2}, [A-Z][a-z]{2,8} \d{4}\b/g, ' ') // the product's dates (English names in pseudo)
      .replace(/\b\d{1,2}:\d{2}( [AP]M)?\b/g, ' ')
      .replace(/\S+@\S+/g, ' ');
    return /\p{L}{2,}/u.test(rest);
  });
}

async function chooseLocale(page: Page, locale: string) {
  await page.evaluate((chosen) => localStorage.setItem('RaStore.locale', JSON.stringify(chosen)), locale);
  await page.reload();
  await settled(page);
}

describe('the store portal in Spanish', () => {
  it('is chosen in the app bar and speaks Spanish on the orders list and a sales order, through a transition', async () => {
    const order = await placedOrder();
    const page = await portalPageAs(browser, storeChooser);
    await page.getByRole('button', { name: /^Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByTestId('menu-sales-orders').filter({ hasText: 'Pedidos' }).waitFor(wait);
    expect(await page.evaluate(() => localStorage.getItem('RaStore.locale'))).toBe('"es"');
    // The page says its language (read aloud in Spanish), from the choice on.
    await expect.poll(() => page.locator('html').getAttribute('lang'), wait).toBe('es');
    // The bell (a shell piece shared with the vendor app) speaks the chosen language too.
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label'), wait).toMatch(/^Notificaciones, \d+ sin leer$/);
    await bell.click();
    await page.getByRole('tab', { name: 'Siguiendo' }).waitFor(wait);
    await page.getByRole('button', { name: 'Marcar todas como leídas' }).waitFor(wait);
    await page.keyboard.press('Escape');

    await page.getByTestId('menu-sales-orders').click();
    await page.waitForURL(/\/portal\/sales-orders/);
    await settled(page);
    await shots(page, 'es-orders-list');
    await page.getByRole('table').getByText('Estado', { exact: true }).waitFor(wait);
    await page.getByRole('table').getByText('Realizado', { exact: true }).first().waitFor(wait);

    await page.goto(page.url().replace(/\/portal\/.*$/, `/portal/sales-order/${order.id}`));
    await settled(page);
    await page.getByRole('heading', { level: 2, name: `Pedido ${order.order_no}` }).waitFor(wait);
    for (const section of ['Artículos', 'Pagos', 'Cliente', 'Historial', 'Comentarios internos'])
      await page.getByRole('region', { name: section, exact: true }).waitFor(wait);
    await page.getByTestId('status-state').filter({ hasText: 'realizado' }).waitFor(wait);
    await page.getByRole('columnheader', { name: 'Servicio y respuestas' }).waitFor(wait);
    await shots(page, 'es-sales-order');

    const cancel = page.locator('[data-testid="transition-actions"] [data-action="cancel"]');
    expect(await cancel.textContent()).toBe('Cancelar');
    await cancel.click();
    await page.getByTestId('status-state').filter({ hasText: 'cancelado' }).waitFor(wait);
    await page.getByTestId('timeline-entry').filter({ hasText: 'realizado → cancelado' }).waitFor(wait);
    await page.context().close();

    // Kept on the account: another browser, with nothing in its storage, opens the portal in Spanish.
    await expect.poll(() => languageOf(storeChooser), wait).toBe('es');
    const elsewhere = await portalPageAs(browser, storeChooser);
    await elsewhere.getByTestId('menu-sales-orders').filter({ hasText: 'Pedidos' }).waitFor(wait);
    await expect.poll(() => elsewhere.locator('html').getAttribute('lang'), wait).toBe('es');
    await elsewhere.context().close();
  });

  it('shows the login page in the language chosen on this browser', async () => {
    const page = await openPage(browser, 'app', '/portal/login');
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('es')));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Inicie sesión en su portal' }).waitFor(wait);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor(wait);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.context().close();
  });

  it('takes a new order at the counter in Spanish, its money written the Spanish way', async () => {
    const page = await portalPageAs(browser, 'owner@demo.test');
    await chooseLocale(page, 'es');
    await page.goto(page.url().replace(/\/portal\/.*$/, '/portal/sales-orders/create'));
    await settled(page);
    await page.getByRole('heading', { level: 1, name: 'Nuevo pedido en el mostrador' }).waitFor(wait);
    await page.getByRole('button', { name: 'Crear pedido', exact: true }).click();
    await page.getByText('Elija el cliente o añada uno nuevo.').waitFor(wait);
    await page.getByText('Añada al menos un servicio.').waitFor(wait);
    await page.getByRole('combobox', { name: 'Servicio que añadir' }).click();
    await page.getByRole('option', { name: /Watch Battery/ }).click();
    await page.getByRole('form', { name: 'Opciones de Watch Battery' }).waitFor(wait);
    await page.getByRole('button', { name: 'Añadir al pedido' }).click();
    expect(await page.getByRole('list', { name: 'Artículos del pedido' }).textContent()).toContain(
      '1 × Watch Battery',
    );
    // The demo store's dollars in Spanish: "Total 12,00 US$".
    expect(await page.getByTestId('counter-total').textContent()).toMatch(/^Total [\d.]+,\d{2}\s?US\$$/);
    await page.getByLabel('Pagado ahora en el mostrador').check();
    await page.getByRole('button', { name: 'Crear pedido y cobrar' }).waitFor(wait);
    await shots(page, 'es-counter');
    await page.context().close();
  });

  it('speaks Spanish in the service editor: its sections, option types, logic, validation rules and messages', async () => {
    // The Spanish store's owner chooses Español and edits the store's ring resizing (seed-demo-spanish.ts).
    const page = await portalPageAs(browser, 'owner@joyeria.test');
    await page.getByRole('button', { name: /^Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByTestId('menu-store-services').filter({ hasText: 'Servicios' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/store-services');
    await page.getByText('Ajuste de talla de anillo').click();
    const editor = page.getByTestId('service-editor');
    await editor.waitFor(wait);
    await page.getByRole('heading', { level: 2, name: 'Servicio', exact: true }).waitFor(wait);
    await page.getByRole('heading', { level: 2, name: 'Vista previa' }).waitFor(wait);
    // The preview's choice prices in the store's euros (the portal's words carry the signed-in store's currency).
    const preview = page.getByTestId('live-preview');
    await expect.poll(() => preview.textContent(), wait).toMatch(/\d,\d{2}\s€/);
    expect(await preview.textContent()).not.toContain('US$');
    await page.getByLabel('Precio desde').waitFor(wait);
    await editor.getByText('Talla actual/deseada', { exact: true }).waitFor(wait);
    await editor.getByText('Se muestra si se cumple la regla 1').waitFor(wait);
    await editor.getByRole('button', { name: 'Añadir opción' }).click();
    await page.getByRole('menuitem', { name: /^Desplegable masivo/ }).waitFor(wait);
    await page.keyboard.press('Escape');
    await shots(page, 'es-service-editor');

    // The size option's validation rules, with their fields and conditions in Spanish.
    const chosen = (select: Locator) =>
      select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent);
    await editor.getByRole('button', { name: 'Ajustes de Talla del anillo (actual y deseada)' }).click();
    await page.getByRole('button', { name: 'Reglas de validación (2)' }).click();
    const first = page.getByTestId('validation-rule').first();
    expect(await chosen(first.getByLabel('Campo de comparación'))).toBe('Talla deseada');
    expect(await chosen(first.getByLabel('Condición'))).toBe('es mayor que');
    await first.getByLabel('Campo variable').fill('current_size + desired_size');
    await first.getByText('No puede añadir más de una fórmula.').waitFor(wait);

    // The engraving text's logic: Show, All, and the product's message for a repeated choice.
    await editor.getByRole('button', { name: 'Lógica de Texto del grabado' }).click();
    const logic = page.getByTestId('logic-panel');
    expect(await logic.getByRole('radio', { name: 'Mostrar' }).isChecked()).toBe(true);
    expect(await logic.getByRole('radio', { name: 'Todas' }).isChecked()).toBe(true);
    await logic.getByRole('button', { name: 'Añadir otra' }).click();
    await page.getByLabel('Campo de la regla 2').selectOption({ label: '3. Añadir grabado' });
    await page.getByLabel('Valor de la regla 2').selectOption({ label: 'Sí' });
    expect(await page.getByTestId('duplicate-choice').textContent()).toBe('No puede repetir Sí');
    await shots(page, 'es-service-logic');
    await page.getByRole('button', { name: 'Cerrar el panel lateral' }).click();
    await page
      .getByTestId('sidebar-blocked')
      .filter({ hasText: 'La lógica todavía no es válida' })
      .waitFor(wait);
    expect(await page.getByTestId('unsaved-bar').textContent()).toContain('Tiene cambios sin guardar');
    await page.getByRole('button', { name: 'Descartar' }).click();
    await page.getByTestId('unsaved-bar').waitFor({ state: 'detached' });

    // The shared plan pages (shell/onboarding) speak the chosen language: the steps, the sentence, the prices.
    const growth = await one<{ id: number }>(
      "select id from plans where audience = 'store' and per_location_price_cents > 0 order by id limit 1",
    );
    await page.goto(urlOf('app', `/pay-per-location?plan=${growth.id}`));
    await page.getByRole('heading', { level: 1, name: 'Pago por ubicación' }).waitFor(wait);
    await page.getByTestId('onboarding-steps').getByText('Elija un plan').waitFor(wait);
    await expect.poll(() => page.getByText('Total mensual:').textContent(), wait).toMatch(/\d,\d{2}\sUS\$/);
    await page.context().close();
  });

  it('shows no untranslated word on the orders list and a sales order in the pseudo-locale', async () => {
    const order = await placedOrder();
    // Its placing on the timeline, as the server writes it: English words beside a key and its params.
    await db.query(
      `insert into timeline_entries (store_id, sales_order_id, entity, entity_id, action, to_status, message,
                                     message_key, message_params, is_public)
       values ($1, $2, 'sales_order', $2, 'created', 'placed', $3, 'timeline.order_placed', $4, true)`,
      [order.store_id, order.id, `Order ${order.order_no} placed`, { order_no: order.order_no }],
    );
    const page = await portalPageAs(browser, 'owner@demo.test');
    await chooseLocale(page, 'pseudo');
    const data = await dataWords();
    // The dashboard's recent activity: the server's sentences in the reader's words.
    await page.goto(page.url().replace(/\/portal\/.*$/, '/portal/dashboard'));
    await settled(page);
    const activity = page.getByTestId('dashboard-activity');
    await activity.getByText(order.order_no).first().waitFor(wait);
    expect(untranslated(await activity.allInnerTexts(), data)).toEqual([]);

    await page.goto(page.url().replace(/\/portal\/.*$/, '/portal/sales-orders'));
    await settled(page);
    await page.getByTestId('menu-sales-orders').filter({ hasText: '⟦' }).waitFor(wait);
    expect(untranslated(await visibleTexts(page), data)).toEqual([]);

    await page.goto(page.url().replace(/\/portal\/.*$/, `/portal/sales-order/${order.id}`));
    await settled(page);
    await page.getByTestId('order-payments').getByRole('table').waitFor(wait);
    await page.getByTestId('order-timeline').getByText(/⟦/).first().waitFor(wait);
    expect(untranslated(await visibleTexts(page), await dataWords())).toEqual([]);
    await page.context().close();
  });
});

async function benchPage(locale: string): Promise<Page> {
  const page = await openPage(browser, 'vendor', '/login', phone);
  await page.getByLabel(/^Email/).fill('staff@bench.test');
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login', wait);
  await page.evaluate((chosen) => localStorage.setItem('RaStore.locale', JSON.stringify(chosen)), locale);
  return page;
}

describe('the vendor bench in Spanish', () => {
  it('goes from the item list to job done in Spanish', async () => {
    const job = await benchJob();
    const page = await benchPage('es');
    await page.goto(urlOf('vendor', `/work-items?order=${job.order_no}`));
    await settled(page);
    await page.getByRole('heading', { level: 1, name: `Pedido ${job.order_no}` }).waitFor(wait);
    await page.getByText('Le espera a usted').waitFor(wait);
    await page.getByText('La tienda pide').waitFor(wait);
    expect(await page.getByLabel('Idioma').inputValue()).toBe('es');

    await page.getByRole('link', { name: 'Aceptar y empezar' }).click();
    await page.waitForURL(/\/start-work\?/);
    await settled(page);
    await page.getByRole('region', { name: 'Instrucciones' }).waitFor(wait);
    await page.getByRole('button', { name: 'Aceptar y empezar el trabajo' }).click();

    await page.waitForURL(/\/job-in-progress\?/);
    await settled(page);
    await page
      .getByRole('timer')
      .getByText(/Trabajando desde las/)
      .waitFor(wait);
    await page.getByRole('link', { name: 'Terminar el trabajo' }).waitFor(wait);
    await shots(page, 'es-bench-job');

    await page.getByRole('link', { name: 'Terminar el trabajo' }).click();
    await page.waitForURL(/\/job-done\?/);
    await settled(page);
    await page.getByRole('button', { name: 'Marcar como terminado sin fotos del después' }).click();
    await page.getByTestId('job-done').getByText('Trabajo terminado').waitFor(wait);
    const status = await one<{ status: string }>(`select status from work_orders where id = $1`, [
      job.work_id,
    ]);
    expect(status.status).toBe('done');

    // The switch in the bench's header changes the language at once.
    await page.getByLabel('Idioma').selectOption('en');
    await page.getByTestId('job-done').getByText('Job done').waitFor(wait);
    await page.context().close();
  });

  it('shows no untranslated word on the bench pages in the pseudo-locale', async () => {
    const job = await benchJob();
    const page = await benchPage('pseudo');
    const data = await dataWords();
    for (const path of [
      `/work-items?order=${job.order_no}`,
      `/start-work?wo=${job.work_id}&order=${job.order_no}`,
    ]) {
      await page.goto(urlOf('vendor', path));
      await settled(page);
      await page.getByRole('heading', { level: 1, name: /⟦/ }).waitFor(wait);
      await page.getByText('Resize to N, polish.').first().waitFor(wait);
      expect(untranslated(await visibleTexts(page), data), path).toEqual([]);
    }
    await page.context().close();
  });
});

describe('the vendor app in Spanish', () => {
  it('is chosen on the login page and speaks Spanish on the login and the vendor dashboard', async () => {
    const page = await openPage(browser, 'vendor', '/login');
    await settled(page);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: 'Acceso de proveedores' }).waitFor(wait);
    expect(await page.evaluate(() => localStorage.getItem('RaStore.locale'))).toBe('"es"');
    await page.getByRole('link', { name: '¿Ha olvidado su contraseña?' }).waitFor(wait);
    await shots(page, 'es-vendor-login');

    await page.getByLabel(/^Correo electrónico/).fill(vendorChooser);
    await page.getByLabel(/^Contraseña/).fill(demoPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', wait);
    // The language chosen before signing in is the person's: kept on their account.
    await expect.poll(() => languageOf(vendorChooser), wait).toBe('es');
    await page.goto(urlOf('vendor', '/portal/dashboard'));
    await settled(page);
    await page
      .getByTestId('vendor-greeting')
      .filter({ hasText: /^Bienvenido, / })
      .waitFor(wait);
    await page.getByTestId('figure-due-soon').waitFor(wait);
    for (const label of ['Vencen en 7 días', 'Atrasados', 'Plazo de entrega', 'Ingresos de este mes'])
      await page.getByText(label, { exact: true }).first().waitFor(wait);
    for (const section of ['Trabajos por estado', 'Trabajos por tienda'])
      await page.getByRole('region', { name: section, exact: true }).waitFor(wait);
    // Money written the Spanish way: the figure ends in its currency sign ("1234,50 US$").
    expect(await page.getByTestId('figure-earned').textContent()).toMatch(/^\d[\d.]*,\d{2}\s(US\$|\$|€)$/);
    await shots(page, 'es-vendor-dashboard');
    await page.context().close();
  });

  it('shows no untranslated word on the vendor login and dashboard in the pseudo-locale', async () => {
    const page = await openPage(browser, 'vendor', '/login');
    await chooseLocale(page, 'pseudo');
    const data = await dataWords();
    await page.getByRole('heading', { level: 1, name: /⟦/ }).waitFor(wait);
    expect(untranslated(await visibleTexts(page), data), '/login').toEqual([]);

    await page.locator('input[name="email"]').fill('owner@bench.test');
    await page.locator('input[name="password"]').fill(demoPassword);
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login', wait);
    await page.goto(urlOf('vendor', '/portal/dashboard'));
    await settled(page);
    await page.getByTestId('figure-due-soon').waitFor(wait);
    await page.getByTestId('work-by-status').getByText(/⟦/).first().waitFor(wait);
    expect(untranslated(await visibleTexts(page), data), '/portal/dashboard').toEqual([]);
    await page.context().close();
  });
});
