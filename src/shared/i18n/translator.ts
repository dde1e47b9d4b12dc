// One translator for the server (mails, texts, PDFs), the portals' pages outside react-admin and tests, over
// every language's catalogue at once (translate.ts is the translator itself; the storefront loads only its
// store's language, src/shell/i18n/WordsProvider.tsx). Written here rather than taken from node-polyglot
// because that package's polyfills (object.entries → es-abstract) would weigh more than the storefront's
// whole first page may.
import type { Catalogue } from './catalogue.ts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, PSEUDO_LOCALE, type AnyLocale, type Locale } from './locales.ts';
import { en } from './messages/en/index.ts';
import { es } from './messages/es/index.ts';
import { pseudoCatalogue } from './pseudo.ts';
import { translatorOver, type Translator } from './translate.ts';

export type { TranslateOptions, Translator } from './translate.ts';

const productCatalogues: Record<Locale, Catalogue> = { en, es };

// The pseudo-locale's catalogue (every English phrase accented) is built the first time someone asks for
// it, not when the server or a face loads this module.
let pseudo: Catalogue | undefined;
const productCatalogue = (locale: AnyLocale): Catalogue =>
  locale === PSEUDO_LOCALE ? (pseudo ??= pseudoCatalogue(en)) : productCatalogues[locale];

/**
 * A translator for one language over the product's catalogue plus any extra catalogues (a face's own
 * words), later ones winning; a key with no phrase in this language falls back to English, then to the key.
 */
export function createTranslator(
  locale: AnyLocale,
  extra: readonly Partial<Record<AnyLocale, Catalogue>>[] = [],
  currency: string = DEFAULT_CURRENCY,
): Translator {
  return translatorOver(
    locale,
    [
      productCatalogues[DEFAULT_LOCALE],
      ...extra.map((c) => c[DEFAULT_LOCALE] ?? {}),
      productCatalogue(locale),
      ...extra.map((c) => c[locale] ?? {}),
    ],
    currency,
  );
}
