// The queries of a vendor's own sales orders made many at once, each in the caller's transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { vendorCustomers, vendorSalesOrderItems, vendorSalesOrders } from '../../db/schema/index.ts';
import { toCents } from '../../crud/record-mapping.ts';
import { randomOrderNumber } from '../../orders/order-numbers.ts';
import { totalCentsOf } from '../../resources/vendor-sales.resource.ts';

export interface NewOrder {
  customer_id: number;
  due_at?: string | null;
  note?: string;
  items: { name: string; cost: number }[];
}

/** Inserts the orders (numbers, totals, items) and returns their numbers, in order. */
export async function insertOrders(tx: Transaction, vendorId: number, orders: readonly NewOrder[]) {
  const made = await tx
    .insert(vendorSalesOrders)
    .values(
      orders.map((o) => ({
        vendorId,
        orderNo: randomOrderNumber(),
        customerId: o.customer_id,
        dueAt: o.due_at ?? null,
        note: o.note ?? '',
        totalCents: totalCentsOf(o.items),
      })),
    )
    .returning({ id: vendorSalesOrders.id, orderNo: vendorSalesOrders.orderNo });
  await tx.insert(vendorSalesOrderItems).values(
    orders.flatMap((o, i) =>
      o.items.map((item, sequence) => ({
        vendorId,
        salesOrderId: made[i]!.id,
        name: item.name,
        costCents: toCents(item.cost),
        sequence,
      })),
    ),
  );
  return { created: made.length, order_nos: made.map((m) => m.orderNo) };
}

/** Which of these customer ids are the vendor's customers. */
export async function vendorCustomerIds(
  tx: Transaction,
  vendorId: number,
  ids: number[],
): Promise<Set<number>> {
  const rows = await tx
    .select({ id: vendorCustomers.id })
    .from(vendorCustomers)
    .where(and(eq(vendorCustomers.vendorId, vendorId), inArray(vendorCustomers.id, ids)));
  return new Set(rows.map((c) => c.id));
}

/** The vendor's customers with these emails (lower case), by email. */
export async function vendorCustomersByEmail(
  tx: Transaction,
  vendorId: number,
  emails: string[],
): Promise<Map<string, number>> {
  const found = await tx
    .select({ id: vendorCustomers.id, email: sql<string>`lower(${vendorCustomers.email})` })
    .from(vendorCustomers)
    .where(
      and(eq(vendorCustomers.vendorId, vendorId), inArray(sql`lower(${vendorCustomers.email})`, emails)),
    );
  return new Map(found.map((c) => [c.email, c.id]));
}
