// What a committed write transaction changed that a process keeps in memory: the stores whose public
// cache entries it touched, and the people whose sessions it changed (deactivated, new password, logged
// out everywhere). Triggers record them in the transaction-local settings below as they NOTIFY other
// processes; inScope reads them in the same message as its COMMIT (no extra round trip) and tells this
// process's followers at once, so a request right after its own write never sees the entry the NOTIFY is
// still on its way to drop.
/** Transaction-local: the store ids (comma-separated) whose public entries the transaction changed. */
export const CHANGED_STORES_SETTING = 'app.public_cache_changed';
/** Transaction-local: the user ids (comma-separated) whose session state the transaction changed. */
export const CHANGED_SESSIONS_SETTING = 'app.session_state_changed';

export interface CommittedChanges {
  /** Stores whose public entries changed (null: one that cannot be told apart — drop all). */
  storeIds: (number | null)[];
  /** People whose session state changed (null: drop all). */
  userIds: (number | null)[];
}

type Follower = (changes: CommittedChanges) => void;
// Keyed by the Database object (typed loosely: this module sits under database.ts).
const followers = new WeakMap<object, Set<Follower>>();

/** Calls follower with what each committed write of db changed; returns the way to stop. */
export function followCommittedChanges(db: object, follower: Follower): () => void {
  let set = followers.get(db);
  if (!set) followers.set(db, (set = new Set()));
  set.add(follower);
  return () => set.delete(follower);
}

const idsOf = (noted: string | null | undefined): (number | null)[] =>
  noted
    ? [...new Set(noted.split(',').filter(Boolean))].map((s) => {
        const id = Number(s);
        return Number.isInteger(id) ? id : null;
      })
    : [];

/** Called by inScope after a COMMIT with the settings' values (null or '' when nothing changed). */
export function committedChanges(
  db: object,
  stores: string | null | undefined,
  sessions: string | null | undefined,
): void {
  if (!stores && !sessions) return;
  const set = followers.get(db);
  if (!set?.size) return;
  const changes = { storeIds: idsOf(stores), userIds: idsOf(sessions) };
  for (const follower of set) follower(changes);
}
