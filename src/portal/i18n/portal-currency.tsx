// The store's currency in the portal (docs/product.md#languages: money in the store's currency, written the
// user's language's way). The portal runs on the platform's host, which carries no store settings, so the
// layout reads the signed-in store's currency once and every page's usePortalWords takes it from here: from
// the store's settings for whom may read them (fresh after a change in Settings), else from the store's
// public white-label settings by its host (session.store.url) — a read every signed-in user of the store
// has. Without a store (platform admin, vendors), the default. The store's language comes the same way
// (usePortalStoreLanguage): what its customers read, e.g. the message editor's preview.
import { createContext, useContext, type ReactNode } from 'react';
import { isLocale, type Locale } from '../../shared/i18n/locales.ts';
import { useGet } from '../../shell/data/use-load.ts';
import { useSectionAccess } from '../resources/portal-kind.ts';
import { useSession } from '../use-session.ts';

const PortalCurrencyContext = createContext<string | null>(null);
const StoreLanguageContext = createContext<Locale | null>(null);

export function PortalCurrencyProvider({ children }: { children: ReactNode }) {
  const store = useSession()?.store ?? null;
  const storeId = store?.id ?? null;
  const storeUrl = store?.url ?? null;
  const may = useSectionAccess();
  const mayReadSettings = storeId !== null && may('store-settings', 'show');
  const settings = useGet('/api/v1/store-settings/{id}', mayReadSettings ? { path: { id: storeId } } : null);
  const publicSettings = useGet(
    '/api/v1/white-label-settings',
    !mayReadSettings && storeUrl ? { query: { store_url: storeUrl } } : null,
  );
  const language = settings.data?.language ?? publicSettings.data?.language;
  return (
    <PortalCurrencyContext.Provider value={settings.data?.currency ?? publicSettings.data?.currency ?? null}>
      <StoreLanguageContext.Provider value={isLocale(language) ? language : null}>
        {children}
      </StoreLanguageContext.Provider>
    </PortalCurrencyContext.Provider>
  );
}

/** The signed-in store's currency, when the portal knows it. */
export const usePortalCurrency = (): string | null => useContext(PortalCurrencyContext);

/** The signed-in store's language (its storefront's and its customers' messages'), when the portal knows it. */
export const usePortalStoreLanguage = (): Locale | null => useContext(StoreLanguageContext);
