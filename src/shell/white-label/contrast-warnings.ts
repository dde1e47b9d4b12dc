// The colour pairs of a store's white-label where text sits on a colour
// (docs/product.md#white-label-settings's colours), with the
// WCAG contrast ratio of each as the owner chose them. The settings editor shows every ratio next to its pair
// and warns where text would be unreadable; the storefront then swaps in black or white (theme-values.ts),
// so the warning says what customers would see instead.
import { contrastRatio, MIN_TEXT_CONTRAST, parseColor, readableOn } from './contrast.ts';
import { defaultColors } from './theme-values.ts';

export interface ColourChoice {
  background_color?: string | null;
  font_color?: string | null;
  top_bar_color?: string | null;
  button_color?: string | null;
  button_hover_color?: string | null;
  button_hover_font_color?: string | null;
}

export interface ContrastPair {
  /** The settings field of the text colour, and of the colour it sits on. */
  text: keyof ColourChoice;
  on: keyof ColourChoice;
  label: string;
  textColor: string;
  onColor: string;
  /** WCAG ratio, 1 to 21, rounded to 2 decimals. */
  ratio: number;
  readable: boolean;
  /** What the storefront shows instead when the pair is unreadable. */
  replacement: string | null;
}

const pairs: { text: keyof ColourChoice; on: keyof ColourChoice; label: string }[] = [
  { text: 'font_color', on: 'background_color', label: 'Text on the background' },
  { text: 'font_color', on: 'top_bar_color', label: 'Top bar text on the top bar' },
  { text: 'button_hover_font_color', on: 'button_color', label: 'Button text on the button' },
  { text: 'button_hover_font_color', on: 'button_hover_color', label: 'Button text on the hovered button' },
];

/** The pairs whose two colours are both chosen (an unset colour is the storefront's own readable default). */
export function contrastPairs(choice: ColourChoice): ContrastPair[] {
  const out: ContrastPair[] = [];
  for (const pair of pairs) {
    const textColor = parseColor(choice[pair.text]);
    // The top bar defaults to the button colour and the background to docs/product.md#white-label-defaults's
    // default.
    const onColor =
      parseColor(choice[pair.on]) ??
      (pair.on === 'background_color'
        ? defaultColors.background
        : pair.on === 'top_bar_color'
          ? (parseColor(choice.button_color) ?? defaultColors.button)
          : null);
    if (!textColor || !onColor) continue;
    const ratio = Math.round(contrastRatio(textColor, onColor) * 100) / 100;
    const readable = ratio >= MIN_TEXT_CONTRAST;
    out.push({
      ...pair,
      textColor,
      onColor,
      ratio,
      readable,
      replacement: readable ? null : readableOn(onColor),
    });
  }
  return out;
}
