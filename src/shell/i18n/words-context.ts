// The words of the page being shown (docs/product.md#languages): a translator over the one language's
// catalogue, provided by WordsProvider.tsx around every face. Kept apart from the provider so a component
// that only reads words does not import the loading.
import { createContext, useContext } from 'react';
import type { Translator } from '../../shared/i18n/translate.ts';

export const WordsContext = createContext<Translator | null>(null);

export function useWords(): Translator {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useWords must be used inside <WordsProvider>');
  return words;
}
