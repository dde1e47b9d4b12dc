// A sentence the server wrote (a timeline entry, a ledger row) in the reader's words
// (docs/product.md#languages-server-sentences): its key and params, or the English it was written in when it
// has no key (an entry from before keys were kept).
import { sayStored, type SaidParams } from '../../shared/i18n/said.ts';
import type { PortalWords } from './use-portal-words.ts';

export interface Said {
  message: string;
  message_key?: string | null;
  message_params?: unknown;
}

export const saidText = (words: Pick<PortalWords, 'translate' | 'locale'>, said: Said): string =>
  sayStored(words.translate, words.locale, said.message_key, said.message_params as SaidParams, said.message);
