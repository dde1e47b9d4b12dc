// The queries of invoices beyond their lifecycle, each in the caller's transaction.
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { invoiceItems, invoices, storeVendors } from '../../db/schema/index.ts';
import { visibleRows, type Actor } from '../../orders/parties.ts';
import { draftsHiddenFrom } from './invoices.lifecycle.ts';

/** Whether the vendor is actively linked to the store. */
export async function isActivelyLinked(tx: Transaction, storeId: number, vendorId: number) {
  const [link] = await tx
    .select({ storeId: storeVendors.storeId })
    .from(storeVendors)
    .where(
      and(
        eq(storeVendors.storeId, storeId),
        eq(storeVendors.vendorId, vendorId),
        eq(storeVendors.status, 'active'),
      ),
    );
  return !!link;
}

/** The vendor's work orders for a store that are on an invoice that is not void. */
export async function billedWork(tx: Transaction, vendorId: number, storeId: number) {
  const rows = await tx
    .select({
      work_order_id: invoiceItems.workOrderId,
      invoice_id: invoices.id,
      invoice_no: invoices.invoiceNo,
    })
    .from(invoiceItems)
    .innerJoin(
      invoices,
      and(eq(invoices.vendorId, invoiceItems.vendorId), eq(invoices.id, invoiceItems.invoiceId)),
    )
    .where(
      and(
        eq(invoiceItems.vendorId, vendorId),
        eq(invoices.storeId, storeId),
        ne(invoices.status, 'void'),
        isNotNull(invoiceItems.workOrderId),
      ),
    )
    .orderBy(asc(invoiceItems.workOrderId));
  return rows as { work_order_id: number; invoice_id: number; invoice_no: string }[];
}

/** The invoice if the actor may see it (a draft is its vendor's only). */
export async function findVisibleInvoice(tx: Transaction, id: number, actor: Actor) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), visibleRows(actor, invoices), draftsHiddenFrom(actor)));
  return invoice;
}

export function itemsOfInvoice(tx: Transaction, vendorId: number, invoiceId: number) {
  return tx
    .select()
    .from(invoiceItems)
    .where(and(eq(invoiceItems.vendorId, vendorId), eq(invoiceItems.invoiceId, invoiceId)))
    .orderBy(asc(invoiceItems.id));
}
