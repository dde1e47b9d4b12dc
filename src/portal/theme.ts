// The portal's look: a calm, business-like light theme on react-admin's invariants — deep teal primary
// (the platform's default button colour, docs/product.md#white-label-defaults: 204a48), neutral surfaces, a
// white app bar and
// sidebar with a tinted active item, outlined inputs, and a focus ring that is always visible to keyboard
// users. The login and placeholder pages outside react-admin use the same theme.
import { createTheme } from '@mui/material';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

const primary = '#204a48';
const ink = '#1d2a33';
const muted = '#5b6b76';
const line = '#e3e8ec';
const surface = '#f5f7f8';

const focusRing = { outline: `2px solid ${primary}`, outlineOffset: 2 };

export const portalTheme: RaThemeOptions = {
  ...defaultLightTheme,
  sidebar: { width: 232, closedWidth: 56 },
  shape: { borderRadius: 8 },
  palette: {
    mode: 'light',
    primary: { main: primary, light: '#4b7572', dark: '#12302f', contrastText: '#ffffff' },
    secondary: { main: '#8a5a1f', contrastText: '#ffffff' },
    background: { default: surface, paper: '#ffffff' },
    text: { primary: ink, secondary: muted },
    divider: line,
    error: { main: '#b3261e' },
    success: { main: '#1e6b3a' },
  },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 600, letterSpacing: '-0.01em' },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600, fontSize: '1.05rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultLightTheme.components,
    MuiCssBaseline: {
      styleOverrides: {
        body: { backgroundColor: surface },
        // Keyboard focus is always visible, whatever a component's own styles do with outline.
        ':focus-visible': focusRing,
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: { backgroundColor: '#ffffff', color: ink, borderBottom: `1px solid ${line}` },
      },
    },
    MuiPaper: {
      styleOverrides: {
        rounded: { borderRadius: 10 },
        elevation1: { boxShadow: 'none', border: `1px solid ${line}` },
      },
    },
    MuiTextField: {
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
    },
    MuiFormControl: {
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
    },
    MuiTableCell: {
      styleOverrides: {
        root: { borderColor: line, '&.MuiTableCell-paddingCheckbox': { padding: '0 8px' } },
        head: { fontWeight: 600, color: muted, backgroundColor: '#fafbfb' },
      },
    },
    MuiTableRow: {
      styleOverrides: { root: { '&:last-child td': { borderBottom: 0 } } },
    },
    MuiListItemIcon: {
      styleOverrides: { root: { minWidth: 40 } },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          margin: '2px 8px',
          color: muted,
          '&.RaMenuItemLink-active': {
            color: primary,
            backgroundColor: 'rgba(32, 74, 72, 0.09)',
            fontWeight: 600,
            '& .MuiListItemIcon-root': { color: primary },
          },
        },
      },
    },
    RaSidebar: {
      styleOverrides: {
        root: {
          '& .RaSidebar-fixed': { backgroundColor: '#ffffff', borderRight: `1px solid ${line}` },
        },
      },
    },
    RaLayout: {
      styleOverrides: {
        root: { '& .RaLayout-content': { padding: '16px 24px' } },
      },
    },
    RaToolbar: {
      styleOverrides: { root: { backgroundColor: '#fafbfb', borderTop: `1px solid ${line}` } },
    },
  },
};

/** The same theme for pages rendered outside react-admin. */
export const portalMuiTheme = createTheme(portalTheme);
