// Translation for the portal's pages outside react-admin (login, invitations: no i18n context there): the
// same catalogues and phrase conventions, without loading react-admin.
import { createTranslator, type TranslateOptions, type Translator } from '../../shared/i18n/translator.ts';
import { chosenLocale } from '../../shell/i18n/chosen-locale.ts';
import type { AnyLocale } from '../../shared/i18n/locales.ts';
import { portalCatalogue } from './catalogues.ts';

const translators = new Map<AnyLocale, Translator>();

function translator(): Translator {
  const locale = chosenLocale();
  let found = translators.get(locale);
  if (!found) {
    found = createTranslator(locale, [{ [locale]: portalCatalogue('store', locale) }]);
    translators.set(locale, found);
  }
  return found;
}

export function t(key: string, options?: TranslateOptions): string {
  return translator().t(key, options);
}
