// A phrase whose placeholders are elements (a name in bold, formula words in code): react-admin's translate
// fills each placeholder with a mark, the phrase is cut there and the elements go between the pieces, so a
// language may put them anywhere in its sentence.
import type { Translate } from '../../shared/i18n/translate.ts';

/** The phrase of `key` as pieces of text with `nodes` where its placeholders are. */
export function phraseParts<T>(
  translate: Translate,
  key: string,
  nodes: Readonly<Record<string, T>>,
): (string | T)[] {
  const marks = Object.fromEntries(Object.keys(nodes).map((name) => [name, `\u0000${name}\u0000`]));
  return translate(key, marks)
    .split('\u0000')
    .map((piece, i) => (i % 2 === 1 && piece in nodes ? nodes[piece]! : piece))
    .filter((piece) => piece !== '');
}
