// Store settings "kept locally" (docs/product.md#white-label-settings-cache): the last white-label response
// in localStorage, so a
// returning visitor sees the store's look at once while it is fetched again.
import type { StoreSettings } from './theme-values.ts';

const cacheKey = 'store_settings';

const asSettings = (value: unknown): StoreSettings | null => {
  const v = value as Partial<StoreSettings> | null | undefined;
  return v && typeof v === 'object' && typeof v.store_id === 'number' && v.store
    ? (v as StoreSettings)
    : null;
};

export function readCachedSettings(): StoreSettings | null {
  try {
    const text = localStorage.getItem(cacheKey);
    if (!text) return null;
    return asSettings(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The settings the server wrote into index.html for this store host (src/server/web/inline-store-settings.ts):
 * the body GET white-label-settings would answer, so the first paint needs no round trip. Null elsewhere
 * (the portal, the vendor app, the Vite dev server, an inactive store).
 */
export function readInlinedSettings(
  source: unknown = (window as Window & { __STORE_SETTINGS__?: unknown }).__STORE_SETTINGS__,
): StoreSettings | null {
  return asSettings(source);
}

export function writeCachedSettings(settings: StoreSettings | null): void {
  try {
    if (settings) localStorage.setItem(cacheKey, JSON.stringify(settings));
    else localStorage.removeItem(cacheKey);
  } catch {
    // Storage full or disabled (private mode): the settings simply are not kept.
  }
}
