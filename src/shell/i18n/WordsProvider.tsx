// Provides the words of a face (docs/product.md#languages): the storefront speaks its store's language and
// prices in its currency (store_settings.language / currency); the portal and the vendor app the user's own
// choice (chosen-locale.ts); a tester's pseudo-locale choice wins everywhere. Only that language's
// catalogue is loaded (one chunk per language, fetched beside the face's own chunk), so the storefront's
// first page carries no words it will not show. Suspends until the catalogue is there; then `<html lang>`
// says the language.
import { use, useMemo, type ReactNode } from 'react';
import { DEFAULT_CURRENCY, type AnyLocale } from '../../shared/i18n/locales.ts';
import { translatorOver } from '../../shared/i18n/translate.ts';
import { catalogueOf } from './load-catalogue.ts';
import { useDocumentLanguage, WordsContext } from './words-context.ts';

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
  useDocumentLanguage(locale);
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}
