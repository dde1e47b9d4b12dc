// The built-in provider (docs/product.md#payments-provider): pay in store, or marked paid by staff; works
// offline.
import crypto from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';

/** Pay in store or marked paid by staff: nothing leaves the platform, so every flow works offline. */
export const builtInProvider: PaymentProvider = {
  id: 'builtin',
  methods: ['in_store', 'manual', 'cash', 'card_present'],
  async createPayment(input) {
    // The key makes the reference stable: a retried call describes the same payment.
    const reference = `bi_${crypto.createHash('sha256').update(`${input.storeId}:${input.idempotencyKey}`).digest('hex').slice(0, 24)}`;
    // Only a pay-in-store promise waits; staff record money they hold (marked paid, cash, card in store).
    return { status: input.method === 'in_store' ? 'pending' : 'succeeded', reference };
  },
  async lookup() {
    // Nothing is paid on a hosted page here: a pay-in-store payment waits for the counter.
    return { status: 'pending' as const };
  },
  async capture() {
    return { status: 'succeeded' };
  },
  async refund(reference, _amountCents, key) {
    // Cash and card in store are given back at the counter: the row records it.
    return {
      status: 'refunded',
      reference: `${reference}_refund${key ? `_${key.replace(/[^A-Za-z0-9]/g, '')}` : ''}`,
    };
  },
};
