// The chosen font for the preview: the store's own font files as the storefront's own @font-face rules, or
// the named family's stylesheet from the fonts service.
import type { StoreFont } from '../../shell/white-label/fonts.ts';
import { fontFaceRules } from '../../shell/white-label/WhiteLabelStyles.tsx';

export function WhiteLabelFontFaces({ typeface }: { typeface: StoreFont }) {
  const faces = fontFaceRules(typeface).join('\n');
  return (
    <>
      {typeface.stylesheet ? <link rel="stylesheet" href={typeface.stylesheet} /> : null}
      {faces ? <style>{faces}</style> : null}
    </>
  );
}
