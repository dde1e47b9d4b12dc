// The Stripe SDK, configured once per process from configuration (STRIPE_SECRET_KEY, STRIPE_API_URL). No key:
// no client, and every caller falls back to the built-in provider or says plainly that Stripe is off.
import Stripe from 'stripe';
import type { Config } from '../config.ts';

let client: Stripe | undefined;
let currency = 'usd';

export function configureStripe(config: Config): void {
  currency = config.currency;
  if (!config.stripe) {
    client = undefined;
    return;
  }
  const target = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : undefined;
  client = new Stripe(config.stripe.secretKey, {
    // Tests point the SDK at a local stand-in that answers as Stripe's API does (tests/support).
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'service-ordering-platform' },
  });
}

/** The configured client, or undefined when Stripe is not switched on. */
export function stripeClient(): Stripe | undefined {
  return client;
}

export function billingCurrency(): string {
  return currency;
}

/** The wording every Stripe-dependent step shows when Stripe is off. */
export const stripeOffMessage =
  'Online payments are not switched on for this platform (no Stripe keys are configured). Customers pay in ' +
  'store, and plans and invoices are settled by the built-in provider. You can connect Stripe later from Billing.';
