// Acting as a store's owner (`/authenticate/:id`): the super admin's own session is kept aside while the
// owner's session (its tokens carry the admin as `act`) is the portal's; "Back" restores it.
import { getSession, setSession, type Session } from '../../client/session.ts';

const adminKey = 'acting_admin_session';

export function actingAdmin(): Session | null {
  try {
    const text = sessionStorage.getItem(adminKey);
    return text ? (JSON.parse(text) as Session) : null;
  } catch {
    return null;
  }
}

export function startActing(ownerSession: Session): void {
  const admin = actingAdmin() ?? getSession();
  if (admin) sessionStorage.setItem(adminKey, JSON.stringify(admin));
  setSession(ownerSession);
}

/** Back to the super admin's own session; false when there is none to return to. */
export function stopActing(): boolean {
  const admin = actingAdmin();
  sessionStorage.removeItem(adminKey);
  setSession(admin);
  return admin !== null;
}
