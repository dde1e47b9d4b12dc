// Whole journeys through every store-portal screen built from a declaration, generated from the declarations
// (schema, operations, search, filters, sortable columns, form hints, references) rather than listed: as the
// demo owner, each resource with the generic form is created with values generated from its create schema,
// found by its search and filters, sorted, edited, exported and deleted, and refuses a form with a required
// field left empty; as the demo limited staff, each screen shows exactly the actions the shared permission
// function allows, a refused page shows the designed "Access denied", and the server refuses the write.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalPageAs, demoPassword, settled } from '../support/browser.ts';
import { apiUrl as api, signIn } from '../support/api-as.ts';
import {
  canAccessSection,
  createTargetOf,
  storePortalResources,
} from '../../src/portal/resources/registry.ts';
import type { PortalResource } from '../../src/portal/resources/registry.ts';
import { customScreens } from '../../src/portal/resources/custom-screens.tsx';
import { formSchemaOf } from '../../src/portal/resources/ResourceForm.tsx';
import { hintsForAudience, inputsOf, type InputSpec } from '../../src/portal/schema-form/schema-inputs.ts';
import { Role, type RoleId } from '../../src/shared/roles.ts';
import { fillInput, inputOf } from '../support/portal-form-filling.ts';
import { letterToken, valueOf } from '../support/record-values.ts';

interface Session {
  email: string;
  access: string;
  role: { role_id: number } & Record<string, unknown>;
  at: number;
}

async function login(email: string): Promise<Session> {
  return { ...(await signIn(email)), email, at: Date.now() };
}

