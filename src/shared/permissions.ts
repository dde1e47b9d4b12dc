// The one permission function of docs/product.md#roles-permission-check, shared by the server (the authority)
// and the portals
// (which only hide what the server would refuse anyway).
import type { ActionId, ModuleId } from './roles.ts';

export interface ModulePermission {
  module_id: number;
  permissions: number[];
}
export interface LocationPermission extends ModulePermission {
  location_id: number;
}
export interface StoresPermissions {
  global_permissions: ModulePermission[];
  locations_permissions: LocationPermission[];
}
export interface SessionRole {
  role_id: number;
  stores_permissions?: StoresPermissions | null;
}

/** ANY: passes if any location grants the permission. */
export const ANY_LOCATION = 'ANY' as const;

/**
 * Decides whether a session may perform an action on a module, optionally at a location.
 * No session denies; no stores_permissions allows everything; otherwise a global permission for the module,
 * or a per-location permission for the given location (ANY: any location).
 */
export function hasPermission(
  role: SessionRole | null | undefined,
  moduleId: ModuleId,
  action: ActionId,
  location?: number | typeof ANY_LOCATION,
): boolean {
  if (!role) return false;
  const granted = role.stores_permissions;
  if (!granted) return true;
  const allows = (p: ModulePermission) => p.module_id === moduleId && p.permissions.includes(action);
  if (granted.global_permissions.some(allows)) return true;
  if (location === undefined) return false;
  return granted.locations_permissions.some(
    (p) => (location === ANY_LOCATION || p.location_id === location) && allows(p),
  );
}

/** One entry of a person's permissions as the users resource takes them: a module's actions, at a location. */
export interface PermissionGrant {
  module_id: number;
  permissions: readonly number[];
  location_id?: number | null;
}

/** One (module, action, location) a grant gives; location null: everywhere (a global permission). */
export interface GrantedAction {
  module_id: number;
  action: number;
  location_id: number | null;
}

export const grantedActions = (grants: readonly PermissionGrant[]): GrantedAction[] =>
  grants.flatMap((g) =>
    g.permissions.map((action) => ({ module_id: g.module_id, action, location_id: g.location_id ?? null })),
  );

/**
 * Whether a granter holds what it would give: a global permission needs the same permission globally, a
 * per-location one the permission globally or at that location. Owners and the super admin (no stored
 * permissions) hold everything; store staff only what hasPermission gives them.
 */
export const holds = (granter: SessionRole, granted: GrantedAction): boolean =>
  hasPermission(
    granter,
    granted.module_id as ModuleId,
    granted.action as ActionId,
    granted.location_id ?? undefined,
  );

/**
 * Where a session may perform an action on a module: 'all' (no stored permissions, or a global permission),
 * or the ids of the locations whose per-location permission gives it (possibly none).
 */
export function permittedLocations(
  role: SessionRole,
  moduleId: ModuleId,
  action: ActionId,
): 'all' | number[] {
  const granted = role.stores_permissions;
  if (!granted) return 'all';
  const allows = (p: ModulePermission) => p.module_id === moduleId && p.permissions.includes(action);
  if (granted.global_permissions.some(allows)) return 'all';
  return [...new Set(granted.locations_permissions.filter(allows).map((p) => p.location_id))];
}
