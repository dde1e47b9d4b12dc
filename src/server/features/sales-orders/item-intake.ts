// Intake and custody: when the store receives an order (`receive`), staff record per item the state it was
// handed in in (condition notes), what the customer declares it is worth and photos of it. The transition's
// input is checked before anything is written (400 naming the field at fault); the intake is written with
// the state change and summed up in that change's timeline note, in the same transaction.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { salesOrderItemPhotos, salesOrderItems, uploads } from '../../db/schema/index.ts';
import { invalid } from '../../http-errors.ts';
import { toCents } from '../../crud/record-mapping.ts';
import { linesOf, listOf, said, word, type Note } from '../../../shared/i18n/said.ts';
import { DEFAULT_CURRENCY } from '../../../shared/i18n/locales.ts';
import { moneyParam, storeCurrency } from '../../orders/said-english.ts';
import type { Actor } from '../../orders/parties.ts';
import type { TransitionInput } from '../../orders/transition.ts';

export interface ItemIntake {
  id: number;
  condition_notes?: string;
  declared_value?: number;
  photos?: string[];
}

const intakeOf = (input: TransitionInput) => (input.items as ItemIntake[] | undefined) ?? [];

/**
 * Refuses an intake that does not fit the order (400): intake on another action than `receive`, an item
 * of another order (or named twice), a photo that is not an upload of the order's store.
 */
export async function checkIntake(
  tx: Transaction,
  order: { storeId: number; id: number },
  action: string,
  input: TransitionInput,
): Promise<void> {
  const intake = intakeOf(input);
  if (!intake.length) return;
  if (action !== 'receive')
    throw invalid([{ field: 'items', message: 'items are recorded when the order is received only' }]);
  const items = await tx
    .select({ id: salesOrderItems.id })
    .from(salesOrderItems)
    .where(and(eq(salesOrderItems.storeId, order.storeId), eq(salesOrderItems.salesOrderId, order.id)));
  const ofOrder = new Set(items.map((i) => i.id));
  const seen = new Set<number>();
  for (const [i, item] of intake.entries()) {
    if (!ofOrder.has(item.id))
      throw invalid([{ field: `items.${i}.id`, message: 'id is not an item of this order' }]);
    if (seen.has(item.id))
      throw invalid([{ field: `items.${i}.id`, message: 'each item may be named once' }]);
    seen.add(item.id);
  }
  const photoIds = intake.flatMap((item) => item.photos ?? []);
  if (!photoIds.length) return;
  // Row-level security already hides other tenants' uploads; the store condition keeps a vendor's own
  // uploads (visible to no store person anyway) and the super admin's other stores out too.
  const found = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.storeId, order.storeId), inArray(uploads.id, photoIds)));
  const known = new Set(found.map((u) => u.id));
  for (const [i, item] of intake.entries())
    for (const [j, photo] of (item.photos ?? []).entries())
      if (!known.has(photo))
        throw invalid([{ field: `items.${i}.photos.${j}`, message: 'photo is not an upload of this store' }]);
}

/** Writes the checked intake: the items' condition and declared value, and their photos. */
export async function recordIntake(
  tx: Transaction,
  order: { storeId: number; id: number },
  input: TransitionInput,
  actor: Actor,
): Promise<void> {
  for (const item of intakeOf(input)) {
    if (item.condition_notes !== undefined || item.declared_value !== undefined)
      await tx
        .update(salesOrderItems)
        .set({
          ...(item.condition_notes !== undefined
            ? { conditionNotes: item.condition_notes.trim() || null }
            : {}),
          ...(item.declared_value !== undefined ? { declaredValueCents: toCents(item.declared_value) } : {}),
        })
        .where(and(eq(salesOrderItems.storeId, order.storeId), eq(salesOrderItems.id, item.id)));
    if (item.photos?.length)
      await tx.insert(salesOrderItemPhotos).values(
        item.photos.map((uploadId) => ({
          storeId: order.storeId,
          salesOrderItemId: item.id,
          uploadId,
          uploadedByUserId: actor.principal?.userId ?? null,
        })),
      );
  }
}

/**
 * The timeline's words for an intake, one line per item: "ABC2345-1: scratched clasp · declared $120.00 ·
 * 2 photos". Null when nothing was recorded.
 */
export async function intakeNote(
  tx: Transaction,
  order: { storeId: number; id: number },
  input: TransitionInput,
): Promise<Note | null> {
  const intake = intakeOf(input);
  if (!intake.length) return null;
  const numbers = await tx
    .select({ id: salesOrderItems.id, itemNumber: salesOrderItems.itemNumber })
    .from(salesOrderItems)
    .where(and(eq(salesOrderItems.storeId, order.storeId), eq(salesOrderItems.salesOrderId, order.id)));
  const numberOf = new Map(numbers.map((n) => [n.id, n.itemNumber]));
  const currency = intake.some((i) => i.declared_value !== undefined)
    ? await storeCurrency(tx, order.storeId)
    : DEFAULT_CURRENCY;
  // Each item on its line: the staff's own words about its condition, then the server's (value, photos).
  const lines = intake.map((item) => {
    const parts = [
      item.condition_notes?.trim() || null,
      item.declared_value !== undefined
        ? word('timeline.note.declared', {
            value: moneyParam(Math.round(item.declared_value * 100), currency),
          })
        : null,
      item.photos?.length ? word('timeline.note.photos', { smart_count: item.photos.length }) : null,
    ].filter((p) => p !== null);
    return parts.length
      ? said('note.intake_item', { item: numberOf.get(item.id) ?? '', details: listOf(parts, ' · ') })
      : null;
  });
  return linesOf(...lines);
}

/** The intake of some items, for their presentation: condition, declared value and photos. */
export async function intakesOf(tx: Transaction, storeId: number, items: { id: number }[]) {
  const ids = items.map((i) => i.id);
  const photos = ids.length
    ? await tx
        .select({
          id: salesOrderItemPhotos.id,
          itemId: salesOrderItemPhotos.salesOrderItemId,
          uploadId: salesOrderItemPhotos.uploadId,
        })
        .from(salesOrderItemPhotos)
        .where(
          and(eq(salesOrderItemPhotos.storeId, storeId), inArray(salesOrderItemPhotos.salesOrderItemId, ids)),
        )
        .orderBy(asc(salesOrderItemPhotos.id))
    : [];
  return (itemId: number) =>
    photos.filter((p) => p.itemId === itemId).map((p) => ({ id: p.id, upload_id: p.uploadId }));
}
