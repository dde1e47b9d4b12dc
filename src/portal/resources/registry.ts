// The portal's view of the declarations: which resources and pages a portal shows, under which URL segment,
// the API collection behind each, the menu, and who may do what. Everything here is derived from
// src/shared/declarations; no screen, menu entry, permission or name is listed apart from them.
import type { SessionRole } from '../../shared/permissions.ts';
import { accessFor, narrowRule, type AccessRule, type Audience } from '../../shared/access.ts';
import { audienceOfRole, mayAccess } from '../../shared/permission-registry.ts';
import { declarations } from '../../shared/declarations/index.ts';
import type { PortalKind, PortalView, ResourceDeclaration } from '../../shared/declarations/declare.ts';
import { portalPages, type PortalPage } from '../../shared/declarations/portal-pages.ts';
import { Action, type ActionId } from '../../shared/roles.ts';

/** A resource as one portal shows it. */
export interface PortalResource {
  declaration: ResourceDeclaration;
  view: PortalView;
  /** react-admin resource name = the URL segment under /portal. */
  segment: string;
}

export function portalResourcesOf(kind: PortalKind): PortalResource[] {
  return declarations.flatMap((declaration) => {
    const view = declaration.portal?.[kind];
    return view ? [{ declaration, view, segment: view.segment }] : [];
  });
}

export const storePortalResources = portalResourcesOf('store');
export const vendorPortalResources = portalResourcesOf('vendor');

/** react-admin resource (portal URL segment) → API collection, of one portal (segments repeat across
 * portals: `users` is the store's users and the vendor's team). */
export function apiNamesOf(kind: PortalKind): Readonly<Record<string, string>> {
  return Object.fromEntries(portalResourcesOf(kind).map((r) => [r.segment, r.declaration.name] as const));
}

const apiNamesByKind: Readonly<Record<PortalKind, Readonly<Record<string, string>>>> = {
  store: apiNamesOf('store'),
  vendor: apiNamesOf('vendor'),
};

/** Prefix of a react-admin resource name that is an API collection with no screen of its own in this portal
 * (a reference to `vendors` from the store portal, whose /portal/vendors shows the store's vendor links). */
const apiPrefix = 'api:';

/** The react-admin resource through which to read records of an API collection: its portal segment when
 * this portal shows it, else the collection itself, marked so it never meets a segment of the same name. */
export function referenceResource(
  name: string,
  kind: PortalKind = 'store',
): { resource: string; shown?: PortalResource } {
  const shown = portalResourcesOf(kind).find((r) => r.declaration.name === name);
  return shown ? { resource: shown.segment, shown } : { resource: `${apiPrefix}${name}` };
}

/** The API collection of a portal resource (the name itself when it is an API collection already). */
export const apiName = (resource: string, kind: PortalKind = 'store'): string =>
  resource.startsWith(apiPrefix)
    ? resource.slice(apiPrefix.length)
    : (apiNamesByKind[kind][resource] ?? resource);

/** react-admin action → permission action (docs/product.md#roles-actions: create 1, edit 2, view 3, delete 4). */
export const actionOf: Readonly<Record<string, ActionId>> = {
  list: Action.view,
  show: Action.view,
  export: Action.view,
  create: Action.create,
  clone: Action.create,
  edit: Action.edit,
  delete: Action.delete,
};

/** A menu entry: a resource's list or a page, in the declared order. */
export interface MenuEntry {
  segment: string;
  label: string;
  icon: string;
  order: number;
  /** Shown only to these audiences (the view's `menuFor`). */
  audiences?: readonly Audience[];
}

export function menuOf(kind: PortalKind): MenuEntry[] {
  const fromResources = portalResourcesOf(kind).flatMap(({ view }) =>
    view.menu === undefined
      ? []
      : [
          {
            segment: view.segment,
            label: view.menuLabel ?? view.label.many,
            icon: view.icon,
            order: view.menu,
            audiences: view.menuFor,
          },
        ],
  );
  const fromPages = portalPages.flatMap((p) =>
    p.portal === kind && p.menu !== undefined
      ? [{ segment: p.segment, label: p.label, icon: p.icon ?? 'page', order: p.menu }]
      : [],
  );
  return [...fromResources, ...fromPages].sort((a, b) => a.order - b.order);
}

