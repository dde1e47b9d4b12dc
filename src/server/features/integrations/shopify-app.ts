// The platform's Shopify app through the official @shopify/shopify-api library: OAuth (HMAC and state
// checked by the library), webhook verification, shop-domain validation and the Admin API client. Without
// the app's keys the integration is off and says which keys are missing.
import '@shopify/shopify-api/adapters/node';
import { ApiVersion, LogSeverity, shopifyApi, type Shopify } from '@shopify/shopify-api';
import type { Config } from '../../config.ts';

export const callbackPath = '/api/v1/integrations/shopify/callback';
export const webhookPath = '/api/v1/integrations/shopify/webhooks';

/** The configuration variables the integration still needs. */
export function missingShopifyKeys(config: Config): string[] {
  const missing: string[] = [];
  if (!config.shopify.apiKey) missing.push('SHOPIFY_API_KEY');
  if (!config.shopify.apiSecret) missing.push('SHOPIFY_API_SECRET');
  if (!config.shopify.appUrl) missing.push('SHOPIFY_APP_URL');
  return missing;
}

export function shopifyFor(config: Config): Shopify | null {
  if (missingShopifyKeys(config).length) return null;
  const appUrl = new URL(config.shopify.appUrl!);
  return shopifyApi({
    apiKey: config.shopify.apiKey!,
    apiSecretKey: config.shopify.apiSecret!,
    scopes: config.shopify.scopes.split(','),
    hostName: appUrl.host,
    hostScheme: appUrl.protocol === 'http:' ? 'http' : 'https',
    apiVersion: ApiVersion.October25,
    isEmbeddedApp: false,
    logger: { level: LogSeverity.Error, log: async () => undefined },
  });
}
