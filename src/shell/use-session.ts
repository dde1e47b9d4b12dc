// The browser session as React state (src/client/session.ts holds it in sessionStorage), and the role of the
// last signed-in user, which decides where a forced logout lands after the session is gone.
import { useSyncExternalStore } from 'react';
import { getSession, onSessionChange, type Session } from '../client/session.ts';

let snapshot: Session | null = getSession();
let lastRole: number | null = snapshot?.role.role_id ?? null;

onSessionChange((session) => {
  snapshot = session;
  if (session) lastRole = session.role.role_id;
});

function subscribe(onChange: () => void): () => void {
  const unsubscribe = onSessionChange(() => onChange());
  return () => {
    unsubscribe();
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
}

/** The role id of the most recent session in this tab, even after it ended. */
export function lastKnownRole(): number | null {
  return lastRole;
}
