// Stripe's refusals and outages as the API's own failure: a 503 with a code and a message, never a 500.
// Whatever Stripe said (network down, rate limit, a key without the right, a request it refused) nothing
// was applied on our side — the call happens inside the request's transaction, which rolls back — so the
// client is told to try again; the Stripe error's type and request id go to the log, not to the client.
import Stripe from 'stripe';
import { ErrorCode } from '../../shared/errors.ts';
import { ApiFailure } from '../http-errors.ts';

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** The API failure for a Stripe SDK error, or null when `error` is not one. */
export function stripeFailure(error: unknown): ApiFailure | null {
  if (!isStripeError(error)) return null;
  return new ApiFailure(ErrorCode.paymentProviderUnavailable, undefined, undefined, 503, 30);
}
