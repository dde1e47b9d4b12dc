// A sentence the server wrote (a timeline entry, a ledger row, a note) in the reader's words
// (docs/product.md#languages-server-sentences): its key and params, or the English it was written in when it
// has no key (an entry from before keys were kept).
import { sayStored, type SaidParams } from '../../shared/i18n/said.ts';
import type { PortalWords } from './use-portal-words.ts';

export interface Said {
  message: string;
  message_key?: string | null;
  message_params?: unknown;
}

type Words = Pick<PortalWords, 'translate' | 'locale'>;

/** A stored text and its sentence (a note, a flagged hand-off's reason): the sentence, else the text as kept. */
export const storedText = (
  words: Words,
  text: string | null | undefined,
  key: string | null | undefined,
  params: unknown,
): string => sayStored(words.translate, words.locale, key, params as SaidParams, text ?? '');

export const saidText = (words: Words, said: Said): string =>
  storedText(words, said.message, said.message_key, said.message_params);
