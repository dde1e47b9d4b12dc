// Who lands where in the portal (landing.ts, light for the login page). What a user may see is decided from
// the declarations (resources/registry.ts: canAccessSection, through the shared mayAccess the server calls too).
export { canAccessSection } from './resources/registry.ts';
export { homePathFor, isPortalRole, landingPathFor, safeReturnPath } from './landing.ts';
