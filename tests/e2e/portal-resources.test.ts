// The store portal's screens derived from the declarations, in Chromium. Generated over every declared
// store-portal resource: each list opens for the owner with its rows or its empty state, each create form
// offers an input for every field the API needs; limited staff get exactly the menu and actions the shared
// permission function allows, and the server refuses the rest. Then whole journeys: a customer created,
// found, edited, exported and deleted; a staff member given permissions at one location only, which the
// server then applies at that location only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoPassword, launchBrowser, openPage } from '../support/browser.ts';
import { apiUrl as api, signIn } from '../support/api-as.ts';
import {
  storePortalResources,
  canAccessSection,
  createTargetOf,
} from '../../src/portal/resources/registry.ts';
import { inputsOf } from '../../src/portal/schema-form/schema-inputs.ts';
import { formSchemaOf } from '../../src/portal/resources/ResourceForm.tsx';
import { menuOf } from '../../src/portal/resources/registry.ts';
import { customScreens } from '../../src/portal/resources/custom-screens.tsx';
import { Role, type RoleId } from '../../src/shared/roles.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const login = (email: string, password = demoPassword) => signIn(email, { password });

async function portalAs(email: string, password = demoPassword, width = 1280): Promise<Page> {
  const page = await openPage(browser, 'app', '/portal/login', { width, height: 900 });
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/portal/') && url.pathname !== '/portal/login');
  return page;
}

/** Views the owner may list, by the shared permission function (the console's are walked as the super admin). */
const owner = { role_id: Role.storeOwner as RoleId };
const ownersViews = storePortalResources.filter((r) => canAccessSection(owner, r.segment, 'list', 'store'));

const go = (page: Page, path: string) => page.goto(page.url().replace(/\/portal\/.*/, `/portal/${path}`));

