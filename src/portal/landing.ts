// Where a portal user lands (docs/product.md#roles-landing) and which remembered path may be followed: light
// (the registry's role predicates alone, permission-registry-callers.ts — not the whole registry, 5 KB gzipped),
// for the login page — the portal's first route — and the root redirect.
import { hasStoredPermissions, isPortalRole, isStoreOwner } from '../shared/permission-registry-callers.ts';

/** The roles that log in to the platform portal (the permissions registry's answer). */
export { isPortalRole };

/** Where a user lands after logging in (docs/product.md#roles-landing): store owner and staff on the dashboard, the super admin on locations. */
export function homePathFor(roleId: number | undefined): string {
  return hasStoredPermissions(roleId) || isStoreOwner(roleId) ? '/portal/dashboard' : '/portal/location';
}

/**
 * Where a logged-in user lands: a store owner still setting up resumes onboarding where the server says
 * (src/shared/onboarding.ts); everyone else goes home.
 */
export function landingPathFor(session: {
  role: { role_id: number };
  on_boarding_steps?: { is_onboarding_complete: boolean; next_path: string } | null;
}): string {
  const onboarding = session.on_boarding_steps;
  if (isStoreOwner(session.role.role_id) && onboarding && !onboarding.is_onboarding_complete)
    return onboarding.next_path;
  return homePathFor(session.role.role_id);
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
