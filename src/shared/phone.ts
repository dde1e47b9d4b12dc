// Phone numbers: the product's phone rule (docs/product.md#formats-phone) and the international form texts
// are sent to (docs/product.md#messages-consent: E.164, "+" then the country code and the number). Shared by
// the storefront (checking before a round trip) and the server (which stores the E.164 form).

/** docs/product.md#formats-phone: an optional country or area code, then 3–4 digits twice; spaces and hyphens. */
export const phonePattern = /^$|^(\+?\d{1,3}[ -]?)?(\(?\d{1,4}\)?[ -]?)?\d{3,4}[ -]?\d{3,4}$/;

/** True for a non-empty number written per docs/product.md#formats-phone. */
export function isPhone(input: string): boolean {
  const trimmed = input.trim();
  return trimmed !== '' && phonePattern.test(trimmed);
}

/** E.164: "+", a country code that does not start with 0, at most 15 digits in all. */
const e164 = /^\+[1-9]\d{9,14}$/;

/**
 * A number written per docs/product.md#formats-phone in E.164, or null when it is not one or not complete
 * enough to text (fewer than 10 digits with its country code). A number starting with "+" or "00" carries
 * its country code; otherwise the store's country code (`callingCode`, "+44") goes in front of the national
 * number without its trunk 0 — unless the digits already start with that code and are longer than a
 * national number (more than 10 digits: "1 555 010 1234", "44 20 7946 0018").
 */
export function toE164(input: string, callingCode: string | null): string | null {
  const trimmed = input.trim();
  if (!isPhone(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let full: string;
  if (trimmed.startsWith('+')) full = `+${digits}`;
  else if (digits.startsWith('00')) full = `+${digits.slice(2)}`;
  else {
    const code = callingCode?.replace(/\D/g, '') ?? '';
    if (code === '') return null;
    full =
      digits.startsWith(code) && digits.length > 10 ? `+${digits}` : `+${code}${digits.replace(/^0+/, '')}`;
  }
  return e164.test(full) ? full : null;
}
