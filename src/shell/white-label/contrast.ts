// Colour arithmetic for the white-label: parse store colours, measure WCAG contrast and pick a readable text
// colour, so every theme keeps text legible whatever colours a store chooses.

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const clampByte = (n: number) => Math.min(255, Math.max(0, Math.round(n)));
const hex2 = (n: number) => clampByte(n).toString(16).padStart(2, '0');

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}

/**
 * Reads a store colour: '#rgb', '#rrggbb', '#rrggbbaa' (alpha dropped), the same without '#' (the spec writes
 * "faf9f7"), or 'rgb(r, g, b)'. Returns '#rrggbb' in lower case, or null when it is not a colour.
 */
export function parseColor(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return null;
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
    return `#${full}`;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(text);
  if (rgb) return rgbToHex({ r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]) });
  return null;
}

export function toRgb(hex: string): Rgb {
  const value = parseColor(hex) ?? '#000000';
  return {
    r: parseInt(value.slice(1, 3), 16),
    g: parseInt(value.slice(3, 5), 16),
    b: parseInt(value.slice(5, 7), 16),
  };
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const { r, g, b } = toRgb(hex);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function isDark(hex: string): boolean {
  return contrastRatio(hex, '#ffffff') > contrastRatio(hex, '#000000');
}

/** Mixes two colours: weight 0 gives a, 1 gives b. */
export function mix(a: string, b: string, weight: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return rgbToHex({
    r: x.r + (y.r - x.r) * weight,
    g: x.g + (y.g - x.g) * weight,
    b: x.b + (y.b - x.b) * weight,
  });
}

/**
 * The text colour to use on a background: the preferred colour when it is a colour and reaches the minimum
 * contrast, otherwise white or black, whichever contrasts more (one of them always reaches 4.5).
 */
export function readableOn(
  background: string,
  preferred?: string | null,
  minimum: number = MIN_TEXT_CONTRAST,
): string {
  const wanted = parseColor(preferred);
  if (wanted && contrastRatio(wanted, background) >= minimum) return wanted;
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}
