// @vitest-environment jsdom
// The sidebar menu as it renders: PortalMenu inside react-admin's context, signed in as an owner, as staff
// with a few permissions and as the super admin. What it shows (entries, their order, labels and links) must
// be what the declarations and the shared permission function say — not a list kept beside them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { PortalMenu } from '../../../src/portal/layout/PortalMenu.tsx';
import { i18nProvider } from '../../../src/portal/providers/i18n-provider.ts';
import { setSession, type Session } from '../../../src/client/session.ts';
import { declarations } from '../../../src/shared/declarations/index.ts';
import { portalPages } from '../../../src/shared/declarations/portal-pages.ts';
import { narrowRule } from '../../../src/shared/access.ts';
import { audienceOfRole, mayAccess } from '../../../src/shared/permission-registry.ts';
import { Action, Module, Role } from '../../../src/shared/roles.ts';
import { pageRule } from '../../../src/portal/resources/registry.ts';
import { consoleMenu, storeMenuOfSpec } from '../../support/portal-menu.ts';

afterEach(() => {
  cleanup();
  setSession(null);
});

type SessionRole = Session['role'];

function signIn(role: SessionRole): void {
  setSession({
    access: 'a',
    refresh: 'r',
    user: {
      id: 1,
      first_name: 'Test',
      last_name: 'User',
      email: 't@example.com',
      role: role.role_id,
      vendor: null,
    },
    role,
    store: null,
    customer: null,
    access_modules: [],
  } as unknown as Session);
}

/** The entries the menu shows, read from the rendered links: segment (from href), label, in order. */
async function renderedMenu(): Promise<{ segment: string; label: string }[]> {
  render(
    <MemoryRouter initialEntries={['/portal/dashboard']}>
      <AdminContext i18nProvider={i18nProvider} basename="/portal">
        <PortalMenu />
      </AdminContext>
    </MemoryRouter>,
  );
  const nav = await screen.findByRole('menu', { name: 'Main navigation' });
  return [...nav.querySelectorAll('a')].map((a) => ({
    segment: a.getAttribute('href')!.replace(/^\/portal\//, ''),
    label: a.textContent!.trim(),
  }));
}

/** The store menu straight from the declarations: every declared store view and page with a menu place that
 *  the role may view, by the same mayAccess the server uses, in the declared order. */
function declaredMenu(role: SessionRole): { segment: string; label: string }[] {
  const audience = audienceOfRole(role.role_id);
  const fromViews = declarations.flatMap((d) => {
    const view = d.portal?.store;
    if (!view || view.menu === undefined) return [];
    if (view.menuFor && !(audience && (view.menuFor as readonly string[]).includes(audience))) return [];
    const rule = view.audiences ? narrowRule(d.access, view.audiences) : d.access;
    if (!mayAccess(role, rule, Action.view)) return [];
    return [{ order: view.menu, segment: view.segment, label: view.menuLabel ?? view.label.many }];
  });
  const fromPages = portalPages.flatMap((p) =>
    p.portal === 'store' && p.menu !== undefined && mayAccess(role, pageRule(p), Action.view)
      ? [{ order: p.menu, segment: p.segment, label: p.label }]
      : [],
  );
  return [...fromViews, ...fromPages]
    .sort((a, b) => a.order - b.order)
    .map(({ segment, label }) => ({ segment, label }));
}

const owner: SessionRole = { role_id: Role.storeOwner };
const staff: SessionRole = {
  role_id: Role.storeStaff,
  stores_permissions: {
    global_permissions: [{ module_id: Module.customer, permissions: [Action.view, Action.create] }],
    locations_permissions: [{ location_id: 7, module_id: Module.salesOrder, permissions: [Action.view] }],
  },
};
const superAdmin: SessionRole = { role_id: Role.superAdmin };

describe('the portal menu, rendered', () => {
  it.each([
    ['owner', owner],
    ['staff with limited permissions', staff],
    ['super admin', superAdmin],
  ])('shows the %s exactly the declared entries they may view, labelled and linked', async (_who, role) => {
    signIn(role);
    const shown = await renderedMenu();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(declaredMenu(role));
  });

  it('gives the owner the menu of docs/product.md#roles-menu and no console', async () => {
    signIn(owner);
    expect((await renderedMenu()).map((e) => e.segment)).toEqual(storeMenuOfSpec);
  });

  it('shows limited staff what they were granted (globally or at one location), and not the rest', async () => {
    signIn(staff);
    const segments = (await renderedMenu()).map((e) => e.segment);
    expect(segments).toContain('customers');
    expect(segments).toContain('sales-orders');
    for (const hidden of ['users', 'store-services', 'billing', 'vendors', 'settings', 'stores', 'audit-log'])
      expect(segments, hidden).not.toContain(hidden);
  });

  it('shows the super admin the console', async () => {
    signIn(superAdmin);
    const segments = (await renderedMenu()).map((e) => e.segment);
    for (const segment of consoleMenu) expect(segments, segment).toContain(segment);
  });
});
