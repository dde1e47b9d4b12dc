// Display formatting of docs/product.md#formats, shared by every face: money with two decimals, the four date
// formats,
// the notification time, name truncation, the ellipsis helper and the tooltip threshold (format-text.ts).
// Pure: no DOM.
import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';

export * from './format-text.ts';

dayjs.extend(advancedFormat);

/** docs/product.md#formats-display-fallbacks's display fallback for a value that cannot be formatted. */
export const INCORRECT_FORMAT = 'Incorrect format';

export const DateFormat = {
  long: 'DD, MMMM YYYY',
  short: 'DD, MMM YYYY',
  time: 'hh:mm A',
  numeric: 'MM/DD/YYYY',
  // "at" is escaped: unescaped, its "a" would print am/pm.
  notification: 'ddd, MMM Do YYYY [at] h:mm a',
} as const;

export type DateInput = string | number | Date | Dayjs;

/** Formats a date with one of docs/product.md#formats-dates's formats; an unreadable date gives "Incorrect format". */
export function formatDate(value: DateInput | null | undefined, format: string = DateFormat.long): string {
  if (value === null || value === undefined || value === '') return INCORRECT_FORMAT;
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : INCORRECT_FORMAT;
}

/** 'DD, MMMM YYYY': "05, January 2026". */
export const formatLongDate = (value: DateInput | null | undefined) => formatDate(value, DateFormat.long);
/** 'DD, MMM YYYY': "05, Jan 2026". */
export const formatShortDate = (value: DateInput | null | undefined) => formatDate(value, DateFormat.short);
/** 'hh:mm A': "02:07 PM". */
export const formatTime = (value: DateInput | null | undefined) => formatDate(value, DateFormat.time);
/** 'MM/DD/YYYY': "01/05/2026". */
export const formatNumericDate = (value: DateInput | null | undefined) =>
  formatDate(value, DateFormat.numeric);
/** 'ddd, MMM Do YYYY at h:mm a': "Mon, Jan 5th 2026 at 2:07 pm". */
export const formatNotificationTime = (value: DateInput | null | undefined) =>
  formatDate(value, DateFormat.notification);
