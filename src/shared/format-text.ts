// docs/product.md#formats's display formatting that needs no date library: money with two decimals, name
// truncation,
// the ellipsis helper and the tooltip threshold. Apart from format.ts (which adds the dates and re-exports
// these), so a page that shows no date — the storefront's first route — loads no dayjs.

/** docs/product.md#formats-money: amounts always show two decimals. */
export const DECIMALS = 2;
/** Names are cut to this many characters. */
export const NAME_MAX_LENGTH = 30;
/** Text longer than this gets a tooltip with the whole text. */
export const TOOLTIP_MIN_LENGTH = 60;

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
  return moneyFormat(locale, currency).format(safe);
}

/**
 * One Intl.NumberFormat per language and currency: making one costs ~20–40 µs (ICU), formatting with it
 * ~1 µs, and a checkout's mail formats a dozen amounts (profile:http, docs/performance.md). A pure memo of its key.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}\u0000${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: DECIMALS,
      maximumFractionDigits: DECIMALS,
    });
    if (moneyFormats.size >= 200) moneyFormats.clear(); // bounded, whatever languages callers pass
    moneyFormats.set(key, format);
  }
  return format;
}

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
