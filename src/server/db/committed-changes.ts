// What a committed write transaction changed that a process keeps in memory: the stores whose public
// cache entries it touched. Triggers record them in the transaction-local setting below as they NOTIFY
// other processes; inScope reads it in the same message as its COMMIT (no extra round trip) and tells this
// process's followers at once, so a request that reads right after its own write never sees the entry
// the NOTIFY is still on its way to drop.
/** Transaction-local: the store ids (comma-separated) whose public entries the transaction changed. */
export const CHANGED_STORES_SETTING = 'app.public_cache_changed';

type Follower = (storeIds: (number | null)[]) => void;
// Keyed by the Database object (typed loosely: this module sits under database.ts).
const followers = new WeakMap<object, Set<Follower>>();

/** Calls follower with the store ids each committed write of db changed; returns the way to stop. */
export function followCommittedChanges(db: object, follower: Follower): () => void {
  let set = followers.get(db);
  if (!set) followers.set(db, (set = new Set()));
  set.add(follower);
  return () => set.delete(follower);
}

/** Called by inScope after a COMMIT with the setting's value (null or '' when nothing changed). */
export function committedChanges(db: object, changed: string | null | undefined): void {
  if (!changed) return;
  const set = followers.get(db);
  if (!set?.size) return;
  const ids = [...new Set(changed.split(',').filter(Boolean))].map((s) => {
    const id = Number(s);
    return Number.isInteger(id) ? id : null;
  });
  for (const follower of set) follower(ids);
}
