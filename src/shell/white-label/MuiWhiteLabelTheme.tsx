// The MUI theme of the white-label around the parts built on MUI (the portal, the vendor app and the
// storefront pages not yet hand-built). Kept out of the shell so a face's first route loads MUI only if it
// uses it. Reads the colours the nearest frame decided (a default-look frame overrides the store's).
import { useMemo, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { whiteLabelTheme } from './mui-theme.ts';
import { useWhiteLabel } from './white-label-context.ts';

export function MuiWhiteLabelTheme({
  children,
  baseline = false,
}: {
  children: ReactNode;
  baseline?: boolean;
}) {
  const { values } = useWhiteLabel();
  const theme = useMemo(() => whiteLabelTheme(values), [values]);
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
