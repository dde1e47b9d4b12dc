// The session as React state: components re-render when the login page stores it, tokens are renewed or
// the user logs out. The snapshot is cached so useSyncExternalStore sees a stable value between changes.
import { useSyncExternalStore } from 'react';
import { getSession, onSessionChange, type Session } from '../client/session.ts';
import { Role } from '../shared/roles.ts';

let current: Session | null | undefined;
const listeners = new Set<() => void>();

onSessionChange((session) => {
  current = session;
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot(): Session | null {
  if (current === undefined) current = getSession();
  return current;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** The user's full name, as the portal shows it. */
export function fullNameOf(session: Session | null): string {
  if (!session) return '';
  return `${session.user.first_name} ${session.user.last_name}`.trim() || session.user.email;
}

/** The app bar's title (spec: the store name; the super admin has no store). */
export function storeTitleOf(session: Session | null, platformTitle: string): string {
  if (!session || session.role.role_id === Role.superAdmin || !session.store) return platformTitle;
  return session.store.name;
}
