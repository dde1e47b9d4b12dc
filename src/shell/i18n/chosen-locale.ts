// The language a portal or vendor user chose (docs/product.md#languages), kept where react-admin keeps it
// (its store, key "locale", in localStorage) so the language picker in the app bar and the pages outside
// react-admin (login, invitations) agree. Without a choice, English: the portal does not guess from the
// browser, so a shared counter machine reads the same for everyone until someone chooses.
import { DEFAULT_LOCALE, isLocale, PSEUDO_LOCALE, type AnyLocale } from '../../shared/i18n/locales.ts';

const KEY = 'RaStore.locale';

export function chosenLocale(): AnyLocale {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null');
    if (isLocale(stored) || stored === PSEUDO_LOCALE) return stored;
  } catch {
    // an unreadable choice is no choice
  }
  return DEFAULT_LOCALE;
}
