// Dates keep the product's patterns (docs/product.md#formats-dates) in every language; only the month and
// day names follow the locale (dayjs's locale data), and the clock: Spanish reads it on 24 hours, so a
// pattern's 12-hour time ("hh:mm A", "h:mm a") is written "HH:mm" / "H:mm" there ("16:57", not "04:57 PM").
// Loaded here, not in format.ts, so a face that never shows a Spanish date does not carry Spanish names.
import dayjs from 'dayjs';
import 'dayjs/locale/es.js';
import { DateFormat, INCORRECT_FORMAT, type DateInput } from '../format.ts';
import type { AnyLocale } from './locales.ts';

/** The pattern as the language writes it: a 24-hour clock where the language reads one (Spanish). */
export function patternIn(locale: AnyLocale, format: string): string {
  if (locale !== 'es') return format;
  return format.replace(
    /\bh(h?)(:mm(?::ss)?) ?[Aa]\b/g,
    (_, two: string, rest: string) => `${two ? 'HH' : 'H'}${rest}`,
  );
}

export function formatDateIn(
  locale: AnyLocale,
  value: DateInput | null | undefined,
  format: string = DateFormat.long,
): string {
  if (value === null || value === undefined || value === '') return INCORRECT_FORMAT;
  const date = dayjs(value);
  return date.isValid()
    ? date.locale(locale === 'es' ? 'es' : 'en').format(patternIn(locale, format))
    : INCORRECT_FORMAT;
}
