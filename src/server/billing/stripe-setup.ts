// The Stripe SDK, made per app from configuration (STRIPE_SECRET_KEY, STRIPE_API_URL) and decorated on the
// instance (app-context.ts). No key: no client, and every caller falls back to the built-in provider or says
// plainly that Stripe is off.
import Stripe from 'stripe';
import type { Config } from '../config.ts';

export interface StripeSetup {
  /** Undefined when Stripe is not switched on. */
  client: Stripe | undefined;
  currency: string;
}

export function createStripeSetup(config: Config): StripeSetup {
  if (!config.stripe) return { client: undefined, currency: config.currency };
  const target = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : undefined;
  const client = new Stripe(config.stripe.secretKey, {
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
  return { client, currency: config.currency };
}
