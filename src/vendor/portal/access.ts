// Who sees which vendor portal page (spec section 6): the vendor owner sees every page; vendor staff only the
// dashboard, customers, sales orders, work orders, estimates and the vendor profile.
import { Role } from '../../shared/roles.ts';

export type VendorAccess = 'all' | 'owner';

export function canSeeVendorPage(roleId: number | null | undefined, access: VendorAccess): boolean {
  if (roleId === Role.vendorOwner) return true;
  return roleId === Role.vendorStaff && access === 'all';
}
