// Finds the store a storefront host belongs to: by its full host (custom domain) first, then by the first
// label (its slug). Platform and vendor hosts belong to no store.
import { eq, or } from 'drizzle-orm';
import { faceOf, firstLabel, hostName, type HostLabels } from '../../shared/hosts.ts';
import { inScope, type Database } from '../db/database.ts';
import { stores } from '../db/schema/index.ts';
import type { PublicCache } from '../cache/public-cache.ts';

export type StoreRow = typeof stores.$inferSelect;

/** The store of a host; answered synchronously when the cache holds the host (the storefront's hot path). */
export function findStoreByHost(
  db: Database,
  host: string,
  labels: HostLabels,
  cache?: PublicCache,
): StoreRow | null | Promise<StoreRow | null> {
  const load = async () => {
    const name = hostName(host);
    if (!name || faceOf(name, labels) !== 'storefront') return null;
    const slug = firstLabel(name);
    const rows = await inScope(
      db,
      { kind: 'platform' },
      (tx) =>
        tx
          .select()
          .from(stores)
          .where(or(eq(stores.customDomain, name), eq(stores.slug, slug)))
          .limit(2),
      { readOnly: true },
    );
    return rows.find((s) => s.customDomain === name) ?? rows.find((s) => s.slug === slug) ?? null;
  };
  // Cached as found, "no store" included, under the host as given (its case and port included): parsing it
  // costs more than the lookup. Any change to the stores table drops every host entry.
  return cache ? cache.host(host, load) : load();
}

export function storeUrl(store: Pick<StoreRow, 'slug' | 'customDomain'>, publicDomain: string): string {
  return store.customDomain ?? `${store.slug}.${publicDomain}`;
}
