// The bench pages' words (docs/product.md#languages): the product's translator over the bench catalogue in
// the user's own language (shell/i18n/chosen-locale.ts, the same choice the vendor portal's language menu
// makes), with dates in the product's patterns and the language's month names.
import { useMemo } from 'react';
import { DateFormat, type DateInput } from '../../shared/format.ts';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { DEFAULT_CURRENCY } from '../../shared/i18n/locales.ts';
import { pseudoCatalogue } from '../../shared/i18n/pseudo.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { useChosenLocale } from '../../shell/i18n/chosen-locale.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { benchEn } from './bench-en.ts';
import { benchEs } from './bench-es.ts';

const benchCatalogues = { en: benchEn, es: benchEs, pseudo: pseudoCatalogue(benchEn) };

export interface BenchWords extends Translator {
  shortDate: (value: DateInput | null | undefined) => string;
  time: (value: DateInput | null | undefined) => string;
}

export function useBenchWords(): BenchWords {
  const locale = useChosenLocale();
  const currency = useWhiteLabel().settings?.currency ?? DEFAULT_CURRENCY;
  return useMemo(
    () => ({
      ...createTranslator(locale, [benchCatalogues], currency),
      shortDate: (value) => formatDateIn(locale, value, DateFormat.short),
      time: (value) => formatDateIn(locale, value, DateFormat.time),
    }),
    [locale, currency],
  );
}
