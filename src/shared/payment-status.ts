// A payment's status and method, named once for the server's schemas and the faces' words. Expired (a card
// attempt the customer abandoned at the provider) and voided (a pay-in-store promise replaced by a card
// payment of the same thing, or by the money taken at the counter) are ordinary outcomes, not errors:
// nothing was taken, and the faces say so plainly beside the payment that counts.

export const paymentRecordStatuses = ['pending', 'succeeded', 'refunded', 'expired', 'voided'] as const;
export type PaymentRecordStatus = (typeof paymentRecordStatuses)[number];

/** A payment as the customer's order lists them. */
interface CustomerPayment {
  id: number;
  subject: string;
  method: string;
  status: PaymentRecordStatus;
  created_at: string;
}

/** What replaced a voided promise, in the customer's words: the payment taken for the same thing after it. */
const replacedBy: Record<string, string> = {
  card: 'replaced by your card payment',
  cash: 'replaced by your cash payment in store',
  card_present: 'replaced by your card payment in store',
  manual: 'replaced by the payment the store took',
};

/**
 * The customer's words (storefront account): a pending card payment is on its way, not owed in store; a
 * voided pay-in-store promise says what replaced it — a card payment online, or the money taken at the
 * counter (docs/product.md#payments-statuses), read from the order's other payments.
 */
export function paymentStateForCustomer(payment: CustomerPayment, all: readonly CustomerPayment[]): string {
  const { method, status } = payment;
  if (status === 'pending') return method === 'card' ? 'card payment in progress' : 'to pay in store';
  if (status === 'voided') {
    const later = all.find(
      (p) =>
        p.id !== payment.id &&
        p.subject === payment.subject &&
        (p.status === 'succeeded' || p.status === 'refunded') &&
        p.created_at >= payment.created_at,
    );
    return (later && replacedBy[later.method]) ?? 'replaced by a later payment';
  }
  return {
    succeeded: 'paid',
    refunded: 'refunded',
    expired: 'card payment not completed',
  }[status];
}

export const paymentMethodLabel: Record<string, string> = {
  in_store: 'In store',
  manual: 'Collected by staff',
  card: 'Card',
  cash: 'Cash',
  card_present: 'Card in store',
};
