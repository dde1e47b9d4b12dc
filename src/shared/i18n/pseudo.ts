// The pseudo-locale: English with every letter accented and the phrase bracketed, its length grown by a
// third (translations run longer than English). Placeholders (%{name}) and polyglot's plural separator
// (||||) pass through untouched, so interpolation and plurals still work; so do a store message's template
// variables ({{name}}, src/shared/messages/catalogue.ts), which the server fills later.
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((c, i) => [
    c,
    [...'àƀçđéĝĥîķļñöŕšţüýžÀßÇĐÉĜĤÎĶĻÑÖŔŠŢÜÝŽ'][i]!,
  ]),
);

const accent = (text: string) => [...text].map((c) => ACCENTED[c] ?? c).join('');

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

export function pseudoLocalize(phrase: string): string {
  return phrase
    .split('||||')
    .map((variant) => {
      const parts = variant.split(/(%\{\w+\}|\{\{\s*\w+\s*\}\})/);
      const body = parts
        .map((part) => (part.startsWith('%{') || part.startsWith('{{') ? part : accent(part)))
        .join('');
      const padding = '·'.repeat(Math.ceil(variant.trim().length / 3));
      return `${PSEUDO_OPEN}${body.trim()}${padding}${PSEUDO_CLOSE}`;
    })
    .join(' |||| ');
}

/** The whole catalogue in the pseudo-locale, same keys. */
export function pseudoCatalogue<T extends object>(catalogue: T): T {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoLocalize(value) : pseudoCatalogue(value as object),
    ]),
  ) as T;
}
