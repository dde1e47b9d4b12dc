// The permissions of a store staff member as a grid: for one scope (everywhere, or one location), which
// actions of which modules (docs/product.md#roles-modules) are granted. Pure: converts between the stored
// list
// ({module_id, location_id, permissions}) and the grid's cells, and toggles one cell.
import { Action, Module, type ActionId, type ModuleId } from '../../shared/roles.ts';

export interface GrantedPermission {
  module_id: number;
  location_id: number | null;
  permissions: number[];
}

/** The grid's columns: the four actions a module can grant (disable 0 is "none of them"). */
export const gridActions: readonly { id: ActionId; name: string }[] = [
  { id: Action.view, name: 'View' },
  { id: Action.create, name: 'Create' },
  { id: Action.edit, name: 'Edit' },
  { id: Action.delete, name: 'Delete' },
];

const moduleNames: Readonly<Record<ModuleId, string>> = {
  [Module.dashboard]: 'Dashboard',
  [Module.address]: 'Locations and addresses',
  [Module.customer]: 'Customers',
  [Module.service]: 'Services',
  [Module.salesOrder]: 'Sales orders',
  [Module.workOrder]: 'Work orders',
  [Module.billing]: 'Billing',
  [Module.integration]: 'Integrations',
  [Module.vendorManagement]: 'Vendors',
  [Module.settings]: 'Settings',
  [Module.users]: 'Users',
  [Module.estimates]: 'Estimates',
  [Module.refund]: 'Refunds',
  [Module.discount]: 'Discounts',
  [Module.login]: 'Login',
  [Module.pos]: 'Point of sale',
};

/** The grid's rows, in docs/product.md#roles-modules's order. */
export const gridModules = (Object.values(Module) as ModuleId[]).map((id) => ({ id, name: moduleNames[id] }));

export function isGranted(
  list: readonly GrantedPermission[],
  location: number | null,
  module: number,
  action: number,
): boolean {
  return list.some(
    (p) => p.location_id === location && p.module_id === module && p.permissions.includes(action),
  );
}

/** The list with one cell flipped; a module left with no action in a scope is dropped. */
export function toggle(
  list: readonly GrantedPermission[],
  location: number | null,
  module: number,
  action: number,
): GrantedPermission[] {
  const others = list.filter((p) => !(p.location_id === location && p.module_id === module));
  const current = list.find((p) => p.location_id === location && p.module_id === module)?.permissions ?? [];
  const next = current.includes(action)
    ? current.filter((a) => a !== action)
    : [...current.filter((a) => a !== Action.disable), action].sort((a, b) => a - b);
  return next.length ? [...others, { module_id: module, location_id: location, permissions: next }] : others;
}

/** How many modules a scope grants anything of (shown on its tab). */
export function grantedModules(list: readonly GrantedPermission[], location: number | null): number {
  return list.filter((p) => p.location_id === location && p.permissions.some((a) => a !== Action.disable))
    .length;
}
