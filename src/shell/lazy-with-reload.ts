// Lazy page chunks that survive a deployment (docs/product.md#api-lazy-chunks): when a chunk fails to load
// (usually because a
// new build replaced it), the page reloads once with a cache-busting query parameter. A timestamp in
// sessionStorage stops a chunk that keeps failing from reloading the page in a loop.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const reloadKey = 'chunk_reload_at';
/** The cache-busting query parameter, removed again once the app has started. */
export const reloadParam = '_reload';
/** Within this time of the last forced reload, a failing chunk is reported instead of reloading again. */
const guardMilliseconds = 60_000;

/** Reloads the page once; false when a reload just happened (or cannot be guarded) and the error must show. */
export function reloadOnceForChunk(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(reloadKey)) || 0;
    if (now - last < guardMilliseconds) return false;
    sessionStorage.setItem(reloadKey, String(now));
  } catch {
    return false;
  }
  const url = new URL(window.location.href);
  url.searchParams.set(reloadParam, now.toString(36));
  window.location.replace(url.toString());
  return true;
}

/** Removes the cache-busting parameter from the address bar after a forced reload. */
export function stripReloadParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(reloadParam)) return;
  url.searchParams.delete(reloadParam);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** React.lazy with the one-reload rule. */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      // While the page reloads, keep suspending rather than flashing an error.
      if (reloadOnceForChunk()) return new Promise<never>(() => undefined);
      throw error;
    }
  });
}
