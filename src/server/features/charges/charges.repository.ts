// The queries of a charge's payment page, each in the caller's transaction.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { charges, salesOrders, stores } from '../../db/schema/index.ts';

/** The charge a token names with its order's number and its store's name. */
export async function chargePageOf(tx: Transaction, token: string) {
  const [row] = await tx
    .select({ charge: charges, orderNo: salesOrders.orderNo, storeName: stores.name })
    .from(charges)
    .innerJoin(
      salesOrders,
      and(eq(salesOrders.storeId, charges.storeId), eq(salesOrders.id, charges.salesOrderId)),
    )
    .innerJoin(stores, eq(stores.id, charges.storeId))
    .where(eq(charges.token, token));
  return row;
}

/** The charge (by id and token) with its order's number, the charge locked for the rest of the transaction. */
export async function lockChargeWithOrder(tx: Transaction, id: number, token: string) {
  const [row] = await tx
    .select({ charge: charges, orderNo: salesOrders.orderNo })
    .from(charges)
    .innerJoin(
      salesOrders,
      and(eq(salesOrders.storeId, charges.storeId), eq(salesOrders.id, charges.salesOrderId)),
    )
    .where(and(eq(charges.id, id), eq(charges.token, token)))
    .for('update', { of: charges });
  return row;
}