/** An API call as the session's user; the e2e server's access tokens live 30 s, so an older one is renewed. */
async function call(session: Session, method: string, path: string, body?: unknown) {
  if (Date.now() - session.at > 20_000) Object.assign(session, await login(session.email));
  const res = await fetch(api(path), {
    method,
    headers: {
      Authorization: `Bearer ${session.access}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const go = async (page: Page, path: string) => {
  await page.goto(page.url().replace(/\/portal\/.*/, `/portal/${path}`));
};

/** The list's answer: its rows, or the designed empty state, or "no results" under a filter. */
const listSettled = (page: Page) =>
  page
    .locator('table tbody tr')
    .or(page.getByTestId('list-empty'))
    .or(page.getByText(/^no .+ found/i))
    .first()
    .waitFor();

const noResults = (page: Page) =>
  page
    .getByTestId('list-empty')
    .or(page.getByText(/^no .+ found/i))
    .first()
    .waitFor();

const owner = { role_id: Role.storeOwner as RoleId };

// The screens a resource brings of its own that have their own browser test are walked there: the service
// editor (service-editor.test.ts), the staff invitation's one-time link (staff-invitation.test.ts), the
// counter's order built from items (counter-and-dashboard.test.ts), the customer-message editor — one screen
// for every event, the defaults included, instead of a list of the store's own rows
// (customer-messages.test.ts). Every other create form is the generic one, or the generic one with a part
// added below it (users' permission grid, commission conditions).
const ownTests = new Set(['store-services', 'staff-invitations', 'sales-orders', 'message-templates']);
const walked = storePortalResources.filter(
  (r) =>
    createTargetOf(r) === r.segment &&
    canAccessSection(owner, r.segment, 'create') &&
    r.declaration.operations.includes('create') &&
    !ownTests.has(r.segment),
);

it('walks the resources it should: every owner-creatable generic form but those with their own test', () => {
  expect(walked.length).toBeGreaterThanOrEqual(8);
  for (const segment of ownTests) expect(Object.keys(customScreens)).toContain(segment);
});

let browser: Browser;
let ownerPage: Page;
let ownerSession: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  ownerSession = await login('owner@demo.test');
  ownerPage = await portalPageAs(browser, 'owner@demo.test', demoPassword, { width: 1280, height: 900 });
});
afterAll(() => browser?.close());
// A failed step leaves a picture of the page it failed on.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail' && ownerPage)
    await ownerPage
      .screenshot({ path: `/tmp/portal-journeys-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}.png` })
      .catch(() => {});
});

/** The create form's inputs and the values the test enters, one token to find the record by. */
function planOf(resource: PortalResource, token: string) {
  const { declaration, view } = resource;
  // The owner's form: fields meant for other audiences (a role only the super admin gives) are not offered.
  const specs = inputsOf(formSchemaOf(declaration.schema, 'create'), {
    hints: hintsForAudience(view.form, 'store'),
    references: view.references,
  }).filter((s) => s.kind !== 'list' && s.kind !== 'image');
  const values = new Map<string, unknown>(specs.map((s) => [s.source, valueOf(s, token)]));
  return { specs, values };
}

/** The body the API takes for the generated values (references and untouched inputs left out). */
function bodyOf(specs: InputSpec[], values: Map<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = values.get(spec.source);
    if (value === undefined) continue;
    body[spec.source] = spec.kind === 'dateTime' ? new Date(value as string).toISOString() : value;
  }
  return body;
}

describe.each(walked.map((r) => [r.segment, r] as const))('%s as the owner', (segment, resource) => {
  const { declaration, view } = resource;
  const token = letterToken();
  const { specs, values } = planOf(resource, token);
  const searched = declaration.searchable.some((f) => String(values.get(f) ?? '').includes(token));
  let id: number | string | undefined;

  it('refuses a form with a required field left empty, in the form and on the server', async () => {
    const page = ownerPage;
    const empty = specs.find((s) => s.required && s.kind === 'text');
    if (!empty) return;
    await go(page, `${segment}/create`);
    await page.getByRole('button', { name: /save/i }).waitFor();
    const posts: string[] = [];
    const onRequest = (req: { method(): string; url(): string }) => {
      if (req.method() === 'POST' && req.url().includes('/api/v1/')) posts.push(req.url());
    };
    page.on('request', onRequest);
    for (const spec of specs)
      if (spec !== empty && spec.kind !== 'reference') await fillInput(page, spec, values.get(spec.source));
    await page.getByRole('button', { name: /save/i }).click();
    const input = inputOf(page, empty);
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    await expect(page.getByText('Required').first().isVisible()).resolves.toBe(true);
    page.off('request', onRequest);
    expect(posts, 'the form sent nothing').toEqual([]);
    // The server refuses the same body: a 400 naming the field, and nothing created.
    const body = bodyOf(specs, values);
    delete body[empty.source];
    const refused = await call(ownerSession, 'POST', `/${declaration.name}`, body);
    expect(refused.status).toBe(400);
    const error = refused.body.error as { code: string; message: string; fields?: { field: string }[] };
    expect(error.code).toBeTruthy();
    expect(error.message).toBeTruthy();
    expect((error.fields ?? []).map((f) => f.field)).toContain(empty.source);
  });

  it('creates a record from values generated from its schema; a success notice, then it is there', async () => {
    const page = ownerPage;
    await go(page, `${segment}/create`);
    await page.getByRole('button', { name: /save/i }).waitFor();
    for (const spec of specs) {
      const picked = await fillInput(page, spec, values.get(spec.source));
      if (picked !== undefined) values.set(spec.source, picked);
    }
    const created = page.waitForResponse(
      // Not the session's token renewal, which may go out at the same moment.
      (r) =>
        r.request().method() === 'POST' &&
        new URL(r.url()).pathname.startsWith('/api/v1/') &&
        !new URL(r.url()).pathname.includes('/token/'),
    );
    await page.getByRole('button', { name: /save/i }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    id = ((await response.json()) as { data: { id: number } }).data.id;
    await page
      .getByText(/element created|created/i)
      .first()
      .waitFor();
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));
    const record = await call(ownerSession, 'GET', `/${declaration.name}/${id}`);
    expect(record.status).toBe(200);
    const data = record.body.data as Record<string, unknown>;
    for (const spec of specs) {
      const value = values.get(spec.source);
      if (value === undefined || spec.kind === 'reference' || spec.source === 'password') continue;
      // A looked-up value shows as "Name (key)": the key is what is stored.
      if (spec.kind === 'lookup') expect(String(value)).toContain(`(${String(data[spec.source])})`);
      else if (spec.kind === 'dateTime') expect(String(data[spec.source])).toMatch(/^2026-12-01T/);
      else expect(data[spec.source], spec.source).toEqual(value);
    }
  });

  it('finds it by its search and by its declared filters, and sorts by a sortable column', async () => {
    expect(id).toBeDefined();
    const page = ownerPage;
    await go(page, segment);
    await listSettled(page);
    // Sort by a declared sortable column shown in the list (not the default order).
    const column = view.columns.find(
      (c) => declaration.sortable.includes(c) && c !== declaration.defaultSort.field,
    );
    if (column) {
      const sortLabel = page.locator(`thead [data-field="${column}"]`);
      const sorted = page.waitForResponse((r) => {
        const url = new URL(r.url());
        return (
          url.pathname === `/api/v1/${declaration.name}` &&
          (url.searchParams.get('sort') ?? '').includes(`"${column}"`)
        );
      });
      await sortLabel.click();
      const answer = await sorted;
      expect(answer.status()).toBe(200);
      const rows = ((await answer.json()) as { data: unknown[] }).data.length;
      await expect.poll(() => sortLabel.getAttribute('class')).toContain('Mui-active');
      await expect.poll(() => page.locator('table tbody tr').count()).toBe(rows);
    }
    if (searched) {
      await page.getByPlaceholder(/search/i).fill(token);
      await expect.poll(() => page.locator('table tbody tr').count()).toBe(1);
    }
    // Each declared filter whose value the test chose: the record's own value finds it, another does not.
    const q = searched ? { q: token } : {};
    for (const field of declaration.filterable) {
      const spec = specs.find((s) => s.source === field);
      const value = values.get(field);
      if (!spec || value === undefined || !['boolean', 'select', 'text'].includes(spec.kind)) continue;
      const other =
        spec.kind === 'boolean'
          ? !value
          : spec.kind === 'select'
            ? spec.choices!.find((c) => c !== value)
            : `${String(value)}x`;
      await go(page, `${segment}?filter=${encodeURIComponent(JSON.stringify({ ...q, [field]: value }))}`);
      await expect.poll(() => page.locator('table tbody tr').count(), { message: field }).toBeGreaterThan(0);
      if (other === undefined || !searched) continue;
      await go(page, `${segment}?filter=${encodeURIComponent(JSON.stringify({ ...q, [field]: other }))}`);
      await noResults(page);
    }
  });

  it('exports the matching rows as CSV: a header row and the record', async () => {
    expect(id).toBeDefined();
    const page = ownerPage;
    await go(
      page,
      searched ? `${segment}?filter=${encodeURIComponent(JSON.stringify({ q: token }))}` : segment,
    );
    await page.locator('table tbody tr').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /export/i }).click();
    const path = await (await download).path();
    const csv = readFileSync(path!, 'utf8');
    const [header, ...rows] = csv.split('\r\n').filter(Boolean);
    expect(header!.split(',')).toContain('id');
    expect(rows.some((r) => r.startsWith(`${id},`) || r.includes(`,${id},`))).toBe(true);
    if (searched) {
      expect(rows.length).toBe(1);
      expect(rows[0]).toContain(token);
    }
  });

  it.runIf(declaration.operations.includes('update'))(
    'opens it, edits one field, and the change is there after a reload',
    async () => {
      expect(id).toBeDefined();
      const page = ownerPage;
      await go(
        page,
        searched ? `${segment}?filter=${encodeURIComponent(JSON.stringify({ q: token }))}` : segment,
      );
      await page.locator('table tbody tr').first().waitFor();
      // The row's own Edit (or Show) button: a row's middle may be a mail link.
      if (searched)
        await page
          .locator('table tbody tr')
          .first()
          .getByRole('link', { name: /^(edit|show)$/i })
          .click();
      else await go(page, `${segment}/${id}`);
      if (view.show) {
        await page.waitForURL(/\/show$/);
        await page.getByRole('link', { name: /^edit$/i }).click();
      }
      await page.waitForURL(new RegExp(`/portal/${segment}/${id}$`));
      const editable = inputsOf(formSchemaOf(declaration.schema, 'edit'), {
        hints: hintsForAudience(view.form, 'store'),
        references: view.references,
      });
      // A text field that carries the token (found again by search), else the first text field — not a
      // password, nor a login or vendor email, which takes effect only once its new mailbox confirms it
      // (src/server/auth/email-change.ts) and so is not there after a reload.
      const heldForConfirmation = (source: string) =>
        source === 'email' && ['users', 'vendors'].includes(declaration.name);
      const plain = (s: (typeof editable)[number]) =>
        s.kind === 'text' && s.source !== 'password' && !heldForConfirmation(s.source);
      const spec =
        editable.find((s) => plain(s) && String(values.get(s.source) ?? '').includes(token)) ??
        editable.find(plain)!;
      const changed = valueOf(spec, letterToken()) as string;
      const input = inputOf(page, spec);
      await expect.poll(() => input.inputValue()).toBe(String(values.get(spec.source) ?? ''));
      await input.fill(changed);
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
      await page.getByRole('button', { name: /save/i }).click();
      expect((await saved).status()).toBe(200);
      await page.waitForURL((url) => !new RegExp(`/${id}$`).test(url.pathname));
      await go(page, `${segment}/${id}`);
      await page.reload();
      await expect.poll(() => inputOf(page, spec).inputValue()).toBe(changed);
      values.set(spec.source, changed);
    },
  );

  it('deletes it where the declaration allows, after a confirmation, and it is gone', async () => {
    expect(id).toBeDefined();
    const page = ownerPage;
    if (!declaration.operations.includes('delete')) {
      if (declaration.operations.includes('update')) {
        await go(page, `${segment}/${id}`);
        await page.getByRole('button', { name: /save/i }).waitFor();
        expect(await page.getByRole('button', { name: /^delete$/i }).count()).toBe(0);
      }
      return;
    }
    if (declaration.operations.includes('update')) {
      await go(page, `${segment}/${id}`);
      await page.getByRole('button', { name: /^delete$/i }).click();
    } else {
      // No edit page: the list's row selection and its bulk Delete.
      await go(page, `${segment}?filter=${encodeURIComponent(JSON.stringify({ q: token }))}`);
      await expect.poll(() => page.locator('table tbody tr').count()).toBe(1);
      await page.locator('table tbody tr').first().getByRole('checkbox').check();
      await page.getByRole('button', { name: /^delete$/i }).click();
    }
    const gone = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm/i })
      .click();
    expect((await gone).status()).toBeLessThan(300);
    await page.waitForURL((url) => url.pathname === `/portal/${segment}`);
    expect((await call(ownerSession, 'GET', `/${declaration.name}/${id}`)).status).toBe(404);
  });
});

describe('the demo limited staff', () => {
  let page: Page;
  let staff: Session;
  beforeAll(async () => {
    staff = await login('staff@demo.test');
    page = await portalPageAs(browser, 'staff@demo.test', demoPassword, { width: 1280, height: 900 });
  });

  const listed = storePortalResources.filter((r) => r.declaration.operations.includes('list'));
  it.each(listed.map((r) => [r.segment, r] as const))(
    '%s: shows exactly the actions the permission function allows; refused pages and writes are refused',
    async (segment, resource) => {
      const { declaration, view } = resource;
      const role = staff.role as never;
      const may = (action: string, section = segment) => canAccessSection(role, section, action);
      const target = createTargetOf(resource);
      // A record of the store to aim the refused edit and writes at.
      const sample = await call(ownerSession, 'GET', `/${declaration.name}`);
      const first = ((sample.body.data as { id: number }[] | undefined) ?? [])[0];

      if (may('list')) {
        await go(page, segment);
        await listSettled(page);
        const rows = await page.locator('table tbody tr').count();
        expect(await page.getByRole('link', { name: /^create$/i }).count(), 'create').toBe(
          target && may('create', target) ? 1 : 0,
        );
        // An empty list shows its designed empty state (and Create) instead of the list's toolbar.
        if (rows > 0)
          expect(await page.getByRole('button', { name: /^export$/i }).count(), 'export').toBe(
            may('export') ? 1 : 0,
          );
        if (rows > 0 && !view.detail) {
          const deletable = may('delete') && declaration.operations.includes('delete');
          expect(await page.locator('table tbody tr').first().getByRole('checkbox').count(), 'delete').toBe(
            deletable ? 1 : 0,
          );
          const editable =
            may('edit') && (declaration.operations.includes('update') || !!customScreens[segment]?.edit);
          if (view.show) {
            await page.locator('table tbody tr').first().click();
            await page.waitForURL(/\/show$/);
            await settled(page);
            await page.getByRole('heading').first().waitFor();
            expect(await page.getByRole('link', { name: /^edit$/i }).count(), 'edit').toBe(editable ? 1 : 0);
          } else {
            expect((await page.getByRole('link', { name: /^edit$/i }).count()) > 0, 'edit').toBe(editable);
          }
        }
      }
      // A direct address of a refused create or edit page shows the designed refusal, not a broken page.
      // A refused page asks the API nothing: the refusal is the page's, not a 403 toast beside it.
      const refusedQuietly = async (path: string) => {
        const refusals: string[] = [];
        const onResponse = (r: { status(): number; url(): string }) => {
          if (r.status() === 403) refusals.push(r.url());
        };
        page.on('response', onResponse);
        await go(page, path);
        await page
          .getByText(/access denied/i)
          .first()
          .waitFor();
        // Every request the page made behind the refusal has answered (none in flight for 500 ms).
        await page.waitForLoadState('networkidle');
        page.off('response', onResponse);
        expect(refusals, `${path}: requests refused behind the page`).toEqual([]);
      };
      if (!may('list')) await refusedQuietly(segment);
      if (target === segment && !may('create') && !ownTests.has(segment))
        await refusedQuietly(`${segment}/create`);
      if (first && declaration.operations.includes('update') && !may('edit'))
        await refusedQuietly(`${segment}/${first.id}`);
      // The server refuses what the screen hides.
      if (declaration.operations.includes('create') && !may('create'))
        expect((await call(staff, 'POST', `/${declaration.name}`, {})).status, 'POST').toBe(403);
      if (first && declaration.operations.includes('update') && !may('edit'))
        expect((await call(staff, 'PUT', `/${declaration.name}/${first.id}`, {})).status, 'PUT').toBe(403);
      if (first && declaration.operations.includes('delete') && !may('delete'))
        expect((await call(staff, 'DELETE', `/${declaration.name}/${first.id}`)).status, 'DELETE').toBe(403);
    },
  );
});
