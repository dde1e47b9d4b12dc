// Who is billed: a store or a vendor (docs/product.md#roles-owner-type's owner type: store owner 1, vendor
// 2). Plans,
// subscriptions and payout accounts work the same for both; the owner picks the table and the step to mark.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { storeSubscriptions, vendorSubscriptions, vendors } from '../db/schema/index.ts';
import { invalid } from '../http-errors.ts';
import { markStep } from './onboarding.ts';

export type BillingOwner = { kind: 'store'; id: number } | { kind: 'vendor'; id: number };
export const ownerTypeOf = (owner: BillingOwner) => (owner.kind === 'store' ? 1 : 2);

export function ownerOf(principal: { storeId: number | null; vendorId: number | null }): BillingOwner {
  if (principal.storeId !== null) return { kind: 'store', id: principal.storeId };
  if (principal.vendorId !== null) return { kind: 'vendor', id: principal.vendorId };
  throw invalid([{ field: 'owner', message: 'Only a store or a vendor has a plan' }]);
}

export async function subscriptionOf(tx: Transaction, owner: BillingOwner) {
  if (owner.kind === 'store') {
    const [row] = await tx.select().from(storeSubscriptions).where(eq(storeSubscriptions.storeId, owner.id));
    return row;
  }
  const [row] = await tx.select().from(vendorSubscriptions).where(eq(vendorSubscriptions.vendorId, owner.id));
  return row;
}

type SubscriptionValues = Omit<typeof storeSubscriptions.$inferInsert, 'storeId'>;

export async function saveSubscription(tx: Transaction, owner: BillingOwner, values: SubscriptionValues) {
  const set = { ...values, updatedAt: new Date() };
  if (owner.kind === 'store') {
    await tx
      .insert(storeSubscriptions)
      .values({ ...values, storeId: owner.id })
      .onConflictDoUpdate({ target: storeSubscriptions.storeId, set });
  } else {
    await tx
      .insert(vendorSubscriptions)
      .values({ ...values, vendorId: owner.id })
      .onConflictDoUpdate({ target: vendorSubscriptions.vendorId, set });
  }
}

/** Sets the status of the owner's subscription only if it still has `where` (so a replayed change is a no-op). */
export async function updateSubscription(
  tx: Transaction,
  owner: BillingOwner,
  set: Partial<SubscriptionValues>,
  checkoutReference?: string,
): Promise<boolean> {
  const values = { ...set, updatedAt: new Date() };
  const rows =
    owner.kind === 'store'
      ? await tx
          .update(storeSubscriptions)
          .set(values)
          .where(
            and(
              eq(storeSubscriptions.storeId, owner.id),
              checkoutReference ? eq(storeSubscriptions.checkoutReference, checkoutReference) : undefined,
            ),
          )
          .returning()
      : await tx
          .update(vendorSubscriptions)
          .set(values)
          .where(
            and(
              eq(vendorSubscriptions.vendorId, owner.id),
              checkoutReference ? eq(vendorSubscriptions.checkoutReference, checkoutReference) : undefined,
            ),
          )
          .returning();
  return rows.length > 0;
}

/** The owner's plan step is done: the store's onboarding step, or the vendor's registration step. */
export async function markPlanDone(tx: Transaction, owner: BillingOwner) {
  if (owner.kind === 'store') await markStep(tx, owner.id, 'plan', 'done');
  else await tx.update(vendors).set({ subscriptionStep: 'done' }).where(eq(vendors.id, owner.id));
}
