// The custody feature's queries (docs/product.md#custody), each on the caller's transaction. Reads that
// name other audiences' rows (a location's name for a vendor's hand-off) are called inside asPlatform by
// the service after its checks.
import { and, asc, desc, eq, inArray, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import {
  custodyEvents,
  custodySettings,
  itemTransfers,
  locations,
  redos,
  salesOrderItemPhotos,
  salesOrderItems,
  salesOrders,
  storeSettings,
  storeVendors,
  stores,
  timelineEntries,
  users,
  vendors,
  workOrders,
} from '../../db/schema/index.ts';

export type CustodyEventRow = typeof custodyEvents.$inferSelect;
export type NewCustodyEvent = typeof custodyEvents.$inferInsert;
export type TransferRow = typeof itemTransfers.$inferSelect;
export type RedoRow = typeof redos.$inferSelect;
export type OrderRow = typeof salesOrders.$inferSelect;
export type WorkRow = typeof workOrders.$inferSelect;

export async function insertCustodyEvent(tx: Transaction, row: NewCustodyEvent): Promise<CustodyEventRow> {
  const [created] = await tx.insert(custodyEvents).values(row).returning();
  return created!;
}

/** The last hand-off of each item (who holds it now). */
export async function latestCustody(
  tx: Transaction,
  storeId: number,
  itemIds: number[],
): Promise<Map<number, CustodyEventRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([custodyEvents.salesOrderItemId])
    .from(custodyEvents)
    .where(and(eq(custodyEvents.storeId, storeId), inArray(custodyEvents.salesOrderItemId, itemIds)))
    .orderBy(custodyEvents.salesOrderItemId, desc(custodyEvents.createdAt), desc(custodyEvents.id));
  return new Map(rows.map((r) => [r.salesOrderItemId, r]));
}

export function custodyHistory(tx: Transaction, storeId: number, itemId: number, vendorId?: number) {
  return tx
    .select()
    .from(custodyEvents)
    .where(
      and(
        eq(custodyEvents.storeId, storeId),
        eq(custodyEvents.salesOrderItemId, itemId),
        vendorId ? eq(custodyEvents.vendorId, vendorId) : undefined,
      ),
    )
    .orderBy(asc(custodyEvents.createdAt), asc(custodyEvents.id));
}

export async function itemsOfOrder(tx: Transaction, storeId: number, salesOrderId: number) {
  return tx
    .select()
    .from(salesOrderItems)
    .where(and(eq(salesOrderItems.storeId, storeId), eq(salesOrderItems.salesOrderId, salesOrderId)))
    .orderBy(asc(salesOrderItems.lineNo));
}

export async function itemWithOrder(tx: Transaction, where: SQL | undefined) {
  const [row] = await tx
    .select({ item: salesOrderItems, order: salesOrders })
    .from(salesOrderItems)
    .innerJoin(
      salesOrders,
      and(eq(salesOrders.storeId, salesOrderItems.storeId), eq(salesOrders.id, salesOrderItems.salesOrderId)),
    )
    .where(where);
  return row;
}

export async function workOfItem(tx: Transaction, storeId: number, itemId: number) {
  const [row] = await tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.storeId, storeId), eq(workOrders.salesOrderItemId, itemId)));
  return row;
}

export function vendorWorkForCode(
  tx: Transaction,
  vendorId: number,
  orderNo: string,
  itemNumber: string | null,
) {
  return tx
    .select()
    .from(workOrders)
    .where(
      and(
        eq(workOrders.vendorId, vendorId),
        itemNumber ? eq(workOrders.itemNumber, itemNumber) : like(workOrders.itemNumber, `${orderNo}-%`),
      ),
    );
}

export async function orderById(tx: Transaction, storeId: number, id: number) {
  const [row] = await tx
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.id, id)));
  return row;
}

export async function visibleOrder(tx: Transaction, id: number, scope: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.id, id), scope));
  return row;
}

export async function visibleWork(tx: Transaction, id: number, scope: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.id, id), scope));
  return row;
}

export async function locationName(tx: Transaction, storeId: number, id: number | null) {
  if (id === null) return null;
  const [row] = await tx
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.storeId, storeId), eq(locations.id, id)));
  return row?.name ?? null;
}

export async function activeLocation(tx: Transaction, storeId: number, id: number) {
  const [row] = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.storeId, storeId), eq(locations.id, id), eq(locations.isActive, true)));
  return row;
}

export async function vendorName(tx: Transaction, id: number | null) {
  if (id === null) return null;
  const [row] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, id));
  return row?.name ?? null;
}

export async function userName(tx: Transaction, id: number | null | undefined) {
  if (!id) return null;
  const [row] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row ? `${row.first} ${row.last}`.trim() : null;
}

