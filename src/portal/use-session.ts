// The portal's view of the session: the shared session hook plus the names the portal shows.
import type { Session } from '../client/session.ts';
import { isPlatform } from '../shared/permission-registry-callers.ts';

// One session hook for every face.
export { useSession } from '../shell/use-session.ts';

/** The user's full name, as the portal shows it. */
export function fullNameOf(session: Session | null): string {
  if (!session) return '';
  return `${session.user.first_name} ${session.user.last_name}`.trim() || session.user.email;
}

/** The app bar's title in one portal: the vendor's name in the vendor portal, else the store's. */
export function portalTitleOf(session: Session | null, kind: 'store' | 'vendor', fallback: string): string {
  if (kind === 'vendor') return session?.user.vendor?.name ?? fallback;
  return storeTitleOf(session, fallback);
}

/** The app bar's title (spec: the store name; the super admin has no store). */
export function storeTitleOf(session: Session | null, platformTitle: string): string {
  if (!session || isPlatform(session.role.role_id) || !session.store) return platformTitle;
  return session.store.name;
}
