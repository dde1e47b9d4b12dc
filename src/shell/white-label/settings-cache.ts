// Store settings "kept locally" (spec section 3): the last white-label response in localStorage, so a
// returning visitor sees the store's look at once while it is fetched again.
import type { StoreSettings } from './theme-values.ts';

const cacheKey = 'store_settings';

export function readCachedSettings(): StoreSettings | null {
  try {
    const text = localStorage.getItem(cacheKey);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<StoreSettings> | null;
    return value && typeof value.store_id === 'number' && value.store ? (value as StoreSettings) : null;
  } catch {
    return null;
  }
}

export function writeCachedSettings(settings: StoreSettings | null): void {
  try {
    if (settings) localStorage.setItem(cacheKey, JSON.stringify(settings));
    else localStorage.removeItem(cacheKey);
  } catch {
    // Storage full or disabled (private mode): the settings simply are not kept.
  }
}