export async function settingsOf(tx: Transaction, storeId: number) {
  const [row] = await tx.select().from(custodySettings).where(eq(custodySettings.storeId, storeId));
  return row;
}

export async function upsertSettings(
  tx: Transaction,
  storeId: number,
  values: Partial<
    Pick<typeof custodySettings.$inferInsert, 'showNamesToCustomer' | 'stageTargetDays' | 'warrantyDays'>
  >,
) {
  const [row] = await tx
    .insert(custodySettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: custodySettings.storeId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

// ---- transfers

export async function openTransferOf(tx: Transaction, storeId: number, itemId: number) {
  const [row] = await tx
    .select()
    .from(itemTransfers)
    .where(
      and(
        eq(itemTransfers.storeId, storeId),
        eq(itemTransfers.salesOrderItemId, itemId),
        eq(itemTransfers.status, 'in_transit'),
      ),
    )
    .for('update');
  return row;
}

export async function insertTransfer(tx: Transaction, row: typeof itemTransfers.$inferInsert) {
  const [created] = await tx.insert(itemTransfers).values(row).returning();
  return created!;
}

export async function markTransferReceived(tx: Transaction, row: TransferRow, userId: number | null) {
  const [updated] = await tx
    .update(itemTransfers)
    .set({ status: 'received', receivedAt: new Date(), receivedByUserId: userId })
    .where(and(eq(itemTransfers.storeId, row.storeId), eq(itemTransfers.id, row.id)))
    .returning();
  return updated!;
}

/** The order (and its work) follows the item to its new location: scope and reports read it there. */
export async function moveOrderTo(
  tx: Transaction,
  storeId: number,
  salesOrderId: number,
  locationId: number,
) {
  await tx
    .update(salesOrders)
    .set({ locationId })
    .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.id, salesOrderId)));
  await tx
    .update(workOrders)
    .set({ locationId })
    .where(and(eq(workOrders.storeId, storeId), eq(workOrders.salesOrderId, salesOrderId)));
}

export function transfersOf(tx: Transaction, storeId: number, status?: string, locationsIn?: number[]) {
  return tx
    .select()
    .from(itemTransfers)
    .where(
      and(
        eq(itemTransfers.storeId, storeId),
        status ? eq(itemTransfers.status, status as TransferRow['status']) : undefined,
        locationsIn
          ? locationsIn.length
            ? sql`(${inArray(itemTransfers.fromLocationId, locationsIn)} or ${inArray(itemTransfers.toLocationId, locationsIn)})`
            : sql`false`
          : undefined,
      ),
    )
    .orderBy(desc(itemTransfers.createdAt))
    .limit(200);
}

// ---- redos

export async function insertRedo(tx: Transaction, row: typeof redos.$inferInsert) {
  const [created] = await tx.insert(redos).values(row).returning();
  return created!;
}

export function redosOf(tx: Transaction, where: SQL | undefined) {
  return tx.select().from(redos).where(where).orderBy(desc(redos.createdAt)).limit(200);
}

export async function doneCounts(
  tx: Transaction,
  since: Date,
  storeId: number | null,
  vendorId: number | null,
) {
  const byService = storeId
    ? await tx
        .select({ name: salesOrderItems.serviceName, n: sql<number>`count(*)::int` })
        .from(salesOrderItems)
        .innerJoin(
          salesOrders,
          and(
            eq(salesOrders.storeId, salesOrderItems.storeId),
            eq(salesOrders.id, salesOrderItems.salesOrderId),
          ),
        )
        .where(
          and(
            eq(salesOrders.storeId, storeId),
            isNotNull(salesOrders.completedAt),
            sql`${salesOrders.completedAt} >= ${since}`,
          ),
        )
        .groupBy(salesOrderItems.serviceName)
    : [];
  const byVendor = await tx
    .select({ vendorId: workOrders.vendorId, name: vendors.name, n: sql<number>`count(*)::int` })
    .from(workOrders)
    .innerJoin(vendors, eq(vendors.id, workOrders.vendorId))
    .where(
      and(
        inArray(workOrders.status, ['done', 'returned']),
        sql`${workOrders.updatedAt} >= ${since}`,
        storeId ? eq(workOrders.storeId, storeId) : undefined,
        vendorId ? eq(workOrders.vendorId, vendorId) : undefined,
      ),
    )
    .groupBy(workOrders.vendorId, vendors.name);
  return { byService, byVendor };
}

export function redosSince(tx: Transaction, since: Date, storeId: number | null, vendorId: number | null) {
  return tx
    .select()
    .from(redos)
    .where(
      and(
        sql`${redos.createdAt} >= ${since}`,
        storeId ? eq(redos.storeId, storeId) : undefined,
        vendorId ? eq(redos.vendorId, vendorId) : undefined,
      ),
    );
}

