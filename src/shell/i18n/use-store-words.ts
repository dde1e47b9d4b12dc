// The storefront's words: the product's catalogue in the store's language and money in the store's
// currency (docs/product.md#languages). A tester's pseudo-locale choice (chosen-locale.ts) wins, so an
// untranslated word shows on any face. Dates are shared/i18n/dates.ts's, kept apart so a page that shows
// no date loads no dayjs.
import { useMemo } from 'react';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, isLocale, PSEUDO_LOCALE } from '../../shared/i18n/locales.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { useWhiteLabel } from '../white-label/white-label-context.ts';
import { chosenLocale } from './chosen-locale.ts';

export function useStoreWords(): Translator {
  const { settings } = useWhiteLabel();
  const language = settings?.language;
  const currency = settings?.currency ?? DEFAULT_CURRENCY;
  return useMemo(() => {
    const locale =
      chosenLocale() === PSEUDO_LOCALE ? PSEUDO_LOCALE : isLocale(language) ? language : DEFAULT_LOCALE;
    return createTranslator(locale, [], currency);
  }, [language, currency]);
}
