// The general input validators of docs/product.md#formats, the track-order form check, and the image size
// estimate
// of docs/product.md#formats-images. Each returns a boolean, or the message to show (null when valid).
import { RULE_MESSAGES } from './messages.ts';

/**
 * Phone: an optional country code (`+44`) and/or area code (`020`, `(020)`), then 3-4 digits twice;
 * spaces and hyphens may separate the parts. E.g. `555-1234`, `+1 (555) 123-4567`, `020 7946 0958`.
 */
const PHONE = /^(?:\+\d{1,3}[ -]?)?(?:(?:\(\d{1,4}\)|\d{1,4})[ -]?)?\d{3,4}[ -]?\d{3,4}$/;
export function isValidPhone(value: string): boolean {
  return PHONE.test(value.trim());
}

/** Name: letters (any alphabet) and spaces only, 2 to 30 characters, at least one letter. */
export function isValidName(value: string): boolean {
  return /^[\p{L} ]{2,30}$/u.test(value) && /\p{L}/u.test(value);
}

/** Price: digits with at most 2 decimals (`12`, `12.5`, `12.50`). */
export function isValidPrice(value: string): boolean {
  return /^\d+(?:\.\d{1,2})?$/.test(value);
}

/** The other numeric input: at most 15 characters, digits with up to 2 decimals. */
export function isValidNumericInput(value: string): boolean {
  return value.length <= 15 && /^\d+(?:\.\d{1,2})?$/.test(value);
}

export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Letters only (any alphabet), no spaces. */
export function isLettersOnly(value: string): boolean {
  return /^\p{L}+$/u.test(value);
}

/** A URL is valid only with http or https (and a host). */
export function isValidUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

export const ORDER_NUMBER_LENGTH = 7;

/** Track-order form: order_number is required and exactly 7 characters (surrounding spaces ignored). */
export function checkOrderNumber(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '') return RULE_MESSAGES.orderNumberRequired;
  return v.length === ORDER_NUMBER_LENGTH ? null : RULE_MESSAGES.orderNumberLength;
}

/** docs/product.md#formats-images: the largest image accepted, in (estimated) bytes. */
export const MAX_IMAGE_BYTES = 8_388_608;

/** Estimated bytes of base64 data: 6 bytes per 8 characters. A data URL's `data:…;base64,` head is skipped. */
export function estimateBase64Bytes(base64: string): number {
  const comma = base64.startsWith('data:') ? base64.indexOf(',') : -1;
  const payload = comma >= 0 ? base64.slice(comma + 1) : base64;
  return (payload.length * 6) / 8;
}

/** Whether a base64 image is within the limit (estimate at most 8388608 bytes). */
export function isImageWithinLimit(base64: string): boolean {
  return estimateBase64Bytes(base64) <= MAX_IMAGE_BYTES;
}
