// docs/product.md#formats's display formatting: money, the date formats, names, the ellipsis helper and the
// tooltip rule.
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  ellipsis,
  formatAmount,
  formatDate,
  formatLongDate,
  formatMoney,
  formatNotificationTime,
  formatNumericDate,
  formatShortDate,
  formatTime,
  fullName,
  INCORRECT_FORMAT,
  needsTooltip,
  roundMoney,
  truncateName,
} from '../../src/shared/format.ts';

// Local time, so the expectations hold in every time zone.
const afternoon = new Date(2026, 0, 5, 14, 7, 0);
const morning = new Date(2026, 10, 22, 9, 3, 0);

describe('money', () => {
  it.each([
    [45, '45.00'],
    [45.5, '45.50'],
    [0, '0.00'],
    [1234.567, '1234.57'],
    [1.005, '1.01'],
    [-2.5, '-2.50'],
    [Number.NaN, '0.00'],
  ])('formatAmount(%s) = %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('formats currency with grouping and exactly two decimals', () => {
    expect(formatMoney(45)).toBe('$45.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$0.00');
    expect(formatMoney(12, 'EUR', 'en-US')).toBe('€12.00');
  });

  it('rounds half away from zero', () => {
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-2.675)).toBe(-2.68);
    expect(roundMoney(10)).toBe(10);
  });
});

describe('dates', () => {
  it('uses the four formats of section 9', () => {
    expect(formatLongDate(afternoon)).toBe('05, January 2026');
    expect(formatShortDate(afternoon)).toBe('05, Jan 2026');
    expect(formatTime(afternoon)).toBe('02:07 PM');
    expect(formatTime(morning)).toBe('09:03 AM');
    expect(formatNumericDate(afternoon)).toBe('01/05/2026');
  });

  it('formats the notification time with an ordinal day and a literal "at"', () => {
    expect(formatNotificationTime(afternoon)).toBe('Mon, Jan 5th 2026 at 2:07 pm');
    expect(formatNotificationTime(morning)).toBe('Sun, Nov 22nd 2026 at 9:03 am');
  });

  it('accepts strings, timestamps and dayjs values', () => {
    expect(formatNumericDate('2026-03-01')).toBe('03/01/2026');
    expect(formatNumericDate(afternoon.getTime())).toBe('01/05/2026');
    expect(formatNumericDate(dayjs(afternoon))).toBe('01/05/2026');
  });

  it('falls back to "Incorrect format" for missing or unreadable dates', () => {
    expect(formatDate('not a date')).toBe(INCORRECT_FORMAT);
    expect(formatLongDate(null)).toBe(INCORRECT_FORMAT);
    expect(formatShortDate(undefined)).toBe(INCORRECT_FORMAT);
    expect(formatTime('')).toBe(INCORRECT_FORMAT);
  });
});

describe('text', () => {
  it('cuts names to 30 characters', () => {
    expect(truncateName('Carla Mendes')).toBe('Carla Mendes');
    expect(truncateName('x'.repeat(30))).toBe('x'.repeat(30));
    expect(truncateName('abcdefghij'.repeat(4))).toBe('abcdefghij'.repeat(3));
    expect(truncateName('abcdef', 3)).toBe('abc');
  });

  it('builds a full name from its non-empty parts', () => {
    expect(fullName('Carla', 'Mendes')).toBe('Carla Mendes');
    expect(fullName('Carla', '')).toBe('Carla');
    expect(fullName(null, 'Mendes')).toBe('Mendes');
    expect(fullName('A'.repeat(20), 'B'.repeat(20))).toHaveLength(30);
  });

  it('ellipsis keeps short text and cuts long text to length minus one plus "..."', () => {
    expect(ellipsis('short', 10)).toBe('short');
    expect(ellipsis('exactly10!', 10)).toBe('exactly10!');
    expect(ellipsis('Prong Retipping service', 10)).toBe('Prong Ret...');
    expect(ellipsis('abc', 0)).toBe('...');
  });

  it('shows a tooltip only for text longer than 60 characters', () => {
    expect(needsTooltip('a'.repeat(60))).toBe(false);
    expect(needsTooltip('a'.repeat(61))).toBe(true);
    expect(needsTooltip(null)).toBe(false);
  });
});
