// Marks the document with the address the app has drawn: `data-rendered-path` on <html> is the path and
// query of the last location React committed. The router changes location inside a transition, so while the
// next page's chunk or data suspends, the previous page stays on screen under the new address; the marker
// tells a reader (the browser tests' settle wait, tests/support/browser.ts; the browser benchmark) when the
// screen shows the address bar's page rather than the one before it.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function RenderedLocation() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    document.documentElement.dataset.renderedPath = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
}
