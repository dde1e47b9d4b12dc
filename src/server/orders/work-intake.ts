// What the store recorded when it took the item in (docs/product.md#orders-work-intake), as the work order's
// reader sees it: the item's condition, its declared value and the intake photos. The vendor doing the work
// sees it too (the photos' uploads follow the work order, uploads.repository.ts attachmentsOf); the item's
// rows are the store's, so they are read in the platform scope for exactly the work orders the caller was
// already allowed to read.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { salesOrderItemPhotos, salesOrderItems } from '../db/schema/index.ts';
import { fromCents } from '../crud/record-mapping.ts';

export interface WorkIntake {
  condition_notes: string | null;
  declared_value: number | null;
  /** Upload ids of the intake photos, in the order they were taken. */
  photos: string[];
}

/** The intake of each work order's item, in the work orders' order (null when the item is gone). */
export async function intakeOfWork(
  tx: Transaction,
  work: { storeId: number; salesOrderItemId: number }[],
): Promise<(WorkIntake | null)[]> {
  if (!work.length) return [];
  return asPlatform(tx, async () => {
    const byStore = new Map<number, number[]>();
    for (const w of work) byStore.set(w.storeId, [...(byStore.get(w.storeId) ?? []), w.salesOrderItemId]);
    const found = new Map<string, WorkIntake>();
    for (const [storeId, itemIds] of byStore) {
      const items = await tx
        .select({
          id: salesOrderItems.id,
          conditionNotes: salesOrderItems.conditionNotes,
          declaredValueCents: salesOrderItems.declaredValueCents,
        })
        .from(salesOrderItems)
        .where(and(eq(salesOrderItems.storeId, storeId), inArray(salesOrderItems.id, itemIds)));
      const photos = await tx
        .select({ itemId: salesOrderItemPhotos.salesOrderItemId, uploadId: salesOrderItemPhotos.uploadId })
        .from(salesOrderItemPhotos)
        .where(
          and(
            eq(salesOrderItemPhotos.storeId, storeId),
            inArray(salesOrderItemPhotos.salesOrderItemId, itemIds),
          ),
        )
        .orderBy(asc(salesOrderItemPhotos.id));
      for (const item of items)
        found.set(`${storeId}:${item.id}`, {
          condition_notes: item.conditionNotes,
          declared_value: item.declaredValueCents === null ? null : fromCents(item.declaredValueCents),
          photos: photos.filter((p) => p.itemId === item.id).map((p) => p.uploadId),
        });
    }
    return work.map((w) => found.get(`${w.storeId}:${w.salesOrderItemId}`) ?? null);
  });
}
