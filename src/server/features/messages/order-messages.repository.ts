// The queries of the store's own messages to a customer about their order, in the caller's transaction.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { customers, users } from '../../db/schema/index.ts';

/** Who the order's customer is and how they may be reached: their mail, and their number if they opted in. */
export async function reachOf(tx: Transaction, storeId: number, customerId: number | null) {
  if (customerId === null) return undefined;
  const [row] = await tx
    .select({
      firstName: customers.firstName,
      email: customers.email,
      smsOptIn: customers.smsOptIn,
      smsPhone: customers.smsPhone,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
  return row;
}

export async function authorName(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName ?? ''}`.trim() : 'Staff';
}
