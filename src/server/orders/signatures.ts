// The customer's signatures on an order (docs/product.md#documents-signatures) as the order's lifecycle needs
// them: which there are, and the rule that a store may require one before completing a pickup
// (docs/product.md#documents-pickup-signature).
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { orderHandOvers, orderSignatures, storeSettings } from '../db/schema/index.ts';
import { conflict } from '../http-errors.ts';

export const pickupSignatureRequired =
  'A pickup signature is required: the customer signs for the item before the order is completed.';

/**
 * Refuses (409) to complete an order the customer has not signed for when the store requires it; an order
 * shipped back has no counter to sign at and is not held.
 */
export async function checkPickupSignature(
  tx: Transaction,
  order: { storeId: number; id: number },
): Promise<void> {
  const [settings] = await asPlatform(tx, () =>
    tx
      .select({ required: storeSettings.pickupRequiresSignature })
      .from(storeSettings)
      .where(eq(storeSettings.storeId, order.storeId)),
  );
  if (!settings?.required) return;
  const [handOver] = await tx
    .select({ method: orderHandOvers.method })
    .from(orderHandOvers)
    .where(and(eq(orderHandOvers.storeId, order.storeId), eq(orderHandOvers.salesOrderId, order.id)));
  if (handOver?.method === 'shipping') return;
  const [signed] = await tx
    .select({ id: orderSignatures.id })
    .from(orderSignatures)
    .where(
      and(
        eq(orderSignatures.storeId, order.storeId),
        eq(orderSignatures.salesOrderId, order.id),
        eq(orderSignatures.kind, 'pickup'),
      ),
    )
    .limit(1);
  if (!signed) throw conflict(pickupSignatureRequired);
}