/** The menu entries a session sees: those it may list, and whose audience it is. */
export function visibleMenuOf(kind: PortalKind, role: SessionRole | null | undefined): MenuEntry[] {
  const audience = audienceOfRole(role?.role_id);
  return menuOf(kind).filter(
    (item) =>
      (!item.audiences || (audience !== null && item.audiences.includes(audience))) &&
      canAccessSection(role, item.segment, 'list', kind),
  );
}

/** The rule a portal applies to a resource's view: the declaration's, narrowed to the view's audiences. */
export const viewRuleOf = ({ declaration, view }: PortalResource): AccessRule =>
  view.audiences ? narrowRule(declaration.access, view.audiences) : declaration.access;

/** The resources an area page (Settings, Services) lists. */
export function areaResources(kind: PortalKind, area: string): PortalResource[] {
  return portalResourcesOf(kind).filter((r) => r.view.area === area);
}

/**
 * Whether a session may perform a react-admin action on a portal section (a resource's URL segment, an API
 * collection, or a page). Resources are decided by the shared mayAccess over their declared rule, pages by
 * the shared hasPermission over their module — the functions the server's checks call. Unknown sections and
 * actions are denied: the portal never shows what it cannot vouch for.
 */
export function canAccessSection(
  role: SessionRole | null | undefined,
  section: string,
  action: string,
  kind: PortalKind = 'store',
): boolean {
  const permission = actionOf[action];
  if (permission === undefined || !role) return false;
  const shown = portalResourcesOf(kind).find((r) => r.segment === section);
  if (shown) return mayAccess(role, viewRuleOf(shown), permission);
  const resource = declarations.find((d) => d.name === section);
  if (resource) return mayAccess(role, resource.access, permission);
  const page: PortalPage | undefined = portalPages.find((p) => p.portal === kind && p.segment === section);
  if (!page) return false;
  if (mayAccess(role, pageRule(page), permission)) return true;
  return (
    page.area !== undefined &&
    areaResources(kind, page.area).some((r) => mayAccess(role, viewRuleOf(r), permission))
  );
}

/** A page of the store portal is for store roles (by the page's module) and the super admin; of the vendor
 * portal, for vendor roles (vendor staff by docs/product.md#roles-vendor-staff's reduced set, plus the vendor
 * profile). */
export function pageRule(page: PortalPage): AccessRule {
  const rule = accessFor(page.module, page.portal === 'store' ? ['platform', 'store'] : ['vendor']);
  return page.vendorProfile ? { ...rule, vendorProfile: true } : rule;
}

/** The declared pages of one portal. */
export const pagesOf = (kind: PortalKind): PortalPage[] => portalPages.filter((p) => p.portal === kind);

/** A portal's detail page of an order record: its segment, and the API collection its record is read from
 * (the collection whose list opens that page: `work-orders` for the store, `vendor-work-orders` for a
 * vendor). Null when that portal has none. */
export function detailPageOf(
  kind: PortalKind,
  record: NonNullable<PortalPage['detailOf']>,
): { segment: string; collection: string } | null {
  const segment = detailSegmentOf(kind, record);
  const list = segment ? portalResourcesOf(kind).find((r) => r.view.detail === segment) : undefined;
  return segment && list ? { segment, collection: list.declaration.name } : null;
}

/** The segment of a portal's detail page of an order record (`work_order` → `work-order` in the store
 * portal, `workorder` in the vendor portal); null when that portal has none. */
export function detailSegmentOf(
  kind: PortalKind,
  record: NonNullable<PortalPage['detailOf']>,
): string | null {
  return portalPages.find((p) => p.portal === kind && p.detailOf === record)?.segment ?? null;
}

/** Whether records of a resource can be created (its own POST, or the path it is created through). */
export const isCreatable = (declaration: ResourceDeclaration): boolean =>
  declaration.operations.includes('create') || declaration.createdThrough !== undefined;

/** Where a list's Create leads: its own create page, or the resource its records are made with. */
export function createTargetOf(resource: PortalResource): string | null {
  if (resource.view.createdWith) return resource.view.createdWith;
  return isCreatable(resource.declaration) ? resource.segment : null;
}
