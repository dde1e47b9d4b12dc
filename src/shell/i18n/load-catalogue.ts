// Loads one language's catalogue (docs/product.md#languages) as its own chunk, once: the shell starts it as
// soon as the store's language is known, beside the face's own chunk, and WordsProvider.tsx waits for the
// same promise. Kept apart from the provider so the entry chunk every face loads carries only this.
import type { Catalogue } from '../../shared/i18n/catalogue.ts';
import { DEFAULT_LOCALE, isLocale, PSEUDO_LOCALE, type AnyLocale } from '../../shared/i18n/locales.ts';
import { chosenLocale } from './chosen-locale.ts';

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
export function catalogueOf(locale: AnyLocale): Promise<Catalogue> {
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
