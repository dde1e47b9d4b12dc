// What the portal may show a user: every portal section (a react-admin resource or a custom page, named by
// its URL segment under /portal) is guarded by one module of spec section 6, and react-admin's actions map
// onto the permission actions. The decision itself is the shared hasPermission, the same function the
// server's requirePermission calls, so the portal hides exactly what the server would refuse.
import { ANY_LOCATION, hasPermission, type SessionRole } from '../shared/permissions.ts';
import { Action, Module, Role, type ActionId, type ModuleId } from '../shared/roles.ts';

/** Portal section (URL segment under /portal, = react-admin resource name) → permission module. */
export const moduleOfSection: Readonly<Record<string, ModuleId>> = {
  dashboard: Module.dashboard,
  users: Module.users,
  location: Module.address,
  customers: Module.customer,
  'store-services': Module.service,
  'sales-orders': Module.salesOrder,
  'sales-order': Module.salesOrder,
  'work-orders': Module.workOrder,
  'work-order': Module.workOrder,
  estimate: Module.estimates,
  billing: Module.billing,
  integrations: Module.integration,
  vendors: Module.vendorManagement,
  settings: Module.settings,
};

/** react-admin action → permission action (spec section 6: create 1, edit 2, view 3, delete 4). */
export const actionOf: Readonly<Record<string, ActionId>> = {
  list: Action.view,
  show: Action.view,
  export: Action.view,
  create: Action.create,
  clone: Action.create,
  edit: Action.edit,
  delete: Action.delete,
};

/** Unknown sections and actions are denied: the portal never shows what it cannot vouch for. */
export function canAccessSection(
  role: SessionRole | null | undefined,
  section: string,
  action: string,
): boolean {
  const module = moduleOfSection[section];
  const permission = actionOf[action];
  if (module === undefined || permission === undefined) return false;
  return hasPermission(role, module, permission, ANY_LOCATION);
}

/** The roles that log in to the platform portal. */
export const portalRoles: readonly number[] = [Role.storeStaff, Role.storeOwner, Role.superAdmin];

export function isPortalRole(roleId: number | undefined): boolean {
  return roleId !== undefined && portalRoles.includes(roleId);
}

/** Where a user lands after logging in (spec section 6): owner and super admin on locations, staff on the dashboard. */
export function homePathFor(roleId: number | undefined): string {
  return roleId === Role.storeStaff ? '/portal/dashboard' : '/portal/location';
}

/**
 * A remembered path is followed only when it is a path of this app (no protocol-relative or absolute URL, so
 * it cannot send the user elsewhere) and not the login page itself.
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === '/' || path.startsWith('/portal/login')) return null;
  return path;
}
