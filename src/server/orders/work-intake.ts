// What the store recorded when it took the item in (docs/product.md#orders-work-intake), as the work order's
// reader sees it: the item's condition, its declared value and the intake photos. The vendor doing the work
// sees it too (the photos' uploads follow the work order, uploads.repository.ts attachmentsOf); the item's
// rows are the store's, so they are read in the platform scope for exactly the work orders the caller may
// read.
//
// One statement for a whole page, whatever its stores: `work_intake(store_ids, item_ids)` (installed at
// each migration run, like the audit trigger). It first reads the work orders of those items under the
// caller's own row-level policies — a work order the caller may not read gives nothing — then lifts the
// scope (`app.platform`, transaction-local, as asPlatform does) for the items and their photos of exactly
// those work orders, and puts the setting back before it returns. It runs as the caller (app_tenant), not
// as its owner. Before, a page cost the scope switch, two statements per store and the switch back: 6
// statements for a vendor working for two stores, each planned anew (~2 ms of PostgreSQL per page).
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { fromCents } from '../crud/record-mapping.ts';

export interface WorkIntake {
  condition_notes: string | null;
  declared_value: number | null;
  /** Upload ids of the intake photos, in the order they were taken. */
  photos: string[];
}

export async function installWorkIntake(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`
    CREATE OR REPLACE FUNCTION work_intake(store_ids int[], item_ids int[])
    RETURNS TABLE (store_id int, item_id int, condition_notes text, declared_value_cents int, photos text[])
    LANGUAGE plpgsql VOLATILE SET search_path = public, pg_temp AS $fn$
    DECLARE
      seen_stores int[];
      seen_items int[];
      previous text;
    BEGIN
      -- The caller's own policies decide which work orders count.
      SELECT array_agg(w.store_id), array_agg(w.sales_order_item_id) INTO seen_stores, seen_items
        FROM unnest(store_ids, item_ids) AS k(s, i)
        JOIN work_orders w ON w.store_id = k.s AND w.sales_order_item_id = k.i;
      IF seen_stores IS NULL THEN RETURN; END IF;
      previous := current_setting('app.platform', true);
      PERFORM set_config('app.platform', 'on', true);
      RETURN QUERY
        SELECT soi.store_id, soi.id, soi.condition_notes, soi.declared_value_cents,
               coalesce((SELECT array_agg(p.upload_id ORDER BY p.id) FROM sales_order_item_photos p
                          WHERE p.store_id = soi.store_id AND p.sales_order_item_id = soi.id), '{}')
          FROM unnest(seen_stores, seen_items) AS k(s, i)
          JOIN sales_order_items soi ON soi.store_id = k.s AND soi.id = k.i;
      PERFORM set_config('app.platform', coalesce(previous, ''), true);
    END
    $fn$;`),
  );
}

/** An int[] parameter (every element an integer, so the literal is safe). */
const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/** The intake of each work order's item, in the work orders' order (null when the item is gone). */
export async function intakeOfWork(
  tx: Transaction,
  work: { storeId: number; salesOrderItemId: number }[],
): Promise<(WorkIntake | null)[]> {
  if (!work.length) return [];
  const { rows } = await tx.execute<{
    store_id: number;
    item_id: number;
    condition_notes: string | null;
    declared_value_cents: number | null;
    photos: string[];
  }>(
    sql`select store_id, item_id, condition_notes, declared_value_cents, photos from work_intake(${intArray(
      work.map((w) => w.storeId),
    )}, ${intArray(work.map((w) => w.salesOrderItemId))})`,
  );
  const found = new Map<string, WorkIntake>();
  for (const row of rows)
    found.set(`${row.store_id}:${row.item_id}`, {
      condition_notes: row.condition_notes,
      declared_value: row.declared_value_cents === null ? null : fromCents(row.declared_value_cents),
      photos: row.photos,
    });
  return work.map((w) => found.get(`${w.storeId}:${w.salesOrderItemId}`) ?? null);
}
