// A payment's status and method, named once for the server's schemas and the faces' words. Expired (a card
// attempt the customer abandoned at the provider) and voided (a pay-in-store promise replaced by a card
// payment of the same thing) are ordinary outcomes, not errors: nothing was taken, and the faces say so
// plainly beside the payment that counts.

export const paymentRecordStatuses = ['pending', 'succeeded', 'refunded', 'expired', 'voided'] as const;
export type PaymentRecordStatus = (typeof paymentRecordStatuses)[number];

/** The store's words (portal). */
export const paymentStatusLabel: Record<PaymentRecordStatus, string> = {
  pending: 'Pending',
  succeeded: 'Paid',
  refunded: 'Refunded',
  expired: 'Expired',
  voided: 'Voided',
};

/** The customer's words (storefront account): a pending card payment is on its way, not owed in store. */
export function paymentStateForCustomer(method: string, status: PaymentRecordStatus): string {
  if (status === 'pending') return method === 'card' ? 'card payment in progress' : 'to pay in store';
  return {
    succeeded: 'paid',
    refunded: 'refunded',
    expired: 'card payment not completed',
    voided: 'replaced by your card payment',
  }[status];
}

export const paymentMethodLabel: Record<string, string> = {
  in_store: 'In store',
  manual: 'Collected by staff',
  card: 'Card',
  cash: 'Cash',
  card_present: 'Card in store',
};
