// The rules of reading a sales order: which order an actor may see.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { salesOrders } from '../../db/schema/index.ts';
import { notFound } from '../../http-errors.ts';
import { visibleRows, type Actor } from '../../orders/parties.ts';

/** The order if the actor may see it (404 otherwise). */
export async function visibleOrder(tx: Transaction, id: number, actor: Actor) {
  const [order] = await tx
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.id, id), visibleRows(actor, salesOrders)));
  if (!order) throw notFound('No such sales order.');
  return order;
}
