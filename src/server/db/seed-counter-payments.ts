// The demo's collected orders were paid at the counter before pickup, as a store's are
// (docs/product.md#payments-pickup-balance): the balance in cash, one ledger row, then the handover.
import type { Actor } from '../orders/parties.ts';
import { balanceOf, takePayment } from '../features/ledger/ledger.service.ts';
import { lockOrder } from '../features/ledger/ledger.repository.ts';
import type { Transaction } from './database.ts';

/** Takes the order's whole payable balance in cash at the counter (nothing when it is settled). */
export async function payBalanceInCash(
  tx: Transaction,
  order: { id: number; storeId: number },
  actor: Actor,
): Promise<void> {
  const row = await lockOrder(tx, order.storeId, order.id);
  if (!row) return;
  const { payableCents } = await balanceOf(tx, row);
  if (payableCents > 0)
    await takePayment(tx, order.id, order.storeId, { amount: payableCents / 100, method: 'cash' }, actor);
}