// ---- the board

const openOrderStates = ['placed', 'received', 'in_progress', 'ready'] as const;

/** Every open item of the store's orders with its work (if any), within the caller's rows. */
export async function boardItems(tx: Transaction, storeId: number, orderScope: SQL | undefined) {
  return tx
    .select({ item: salesOrderItems, order: salesOrders, work: workOrders })
    .from(salesOrderItems)
    .innerJoin(
      salesOrders,
      and(eq(salesOrders.storeId, salesOrderItems.storeId), eq(salesOrders.id, salesOrderItems.salesOrderId)),
    )
    .leftJoin(
      workOrders,
      and(
        eq(workOrders.storeId, salesOrderItems.storeId),
        eq(workOrders.salesOrderItemId, salesOrderItems.id),
      ),
    )
    .where(
      and(
        eq(salesOrderItems.storeId, storeId),
        inArray(salesOrders.status, [...openOrderStates]),
        eq(salesOrderItems.needsWork, true),
        orderScope,
      ),
    )
    .orderBy(asc(salesOrders.createdAt), asc(salesOrderItems.lineNo))
    .limit(500);
}

/** The work sent to a vendor that it still holds or has finished. */
export function vendorBoardWork(tx: Transaction, vendorId: number) {
  return tx
    .select()
    .from(workOrders)
    .where(
      and(
        eq(workOrders.vendorId, vendorId),
        inArray(workOrders.status, ['sent', 'accepted', 'in_progress', 'on_hold', 'done']),
      ),
    )
    .orderBy(asc(workOrders.createdAt))
    .limit(500);
}

/**
 * When each work order entered its current status: the time of its last timeline entry that changed the
 * status to it (docs/product.md#custody-board). Entries that keep the status (a photo added) do not count,
 * nor does the row's updated_at, which any edit moves.
 */
export async function statusSince(tx: Transaction, workIds: number[]): Promise<Map<number, Date>> {
  if (workIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: workOrders.id, at: sql<string>`max(${timelineEntries.createdAt})` })
    .from(timelineEntries)
    .innerJoin(
      workOrders,
      and(eq(workOrders.storeId, timelineEntries.storeId), eq(workOrders.id, timelineEntries.entityId)),
    )
    .where(
      and(
        eq(timelineEntries.entity, 'work_order'),
        inArray(workOrders.id, workIds),
        eq(timelineEntries.toStatus, workOrders.status),
        sql`${timelineEntries.fromStatus} is distinct from ${timelineEntries.toStatus}`,
      ),
    )
    .groupBy(workOrders.id);
  return new Map(rows.map((r) => [r.id, new Date(r.at)]));
}

export async function firstPhotos(tx: Transaction, storeId: number, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, string>();
  const rows = await tx
    .selectDistinctOn([salesOrderItemPhotos.salesOrderItemId], {
      itemId: salesOrderItemPhotos.salesOrderItemId,
      uploadId: salesOrderItemPhotos.uploadId,
    })
    .from(salesOrderItemPhotos)
    .where(
      and(eq(salesOrderItemPhotos.storeId, storeId), inArray(salesOrderItemPhotos.salesOrderItemId, itemIds)),
    )
    .orderBy(salesOrderItemPhotos.salesOrderItemId, asc(salesOrderItemPhotos.id));
  return new Map(rows.map((r) => [r.itemId, r.uploadId]));
}

export async function namesOf(tx: Transaction, storeId: number | null) {
  const locs = storeId
    ? await tx
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(eq(locations.storeId, storeId))
    : [];
  return { locations: new Map(locs.map((l) => [l.id, l.name])) };
}

export async function orderByNumber(tx: Transaction, storeId: number, orderNo: string) {
  const [row] = await tx
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.orderNo, orderNo)));
  return row;
}

export async function linkedVendors(tx: Transaction, storeId: number) {
  return tx
    .select({ id: vendors.id, name: vendors.name })
    .from(storeVendors)
    .innerJoin(vendors, eq(vendors.id, storeVendors.vendorId))
    .where(and(eq(storeVendors.storeId, storeId), eq(storeVendors.status, 'active')))
    .orderBy(asc(vendors.name));
}

export async function storeNames(tx: Transaction, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(inArray(stores.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Work of an order not yet back in the store (an order is ready once none is left). */
export async function unfinishedWorkOf(tx: Transaction, storeId: number, salesOrderId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.storeId, storeId),
        eq(workOrders.salesOrderId, salesOrderId),
        sql`${workOrders.status} <> 'returned'`,
      ),
    );
  return row?.n ?? 0;
}

export async function storeTracking(tx: Transaction, storeId: number) {
  const [row] = await tx
    .select({ isActive: stores.isActive, tracking: storeSettings.isOrderTrackingEnabled })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  return row;
}
