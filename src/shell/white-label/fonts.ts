// The store's font (docs/product.md#white-label-fonts, docs/product.md#formats-fonts): its own font files as
// @font-face rules (regular 400, bold 700,
// italic 400), or a named font family, loaded from the fonts service unless the browser already has it.

export interface FontSettings {
  is_custom_font_style?: boolean;
  is_own_font?: boolean;
  font_style?: string | null;
  regular_font_family_url?: string | null;
  bold_font_family_url?: string | null;
  italic_font_family_url?: string | null;
}

export interface FontFaceRule {
  fontFamily: string;
  src: string;
  fontWeight: 400 | 700;
  fontStyle: 'normal' | 'italic';
  fontDisplay: 'swap';
}

export interface StoreFont {
  /** The CSS font-family value, with fallbacks. */
  family: string;
  faces: FontFaceRule[];
  /** A stylesheet to load for a named family, or null. */
  stylesheet: string | null;
}

/** The family name under which a store's own font files are declared. */
export const OWN_FONT_FAMILY = 'WhiteLabelFont';
export const FALLBACK_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const DEFAULT_FONT: StoreFont = { family: FALLBACK_FAMILY, faces: [], stylesheet: null };

/** Families every browser has: nothing to download. */
const SYSTEM_FAMILIES = new Set(
  [
    'arial',
    'helvetica',
    'georgia',
    'times',
    'times new roman',
    'verdana',
    'tahoma',
    'trebuchet ms',
    'courier',
    'courier new',
    'garamond',
    'palatino',
    'system-ui',
    'serif',
    'sans-serif',
    'monospace',
  ].map((f) => f.toLowerCase()),
);

const SERIF_FAMILIES = new Set(['georgia', 'times', 'times new roman', 'garamond', 'palatino', 'serif']);

const isHttpUrl = (value: string | null | undefined): value is string => {
  if (!value) return false;
  try {
    const url = new URL(value, 'https://placeholder.invalid');
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** A CSS string literal (quotes and backslashes escaped). */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/** Font family names may hold letters, digits, spaces and hyphens; anything else is refused. */
const safeFamily = (name: string | null | undefined) => {
  const trimmed = (name ?? '').trim();
  return /^[\p{L}\d][\p{L}\d -]{0,63}$/u.test(trimmed) ? trimmed : null;
};

export function storeFont(settings: FontSettings | null | undefined): StoreFont {
  if (!settings) return DEFAULT_FONT;
  const wantsCustom = Boolean(settings.is_custom_font_style || settings.is_own_font);
  if (!wantsCustom) return DEFAULT_FONT;

  const files: [string | null | undefined, 400 | 700, 'normal' | 'italic'][] = [
    [settings.regular_font_family_url, 400, 'normal'],
    [settings.bold_font_family_url, 700, 'normal'],
    [settings.italic_font_family_url, 400, 'italic'],
  ];
  const faces = files
    .filter((file): file is [string, 400 | 700, 'normal' | 'italic'] => isHttpUrl(file[0]))
    .map(([url, fontWeight, fontStyle]) => ({
      fontFamily: OWN_FONT_FAMILY,
      src: `url(${cssString(url)})`,
      fontWeight,
      fontStyle,
      fontDisplay: 'swap' as const,
    }));
  if (faces.length > 0) return { family: `${OWN_FONT_FAMILY}, ${FALLBACK_FAMILY}`, faces, stylesheet: null };

  const family = safeFamily(settings.font_style);
  if (!family) return DEFAULT_FONT;
  const key = family.toLowerCase();
  const generic = (SERIF_FAMILIES.has(key) ? 'Georgia, "Times New Roman", serif' : FALLBACK_FAMILY)
    .split(', ')
    .filter((fallback) => fallback.replace(/"/g, '').toLowerCase() !== key)
    .join(', ');
  return {
    family: `${cssString(family)}, ${generic}`,
    faces: [],
    stylesheet: SYSTEM_FAMILIES.has(key)
      ? null
      : `https://fonts.googleapis.com/css2?family=${encodeURIComponent(family).replace(/%20/g, '+')}:ital,wght@0,400;0,700;1,400&display=swap`,
  };
}
