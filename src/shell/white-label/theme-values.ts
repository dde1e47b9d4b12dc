// Turns a store's white-label settings (or none) into the colours and font the interface uses, with every
// text colour checked for WCAG contrast against what it sits on.
import type { components } from '../../client/api-schema';
import { contrastRatio, isDark, MIN_TEXT_CONTRAST, mix, parseColor, readableOn } from './contrast.ts';
import { storeFont, type StoreFont } from './fonts.ts';

export type StoreSettings = components['schemas']['StoreSettings'];

/** docs/product.md#white-label-defaults's default store colours. */
export const defaultColors = { background: '#faf9f7', button: '#204a48' } as const;

export interface WhiteLabelValues {
  mode: 'light' | 'dark';
  background: string;
  border: string;
  button: string;
  buttonText: string;
  buttonHover: string;
  buttonHoverText: string;
  font: string;
  fontSecondary: string;
  /** Text links and outlined controls on the background. */
  link: string;
  topBar: string;
  topBarText: string;
  /** The keyboard focus ring: must stand out from the background. */
  focus: string;
  typeface: StoreFont;
}

/** A secondary text colour: the font colour softened towards the background while contrast still holds. */
function secondaryText(font: string, background: string): string {
  for (const weight of [0.3, 0.2, 0.1]) {
    const candidate = mix(font, background, weight);
    if (contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return font;
}

export function whiteLabelValues(settings: StoreSettings | null | undefined): WhiteLabelValues {
  const background = parseColor(settings?.background_color) ?? defaultColors.background;
  const dark = isDark(background);
  const button = parseColor(settings?.button_color) ?? defaultColors.button;
  const font = readableOn(background, settings?.font_color ?? (dark ? '#f5f5f5' : '#1f1f1f'));
  const buttonHover =
    parseColor(settings?.button_hover_color) ?? mix(button, isDark(button) ? '#000000' : '#ffffff', 0.2);
  const hoverFont = parseColor(settings?.button_hover_font_color);
  const topBar = parseColor(settings?.top_bar_color) ?? button;
  const link = contrastRatio(button, background) >= MIN_TEXT_CONTRAST ? button : font;
  return {
    mode: dark ? 'dark' : 'light',
    background,
    border: parseColor(settings?.border_color) ?? mix(font, background, 0.8),
    button,
    // The store gives no text colour for buttons: its hover font colour is the best hint, if it reads.
    buttonText: readableOn(button, hoverFont),
    buttonHover,
    buttonHoverText: readableOn(buttonHover, hoverFont),
    font,
    fontSecondary: secondaryText(font, background),
    link,
    topBar,
    topBarText: readableOn(topBar, settings?.font_color),
    focus: contrastRatio(button, background) >= 3 ? button : font,
    typeface: storeFont(settings),
  };
}

/** The CSS custom properties the interface (and browser tests) read. */
export function cssVariables(values: WhiteLabelValues): Record<`--wl-${string}`, string> {
  return {
    '--wl-background': values.background,
    '--wl-border': values.border,
    '--wl-button': values.button,
    '--wl-button-text': values.buttonText,
    '--wl-button-hover': values.buttonHover,
    '--wl-button-hover-text': values.buttonHoverText,
    '--wl-font': values.font,
    '--wl-font-secondary': values.fontSecondary,
    '--wl-link': values.link,
    '--wl-top-bar': values.topBar,
    '--wl-top-bar-text': values.topBarText,
    '--wl-focus': values.focus,
    '--wl-font-family': values.typeface.family,
  };
}
