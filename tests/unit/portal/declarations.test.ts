// The portal is derived from the declarations, with nothing listed beside them: this fails when a screen,
// menu entry, permission rule or API name is hand-listed apart from src/shared/declarations, or when the
// server's and the browser's halves of the declarations drift apart.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarations } from '../../../src/shared/declarations/index.ts';
import { portalPages } from '../../../src/shared/declarations/portal-pages.ts';
import { resources } from '../../../src/server/resources/index.ts';
import {
  apiName,
  canAccessSection,
  menuOf,
  portalResourcesOf,
  storePortalResources,
  viewRuleOf,
  visibleMenuOf,
} from '../../../src/portal/resources/registry.ts';
import { customScreens } from '../../../src/portal/resources/custom-screens.tsx';
import { screensOf } from '../../../src/portal/resources/screens.tsx';
import { en } from '../../../src/portal/i18n/en.ts';
import { Module, Role } from '../../../src/shared/roles.ts';
import { mayAccess } from '../../../src/shared/permission-registry.ts';
import { Action } from '../../../src/shared/roles.ts';
import { consoleMenu, storeMenuOfSpec } from '../../support/portal-menu.ts';

const portalDir = path.resolve(import.meta.dirname, '../../../src/portal');
const portalFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? portalFiles(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );

describe('declarations', () => {
  it('the server registers exactly the declared resources, each extending its declaration', () => {
    expect(resources.map((r) => r.name).sort()).toEqual(declarations.map((d) => d.name).sort());
    for (const r of resources) expect(declarations).toContain(r.declaration);
  });

  it('names are unique: API collections, and portal segments within a portal', () => {
    const names = declarations.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    for (const kind of ['store', 'vendor'] as const) {
      const segments = [
        ...portalResourcesOf(kind).map((r) => r.segment),
        ...portalPages.filter((p) => p.portal === kind).map((p) => p.segment),
      ];
      expect(new Set(segments).size, kind).toBe(segments.length);
    }
  });

  it('every declared list column, filter, sort and reference names a field of the schema', () => {
    for (const d of declarations) {
      const fields = new Set([...Object.keys(d.schema.properties), 'id']);
      for (const f of [...d.filterable, ...d.sortable, ...d.searchable, d.defaultSort.field])
        expect(fields.has(f), `${d.name}: ${f}`).toBe(true);
      for (const view of Object.values(d.portal ?? {})) {
        for (const c of view.columns) expect(fields.has(c), `${d.name} column ${c}`).toBe(true);
        for (const [field, target] of Object.entries(view.references ?? {})) {
          expect(fields.has(field.split('.')[0]!), `${d.name} reference ${field}`).toBe(true);
          expect(names(target), `${d.name} → ${target}`).toBe(true);
        }
      }
    }
    function names(n: string) {
      return declarations.some((d) => d.name === n);
    }
  });
});

describe('the store portal is derived from the declarations', () => {
  it('registers one <Resource> per declared store-portal view, through one map in PortalAdmin', () => {
    const admin = fs.readFileSync(path.join(portalDir, 'PortalAdmin.tsx'), 'utf8');
    expect(admin).toMatch(/storePortalResources\.map\(/);
    for (const file of portalFiles(portalDir)) {
      const text = fs.readFileSync(file, 'utf8');
      // A <Resource name="..."> written by hand would be a screen apart from the declarations.
      expect(text, file).not.toMatch(/<Resource\s+name=["'{`]/);
    }
    expect(storePortalResources.map((r) => r.segment)).toEqual(
      declarations.flatMap((d) => (d.portal?.store ? [d.portal.store.segment] : [])),
    );
  });

  it('gives every resource its screens by its operations, and custom screens only to declared segments', () => {
    const segments = new Set(storePortalResources.map((r) => r.segment));
    for (const key of Object.keys(customScreens)) expect(segments.has(key), key).toBe(true);
    for (const r of storePortalResources) {
      const screens = screensOf(r);
      expect(!!screens.list, r.segment).toBe(r.declaration.operations.includes('list'));
      // A custom editor may write through a route of its own (a service with its options: store/services).
      expect(!!screens.edit, r.segment).toBe(
        r.declaration.operations.includes('update') || !!customScreens[r.segment]?.edit,
      );
      expect(screens.recordRepresentation).toBe(r.view.representation);
    }
  });

  it('builds the menu of docs/product.md#roles-menu, in its order, from the declarations alone', () => {
    expect(menuOf('store').map((m) => m.segment)).toEqual([...storeMenuOfSpec, ...consoleMenu]);
    // What PortalMenu renders from this, per role: portal-menu.test.tsx.
  });

  it('shows the console to the super admin alone; store people keep the menu of docs/product.md#roles-menu', () => {
    const admin = visibleMenuOf('store', { role_id: Role.superAdmin }).map((m) => m.segment);
    for (const segment of consoleMenu) expect(admin, segment).toContain(segment);
    const owner = visibleMenuOf('store', { role_id: Role.storeOwner }).map((m) => m.segment);
    expect(owner).toEqual(storeMenuOfSpec);
    // Views declared for the platform alone are closed to every other role, whatever the server's rule.
    for (const r of storePortalResources.filter((r) => r.view.audiences))
      for (const role_id of [Role.storeOwner, Role.storeStaff, Role.vendorOwner, Role.customer])
        for (const action of ['list', 'show', 'create', 'edit', 'delete'])
          expect(canAccessSection({ role_id }, r.segment, action), `${r.segment} ${role_id} ${action}`).toBe(
            false,
          );
  });

  it('maps every portal segment to its API collection, and nothing else', () => {
    for (const r of storePortalResources) expect(apiName(r.segment)).toBe(r.declaration.name);
    expect(apiName('not-a-resource')).toBe('not-a-resource');
    const provider = fs.readFileSync(path.join(portalDir, 'providers/data-provider.ts'), 'utf8');
    expect(provider).not.toMatch(/['"]locations['"]|['"]services['"]/);
  });

  it('decides access with the declared rule through the shared mayAccess, for every role and action', () => {
    const staff = {
      role_id: Role.storeStaff,
      stores_permissions: {
        global_permissions: [{ module_id: Module.customer, permissions: [Action.view, Action.create] }],
        locations_permissions: [],
      },
    };
    const roles = [
      { role_id: Role.superAdmin },
      { role_id: Role.storeOwner },
      staff,
      { role_id: Role.customer },
    ];
    const actions = { list: Action.view, create: Action.create, edit: Action.edit, delete: Action.delete };
    for (const r of storePortalResources)
      for (const role of roles)
        for (const [action, id] of Object.entries(actions))
          expect(canAccessSection(role, r.segment, action), `${r.segment} ${role.role_id} ${action}`).toBe(
            mayAccess(role, viewRuleOf(r), id),
          );
  });

  it('labels every resource from its declaration', () => {
    for (const r of storePortalResources) {
      const messages = (en.resources as Record<string, { name: string; fields: Record<string, string> }>)[
        r.segment
      ];
      expect(messages?.name, r.segment).toBe(`${r.view.label.one} |||| ${r.view.label.many}`);
      for (const field of Object.keys(r.declaration.schema.properties))
        expect(messages?.fields[field], `${r.segment}.${field}`).toBeTruthy();
    }
  });
});
