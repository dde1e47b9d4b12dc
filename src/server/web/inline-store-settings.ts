// What index.html carries for a storefront host so its first paint does not wait for a round trip: the
// store's white-label settings (the very body GET white-label-settings answers, through the same route and
// its per-process cache, so the rules — active store, host resolution — are the route's own) as
// window.__STORE_SETTINGS__, and a preload of the store's logo, which the header shows at once. Anything
// but a 200 (an unknown host, an inactive store, the portal's or vendor app's hosts) inlines nothing: the
// app then fetches the settings as before and shows what docs/product.md#api-white-label-answers says.
// The store's language goes on `<html lang>` (docs/product.md#languages), so the first paint is read in it.
import type { FastifyInstance } from 'fastify';
import { isLocale, type Locale } from '../../shared/i18n/locales.ts';

export interface InlinedStore {
  /** `<script>` and `<link>` tags for the head (their nonce added by the caller), or '' for none. */
  head: string;
  /** The storefront's language, when the store is known. */
  language: Locale | null;
}

const nothing: InlinedStore = { head: '', language: null };

export async function inlineStoreSettings(app: FastifyInstance, host: string): Promise<InlinedStore> {
  if (!host) return nothing;
  const reply = await app.inject({
    method: 'GET',
    url: `/api/v1/white-label-settings?store_url=${encodeURIComponent(host)}`,
  });
  if (reply.statusCode !== 200) return nothing;
  const body = reply.json<{ data?: { logo?: string | null; language?: string } }>();
  if (!body.data) return nothing;
  // JSON in a script element: '<' escaped so no text of a setting can close the element.
  const json = JSON.stringify(body.data).replace(/</g, '\\u003c');
  const logo = safeUrl(body.data.logo);
  return {
    head:
      `<script>window.__STORE_SETTINGS__=${json}</script>` +
      (logo ? `<link rel="preload" as="image" href="${logo}" fetchpriority="high">` : ''),
    language: isLocale(body.data.language) ? body.data.language : null,
  };
}

/** A same-site path or an http(s) URL, attribute-safe; anything else is not preloaded. */
function safeUrl(value: string | null | undefined): string | null {
  if (!value || !/^(https?:\/\/|\/(?!\/))/.test(value)) return null;
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
