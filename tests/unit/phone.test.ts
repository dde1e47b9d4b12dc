// docs/product.md#formats-phone and docs/product.md#messages-consent: which numbers pass the phone rule and
// their E.164 form, with and without a country code.
import { describe, expect, it } from 'vitest';
import { isPhone, toE164 } from '../../src/shared/phone.ts';

describe('the phone rule', () => {
  it('takes an optional country or area code, then 3–4 digits twice, with spaces and hyphens', () => {
    for (const ok of ['555 0101', '(555) 010-1234', '+1 555 010 1234', '020 7946 0018', '+44 20 7946 0018'])
      expect(isPhone(ok), ok).toBe(true);
    for (const bad of ['', '   ', 'call me', '12', '555-01O1', '+1 555 010 1234 ext 5'])
      expect(isPhone(bad), bad).toBe(false);
  });
});

describe('E.164', () => {
  it('keeps a number that carries its country code', () => {
    expect(toE164('+1 555-010-1234', '+1')).toBe('+15550101234');
    expect(toE164('+44 20 7946 0018', '+1')).toBe('+442079460018');
  });

  it('puts the store’s country code before a national number, without its trunk 0', () => {
    expect(toE164('(555) 010-1234', '+1')).toBe('+15550101234');
    expect(toE164('020 7946 0018', '+44')).toBe('+442079460018');
    expect(toE164('1 555 010 1234', '+1')).toBe('+15550101234');
    expect(toE164('44 20 7946 0018', '+44')).toBe('+442079460018');
  });

  it('refuses what is not a number, and a number too short to text', () => {
    expect(toE164('call me', '+1')).toBeNull();
    expect(toE164('555 0101', '+1')).toBeNull();
    expect(toE164('(555) 010-1234', null)).toBeNull();
    expect(toE164('+0 555 010 1234', '+1')).toBeNull();
  });
});
