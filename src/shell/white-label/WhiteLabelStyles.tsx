// Global styles of a white-label as one plain <style> element (no CSS-in-JS, so the storefront's first route
// carries no styling library): the CSS custom properties on :root, the store's @font-face rules, the
// `wl-button` class, and a focus ring that is always visible for keyboard users. MUI-specific rules sit here
// too so the faces built on MUI (portal, vendor, some storefront pages) get the same look.
import type { StoreFont } from './fonts.ts';
import { cssVariables, type WhiteLabelValues } from './theme-values.ts';

/** Declarations of a property map, e.g. `--wl-font: #111;`. */
const declarations = (properties: Record<string, string | number>) =>
  Object.entries(properties)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value};`)
    .join('');

/** The @font-face rules of a store's own font files (also the settings editor's preview). */
export const fontFaceRules = (typeface: StoreFont): string[] =>
  typeface.faces.map((face) => `@font-face{${declarations({ ...face })}}`);

export function whiteLabelCss(values: WhiteLabelValues): string {
  const faces = fontFaceRules(values.typeface);
  return [
    ...faces,
    `:root{${declarations(cssVariables(values))}}`,
    'body{font-family:var(--wl-font-family);color:var(--wl-font);background-color:var(--wl-background);}',
    '.MuiButton-root.wl-button,a.wl-button,button.wl-button{background-color:var(--wl-button);color:var(--wl-button-text);}',
    '.MuiButton-root.wl-button:hover,a.wl-button:hover,button.wl-button:hover{background-color:var(--wl-button-hover);color:var(--wl-button-hover-text);}',
    '.MuiButton-root.wl-button.Mui-disabled,button.wl-button:disabled{opacity:0.7;}',
    // MUI's ButtonBase removes the outline; two classes outrank its one so keyboard focus always shows.
    ':focus-visible,.MuiButtonBase-root.Mui-focusVisible,.MuiButtonBase-root:focus-visible{outline:3px solid var(--wl-focus);outline-offset:2px;}',
    // On the top bar's colour the ring takes the top bar's text colour, which is checked against it.
    '[data-wl-surface="top-bar"] :focus-visible,[data-wl-surface="top-bar"] .MuiButtonBase-root.Mui-focusVisible{outline-color:var(--wl-top-bar-text);}',
  ].join('\n');
}

export function WhiteLabelStyles({ values }: { values: WhiteLabelValues }) {
  return (
    <>
      {values.typeface.stylesheet && (
        <link rel="stylesheet" href={values.typeface.stylesheet} precedence="default" />
      )}
      <style data-testid="white-label-styles">{whiteLabelCss(values)}</style>
    </>
  );
}
