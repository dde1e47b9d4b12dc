// Dates keep the product's patterns (docs/product.md#formats-dates) in every language; only the month and
// day names follow the locale (dayjs's locale data). Loaded here, not in format.ts, so a face that never
// shows a Spanish date does not carry Spanish names.
import dayjs from 'dayjs';
import 'dayjs/locale/es.js';
import { DateFormat, INCORRECT_FORMAT, type DateInput } from '../format.ts';
import type { AnyLocale } from './locales.ts';

export function formatDateIn(
  locale: AnyLocale,
  value: DateInput | null | undefined,
  format: string = DateFormat.long,
): string {
  if (value === null || value === undefined || value === '') return INCORRECT_FORMAT;
  const date = dayjs(value);
  return date.isValid() ? date.locale(locale === 'es' ? 'es' : 'en').format(format) : INCORRECT_FORMAT;
}
