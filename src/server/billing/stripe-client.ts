// The app's Stripe client and currency (stripe-setup.ts makes them; buildApp decorates the instance), for
// code that holds only a transaction. No key: no client, and every caller falls back to the built-in
// provider or says plainly that Stripe is off.
import type Stripe from 'stripe';
import { appContext } from '../app-context.ts';

/** The app's client, or undefined when Stripe is not switched on. */
export function stripeClient(): Stripe | undefined {
  return appContext().stripe.client;
}

export function billingCurrency(): string {
  return appContext().stripe.currency;
}

/** The wording every Stripe-dependent step shows when Stripe is off. */
export const stripeOffMessage =
  'Online payments are not switched on for this platform (no Stripe keys are configured). Customers pay in ' +
  'store, and plans and invoices are settled by the built-in provider. You can connect Stripe later from Billing.';
