// The heading level a reusable block's title takes: 1 on a page of its own, 2 inside a page frame that
// already has the page's h1 (a login form on the checkout page) — one h1 per page without every caller
// passing a level.
import { createContext, useContext } from 'react';

export const HeadingLevelContext = createContext<1 | 2>(1);

export function useHeadingTag(): 'h1' | 'h2' {
  return useContext(HeadingLevelContext) === 1 ? 'h1' : 'h2';
}
