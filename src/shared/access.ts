// The shape of a permission rule: for each permission action, the audiences allowed, under a
// docs/product.md#roles-modules
// module. Rules are built here and declared in the permissions registry (permission-registry.ts), whose
// mayAccess decides them: server routes (preValidation) and the faces (canAccess) call the same function,
// so a face hides exactly what the server refuses.
import { Module, type ActionName, type ModuleId } from './roles.ts';

/**
 * - platform: the super admin;
 * - store: store owner and store staff (staff by their stored permissions for the module);
 * - vendor: vendor owner, and vendor staff for the modules of docs/product.md#roles-vendor-staff's
 * vendor-staff set;
 * - customer: a storefront customer;
 * - anyone: every logged-in role, whatever the module.
 */
export type Audience = 'platform' | 'store' | 'vendor' | 'customer' | 'anyone';

export interface AccessRule {
  /** docs/product.md#roles-modules module that guards the resource. */
  module: ModuleId;
  /** Audiences allowed per permission action. */
  audiences: Readonly<Record<ActionName, readonly Audience[]>>;
  /** The vendor profile: docs/product.md#roles-vendor-staff lets vendor staff view it, whatever their module set. */
  vendorProfile?: boolean;
}

/**
 * docs/product.md#roles-vendor-staff: "Vendor staff sees only dashboard-type pages, customers, sales orders,
 * work orders, estimates
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
