// What docs/product.md#roles-permission-check allows each demo role, written from the spec's own statements
// (not from the server's
// code): the suites compare the server's answers with this.
import type { AccessRule } from '../../src/shared/access.ts';
import { hasPermission, ANY_LOCATION, type SessionRole } from '../../src/shared/permissions.ts';
import { Module, type ActionId, type ActionName } from '../../src/shared/roles.ts';

export type ActorName =
  'admin' | 'owner' | 'staff' | 'customer' | 'vendorOwner' | 'vendorStaff' | 'anonymous';
export const actorNames: ActorName[] = [
  'admin',
  'owner',
  'staff',
  'customer',
  'vendorOwner',
  'vendorStaff',
  'anonymous',
];

/** docs/product.md#roles-vendor-staff: vendor staff sees dashboard-type pages, customers, sales orders, work orders, estimates. */
const vendorStaffSees: number[] = [
  Module.dashboard,
  Module.customer,
  Module.salesOrder,
  Module.workOrder,
  Module.estimates,
];

const nameOf: Record<ActionId, ActionName | undefined> = {
  0: undefined,
  1: 'create',
  2: 'edit',
  3: 'view',
  4: 'delete',
};

/**
 * No session: nothing. The super admin, the store owner (no stored permissions: everything) and the vendor
 * owner: what their audience is given. Store staff: what hasPermission grants for the module at any
 * location. Vendor staff: the modules of their reduced set.
 */
export function allowedFor(
  actor: ActorName,
  rule: AccessRule,
  action: ActionId,
  staffRole: SessionRole,
): boolean {
  const audiences = rule.audiences[nameOf[action]!];
  if (actor === 'anonymous') return false;
  if (audiences.includes('anyone')) return true;
  switch (actor) {
    case 'admin':
      return audiences.includes('platform');
    case 'owner':
      return audiences.includes('store');
    case 'staff':
      return audiences.includes('store') && hasPermission(staffRole, rule.module, action, ANY_LOCATION);
    case 'customer':
      return audiences.includes('customer');
    case 'vendorOwner':
      return audiences.includes('vendor');
    case 'vendorStaff':
      // "… and the vendor profile": viewing it.
      return (
        audiences.includes('vendor') &&
        (vendorStaffSees.includes(rule.module) || (rule.vendorProfile === true && action === 3))
      );
  }
}
