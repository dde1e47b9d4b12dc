// The queries behind an order's documents and signatures, each in the caller's transaction. The service has
// already decided the caller may see the order; these read what the documents print of it.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import {
  charges,
  invoiceItems,
  invoices,
  locations,
  orderSignatures,
  payments,
  salesOrderItemPhotos,
  salesOrderItems,
  storeSettings,
  stores,
  timelineEntries,
  uploads,
  users,
  vendors,
  workInstructions,
  workOrders,
} from '../../db/schema/index.ts';
import type { SignatureKind } from '../../db/schema/index.ts';
import type { Note, Said } from '../../../shared/i18n/said.ts';
import { entryColumns } from '../../orders/said-english.ts';

export async function storeWithSettings(tx: Transaction, storeId: number) {
  const [row] = await tx
    .select({ store: stores, settings: storeSettings })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  return row;
}

/** The order's location, or the store's first active one (where the customer reaches the store). */
export async function locationFor(tx: Transaction, storeId: number, locationId: number | null) {
  const rows = await tx
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.storeId, storeId),
        locationId !== null ? eq(locations.id, locationId) : eq(locations.isActive, true),
      ),
    )
    .orderBy(asc(locations.id))
    .limit(1);
  return rows[0];
}

export function orderItems(tx: Transaction, storeId: number, salesOrderId: number) {
  return tx
    .select()
    .from(salesOrderItems)
    .where(and(eq(salesOrderItems.storeId, storeId), eq(salesOrderItems.salesOrderId, salesOrderId)))
    .orderBy(asc(salesOrderItems.lineNo));
}

export function intakePhotos(tx: Transaction, storeId: number, itemIds: number[]) {
  if (!itemIds.length) return Promise.resolve([]);
  return tx
    .select({
      itemId: salesOrderItemPhotos.salesOrderItemId,
      uploadId: uploads.id,
      contentType: uploads.contentType,
    })
    .from(salesOrderItemPhotos)
    .innerJoin(uploads, sql`${uploads.id}::text = ${salesOrderItemPhotos.uploadId}`)
    .where(
      and(eq(salesOrderItemPhotos.storeId, storeId), inArray(salesOrderItemPhotos.salesOrderItemId, itemIds)),
    )
    .orderBy(asc(salesOrderItemPhotos.id));
}

export function orderWork(tx: Transaction, storeId: number, salesOrderId: number) {
  return tx
    .select({
      id: workOrders.id,
      itemId: workOrders.salesOrderItemId,
      vendorId: workOrders.vendorId,
      dueAt: workOrders.dueAt,
    })
    .from(workOrders)
    .where(and(eq(workOrders.storeId, storeId), eq(workOrders.salesOrderId, salesOrderId)))
    .orderBy(asc(workOrders.id));
}

export function instructionsOf(tx: Transaction, storeId: number, workOrderIds: number[]) {
  if (!workOrderIds.length) return Promise.resolve([]);
  return tx
    .select({ workOrderId: workInstructions.workOrderId, body: workInstructions.body })
    .from(workInstructions)
    .where(and(eq(workInstructions.storeId, storeId), inArray(workInstructions.workOrderId, workOrderIds)))
    .orderBy(asc(workInstructions.id));
}

export function orderCharges(tx: Transaction, storeId: number, salesOrderId: number) {
  return tx
    .select()
    .from(charges)
    .where(and(eq(charges.storeId, storeId), eq(charges.salesOrderId, salesOrderId)))
    .orderBy(asc(charges.id));
}

export function orderPayments(tx: Transaction, storeId: number, salesOrderId: number) {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, storeId), eq(payments.salesOrderId, salesOrderId)))
    .orderBy(asc(payments.id));
}

/** The order's signatures with the names of who took them and where. */
export function orderSignatureRows(tx: Transaction, storeId: number, salesOrderId: number) {
  return tx
    .select({
      signature: orderSignatures,
      takenByFirst: users.firstName,
      takenByLast: users.lastName,
      location: locations.name,
      contentType: uploads.contentType,
    })
    .from(orderSignatures)
    .leftJoin(users, eq(users.id, orderSignatures.takenByUserId))
    .leftJoin(
      locations,
      and(eq(locations.storeId, orderSignatures.storeId), eq(locations.id, orderSignatures.locationId)),
    )
    .leftJoin(uploads, eq(uploads.id, orderSignatures.uploadId))
    .where(and(eq(orderSignatures.storeId, storeId), eq(orderSignatures.salesOrderId, salesOrderId)))
    .orderBy(asc(orderSignatures.createdAt), asc(orderSignatures.id));
}

export async function insertSignature(
  tx: Transaction,
  values: {
    storeId: number;
    salesOrderId: number;
    kind: SignatureKind;
    uploadId: string;
    signerName: string;
    takenByUserId: number | null;
    locationId: number | null;
  },
) {
  const [row] = await tx.insert(orderSignatures).values(values).returning();
  return row!;
}

export async function userName(tx: Transaction, userId: number | null) {
  if (userId === null) return null;
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

export async function vendorInvoice(tx: Transaction, invoiceId: number) {
  const [row] = await tx
    .select({ invoice: invoices, vendor: vendors })
    .from(invoices)
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .where(eq(invoices.id, invoiceId));
  if (!row) return undefined;
  const lines = await tx
    .select({ description: invoiceItems.description, amountCents: invoiceItems.amountCents })
    .from(invoiceItems)
    .where(and(eq(invoiceItems.vendorId, row.invoice.vendorId), eq(invoiceItems.invoiceId, row.invoice.id)))
    .orderBy(asc(invoiceItems.id));
  return { ...row, lines };
}

/** The signature's line on the order's timeline (staff's view; the state does not change). */
export async function appendTimeline(
  tx: Transaction,
  entry: {
    storeId: number;
    salesOrderId: number;
    status: string;
    action: string;
    said: Said;
    note: Note | null;
    actorUserId: number | null;
    actorRoleId: number | null;
  },
) {
  await tx.insert(timelineEntries).values({
    storeId: entry.storeId,
    salesOrderId: entry.salesOrderId,
    entity: 'sales_order',
    entityId: entry.salesOrderId,
    action: entry.action,
    fromStatus: entry.status,
    toStatus: entry.status,
    ...entryColumns(entry.said, entry.note),
    isPublic: false,
    actorUserId: entry.actorUserId,
    actorRoleId: entry.actorRoleId,
  });
}
