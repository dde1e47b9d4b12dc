// The portal's react-admin auth provider over the browser session (src/client/session.ts). Logging in is
// the designed login page's job (it calls logIn below, outside react-admin); react-admin checks the session,
// logs out on a token the server no longer accepts, and asks canAccess before showing a page or a button —
// answered by the same hasPermission the server uses.
import type { AuthProvider } from 'react-admin';
import { api, call } from '../../client/api.ts';
import { getSession, isExpired, rememberPath, setSession, type LoginResponse } from '../../client/session.ts';
import { ErrorCode, type ApiError } from '../../shared/errors.ts';
import type { PortalKind } from '../../shared/declarations/declare.ts';
import { canAccessSection, isPortalRole } from '../access.ts';
import { fullNameOf } from '../use-session.ts';
import { isVendorSide } from '../../shared/permission-registry.ts';
import { adoptOwnLanguage } from '../../shell/i18n/own-language.ts';

export class LoginError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

/** POST auth/login for the portal; stores the session on success, throws LoginError with the server's message. */
export async function logIn(email: string, password: string): Promise<LoginResponse> {
  const result = await call(api.POST('/api/v1/auth/login', { body: { email, password, app: 'portal' } }));
  if (!result.ok) throw new LoginError(result.error);
  setSession(result.data);
  adoptOwnLanguage(result.data);
  return result.data;
}

/** Revokes the refresh token (best effort: logging out works offline too) and forgets the session. */
export async function logOut(): Promise<void> {
  const session = getSession();
  setSession(null);
  if (session?.refresh)
    await call(api.POST('/api/v1/auth/logout', { body: { refresh: session.refresh } })).catch(
      () => undefined,
    );
}

/** Whether a session of one of this portal's roles is alive (store roles: the store portal; vendor roles:
 * the vendor portal). */
function hasLiveSession(kind: PortalKind): boolean {
  const session = getSession();
  const ofThisPortal =
    kind === 'vendor' ? isVendorSide(session?.role.role_id) : isPortalRole(session?.role.role_id);
  return !!session && ofThisPortal && !!session.refresh && !isExpired(session.refresh);
}

function rememberCurrentPath() {
  const { pathname, search, hash } = window.location;
  if (!pathname.startsWith('/portal/login')) rememberPath(`${pathname}${search}${hash}`);
}

/** The auth provider of one portal: its roles, its login page, its declarations' canAccess. */
// Several checks fail at once when a session ends (the auth check and every query's error): the vendor portal
// leaves for /login once, since a second assign aborts the first navigation.
let leavingForLogin = false;
function leaveForVendorLogin() {
  if (leavingForLogin) return;
  leavingForLogin = true;
  window.location.assign('/login');
}

export const authProviderFor = (kind: PortalKind): AuthProvider => ({
  login: async ({ username, email, password }: { username?: string; email?: string; password: string }) => {
    await logIn(email ?? username ?? '', password);
  },
  logout: async () => {
    await logOut();
  },
  checkAuth: async () => {
    if (hasLiveSession(kind)) return;
    // docs/product.md#roles-logged-out: a logged-out store role goes to /portal/login and comes back here
    // after logging in; the
    // vendor portal redirects to /login (outside react-admin's /portal basename, hence a full path).
    rememberCurrentPath();
    if (kind === 'vendor') leaveForVendorLogin();
    throw { message: false };
  },
  checkError: async (error: { status?: number; body?: { code?: string } }) => {
    const code = error?.body?.code;
    // docs/product.md#auth-forced-logout: token_not_valid forces a logout; a missing token is the same
    // situation.
    if (error?.status === 401 && (code === ErrorCode.tokenNotValid || code === ErrorCode.notAuthenticated)) {
      rememberCurrentPath();
      if (kind === 'vendor') leaveForVendorLogin();
      throw { message: false };
    }
    // A 403 is a refusal of one action, shown where it happened; the session stays.
  },
  getIdentity: async () => {
    const session = getSession();
    if (!session) throw new Error('Not logged in');
    return { id: session.user.id, fullName: fullNameOf(session) };
  },
  getPermissions: async () => getSession()?.role ?? null,
  canAccess: async ({ resource, action }) => canAccessSection(getSession()?.role, resource, action, kind),
});

export const authProvider: AuthProvider = authProviderFor('store');
