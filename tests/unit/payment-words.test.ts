// The customer's words for a payment of their order (src/shared/payment-status.ts): a voided pay-in-store
// promise names what replaced it — a card payment online, or the cash or card taken at the counter
// (docs/product.md#payments-statuses).
import { describe, expect, it } from 'vitest';
import { paymentStateForCustomer } from '../../src/shared/payment-status.ts';

const promise = {
  id: 1,
  subject: 'sales_order',
  method: 'in_store',
  status: 'voided' as const,
  created_at: '2026-11-01T10:00:00.000Z',
};
const taken = (method: string, id = 2) => ({
  id,
  subject: 'sales_order',
  method,
  status: 'succeeded' as const,
  created_at: '2026-11-02T10:00:00.000Z',
});

describe("the customer's words for a payment", () => {
  it('names the payment that replaced a voided promise', () => {
    expect(paymentStateForCustomer(promise, [promise, taken('card')])).toBe('replaced by your card payment');
    expect(paymentStateForCustomer(promise, [promise, taken('cash')])).toBe(
      'replaced by your cash payment in store',
    );
    expect(paymentStateForCustomer(promise, [promise, taken('card_present')])).toBe(
      'replaced by your card payment in store',
    );
  });

  it('does not name a payment of another thing, nor one before the promise', () => {
    const charge = { ...taken('card'), subject: 'extra_charge' };
    const before = { ...taken('card'), created_at: '2026-10-01T10:00:00.000Z' };
    expect(paymentStateForCustomer(promise, [promise, charge, before])).toBe('replaced by a later payment');
  });

  it('says the other states plainly', () => {
    expect(paymentStateForCustomer({ ...promise, status: 'pending' }, [])).toBe('to pay in store');
    expect(paymentStateForCustomer({ ...taken('card'), status: 'pending' }, [])).toBe(
      'card payment in progress',
    );
    expect(paymentStateForCustomer(taken('cash'), [])).toBe('paid');
  });
});
