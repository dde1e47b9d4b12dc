// The queries of a work order's own records (images, instructions) and of the timeline it shares with its
// sales order, each in the caller's transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { timelineEntries, workInstructions, workOrderImages } from '../../db/schema/index.ts';

/** The whole timeline of a sales order, oldest first (the work order's entries are picked from it). */
export function salesOrderTimeline(tx: Transaction, storeId: number, salesOrderId: number) {
  return tx
    .select()
    .from(timelineEntries)
    .where(and(eq(timelineEntries.storeId, storeId), eq(timelineEntries.salesOrderId, salesOrderId)))
    .orderBy(asc(timelineEntries.createdAt), asc(timelineEntries.id));
}

export function imagesOf(tx: Transaction, storeId: number, workOrderId: number) {
  return tx
    .select()
    .from(workOrderImages)
    .where(and(eq(workOrderImages.storeId, storeId), eq(workOrderImages.workOrderId, workOrderId)))
    .orderBy(asc(workOrderImages.id));
}

export async function insertImage(tx: Transaction, image: typeof workOrderImages.$inferInsert) {
  const [row] = await tx.insert(workOrderImages).values(image).returning();
  return row!;
}

export function instructionsOf(tx: Transaction, storeId: number, workOrderId: number) {
  return tx
    .select()
    .from(workInstructions)
    .where(and(eq(workInstructions.storeId, storeId), eq(workInstructions.workOrderId, workOrderId)))
    .orderBy(asc(workInstructions.id));
}

export async function insertInstruction(tx: Transaction, instruction: typeof workInstructions.$inferInsert) {
  const [row] = await tx.insert(workInstructions).values(instruction).returning();
  return row!;
}
