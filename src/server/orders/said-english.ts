// The English of a sentence the server stores as a key and params (src/shared/i18n/said.ts): the `message`
// kept beside them for API consumers, webhooks, search and old readers, written from the same English
// catalogue the faces read, so the two never drift.
import { eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '../../shared/i18n/locales.ts';
import type { MoneyParam, Note, Said } from '../../shared/i18n/said.ts';
import { englishOf } from '../i18n/english.ts';
import type { Transaction } from '../db/database.ts';
import { storeSettings } from '../db/schema/index.ts';

/** A note's English: people's own words as they are, a sentence the server wrote in English. */
export const noteEnglish = (note: Note | null | undefined): string | null =>
  note === null || note === undefined ? null : typeof note === 'string' ? note : englishOf(note);

/** A note's columns: its English, and its key and params when the server wrote it. */
export const noteColumns = (note: Note | null | undefined) =>
  typeof note === 'object' && note
    ? { note: englishOf(note), noteKey: note.key, noteParams: note.params }
    : { note: note ?? null, noteKey: null, noteParams: null };

/** A timeline entry's words: its sentence's English, key and params, and its note's columns. */
export const entryColumns = (said: Said, note: Note | null | undefined) => ({
  message: englishOf(said),
  messageKey: said.key,
  messageParams: said.params,
  ...noteColumns(note),
});

/** A store's currency (its settings; the default without them), for the money a sentence names. */
export async function storeCurrency(tx: Transaction, storeId: number): Promise<string> {
  const [settings] = await tx
    .select({ currency: storeSettings.currency })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  return settings?.currency ?? DEFAULT_CURRENCY;
}

/** Cents as a money param in the given currency. */
export const moneyParam = (cents: number, currency: string): MoneyParam => ({ cents, currency });
