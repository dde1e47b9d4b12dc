// Invoices a vendor sends a store it is linked to, for work it did: created as a draft, sent, paid by the
// store (billing module), or voided by the vendor.
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { invoiceItems, invoices, workOrders } from '../../db/schema/index.ts';
import { conflict, invalid } from '../../http-errors.ts';
import { recordChange } from '../../orders/events.ts';
import { withUniqueNumber } from '../../orders/order-numbers.ts';
import { visibleRows, type Actor } from '../../orders/parties.ts';
import { invoiceableWork, invoiceMachine } from '../../../shared/state-machines.ts';
import type { Lifecycle } from '../../orders/transition.ts';
import { may } from '../../../shared/permission-registry.ts';
import { said } from '../../../shared/i18n/said.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** A draft is the vendor's own until it is sent: the store does not see it. */
export function draftsHiddenFrom(actor: Actor): SQL | undefined {
  const role = actor.principal?.roleId;
  return role !== undefined && may({ role_id: role }, 'invoices:drafts')
    ? undefined
    : ne(invoices.status, 'draft');
}

export interface NewInvoice {
  vendorId: number;
  storeId: number;
  note?: string | null;
  items: { workOrderId: number | null; description: string; amountCents: number }[];
}

export async function createInvoice(tx: Transaction, input: NewInvoice, actor: Actor): Promise<InvoiceRow> {
  // Invoiced work must be this vendor's work for that store.
  const workIds = [...new Set(input.items.flatMap((i) => (i.workOrderId === null ? [] : [i.workOrderId])))];
  if (workIds.length) {
    const found = await tx
      .select({ id: workOrders.id, status: workOrders.status, itemNumber: workOrders.itemNumber })
      .from(workOrders)
      .where(
        and(
          inArray(workOrders.id, workIds),
          eq(workOrders.storeId, input.storeId),
          eq(workOrders.vendorId, input.vendorId),
        ),
      );
    const known = new Set(found.map((w) => w.id));
    const bad = input.items.findIndex((i) => i.workOrderId !== null && !known.has(i.workOrderId));
    if (bad >= 0) {
      throw invalid([
        {
          field: `items.${bad}.work_order_id`,
          message: `items.${bad}.work_order_id is not your work for this store`,
        },
      ]);
    }
    // Only finished work is billed, and only once: the portal offers nothing else, the server holds to it.
    const unfinished = found.filter((w) => !invoiceableWork.includes(w.status));
    if (unfinished.length) {
      throw conflict(
        `Only finished work can be invoiced: ${unfinished.map((w) => `${w.itemNumber} is ${w.status.replace('_', ' ')}`).join(', ')}.`,
      );
    }
    const billed = await tx
      .select({ workOrderId: invoiceItems.workOrderId, invoiceNo: invoices.invoiceNo })
      .from(invoiceItems)
      .innerJoin(
        invoices,
        and(eq(invoices.vendorId, invoiceItems.vendorId), eq(invoices.id, invoiceItems.invoiceId)),
      )
      .where(
        and(
          eq(invoiceItems.vendorId, input.vendorId),
          inArray(invoiceItems.workOrderId, workIds),
          ne(invoices.status, 'void'),
        ),
      );
    if (billed.length) {
      const numbers = new Map(found.map((w) => [w.id, w.itemNumber]));
      throw conflict(
        `This work is already invoiced: ${billed.map((b) => `${numbers.get(b.workOrderId!)} on invoice ${b.invoiceNo}`).join(', ')}.`,
      );
    }
  }
  const total = input.items.reduce((sum, i) => sum + i.amountCents, 0);
  const row = await withUniqueNumber(tx, 'invoices_invoice_no_key', async (sp, number) => {
    const [created] = await sp
      .insert(invoices)
      .values({
        vendorId: input.vendorId,
        storeId: input.storeId,
        invoiceNo: number,
        totalCents: total,
        note: input.note ?? null,
        createdByUserId: actor.principal?.userId ?? null,
      })
      .returning();
    return created!;
  });
  await tx.insert(invoiceItems).values(
    input.items.map((i) => ({
      vendorId: input.vendorId,
      invoiceId: row.id,
      workOrderId: i.workOrderId,
      description: i.description,
      amountCents: i.amountCents,
    })),
  );
  await recordChange(tx, {
    storeId: row.storeId,
    entity: invoiceMachine.entity,
    entityId: row.id,
    vendorId: row.vendorId,
    action: 'created',
    from: null,
    to: row.status,
    actor,
    said: said('invoice_drafted', { invoice_no: row.invoiceNo }),
    payload: { invoice_no: row.invoiceNo },
  });
  return row;
}

export const invoiceLifecycle: Lifecycle<InvoiceRow> = {
  machine: invoiceMachine,
  async lock(tx, id, actor) {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), visibleRows(actor, invoices), draftsHiddenFrom(actor)))
      .for('update');
    return row;
  },
  facts: (row) => ({ storeId: row.storeId, vendorId: row.vendorId }),
  async write(tx, row, to, action) {
    const now = new Date();
    const changes: Partial<InvoiceRow> = { status: to as InvoiceRow['status'], updatedAt: now };
    if (action === 'send') changes.sentAt = now;
    if (action === 'pay') changes.paidAt = now;
    await tx
      .update(invoices)
      .set(changes)
      .where(and(eq(invoices.vendorId, row.vendorId), eq(invoices.id, row.id)));
    return { ...row, ...changes };
  },
  describe: (_tx, row) => ({
    salesOrderId: null,
    vendorId: row.vendorId,
    number: row.invoiceNo,
    payload: { invoice_no: row.invoiceNo, invoice_id: row.id },
  }),
};
