// The words of the page being shown (docs/product.md#languages): a translator over the one language's
// catalogue, provided by WordsProvider.tsx around every face. Kept apart from the provider so a component
// that only reads words does not import the loading.
import { createContext, useContext, useEffect } from 'react';
import { DEFAULT_LOCALE, isLocale, type AnyLocale } from '../../shared/i18n/locales.ts';
import type { Translator } from '../../shared/i18n/translate.ts';

export const WordsContext = createContext<Translator | null>(null);

export function useWords(): Translator {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useWords must be used inside <WordsProvider>');
  return words;
}

/**
 * Keeps `<html lang>` on the language a face speaks (screen readers' voice, hyphenation, the browser's offer
 * to translate); the words providers call it. index.html says "en"; the server writes a storefront's own
 * language (src/server/web/inline-store-settings.ts). The pseudo-locale reads as English.
 */
export function useDocumentLanguage(locale: AnyLocale): void {
  useEffect(() => {
    document.documentElement.lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  }, [locale]);
}
