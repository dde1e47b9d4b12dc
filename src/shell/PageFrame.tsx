// The frame around every page: the page background (carrying the background colour, data-testid
// "page-background"), the top navigation and bottom bar when the route's flags ask for them, a skip link,
// and an error/loading boundary so a failed page keeps its frame. A route without the white-label
// background gets the default look, scoped to the frame.
import { Suspense, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Box } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import type { RouteFlags } from './route-flags.ts';
import { whiteLabelTheme } from './white-label/mui-theme.ts';
import { cssVariables, whiteLabelValues } from './white-label/theme-values.ts';

interface Props {
  flags: RouteFlags;
  topNav?: ReactNode;
  bottomBar?: ReactNode;
  children: ReactNode;
}

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  px: 2,
  py: 1,
  borderRadius: 1,
  backgroundColor: 'var(--wl-button)',
  color: 'var(--wl-button-text)',
  '&:focus': { top: 8 },
} as const;

function Frame({ flags, topNav, bottomBar, children, style }: Props & { style?: CSSProperties }) {
  const { pathname } = useLocation();
  return (
    <Box
      data-testid="page-background"
      style={style}
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: 'var(--wl-background)',
        color: 'var(--wl-font)',
      }}
    >
      {flags.topNav && (
        <Box component="a" href="#main" sx={skipLinkSx}>
          Skip to content
        </Box>
      )}
      {flags.topNav && topNav}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none', minWidth: 0 }}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen fullHeight={false} />}>{children}</Suspense>
        </ErrorBoundary>
      </Box>
      {flags.bottomBar && bottomBar}
    </Box>
  );
}

export function PageFrame(props: Props) {
  const defaults = useMemo(() => whiteLabelValues(null), []);
  const defaultTheme = useMemo(() => whiteLabelTheme(defaults), [defaults]);
  if (props.flags.whiteLabelBackground) return <Frame {...props} />;
  return (
    <ThemeProvider theme={defaultTheme}>
      <Frame {...props} style={cssVariables(defaults) as CSSProperties} />
    </ThemeProvider>
  );
}
