// The queries of uploads: an upload's row (with its store's state) and the records it is attached to
// (docs/product.md#uploads-visibility), each taking the caller's transaction.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import {
  estimateImages,
  estimates,
  salesOrderItemPhotos,
  salesOrderItems,
  salesOrders,
  storeVendors,
  stores,
  uploads,
  workOrderImages,
  workOrders,
} from '../../db/schema/index.ts';
import { Module } from '../../../shared/roles.ts';
import type { UploadAttachment } from '../../../shared/permission-registry.ts';

/** An upload's row and whether its store is active (read in the platform's scope). */
export async function findUpload(tx: Transaction, id: string) {
  const [found] = await tx
    .select({ upload: uploads, storeActive: stores.isActive })
    .from(uploads)
    .leftJoin(stores, eq(stores.id, uploads.storeId))
    .where(eq(uploads.id, id));
  return found;
}

/** Whether the upload's row is visible in the caller's own scope (row-level security agrees). */
export async function uploadVisible(tx: Transaction, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id));
  return !!row;
}

/** Which table an attachment's record lives in, to ask row-level security about it in the caller's scope. */
export type AttachedRecord = UploadAttachment & {
  table: 'work_orders' | 'sales_orders' | 'estimates';
  id: number;
};

/**
 * The records an upload is attached to (read in the platform's scope): the work order whose before/after
 * photo it is; the sales order whose item's intake photo it is, and each work order of that item (its
 * vendor sees the intake); the estimate whose request photo it is.
 */
export async function attachmentsOf(tx: Transaction, uploadId: string): Promise<AttachedRecord[]> {
  const work = await tx
    .select({
      id: workOrders.id,
      storeId: workOrders.storeId,
      locationId: workOrders.locationId,
      vendorId: workOrders.vendorId,
    })
    .from(workOrderImages)
    .innerJoin(
      workOrders,
      and(eq(workOrders.storeId, workOrderImages.storeId), eq(workOrders.id, workOrderImages.workOrderId)),
    )
    .where(eq(workOrderImages.uploadId, uploadId));
  const intake = await tx
    .select({
      orderId: salesOrders.id,
      storeId: salesOrders.storeId,
      locationId: salesOrders.locationId,
      itemId: salesOrderItems.id,
    })
    .from(salesOrderItemPhotos)
    .innerJoin(
      salesOrderItems,
      and(
        eq(salesOrderItems.storeId, salesOrderItemPhotos.storeId),
        eq(salesOrderItems.id, salesOrderItemPhotos.salesOrderItemId),
      ),
    )
    .innerJoin(
      salesOrders,
      and(eq(salesOrders.storeId, salesOrderItems.storeId), eq(salesOrders.id, salesOrderItems.salesOrderId)),
    )
    .where(eq(salesOrderItemPhotos.uploadId, uploadId));
  const intakeWork = [];
  for (const photo of intake)
    intakeWork.push(
      ...(await tx
        .select({
          id: workOrders.id,
          storeId: workOrders.storeId,
          locationId: workOrders.locationId,
          vendorId: workOrders.vendorId,
        })
        .from(workOrders)
        .where(
          and(
            eq(workOrders.storeId, photo.storeId),
            eq(workOrders.salesOrderItemId, photo.itemId),
            isNotNull(workOrders.vendorId),
          ),
        )),
    );
  const estimate = await tx
    .select({
      id: estimates.id,
      storeId: estimates.storeId,
      vendorId: estimates.vendorId,
      customerId: estimates.customerId,
    })
    .from(estimateImages)
    .innerJoin(
      estimates,
      and(eq(estimates.storeId, estimateImages.storeId), eq(estimates.id, estimateImages.estimateId)),
    )
    .where(eq(estimateImages.uploadId, uploadId));
  return [
    ...[...work, ...intakeWork].map((w) => ({
      ...w,
      table: 'work_orders' as const,
      module: Module.workOrder,
    })),
    ...intake.map((o) => ({
      table: 'sales_orders' as const,
      id: o.orderId,
      module: Module.salesOrder,
      storeId: o.storeId,
      locationId: o.locationId,
    })),
    ...estimate.map((e) => ({
      ...e,
      table: 'estimates' as const,
      module: Module.estimates,
      locationId: undefined,
    })),
  ];
}

/** Whether an attached record is visible in the caller's own scope (row-level security agrees). */
export async function attachedVisible(tx: Transaction, record: AttachedRecord): Promise<boolean> {
  const table = { work_orders: workOrders, sales_orders: salesOrders, estimates }[record.table];
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.storeId, record.storeId), eq(table.id, record.id)));
  return !!row;
}

/** Whether the vendor works for the store (a store–vendor link exists). */
export async function vendorWorksFor(tx: Transaction, vendorId: number, storeId: number): Promise<boolean> {
  const [link] = await tx
    .select({ id: storeVendors.id })
    .from(storeVendors)
    .where(and(eq(storeVendors.vendorId, vendorId), eq(storeVendors.storeId, storeId)));
  return link !== undefined;
}
