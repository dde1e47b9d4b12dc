// The store's currency in the portal (docs/product.md#languages: money in the store's currency, written the
// user's language's way). The portal runs on the platform's host, which carries no store settings, so the
// layout reads the signed-in store's settings once and every page's usePortalWords takes the currency from
// here; without a store (platform admin, vendors) or without the right to read them, the default.
import { createContext, useContext, type ReactNode } from 'react';
import { useGet } from '../../shell/data/use-load.ts';
import { useSectionAccess } from '../resources/portal-kind.ts';
import { useSession } from '../use-session.ts';

const PortalCurrencyContext = createContext<string | null>(null);

export function PortalCurrencyProvider({ children }: { children: ReactNode }) {
  const storeId = useSession()?.store?.id ?? null;
  const may = useSectionAccess();
  const settings = useGet(
    '/api/v1/store-settings/{id}',
    storeId !== null && may('store-settings', 'show') ? { path: { id: storeId } } : null,
  );
  return (
    <PortalCurrencyContext.Provider value={settings.data?.currency ?? null}>
      {children}
    </PortalCurrencyContext.Provider>
  );
}

/** The signed-in store's currency, when the portal knows it. */
export const usePortalCurrency = (): string | null => useContext(PortalCurrencyContext);
