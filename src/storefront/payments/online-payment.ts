// Paying on the payment provider's hosted page: leaving for it, and asking the server on the way back
// whether it was paid (the return pages). The server applies a payment once, whether its webhook or this
// confirmation comes first, so asking again is always safe.
import { api, call } from '../../client/api.ts';

/** Leaves the storefront for the provider's page (a full navigation: it is another site). */
export function goToHostedPayment(url: string): void {
  window.location.assign(url);
}

export function confirmPayment(storeId: number, sessionId: string) {
  return call(api.POST('/api/v1/payments/confirm', { body: { store_id: storeId, session_id: sessionId } }));
}

/** A session id as Stripe makes them; anything else in the address is not asked about. */
export const isSessionId = (value: string | null): value is string =>
  value !== null && /^[A-Za-z0-9_]{1,255}$/.test(value);

/** A payment page token (order or charge) as the server makes them. */
export const isGutter = (value: string | null): value is string =>
  value !== null && /^[A-Za-z0-9_-]{16,64}$/.test(value);
