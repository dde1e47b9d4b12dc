// Who the caller is: the role predicates of the permissions registry (permission-registry.ts re-exports
// them). Apart so that the shell's first load (forced logout, the store's scripts) can ask which app and
// audience a role belongs to without carrying the whole registry of permits into every storefront page.
import type { Audience } from './access.ts';
import { Role } from './roles.ts';
// ---------------------------------------------------------------------------------------------------------
// Who the caller is
// ---------------------------------------------------------------------------------------------------------

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

/** Which app each role logs in to. */
export function appOfRole(roleId: number): 'storefront' | 'portal' | 'vendor' {
  const audience = audienceOfRole(roleId);
  if (audience === 'customer') return 'storefront';
  if (audience === 'vendor') return 'vendor';
  return 'portal';
}

/** Roles that log in to the store portal. */
export const isPortalRole = (roleId: number | undefined): boolean =>
  roleId !== undefined && appOfRole(roleId) === 'portal' && audienceOfRole(roleId) !== null;

/** The platform (the super admin): above every tenant. */
export const isPlatform = (roleId: number | undefined): boolean => roleId === Role.superAdmin;
/** A store's owner or staff. */
export const isStoreSide = (roleId: number | undefined): boolean => audienceOfRole(roleId) === 'store';
/** A vendor's owner or staff. */
export const isVendorSide = (roleId: number | undefined): boolean => audienceOfRole(roleId) === 'vendor';
/** A storefront customer. */
export const isCustomer = (roleId: number | undefined): boolean => roleId === Role.customer;
/** The store's owner (holds every store permission, runs onboarding). */
export const isStoreOwner = (roleId: number | undefined): boolean => roleId === Role.storeOwner;
/** The vendor's owner (docs/product.md#roles-vendor-staff: billing, onboarding and the vendor's figures are theirs). */
export const isVendorOwner = (roleId: number | undefined): boolean => roleId === Role.vendorOwner;
/** Store staff: the one role whose permissions are stored per module and location (they cost a query). */
export const hasStoredPermissions = (roleId: number | undefined): boolean => roleId === Role.storeStaff;
/** Store-side roles including the platform, which acts for any store. */
export const actsForStores = (roleId: number | undefined): boolean =>
  isPlatform(roleId) || isStoreSide(roleId);
/** Store and vendor users who work on orders (they watch what they act on), as opposed to customers and the platform. */
export const worksOnOrders = (roleId: number | undefined): boolean =>
  isStoreSide(roleId) || isVendorSide(roleId);

/** The roles that log in to an app's portal (its owners and staff). */
export const rolesOfApp = (app: 'portal' | 'vendor') =>
  app === 'portal' ? [Role.storeStaff, Role.storeOwner] : [Role.vendorStaff, Role.vendorOwner];
