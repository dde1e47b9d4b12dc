// Estimates (quotes): a customer requests one (or the store on a customer's behalf), the store — or a vendor
// it sent the estimate to — prices it, the customer approves or declines, and an approved estimate is
// converted into a sales order.
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { estimateItems, estimates } from '../../db/schema/index.ts';
import { invalid } from '../../http-errors.ts';
import { recordChange } from '../../orders/events.ts';
import { withUniqueNumber } from '../../orders/order-numbers.ts';
import { visibleRows, type Actor } from '../../orders/parties.ts';
import { createSalesOrder } from '../sales-orders/sales-orders.lifecycle.ts';
import { firstActiveLocation } from './estimates.repository.ts';
import { estimateMachine } from '../../../shared/state-machines.ts';
import type { Lifecycle } from '../../orders/transition.ts';
import { requireLinkedVendor } from '../work-orders/work-orders.lifecycle.ts';
import { said } from '../../../shared/i18n/said.ts';

export type EstimateRow = typeof estimates.$inferSelect;

/** How long a quote stands before it may be expired. */
export const QUOTE_VALID_DAYS = 30;

export interface NewEstimate {
  storeId: number;
  customer: { id: number; name: string; email: string | null; phone?: string | null };
  note?: string | null;
  items: {
    serviceId: number | null;
    description: string;
    quantity: number;
    answers: Record<string, unknown>;
  }[];
  /** A storefront request's follow token (estimate-requests.routes.ts). */
  followToken?: string | null;
}

export async function createEstimate(
  tx: Transaction,
  input: NewEstimate,
  actor: Actor,
): Promise<EstimateRow> {
  const row = await withUniqueNumber(tx, 'estimates_estimate_no_key', async (sp, estimateNo) => {
    const [created] = await sp
      .insert(estimates)
      .values({
        storeId: input.storeId,
        estimateNo,
        customerId: input.customer.id,
        customerName: input.customer.name,
        customerEmail: input.customer.email,
        customerPhone: input.customer.phone ?? null,
        note: input.note ?? null,
        followToken: input.followToken ?? null,
      })
      .returning();
    return created!;
  });
  await tx.insert(estimateItems).values(
    input.items.map((item) => ({
      storeId: input.storeId,
      estimateId: row.id,
      serviceId: item.serviceId,
      description: item.description,
      quantity: item.quantity,
      answers: item.answers,
    })),
  );
  await recordChange(tx, {
    storeId: row.storeId,
    entity: estimateMachine.entity,
    entityId: row.id,
    action: 'created',
    from: null,
    to: row.status,
    actor,
    said: said('estimate_requested', { estimate_no: row.estimateNo }),
    payload: { estimate_no: row.estimateNo, estimate_id: row.id, customer_id: row.customerId },
  });
  return row;
}

export const estimateLifecycle: Lifecycle<EstimateRow> = {
  machine: estimateMachine,
  async lock(tx, id, actor) {
    const [row] = await tx
      .select()
      .from(estimates)
      .where(and(eq(estimates.id, id), visibleRows(actor, estimates)))
      .for('update');
    return row;
  },
  facts: (row) => ({ storeId: row.storeId, customerId: row.customerId, vendorId: row.vendorId }),
  async prepare(tx, row, action, input) {
    if (action === 'send_to_vendor')
      input.vendor_id = await requireLinkedVendor(tx, row.storeId, input.vendor_id);
    if (action !== 'quote') return;
    // Quoting prices every item: given now (items: [{id, unit_price}]) or set before.
    const items = await tx
      .select()
      .from(estimateItems)
      .where(and(eq(estimateItems.storeId, row.storeId), eq(estimateItems.estimateId, row.id)))
      .orderBy(asc(estimateItems.id));
    const prices = new Map<number, number>();
    const given = (input.items ?? []) as { id: number; unit_price: number }[];
    given.forEach((p, i) => {
      if (!items.some((item) => item.id === p.id))
        throw invalid([{ field: `items.${i}.id`, message: `items.${i}.id is not an item of this estimate` }]);
      prices.set(p.id, Math.round(p.unit_price * 100));
    });
    const missing = items.findIndex((item) => !prices.has(item.id) && item.unitPriceCents === null);
    if (missing >= 0) {
      throw invalid([
        { field: 'items', message: `items: item ${items[missing]!.id} needs a unit_price to quote` },
      ]);
    }
    let total = 0;
    for (const item of items) {
      const price = prices.get(item.id) ?? item.unitPriceCents ?? 0;
      total += price * item.quantity;
      if (prices.has(item.id)) {
        await tx
          .update(estimateItems)
          .set({ unitPriceCents: price })
          .where(and(eq(estimateItems.storeId, row.storeId), eq(estimateItems.id, item.id)));
      }
    }
    input.total_cents = total;
  },
  async write(tx, row, to, action, input) {
    const now = new Date();
    const changes: Partial<EstimateRow> = { status: to as EstimateRow['status'], updatedAt: now };
    if (action === 'send_to_vendor') changes.vendorId = input.vendor_id as number;
    if (action === 'quote') {
      changes.totalCents = input.total_cents as number;
      changes.quotedAt = now;
      changes.expiresAt = new Date(now.getTime() + QUOTE_VALID_DAYS * 86_400_000);
    }
    await tx
      .update(estimates)
      .set(changes)
      .where(and(eq(estimates.storeId, row.storeId), eq(estimates.id, row.id)));
    return { ...row, ...changes };
  },
  describe: (_tx, row) => ({
    salesOrderId: row.salesOrderId,
    vendorId: row.vendorId,
    number: row.estimateNo,
    payload: { estimate_no: row.estimateNo, estimate_id: row.id, customer_id: row.customerId },
  }),
  async after(tx, row, _before, action, actor) {
    if (action !== 'convert') return;
    const items = await tx
      .select()
      .from(estimateItems)
      .where(and(eq(estimateItems.storeId, row.storeId), eq(estimateItems.estimateId, row.id)))
      .orderBy(asc(estimateItems.id));
    const order = await createSalesOrder(
      tx,
      {
        storeId: row.storeId,
        customer: {
          id: row.customerId,
          name: row.customerName,
          email: row.customerEmail,
          phone: row.customerPhone,
        },
        estimateId: row.id,
        // The customer is told where to bring the item (the placed mail's next steps name the location).
        locationId: await firstActiveLocation(tx, row.storeId),
        channel: 'estimate',
        note: row.note,
        items: items.map((i) => ({
          serviceId: i.serviceId,
          serviceName: i.description,
          quantity: i.quantity,
          unitPriceCents: i.unitPriceCents ?? 0,
          answers: i.answers,
        })),
      },
      actor,
    );
    await tx
      .update(estimates)
      .set({ salesOrderId: order.id })
      .where(and(eq(estimates.storeId, row.storeId), eq(estimates.id, row.id)));
    row.salesOrderId = order.id;
  },
};