describe('every declared store-portal resource', () => {
  it('opens its list for the owner, with rows or its designed empty state, and no page error', async () => {
    const page = await portalAs('owner@demo.test');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const r of ownersViews.filter((x) => x.declaration.operations.includes('list'))) {
      await go(page, r.segment);
      // A list that is a screen of its own (custom-screens.tsx: the customer-message editor) opens under its
      // heading; its own browser test walks it.
      if (customScreens[r.segment]?.list) {
        await page
          .getByRole('heading', { level: 1, name: r.view.label.many })
          .waitFor({ timeout: 15_000 })
          .catch(() => {
            throw new Error(`${r.segment}: its own list screen did not open`);
          });
        continue;
      }
      await page
        .locator('table tbody tr, [data-testid="list-empty"]')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => {
          throw new Error(`${r.segment}: neither rows nor the empty state`);
        });
    }
    expect(errors).toEqual([]);
    await page.context().close();
    // One walk over every list (24 and growing): a minute is too little on a loaded machine.
  }, 180_000);

  it('offers a create form with an input for every field the API needs', async () => {
    const page = await portalAs('owner@demo.test');
    // The counter's new sales order is built from items, not from the record's fields: its own test is
    // tests/e2e/counter-and-dashboard.test.ts.
    const builtFromItems = new Set(['sales-orders']);
    for (const r of ownersViews.filter(
      (x) => createTargetOf(x) === x.segment && !builtFromItems.has(x.segment),
    )) {
      await go(page, `${r.segment}/create`);
      await page
        .getByRole('button', { name: /save/i })
        .waitFor()
        .catch(() => {
          throw new Error(`${r.segment}/create: no Save button (${page.url()})`);
        });
      const required = inputsOf(formSchemaOf(r.declaration.schema, 'create'), {
        hints: r.view.form,
        references: r.view.references,
      }).filter((s) => s.required && s.kind !== 'list');
      for (const spec of required) {
        const label = spec.title ?? spec.source;
        // Reference inputs render once their choices arrive: wait for the input rather than count at once.
        await expect
          .poll(() => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)).count(), {
            message: `${r.segment}.${spec.source}`,
            timeout: 10_000,
          })
          .toBeGreaterThan(0);
      }
    }
    await page.context().close();
  });

  it('gives limited staff exactly the menu the permission function allows, and no write action it refuses', async () => {
    const staff = await login('staff@demo.test');
    const page = await portalAs('staff@demo.test');
    await page.locator('[data-testid^="menu-"]').first().waitFor();
    const shown = await page
      .locator('[data-testid^="menu-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(5)));
    expect(shown).toEqual(
      menuOf('store')
        .map((m) => m.segment)
        .filter((s) => canAccessSection(staff.role as never, s, 'list')),
    );
    for (const r of storePortalResources.filter((x) =>
      canAccessSection(staff.role as never, x.segment, 'list'),
    )) {
      await go(page, r.segment);
      await page.locator('table tbody tr, [data-testid="list-empty"]').first().waitFor({ timeout: 15_000 });
      const mayCreate =
        canAccessSection(staff.role as never, createTargetOf(r) ?? r.segment, 'create') &&
        !!createTargetOf(r);
      expect(await page.getByRole('link', { name: /^create$/i }).count(), `${r.segment} create`).toBe(
        mayCreate ? 1 : 0,
      );
      if (
        !canAccessSection(staff.role as never, r.segment, 'create') &&
        r.declaration.operations.includes('create')
      ) {
        // The server refuses what the screen hides.
        const refused = await fetch(api(`/${r.declaration.name}`), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${staff.access}` },
          body: '{}',
        });
        expect(refused.status, `${r.declaration.name} POST as staff`).toBe(403);
      }
    }
    await page.context().close();
  });
});

describe('customers', () => {
  it('the owner creates, finds, edits, exports and deletes a customer', async () => {
    const page = await portalAs('owner@demo.test');
    await go(page, 'customers/create');
    await page.getByLabel(/^First name/).fill('Ines');
    await page.getByLabel(/^Last name/).fill('Porto');
    await page.getByLabel(/^Email/).fill('ines.porto@example.com');
    const tags = page.getByLabel(/^Tags/);
    await tags.fill('wholesale');
    await tags.press('Enter');
    await page.getByRole('button', { name: /save/i }).click();
    // A customer has a page of its own, with their orders and estimates.
    await page.waitForURL(/\/portal\/customers\/\d+\/show$/);
    await page.getByText('ines.porto@example.com').waitFor();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();

    await go(page, 'customers');
    await page.getByPlaceholder(/search/i).fill('Porto');
    await page.getByRole('cell', { name: 'Porto', exact: true }).waitFor();
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /export/i }).click();
    const file = await (await download).path();
    const csv = (await import('node:fs')).readFileSync(file!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('first_name');
    expect(csv).toContain('ines.porto@example.com');
    expect(csv).not.toContain('customer@demo.test'); // the search applies to the export too

    await page.getByRole('cell', { name: 'Porto', exact: true }).click();
    await page.getByRole('link', { name: /edit/i }).click();
    // Edits go through the unsaved-changes bar: it appears with a change, Discard puts the record back.
    expect(await page.getByTestId('unsaved-bar').count()).toBe(0);
    await page.getByLabel(/^Last name/).fill('Porto Silva');
    await page.getByTestId('unsaved-bar').waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => page.getByLabel(/^Last name/).inputValue()).toBe('Porto');
    expect(await page.getByTestId('unsaved-bar').count()).toBe(0);
    await page.getByLabel(/^Last name/).fill('Porto Silva');
    await page.getByRole('button', { name: /save/i }).click();
    await page.getByText('Porto Silva').waitFor();

    await page.getByRole('link', { name: /edit/i }).click();
    await page.getByRole('button', { name: /delete/i }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm/i })
      .click();
    // The delete is pessimistic: a refusal keeps the page, and its notification says why.
    await page.waitForURL(/\/portal\/customers$/).catch(async (error: unknown) => {
      const shown = await page.getByRole('alert').allInnerTexts();
      throw new Error(`no list after the delete; the page shows: ${shown.join(' | ') || 'no alert'}`, {
        cause: error,
      });
    });
    await go(page, 'customers');
    await page.getByPlaceholder(/search/i).fill('Porto');
    await page
      .getByTestId('list-empty')
      .or(page.getByText(/^no (results|customers) found/i))
      .first()
      .waitFor();
    await page.context().close();
  });

  it('works on a phone: the list becomes a simple list with nothing hidden sideways', async () => {
    const page = await portalAs('owner@demo.test', demoPassword, 375);
    await go(page, 'customers');
    await page.getByText('Carla').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('users and permissions', () => {
  it('a permission granted at one location takes effect on the server at that location only', async () => {
    const owner = await login('owner@demo.test');
    const locations = (await (
      await fetch(api('/locations'), { headers: { Authorization: `Bearer ${owner.access}` } })
    ).json()) as { data: { id: number; name: string }[] };
    const [here, there] = locations.data;
    expect(here && there).toBeTruthy();

    const page = await portalAs('owner@demo.test');
    await go(page, 'users/create');
    await page.getByLabel(/^Email/).fill('counter.hand@demo.test');
    await page.getByLabel(/^First name/).fill('Cora');
    await page.getByLabel(/^Last name/).fill('Hand');
    await page.getByLabel(/^Password/).fill('a-long-password-1');
    await page.getByRole('tab', { name: here!.name }).click();
    await page.getByRole('checkbox', { name: 'Sales orders: View' }).check();
    await page.getByRole('button', { name: /save/i }).click();
    await page.waitForURL(/\/portal\/users$/);
    await page.getByText('counter.hand@demo.test').waitFor();
    await page.context().close();

    const cora = await login('counter.hand@demo.test', 'a-long-password-1');
    const orders = async (filter: object) => {
      const res = await fetch(api(`/sales-orders?filter=${encodeURIComponent(JSON.stringify(filter))}`), {
        headers: { Authorization: `Bearer ${cora.access}` },
      });
      return { status: res.status, body: (await res.json()) as { data?: { location_id: number | null }[] } };
    };
    const mine = await orders({ location_id: here!.id });
    expect(mine.status).toBe(200);
    const all = await orders({});
    expect(all.status).toBe(200);
    for (const o of all.body.data ?? []) expect(o.location_id).toBe(here!.id);
    const theirs = await orders({ location_id: there!.id });
    expect(theirs.status === 403 || (theirs.body.data ?? []).length === 0).toBe(true);
  });
});
