// The vendor portal is the same react-admin portal over the vendor's filtered resource set: its resources,
// pages, menu and canAccess all come from the declarations, and vendor staff reach exactly
// docs/product.md#roles-vendor-staff's
// pages — dashboard-type pages, customers, sales orders, work orders, estimates and the vendor profile —
// while the vendor owner reaches every one. Generated from the declarations: no page is listed here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarations } from '../../../src/shared/declarations/index.ts';
import { portalAliases, portalPages } from '../../../src/shared/declarations/portal-pages.ts';
import {
  apiName,
  canAccessSection,
  menuOf,
  pagesOf,
  vendorPortalResources,
} from '../../../src/portal/resources/registry.ts';
import { vendorCustomScreens } from '../../../src/portal/vendor/custom-screens.tsx';
import { vendorPageRoutes } from '../../../src/portal/vendor/vendor-pages.tsx';
import { Module, Role, type ModuleId } from '../../../src/shared/roles.ts';

const vendorDir = path.resolve(import.meta.dirname, '../../../src/portal/vendor');
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

const owner = { role_id: Role.vendorOwner };
const staff = { role_id: Role.vendorStaff };

/** docs/product.md#roles-vendor-staff, read independently of src/shared/access.ts: the modules of vendor staff's pages. */
const staffModules: readonly ModuleId[] = [
  Module.dashboard,
  Module.customer,
  Module.salesOrder,
  Module.workOrder,
  Module.estimates,
];

/** Every section of the vendor portal: its resources' lists and its declared pages, with their module. */
const sections = [
  ...vendorPortalResources.map((r) => ({
    segment: r.segment,
    module: r.declaration.module,
    profile: false,
  })),
  ...pagesOf('vendor').map((p) => ({ segment: p.segment, module: p.module, profile: !!p.vendorProfile })),
];

describe('the vendor portal', () => {
  it('shows every declared vendor view and page, each with a screen', () => {
    expect(vendorPortalResources.map((r) => r.declaration.name)).toEqual(
      declarations.filter((d) => d.portal?.vendor).map((d) => d.name),
    );
    for (const page of pagesOf('vendor')) expect(vendorPageRoutes(page).length, page.segment).toBe(1);
    const segments = new Set(vendorPortalResources.map((r) => r.segment));
    for (const key of Object.keys(vendorCustomScreens)) expect(segments.has(key), key).toBe(true);
    for (const r of vendorPortalResources) expect(apiName(r.segment, 'vendor')).toBe(r.declaration.name);
  });

  it('routes the spec paths that name a resource screen otherwise to a declared segment', () => {
    const known = new Set([...sections.map((s) => s.segment)]);
    for (const alias of portalAliases.filter((a) => a.portal === 'vendor'))
      expect(known.has(alias.to.split('/:id')[0]!.replace(/\/(create|\d+)$/, '')), alias.path).toBe(true);
  });

  it('lets vendor staff reach exactly section 6 pages, and the vendor owner every page', () => {
    expect(sections.length).toBeGreaterThan(15);
    for (const s of sections) {
      expect(canAccessSection(owner, s.segment, 'list', 'vendor'), `owner ${s.segment}`).toBe(true);
      const staffMay = staffModules.includes(s.module) || s.profile;
      expect(canAccessSection(staff, s.segment, 'list', 'vendor'), `staff ${s.segment}`).toBe(staffMay);
      // No store role and no customer enters the vendor portal.
      for (const role of [Role.storeOwner, Role.customer])
        expect(canAccessSection({ role_id: role }, s.segment, 'list', 'vendor'), `${role} ${s.segment}`).toBe(
          false,
        );
    }
  });

  it('builds both roles’ menus from the declarations alone', () => {
    const menu = menuOf('vendor');
    const visible = (role: { role_id: number }) =>
      menu.filter((m) => canAccessSection(role, m.segment, 'list', 'vendor')).map((m) => m.segment);
    expect(visible(owner)).toEqual(menu.map((m) => m.segment));
    expect(visible(staff)).toEqual(
      menu
        .filter((m) => {
          const s = sections.find((x) => x.segment === m.segment)!;
          return staffModules.includes(s.module) || s.profile;
        })
        .map((m) => m.segment),
    );
    expect(visible(staff)).toContain('workorders');
    expect(visible(staff)).not.toContain('invoices');
  });

  it('has every vendor portal page (docs/product.md#routes-vendor-portal) declared (a resource screen, a page or an alias)', () => {
    // The spec lives beside the repository on the team's machines; a clone without it skips this check.
    const specFile = [3, 4, 5]
      .map((up) => path.resolve(import.meta.dirname, '../'.repeat(up), 'shared/spec/product-spec.md'))
      .find((f) => fs.existsSync(f));
    if (!specFile) return;
    const spec = fs.readFileSync(specFile, 'utf8');
    const block = spec.split('### Vendor portal pages')[1]?.split('###')[0] ?? '';
    const paths = [...block.matchAll(/\/portal\/([^,\s]+)/g)].map((m) => m[1]!.replace(/\.$/, ''));
    const declared = [
      ...vendorPortalResources.flatMap((r) => [r.segment, `${r.segment}/:id`, `${r.segment}/create`]),
      ...pagesOf('vendor').flatMap((p) => [p.segment, `${p.segment}/:id`]),
      ...portalAliases.filter((a) => a.portal === 'vendor').map((a) => a.path),
    ];
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((p) => !declared.includes(p))).toEqual([]);
  });

  it('leaves no "coming soon" in the vendor portal and no second access model', () => {
    for (const file of files(vendorDir)) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/coming soon|ComingSoonPage/i);
      expect(text, file).not.toMatch(/canSeeVendorPage|<Resource\s+name=["'{`]/);
    }
    expect(portalPages.filter((p) => p.portal === 'vendor').length).toBeGreaterThan(5);
  });
});
