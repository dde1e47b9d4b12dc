// Who may do what to a declared resource: for each permission action, the audiences allowed, decided with
// the one permission function of spec section 6 (hasPermission) for store staff and section 6's reduced
// vendor-staff set for vendor staff. Server routes (preValidation) and the faces (canAccess) call the same
// mayAccess, so a face hides exactly what the server refuses.
import { ANY_LOCATION, hasPermission, type SessionRole } from './permissions.ts';
import { Action, Module, Role, type ActionId, type ActionName, type ModuleId } from './roles.ts';

/**
 * - platform: the super admin;
 * - store: store owner and store staff (staff by their stored permissions for the module);
 * - vendor: vendor owner, and vendor staff for the modules of section 6's vendor-staff set;
 * - customer: a storefront customer;
 * - anyone: every logged-in role, whatever the module.
 */
export type Audience = 'platform' | 'store' | 'vendor' | 'customer' | 'anyone';

export interface AccessRule {
  /** Spec section 6 module that guards the resource. */
  module: ModuleId;
  /** Audiences allowed per permission action. */
  audiences: Readonly<Record<ActionName, readonly Audience[]>>;
  /** The vendor profile: section 6 lets vendor staff view it, whatever their module set. */
  vendorProfile?: boolean;
}

/**
 * Section 6: "Vendor staff sees only dashboard-type pages, customers, sales orders, work orders, estimates
 * and the vendor profile"; the vendor owner sees every vendor page.
 */
export const vendorStaffModules: readonly ModuleId[] = [
  Module.dashboard,
  Module.customer,
  Module.salesOrder,
  Module.workOrder,
  Module.estimates,
];

/** A rule giving every action to the same audiences. */
export function accessFor(module: ModuleId, audiences: readonly Audience[]): AccessRule {
  return { module, audiences: { view: audiences, create: audiences, edit: audiences, delete: audiences } };
}

/** A store-owned resource: the super admin, and store roles by their permissions for the module. */
export const storeAccess = (module: ModuleId) => accessFor(module, ['platform', 'store']);
/** A vendor-owned resource: the super admin, the vendor owner, vendor staff for their modules. */
export const vendorAccess = (module: ModuleId) => accessFor(module, ['platform', 'vendor']);
/**
 * What only a vendor does for itself (draft its invoices, make its own sales orders): the super admin reads
 * a vendor's records but does not act as one, so the guard refuses it rather than the handler.
 */
export const vendorOwnAccess = (module: ModuleId) => accessFor(module, ['vendor']);

/** The audience a role belongs to. */
export function audienceOfRole(roleId: number | undefined): Exclude<Audience, 'anyone'> | null {
  switch (roleId) {
    case Role.superAdmin:
      return 'platform';
    case Role.storeOwner:
    case Role.storeStaff:
      return 'store';
    case Role.vendorOwner:
    case Role.vendorStaff:
      return 'vendor';
    case Role.customer:
      return 'customer';
    default:
      return null;
  }
}

/** A rule narrowed to some audiences: each action keeps only those of its audiences ('anyone' becomes them). */
export function narrowRule(rule: AccessRule, audiences: readonly Audience[]): AccessRule {
  const narrow = (allowed: readonly Audience[]) =>
    allowed.includes('anyone') ? [...audiences] : allowed.filter((a) => audiences.includes(a));
  return {
    ...rule,
    audiences: {
      view: narrow(rule.audiences.view),
      create: narrow(rule.audiences.create),
      edit: narrow(rule.audiences.edit),
      delete: narrow(rule.audiences.delete),
    },
  };
}

const actionName = (action: ActionId): ActionName | undefined =>
  (Object.keys(Action) as (keyof typeof Action)[]).find(
    (k): k is ActionName => k !== 'disable' && Action[k] === action,
  );

/** Whether a session may perform `action` on a resource guarded by `rule`. No session denies. */
export function mayAccess(role: SessionRole | null | undefined, rule: AccessRule, action: ActionId): boolean {
  if (!role) return false;
  const name = actionName(action);
  if (!name) return false;
  const allowed = rule.audiences[name];
  if (allowed.includes('anyone')) return true;
  switch (role.role_id) {
    case Role.superAdmin:
      return allowed.includes('platform');
    case Role.storeOwner:
    case Role.storeStaff:
      return allowed.includes('store') && hasPermission(role, rule.module, action, ANY_LOCATION);
    case Role.vendorOwner:
      return allowed.includes('vendor');
    case Role.vendorStaff:
      return (
        allowed.includes('vendor') &&
        (vendorStaffModules.includes(rule.module) || (rule.vendorProfile === true && name === 'view'))
      );
    case Role.customer:
      return allowed.includes('customer');
    default:
      return false;
  }
}
