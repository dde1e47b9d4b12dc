// Values for a declared resource's form, generated from its create schema's inputs (schema-inputs.ts): each
// honours the input's kind, format, pattern, length and range, and carries a token of letters so the record
// can be found again by search. Pure, so the same values feed the browser form and the API checks.
import { patternOf, type InputSpec } from '../../src/portal/schema-form/schema-inputs.ts';

/** A token of lower-case letters only (it must pass `^[\p{L} ]+$` names and slug patterns alike). */
export function letterToken(length = 8): string {
  let token = '';
  for (let i = 0; i < length; i++) token += String.fromCharCode(97 + Math.floor(Math.random() * 26));
  return token;
}

/** Whether a text passes a text input's constraints (the server's ajv applies the same). */
export function fitsText(spec: InputSpec, value: string): boolean {
  if (spec.minLength !== undefined && value.length < spec.minLength) return false;
  if (spec.maxLength !== undefined && value.length > spec.maxLength) return false;
  const pattern = patternOf(spec);
  return !pattern || pattern.test(value);
}

/** Text candidates, most telling first for the field's format or name; the first that fits is taken. */
function textCandidates(spec: InputSpec, token: string): string[] {
  const email = `${token}@example.com`;
  const url = `https://example.com/${token}`;
  const phone = '+1 555 123 4567';
  const words = `Test ${token}`;
  const general = [words, token, `test-${token}`, email, url, `${token}.example.com`, phone, 'PT', '12345'];
  if (spec.format === 'email' || /email/.test(spec.source)) return [email, ...general];
  if (spec.format === 'uri' || /url|website/.test(spec.source)) return [url, ...general];
  if (/phone/.test(spec.source)) return [phone, ...general];
  if (/password/.test(spec.source)) return [`pass-${token}-2026`, ...general];
  return general;
}

function textValueOf(spec: InputSpec, token: string): string {
  const value = textCandidates(spec, token).find((v) => fitsText(spec, v));
  if (value === undefined) throw new Error(`no generated text fits ${spec.source} (${spec.pattern ?? ''})`);
  return value;
}

/** A number inside the input's range: integers for integer inputs, cents for money. */
function numberValueOf(spec: InputSpec): number {
  const low = spec.minimum ?? 0;
  const high = spec.maximum ?? low + 1000;
  const mid = Math.min(high, low + Math.max(1, Math.min(42, (high - low) / 2)));
  const cents = Math.round((mid + 0.5) * 100) / 100;
  if (spec.kind === 'money') return cents <= high ? cents : mid;
  return spec.integer ? Math.floor(mid) : mid;
}

/**
 * The value the test enters for one input, or undefined when the input is left to its default (images and
 * child lists, which have their own tests; references, which are picked from their choices in the browser).
 */
export function valueOf(spec: InputSpec, token: string): unknown {
  switch (spec.kind) {
    case 'text':
      return textValueOf(spec, token);
    case 'number':
    case 'money':
      return numberValueOf(spec);
    case 'boolean':
      // The opposite of the default, so the choice is seen to travel.
      return !(spec.defaultValue ?? false);
    case 'select': {
      const choices = spec.choices ?? [];
      // A choice other than the default, so the choice is seen to travel.
      return choices.find((c) => c !== spec.defaultValue) ?? choices[0];
    }
    case 'date':
      return '2026-12-01';
    case 'dateTime':
      return '2026-12-01T10:30';
    case 'tags': {
      // A chip the items' pattern admits: one carrying the token, else the schema's own example.
      const fits = (v: string) => {
        const pattern = spec.item ? patternOf(spec.item) : undefined;
        return (!pattern || pattern.test(v)) && v.length <= (spec.item?.maxLength ?? Infinity);
      };
      const chip = [`tag-${token}`, token, ...(spec.item?.examples ?? [])].find(fits);
      if (chip === undefined) throw new Error(`no generated tag fits ${spec.source}`);
      return [chip];
    }
    default:
      return undefined;
  }
}
