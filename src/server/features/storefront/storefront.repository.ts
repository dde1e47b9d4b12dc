// The storefront's public reads, each in the caller's transaction.
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { services, storeSettings, stores } from '../../db/schema/index.ts';

export async function settingsOf(tx: Transaction, storeId: number) {
  const [settings] = await tx.select().from(storeSettings).where(eq(storeSettings.storeId, storeId));
  return settings;
}

export async function storeById(tx: Transaction, storeId: number) {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
  return store;
}

export interface ServiceFilter {
  item_tag?: string;
  top_level_tag?: string;
  /** Matched in the name or description (LIKE wildcards taken literally). */
  search?: string;
}

/** A store's active services matching the filter, in the store's order. */
export function activeServices(
  tx: Transaction,
  storeId: number,
  { item_tag, top_level_tag, search }: ServiceFilter,
) {
  return tx
    .select()
    .from(services)
    .where(
      and(
        eq(services.storeId, storeId),
        eq(services.isActive, true),
        item_tag ? eq(services.itemTag, item_tag) : undefined,
        top_level_tag ? eq(services.topLevelTag, top_level_tag) : undefined,
        search
          ? or(
              ilike(services.name, `%${search.replace(/[%_\\]/g, '\\$&')}%`),
              ilike(services.description, `%${search.replace(/[%_\\]/g, '\\$&')}%`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(services.sequence), asc(services.id));
}
