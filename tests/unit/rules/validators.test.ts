import { describe, expect, it } from 'vitest';
import {
  checkOrderNumber,
  estimateBase64Bytes,
  isDigitsOnly,
  isImageWithinLimit,
  isLettersOnly,
  isValidName,
  isValidNumericInput,
  isValidPhone,
  isValidPrice,
  isValidUrl,
  MAX_IMAGE_BYTES,
} from '../../../src/shared/rules/index.ts';

describe('phone', () => {
  it.each([
    '555-1234',
    '5551234',
    '555 1234',
    '1234 5678',
    '020 7946 0958',
    '+1 555 123 4567',
    '+44-20-7946-0958',
    '(020) 7946-0958',
    '+1 (555) 123-4567',
  ])('accepts %j', (v) => expect(isValidPhone(v)).toBe(true));
  it.each([
    '',
    '12345',
    '555-12',
    'phone',
    '555_1234',
    '555.1234',
    '+1 555 123 45678',
    '12345 123456 1234',
    '++1 555 1234',
  ])('rejects %j', (v) => expect(isValidPhone(v)).toBe(false));
});

describe('name', () => {
  it('takes letters and spaces, 2 to 30 characters', () => {
    expect(isValidName('Al')).toBe(true);
    expect(isValidName('Ada Lovelace')).toBe(true);
    expect(isValidName('José Núñez')).toBe(true);
    expect(isValidName('A'.repeat(30))).toBe(true);
    expect(isValidName('A'.repeat(31))).toBe(false);
    expect(isValidName('A')).toBe(false);
    expect(isValidName('  ')).toBe(false);
    expect(isValidName('R2D2')).toBe(false);
    expect(isValidName("O'Brien")).toBe(false);
  });
});

describe('price and numeric input', () => {
  it('allows at most 2 decimals in a price', () => {
    expect(['0', '12', '12.5', '12.50'].map(isValidPrice)).toEqual([true, true, true, true]);
    expect(['12.505', '12.', '.5', '-1', '1,5', 'abc', ''].map(isValidPrice)).toEqual(Array(7).fill(false));
  });
  it('caps the numeric input at 15 characters', () => {
    expect(isValidNumericInput('123456789012.34')).toBe(true);
    expect(isValidNumericInput('1234567890123.45')).toBe(false);
    expect(isValidNumericInput('123456789012345')).toBe(true);
    expect(isValidNumericInput('1234567890123456')).toBe(false);
    expect(isValidNumericInput('1.234')).toBe(false);
  });
});

describe('digits, letters, URL', () => {
  it('checks digits only and letters only', () => {
    expect(isDigitsOnly('0123')).toBe(true);
    expect(isDigitsOnly('12a')).toBe(false);
    expect(isDigitsOnly('')).toBe(false);
    expect(isLettersOnly('abcÉ')).toBe(true);
    expect(isLettersOnly('ab c')).toBe(false);
    expect(isLettersOnly('ab1')).toBe(false);
  });
  it('takes only http and https URLs', () => {
    expect(isValidUrl('https://example.com/privacy')).toBe(true);
    expect(isValidUrl('http://shop.example.com')).toBe(true);
    expect(isValidUrl('ftp://example.com')).toBe(false);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('example.com')).toBe(false);
    expect(isValidUrl('mailto:a@example.com')).toBe(false);
  });
});

describe('track-order form', () => {
  it('requires an order number of exactly 7 characters', () => {
    expect(checkOrderNumber('')).toBe('This field is required');
    expect(checkOrderNumber(undefined)).toBe('This field is required');
    expect(checkOrderNumber('   ')).toBe('This field is required');
    expect(checkOrderNumber('123456')).toBe('Please enter correct order number');
    expect(checkOrderNumber('12345678')).toBe('Please enter correct order number');
    expect(checkOrderNumber('AB12345')).toBeNull();
  });
});

describe('image size', () => {
  it('estimates 6 bytes per 8 base64 characters against 8388608', () => {
    expect(MAX_IMAGE_BYTES).toBe(8388608);
    expect(estimateBase64Bytes('A'.repeat(8))).toBe(6);
    expect(estimateBase64Bytes('data:image/png;base64,' + 'A'.repeat(16))).toBe(12);
    const limitChars = (MAX_IMAGE_BYTES / 6) * 8;
    expect(isImageWithinLimit('A'.repeat(limitChars))).toBe(true);
    expect(isImageWithinLimit('A'.repeat(limitChars + 8))).toBe(false);
  });
});
