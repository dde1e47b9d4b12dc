// Finds the store a storefront host belongs to: by its full host (custom domain) first, then by the first
// label (its slug). Platform and vendor hosts belong to no store.
import { eq, or } from 'drizzle-orm';
import { faceOf, firstLabel, hostName, type HostLabels } from '../../shared/hosts.ts';
import { inScope, type Database } from '../db/database.ts';
import { stores } from '../db/schema/index.ts';
import type { PublicCache } from '../cache/public-cache.ts';

export type StoreRow = typeof stores.$inferSelect;

export async function findStoreByHost(
  db: Database,
  host: string,
  labels: HostLabels,
  cache?: PublicCache,
): Promise<StoreRow | null> {
  const name = hostName(host);
  if (!name || faceOf(name, labels) !== 'storefront') return null;
  const slug = firstLabel(name);
  const load = async () => {
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
  // Cached as found, "no store" included: any change to the stores table drops every host entry.
  return cache ? cache.host(name, load) : load();
}

export function storeUrl(store: Pick<StoreRow, 'slug' | 'customDomain'>, publicDomain: string): string {
  return store.customDomain ?? `${store.slug}.${publicDomain}`;
}
