// Global styles of a white-label: the CSS custom properties on :root, the store's @font-face rules, the
// `wl-button` class, and a focus ring that is always visible for keyboard users.
import { GlobalStyles } from '@mui/material';
import { cssVariables, type WhiteLabelValues } from './theme-values.ts';

export function WhiteLabelStyles({ values }: { values: WhiteLabelValues }) {
  return (
    <>
      {values.typeface.stylesheet && (
        <link rel="stylesheet" href={values.typeface.stylesheet} precedence="default" />
      )}
      {/* One object per @font-face: given an array under one key, Emotion keeps only the last face. */}
      {values.typeface.faces.map((face) => (
        <GlobalStyles key={`${face.fontWeight}-${face.fontStyle}`} styles={{ '@font-face': face }} />
      ))}
      <GlobalStyles
        styles={{
          ':root': cssVariables(values),
          body: { fontFamily: 'var(--wl-font-family)', color: 'var(--wl-font)' },
          '.MuiButton-root.wl-button, a.wl-button, button.wl-button': {
            backgroundColor: 'var(--wl-button)',
            color: 'var(--wl-button-text)',
          },
          '.MuiButton-root.wl-button:hover, a.wl-button:hover, button.wl-button:hover': {
            backgroundColor: 'var(--wl-button-hover)',
            color: 'var(--wl-button-hover-text)',
          },
          '.MuiButton-root.wl-button.Mui-disabled': { opacity: 0.7 },
          // MUI's ButtonBase removes the outline; two classes outrank its one so keyboard focus always shows.
          ':focus-visible, .MuiButtonBase-root.Mui-focusVisible, .MuiButtonBase-root:focus-visible': {
            outline: '3px solid var(--wl-focus)',
            outlineOffset: 2,
          },
          // On the top bar's colour the ring takes the top bar's text colour, which is checked against it.
          '[data-wl-surface="top-bar"] :focus-visible, [data-wl-surface="top-bar"] .MuiButtonBase-root.Mui-focusVisible':
            { outlineColor: 'var(--wl-top-bar-text)' },
        }}
      />
    </>
  );
}
