// Provides the words of a face (docs/product.md#languages): the storefront speaks its store's language and
// prices in its currency (store_settings.language / currency); the portal and the vendor app the user's own
// choice (chosen-locale.ts); a tester's pseudo-locale choice wins everywhere. Only that language's
// catalogue is loaded (one chunk per language, fetched beside the face's own chunk), so the storefront's
// first page carries no words it will not show. Suspends until the catalogue is there.
import { use, useMemo, type ReactNode } from 'react';
import type { Catalogue } from '../../shared/i18n/catalogue.ts';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  isLocale,
  PSEUDO_LOCALE,
  type AnyLocale,
} from '../../shared/i18n/locales.ts';
import { translatorOver } from '../../shared/i18n/translate.ts';
import { chosenLocale } from './chosen-locale.ts';
import { WordsContext } from './words-context.ts';

const english = () => import('../../shared/i18n/messages/en/index.ts').then((m): Catalogue => m.en);

const loaders: Record<AnyLocale, () => Promise<Catalogue>> = {
  en: english,
  es: () => import('../../shared/i18n/messages/es/index.ts').then((m): Catalogue => m.es),
  [PSEUDO_LOCALE]: () =>
    Promise.all([english(), import('../../shared/i18n/pseudo.ts')]).then(([words, pseudo]) =>
      pseudo.pseudoCatalogue(words),
    ),
};

const loading = new Map<AnyLocale, Promise<Catalogue>>();

/** The catalogue of one language, loaded once (the same promise every time, as `use` wants). */
function catalogueOf(locale: AnyLocale): Promise<Catalogue> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = loaders[locale]();
    loading.set(locale, promise);
  }
  return promise;
}

/** The language a face speaks: the store's for the storefront, the user's choice elsewhere. */
export function localeOf(storeLanguage: string | null | undefined): AnyLocale {
  const chosen = chosenLocale();
  if (chosen === PSEUDO_LOCALE) return chosen;
  if (storeLanguage === undefined) return chosen;
  return isLocale(storeLanguage) ? storeLanguage : DEFAULT_LOCALE;
}

export function WordsProvider({
  locale,
  currency = DEFAULT_CURRENCY,
  children,
}: {
  locale: AnyLocale;
  currency?: string;
  children: ReactNode;
}) {
  const catalogue = use(catalogueOf(locale));
  const words = useMemo(() => translatorOver(locale, [catalogue], currency), [locale, catalogue, currency]);
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}
