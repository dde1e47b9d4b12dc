// The words of the staff faces past their login pages (the portal, the vendor app and the vendor portal;
// docs/product.md#languages): the user's own language (chosen-locale.ts), so the shell's pieces those faces
// show (onboarding, plans, the notification bell, password pages) read useWords() as the storefront's do.
// Those faces carry every catalogue already (react-admin's i18n provider, the bench's words), so the words
// are at hand at once and a change of language shows without loading anything; the storefront and the
// first pages load one language only (WordsProvider.tsx, frame-words.ts). Money is in the currency the face
// gives (the portal's layout: the signed-in store's, portal-currency.tsx), else the host's store's, else the
// default. It keeps `<html lang>` on the chosen language.
import { useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_CURRENCY } from '../../shared/i18n/locales.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { WhiteLabelContext } from '../white-label/white-label-context.ts';
import { useChosenLocale } from './chosen-locale.ts';
import { useDocumentLanguage, WordsContext } from './words-context.ts';

export function ChosenWordsProvider({
  currency: given,
  children,
}: {
  /** The currency the face knows (the signed-in store's); none: the host's store's, else the default. */
  currency?: string | null;
  children: ReactNode;
}) {
  const locale = useChosenLocale();
  const hostCurrency = useContext(WhiteLabelContext)?.settings?.currency;
  const currency = given ?? hostCurrency ?? DEFAULT_CURRENCY;
  useDocumentLanguage(locale);
  const words = useMemo(() => createTranslator(locale, [], currency), [locale, currency]);
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}
