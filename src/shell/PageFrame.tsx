// The frame around every page: the page background (carrying the background colour, data-testid
// "page-background"), the top navigation and bottom bar when the route's flags ask for them, a skip link,
// and an error/loading boundary so a failed page keeps its frame. A route without the white-label
// background gets the default look, scoped to the frame: its CSS variables and, for what is built on MUI,
// the white-label context's colours. Plain elements (src/shell/shell.css): it is on every first paint.
import { Suspense, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { useFrameWords } from './i18n/frame-words.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import type { RouteFlags } from './route-flags.ts';
import { cssVariables, whiteLabelValues } from './white-label/theme-values.ts';
import { WhiteLabelContext } from './white-label/white-label-context.ts';

interface Props {
  flags: RouteFlags;
  topNav?: ReactNode;
  bottomBar?: ReactNode;
  children: ReactNode;
}

function Frame({ flags, topNav, bottomBar, children, style }: Props & { style?: CSSProperties }) {
  const { pathname } = useLocation();
  const words = useFrameWords();
  return (
    <div data-testid="page-background" style={style} className="shell-frame">
      {flags.topNav && (
        <a href="#main" className="shell-skip-link">
          {words.skip}
        </a>
      )}
      {flags.topNav && topNav}
      <main id="main" tabIndex={-1} className="shell-main">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen fullHeight={false} />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      {flags.bottomBar && bottomBar}
    </div>
  );
}

export function PageFrame(props: Props) {
  const whiteLabel = useContext(WhiteLabelContext);
  const defaults = useMemo(() => whiteLabelValues(null), []);
  const defaultLook = useMemo(
    () => whiteLabel && { ...whiteLabel, values: defaults },
    [whiteLabel, defaults],
  );
  if (props.flags.whiteLabelBackground || !defaultLook) return <Frame {...props} />;
  return (
    <WhiteLabelContext.Provider value={defaultLook}>
      <Frame {...props} style={cssVariables(defaults) as CSSProperties} />
    </WhiteLabelContext.Provider>
  );
}
