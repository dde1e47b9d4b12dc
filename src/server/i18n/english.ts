// The English of a sentence the server keeps or sends as a key and params (src/shared/i18n/said.ts): the
// `message` beside them for API consumers, webhooks, search, logs and old readers, written from the same
// English catalogue the faces read, so the two never drift.
import { createTranslator } from '../../shared/i18n/translator.ts';
import { sayIn, type Said } from '../../shared/i18n/said.ts';
import type { FieldError } from '../../shared/errors.ts';

const english = createTranslator('en');

export const englishOf = (sentence: Said): string => sayIn(english.t, 'en', sentence);

/** A field at fault whose words each reader gets in their own language (docs/product.md#api-errors-words). */
export const fieldSaid = (field: string, sentence: Said): FieldError => ({
  field,
  message: englishOf(sentence),
  message_key: sentence.key,
  message_params: sentence.params,
});
