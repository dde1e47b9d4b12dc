// The frame's words (docs/product.md#languages): the loading screen, the error page, the skip link and an
// inactive store's page show before a face's catalogue has loaded (the storefront loads its language's
// catalogue beside its chunk, load-catalogue.ts) and around it, so this tiny area comes in every language
// with the entry chunk. Inside a face's words (WordsProvider, ChosenWordsProvider) the face's translator
// answers, so a tester's pseudo-locale shows here too; before it, the language in force: the store's on a
// storefront whose settings are known, else the user's choice (chosen-locale.ts).
import { useContext, useMemo } from 'react';
import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { Translate } from '../../shared/i18n/translate.ts';
import { frame as en } from '../../shared/i18n/messages/en/frame.ts';
import { frame as es } from '../../shared/i18n/messages/es/frame.ts';
import {
  DEFAULT_LOCALE,
  isLocale,
  PSEUDO_LOCALE,
  type AnyLocale,
  type Locale,
} from '../../shared/i18n/locales.ts';
import { WhiteLabelContext } from '../white-label/white-label-context.ts';
import { useChosenLocale } from './chosen-locale.ts';
import { WordsContext } from './words-context.ts';

type Area = { readonly [key: string]: string | Area };
export type FrameWords = Translation<typeof en>;

const areas: Record<Locale, FrameWords> = { en, es };

/** The frame's words of a language (the pseudo-locale reads English here; its translator wraps them). */
export const frameWordsIn = (locale: AnyLocale): FrameWords =>
  isLocale(locale) ? areas[locale] : areas[DEFAULT_LOCALE];

/** The same tree read through a translator (its keys under "frame."). */
function throughTranslator(t: Translate, area: Area = en, prefix = 'frame.'): Area {
  return Object.fromEntries(
    Object.entries(area).map(([key, value]) => [
      key,
      typeof value === 'string' ? t(prefix + key) : throughTranslator(t, value, `${prefix}${key}.`),
    ]),
  );
}

/** The language the frame speaks outside a face's words: the store's when known, else the user's choice. */
export function useFrameLocale(): AnyLocale {
  const words = useContext(WordsContext);
  const storeLanguage = useContext(WhiteLabelContext)?.settings?.language;
  const chosen = useChosenLocale();
  return words?.locale ?? (chosen !== PSEUDO_LOCALE && storeLanguage ? storeLanguage : chosen);
}

export function useFrameWords(): FrameWords {
  const words = useContext(WordsContext);
  const locale = useFrameLocale();
  return useMemo(
    () => (words ? (throughTranslator(words.t) as FrameWords) : frameWordsIn(locale)),
    [words, locale],
  );
}
