// A translated sentence with an element inside it (a link in the middle of a sentence): the phrase keeps
// the element's place as a placeholder, so each language puts it where its word order wants it.
//   <PhraseAround phrase={translate('…for_a_file', { link: ELEMENT })}><Link …>…</Link></PhraseAround>
import { Fragment, type ReactNode } from 'react';

/** The value to give the element's placeholder when translating the phrase. */
export const ELEMENT = '\u0000';

export function PhraseAround({ phrase, children }: { phrase: string; children: ReactNode }) {
  const [before = '', ...rest] = phrase.split(ELEMENT);
  return (
    <>
      {before}
      {rest.map((after, i) => (
        <Fragment key={i}>
          {children}
          {after}
        </Fragment>
      ))}
    </>
  );
}
