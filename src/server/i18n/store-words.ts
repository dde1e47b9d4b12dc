// The words the server writes for a store's customers — mails, texts and PDFs — in the store's language,
// money in its currency written the language's way, dates in the product's patterns with the language's
// month and day names (docs/product.md#languages). One translator over the product's catalogues
// (src/shared/i18n/translator.ts); platform mail (no store) speaks English.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { eq } from 'drizzle-orm';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, isLocale, type AnyLocale } from '../../shared/i18n/locales.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { DateFormat, type DateInput } from '../../shared/format.ts';
import type { Transaction } from '../db/database.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { storeSettings } from '../db/schema/index.ts';

export interface StoreWords extends Translator {
  /** Integer cents written as money in the store's currency, the language's way ("40,00 €"). */
  readonly cents: (cents: number) => string;
  /** A date in one of the product's patterns (long by default) with the language's month names. */
  readonly date: (value: DateInput | null | undefined, format?: string) => string;
  /** A moment on paper: the product's short date and time patterns, in UTC (said so), the language's names. */
  readonly utcDate: (value: Date | null | undefined) => string;
  readonly utcDateTime: (value: Date | null | undefined) => string;
}

dayjs.extend(utc);

// A translator flattens the catalogues once; the same language and currency are asked for on every mail.
const made = new Map<string, StoreWords>();

/** The words of a language and currency (English and US dollars by default). */
export function wordsIn(locale: AnyLocale = DEFAULT_LOCALE, currency: string = DEFAULT_CURRENCY): StoreWords {
  const key = `${locale}|${currency}`;
  let words = made.get(key);
  if (!words) {
    const translator = createTranslator(locale, [], currency);
    words = {
      ...translator,
      cents: (cents) => translator.money(cents / 100),
      date: (value, format = DateFormat.long) => formatDateIn(locale, value, format),
      utcDate: (value) => (value ? formatDateIn(locale, dayjs.utc(value), DateFormat.short) : ''),
      utcDateTime: (value) =>
        value
          ? translator.t('documents.atTime', {
              date: formatDateIn(locale, dayjs.utc(value), DateFormat.short),
              time: formatDateIn(locale, dayjs.utc(value), DateFormat.time),
            })
          : '',
    };
    made.set(key, words);
  }
  return words;
}

/** The store's language and currency (its settings; English and the default currency without them). */
export async function storeLanguage(
  tx: Transaction,
  storeId: number | null,
): Promise<{ locale: AnyLocale; currency: string }> {
  if (storeId === null) return { locale: DEFAULT_LOCALE, currency: DEFAULT_CURRENCY };
  const [row] = await asPlatform(tx, () =>
    tx
      .select({ language: storeSettings.language, currency: storeSettings.currency })
      .from(storeSettings)
      .where(eq(storeSettings.storeId, storeId)),
  );
  return {
    locale: isLocale(row?.language) ? row.language : DEFAULT_LOCALE,
    currency: row?.currency ?? DEFAULT_CURRENCY,
  };
}

/** The words a store's customers read: its language and currency. */
export async function storeWords(tx: Transaction, storeId: number | null): Promise<StoreWords> {
  const { locale, currency } = await storeLanguage(tx, storeId);
  return wordsIn(locale, currency);
}
