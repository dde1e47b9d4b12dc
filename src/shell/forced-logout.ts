// Where a logged-out user is sent (docs/product.md#roles-logged-out): store roles and the super admin to
// /portal/login,
// vendors and customers to /login. With no role known, the face decides.
import type { Face } from '../shared/hosts.ts';
import { appOfRole } from '../shared/permission-registry-callers.ts';

const storefrontLoginPath = '/login';
export const vendorLoginPath = '/login';
export const portalLoginPath = '/portal/login';

export function loginPathFor(roleId: number | null, face: Face): string {
  if (roleId !== null) return appOfRole(roleId) === 'portal' ? portalLoginPath : storefrontLoginPath;
  return face === 'platform' ? portalLoginPath : storefrontLoginPath;
}

export function isLoginPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === '/login' || pathname === portalLoginPath;
}
