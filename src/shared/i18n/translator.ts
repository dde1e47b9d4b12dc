// One translator for every face that is not react-admin (storefront, bench, shell) and for the server (mails,
// texts, PDFs), over the same catalogues and the same phrase conventions as the portals' ra-i18n-polyglot:
// dotted keys, %{name} placeholders, "one |||| many" chosen by smart_count. Written here rather than taken
// from node-polyglot because that package's polyfills (object.entries → es-abstract) would weigh more than
// the storefront's whole first page may; the plural form is chosen by Intl.PluralRules, not by a table.
import { flattenCatalogue, type Catalogue } from './catalogue.ts';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  intlTagOf,
  PSEUDO_LOCALE,
  type AnyLocale,
  type Locale,
} from './locales.ts';
import { en } from './messages/en/index.ts';
import { es } from './messages/es/index.ts';
import { pseudoCatalogue } from './pseudo.ts';
import { formatMoney } from '../format-text.ts';

export type TranslateOptions = { readonly smart_count?: number; readonly [name: string]: unknown };
export type Translate = (key: string, options?: TranslateOptions) => string;

const productCatalogues: Record<Locale, Catalogue> = { en, es };

// The product's phrases of each language, flattened the first time a translator of that language is made:
// the pseudo-locale's catalogue (every English phrase accented) is built only when someone asks for it,
// not when any face or the server loads this module; a face making a translator per render does not
// flatten the catalogue again.
const productPhrases = new Map<AnyLocale, Map<string, string>>();
function phrasesOf(locale: AnyLocale): Map<string, string> {
  let phrases = productPhrases.get(locale);
  if (!phrases) {
    phrases = flattenCatalogue(locale === PSEUDO_LOCALE ? pseudoCatalogue(en) : productCatalogues[locale]);
    productPhrases.set(locale, phrases);
  }
  return phrases;
}

/** Fills a phrase: picks its plural form by smart_count, then replaces %{name} (unknown names stay visible). */
export function fillPhrase(phrase: string, locale: AnyLocale, options: TranslateOptions = {}): string {
  let text = phrase;
  if (phrase.includes('||||')) {
    const forms = phrase.split('||||').map((form) => form.trim());
    const count = options.smart_count;
    const one = typeof count === 'number' && new Intl.PluralRules(intlTagOf(locale)).select(count) === 'one';
    text = (one ? forms[0] : (forms[1] ?? forms[0])) ?? '';
  }
  return text.replace(/%\{(\w+)\}/g, (match, name: string) =>
    options[name] === undefined ? match : String(options[name]),
  );
}

export type Translator = {
  readonly locale: AnyLocale;
  /** The phrase for the key; a key with no phrase in this language falls back to English, then to the key. */
  readonly t: Translate;
  /** An amount in the currency's unit (as the API gives it: 25.5) written the locale's way, in the
   * translator's currency. */
  readonly money: (amount: number) => string;
  readonly currency: string;
};

/**
 * A translator for one language over the product's catalogue plus any extra catalogues (a face's own
 * words), later ones winning.
 */
export function createTranslator(
  locale: AnyLocale,
  extra: readonly Partial<Record<AnyLocale, Catalogue>>[] = [],
  currency: string = DEFAULT_CURRENCY,
): Translator {
  const phrases = new Map([
    ...phrasesOf(DEFAULT_LOCALE),
    ...extra.flatMap((c) => [...flattenCatalogue(c[DEFAULT_LOCALE] ?? {})]),
    ...phrasesOf(locale),
    ...extra.flatMap((c) => [...flattenCatalogue(c[locale] ?? {})]),
  ]);
  return {
    locale,
    t: (key, options) => {
      const phrase = phrases.get(key);
      return phrase === undefined ? key : fillPhrase(phrase, locale, options);
    },
    money: (amount) => formatMoney(amount, currency, intlTagOf(locale)),
    currency,
  };
}
