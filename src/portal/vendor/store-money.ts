// Money a vendor reads about one store's work (docs/product.md#languages): in that store's currency, written
// the vendor user's language's way. A vendor works for stores that may price in different currencies, so
// the vendor portal has no one currency; the store's own is read from its public white-label settings (by
// its host: custom domain, else its slug), the read every signed-in user may make.
import { useMemo } from 'react';
import { formatMoney } from '../../shared/format-text.ts';
import { DEFAULT_CURRENCY, intlTagOf } from '../../shared/i18n/locales.ts';
import { useGet } from '../../shell/data/use-load.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';

export interface StoreHost {
  slug: string;
  custom_domain?: string | null;
}

/** An amount (in the currency's unit, 25.5) in this store's currency; the default until it is known. */
export function useStoreMoney(store: StoreHost | null | undefined): (amount: number) => string {
  const { locale } = usePortalWords();
  const settings = useGet(
    '/api/v1/white-label-settings',
    store ? { query: { store_url: store.custom_domain || store.slug } } : null,
  );
  const currency = settings.data?.currency ?? DEFAULT_CURRENCY;
  return useMemo(() => {
    const tag = intlTagOf(locale);
    return (amount: number) => formatMoney(amount, currency, tag);
  }, [locale, currency]);
}
