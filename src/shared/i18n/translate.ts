// The translator itself, over catalogues it is handed: no catalogue is imported here, so the storefront can
// load only its store's language (src/shell/i18n/WordsProvider.tsx) while the server and the portals take
// every language at once (translator.ts). Same phrase conventions as the portals' ra-i18n-polyglot: dotted
// keys, %{name} placeholders, "one |||| many" chosen by smart_count, the plural form by Intl.PluralRules.
import { flattenCatalogue, type Catalogue } from './catalogue.ts';
import { DEFAULT_CURRENCY, intlTagOf, type AnyLocale } from './locales.ts';
import { formatMoney } from '../format-text.ts';

export type TranslateOptions = { readonly smart_count?: number; readonly [name: string]: unknown };
export type Translate = (key: string, options?: TranslateOptions) => string;

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
  /** The phrase for the key; a key with no phrase falls back to the earlier catalogues, then to the key. */
  readonly t: Translate;
  /** An amount in the currency's unit (as the API gives it: 25.5) written the locale's way, in the
   * translator's currency. */
  readonly money: (amount: number) => string;
  readonly currency: string;
};

/** A translator over catalogues in order, later ones winning (English first, then the language). */
export function translatorOver(
  locale: AnyLocale,
  catalogues: readonly Catalogue[],
  currency: string = DEFAULT_CURRENCY,
): Translator {
  const phrases = new Map(catalogues.flatMap((catalogue) => [...flattenCatalogue(catalogue)]));
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
