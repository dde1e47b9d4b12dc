// The queries of a customer's view of their order's money, each in the caller's transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import { charges, payments } from '../../db/schema/index.ts';

/** The order's payments, in the order they were made. */
export function paymentsOfOrder(tx: Transaction, order: { storeId: number; id: number }) {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, order.storeId), eq(payments.salesOrderId, order.id)))
    .orderBy(asc(payments.id));
}

/**
 * The charges asked for on the order, in the order they were asked. The caller has already been shown the
 * order (visibleOrder); a customer may not read the work orders that a vendor's additional charge hangs on,
 * so row-level security would hide those charges from the customer who pays them. This order's charges are
 * therefore read in the platform scope.
 */
export function chargesOfOrder(tx: Transaction, order: { storeId: number; id: number }) {
  return asPlatform(tx, () =>
    tx
      .select()
      .from(charges)
      .where(and(eq(charges.storeId, order.storeId), eq(charges.salesOrderId, order.id)))
      .orderBy(asc(charges.id)),
  );
}
