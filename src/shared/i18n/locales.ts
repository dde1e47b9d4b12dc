// The languages the product speaks (docs/product.md#languages). English is the source: every other
// catalogue is checked against it by its type. `pseudo` is for tests only: every translated word comes out
// accented and bracketed, so a word that never went through the translations stands out on the screen.
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const PSEUDO_LOCALE = 'pseudo';
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;
export const DEFAULT_LOCALE: Locale = 'en';

/** The currencies a store may price in (ISO 4217; Stripe takes them lower-case). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'MXN'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/** The language's own name, for pickers (each language named in itself). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The BCP 47 tag Intl formats numbers and money with; the pseudo-locale formats as English. */
export const intlTagOf = (locale: AnyLocale): string => (locale === 'es' ? 'es-ES' : 'en-US');

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first supported language of a list of preferences ("es-MX", "es;q=0.9", an Accept-Language header),
 * matched on the primary subtag; the fallback when none is supported.
 */
export function negotiateLocale(
  preferences: string | readonly string[] | null | undefined,
  fallback: Locale = DEFAULT_LOCALE,
): Locale {
  const list = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  for (const entry of list) {
    const primary = entry.trim().split(';')[0]!.split('-')[0]!.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return fallback;
}
