// The MUI theme of a white-label: the same checked colours as the CSS variables, so MUI components and
// plain CSS agree.
import { createTheme, type Theme } from '@mui/material/styles';
import type { WhiteLabelValues } from './theme-values.ts';

export function whiteLabelTheme(values: WhiteLabelValues): Theme {
  return createTheme({
    palette: {
      mode: values.mode,
      primary: { main: values.button, dark: values.buttonHover, contrastText: values.buttonText },
      background: { default: values.background, paper: values.background },
      text: { primary: values.font, secondary: values.fontSecondary },
      divider: values.border,
    },
    typography: {
      fontFamily: values.typeface.family,
      button: { textTransform: 'none', fontWeight: 600 },
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.2rem', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: {
        styleOverrides: {
          root: { minHeight: 44 },
          containedPrimary: {
            backgroundColor: values.button,
            color: values.buttonText,
            '&:hover': { backgroundColor: values.buttonHover, color: values.buttonHoverText },
          },
          textPrimary: { color: values.link },
          outlinedPrimary: { color: values.link, borderColor: values.link },
        },
      },
      MuiLink: { styleOverrides: { root: { color: values.link } } },
      MuiCard: { styleOverrides: { root: { borderColor: values.border } } },
      MuiOutlinedInput: {
        styleOverrides: { notchedOutline: { borderColor: values.border } },
      },
    },
  });
}
