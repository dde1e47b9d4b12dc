// The feedback queries, each in the caller's transaction.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { feedback, salesOrders, stores } from '../../db/schema/index.ts';

/** The store a feedback token belongs to (read in the platform scope), if the token exists. */
export async function storeOfToken(tx: Transaction, token: string) {
  const [found] = await tx
    .select({ storeId: feedback.storeId })
    .from(feedback)
    .where(eq(feedback.token, token));
  return found?.storeId;
}

/** The feedback of a token with its order's number and its store's name. */
export async function feedbackWithOrder(tx: Transaction, token: string) {
  const [row] = await tx
    .select({ feedback, orderNo: salesOrders.orderNo, storeName: stores.name })
    .from(feedback)
    .innerJoin(salesOrders, eq(salesOrders.id, feedback.salesOrderId))
    .innerJoin(stores, eq(stores.id, feedback.storeId))
    .where(eq(feedback.token, token));
  return row;
}

/** The feedback row of a token, locked for the rest of the transaction. */
export async function lockFeedback(tx: Transaction, token: string) {
  const [row] = await tx.select().from(feedback).where(eq(feedback.token, token)).for('update');
  return row;
}

export async function recordFeedback(
  tx: Transaction,
  id: number,
  values: { rating: number; comment: string | null; submittedAt: Date },
): Promise<void> {
  await tx.update(feedback).set(values).where(eq(feedback.id, id));
}
