// Display formatting of spec section 9, shared by every face: money with two decimals, the four date formats,
// the notification time, name truncation, the ellipsis helper and the tooltip threshold. Pure: no DOM.
import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';

dayjs.extend(advancedFormat);

/** Spec section 9: amounts always show two decimals. */
export const DECIMALS = 2;
/** Names are cut to this many characters. */
export const NAME_MAX_LENGTH = 30;
/** Text longer than this gets a tooltip with the whole text. */
export const TOOLTIP_MIN_LENGTH = 60;
/** Section 8's display fallback for a value that cannot be formatted. */
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

/** Rounds half away from zero to two decimals, immune to binary noise (1.005 → 1.01). */
export function roundMoney(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-8)) / 100;
}

/** A plain amount with two decimals and no grouping: 1234.5 → "1234.50". Non-finite → "0.00". */
export function formatAmount(value: number): string {
  return Number.isFinite(value) ? roundMoney(value).toFixed(DECIMALS) : (0).toFixed(DECIMALS);
}

/** Money for display: currency symbol, grouping and two decimals: 1234.5 → "$1,234.50". */
export function formatMoney(value: number, currency = 'USD', locale = 'en-US'): string {
  const safe = Number.isFinite(value) ? roundMoney(value) : 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: DECIMALS,
    maximumFractionDigits: DECIMALS,
  }).format(safe);
}

/** Formats a date with one of section 9's formats; an unreadable date gives "Incorrect format". */
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

/** The ellipsis helper: text longer than `length` is cut to length minus one characters plus '...'. */
export function ellipsis(text: string, length: number): string {
  if (text.length <= length) return text;
  return `${text.slice(0, Math.max(0, length - 1))}...`;
}

/** Names are cut to 30 characters. */
export function truncateName(name: string, max = NAME_MAX_LENGTH): string {
  return name.length > max ? name.slice(0, max) : name;
}

/** Whether the text is long enough to get a tooltip showing all of it (more than 60 characters). */
export function needsTooltip(text: string | null | undefined): boolean {
  return (text ?? '').length > TOOLTIP_MIN_LENGTH;
}

/** A person's full name from its parts, ignoring empty parts, cut to 30 characters. */
export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return truncateName([first, last].filter((part) => part && part.trim() !== '').join(' '));
}
