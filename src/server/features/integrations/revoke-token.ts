// Revoking a shop's offline token when the store disconnects: Shopify's `DELETE /admin/api_permissions/
// current.json` with the token uninstalls the app from the shop and invalidates the token. Sent through the
// library's runtime fetch (abstractFetch), so tests point it at their local stand-in as for every other call.
import { abstractFetch } from '@shopify/shopify-api/runtime';

export type Revocation = 'revoked' | 'already_revoked' | 'failed';

const timeoutMs = 10_000;

export async function revokeShopToken(shop: string, token: string): Promise<Revocation> {
  try {
    const response = await abstractFetch(`https://${shop}/admin/api_permissions/current.json`, {
      method: 'DELETE',
      headers: { 'X-Shopify-Access-Token': token, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return 'revoked';
    // The token no longer works (the merchant uninstalled the app in Shopify meanwhile): nothing to revoke.
    if (response.status === 401 || response.status === 404) return 'already_revoked';
    return 'failed';
  } catch {
    return 'failed';
  }
}
