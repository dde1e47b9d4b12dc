// The settings editor's contrast pairs: the WCAG ratio of each text colour on what it sits on, the warning
// where it is under 4.5:1, and what the storefront shows instead — checked against the WCAG formula's known
// values and against the storefront's own theme, for every pair.
import { describe, expect, it } from 'vitest';
import { contrastPairs } from '../../src/shell/white-label/contrast-warnings.ts';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../src/shell/white-label/contrast.ts';
import { whiteLabelValues, type StoreSettings } from '../../src/shell/white-label/theme-values.ts';

describe('contrast pairs of the white-label editor', () => {
  it('gives the WCAG ratio of black on white (21) and of equal colours (1)', () => {
    const [pair] = contrastPairs({ font_color: '#000000', background_color: '#ffffff' });
    expect(pair).toMatchObject({ text: 'font_color', on: 'background_color', ratio: 21, readable: true });
    const [flat] = contrastPairs({ font_color: '#777777', background_color: '#777777' });
    expect(flat).toMatchObject({ ratio: 1, readable: false, replacement: expect.any(String) });
  });

  it('leaves out pairs whose text colour is not chosen, and uses the defaults for unset surfaces', () => {
    expect(contrastPairs({})).toEqual([]);
    const pairs = contrastPairs({ font_color: '#ffffff' });
    // On the default background faf9f7 white is unreadable; on the default top bar (button 204a48) it reads.
    expect(pairs.map((p) => [p.on, p.readable])).toEqual([
      ['background_color', false],
      ['top_bar_color', true],
    ]);
  });

  // Sweeps colours over the range: the warning agrees with the storefront's theme for every pair.
  const shades = ['#000000', '#204a48', '#777777', '#9a9a9a', '#cc3333', '#faf9f7', '#ffffff', '#ffee00'];
  for (const text of shades)
    for (const on of shades)
      it(`warns for ${text} on ${on} exactly when the storefront would swap the text colour`, () => {
        const choice = {
          font_color: text,
          background_color: on,
          top_bar_color: on,
          button_color: on,
          button_hover_color: on,
          button_hover_font_color: text,
        };
        const pairs = contrastPairs(choice);
        expect(pairs).toHaveLength(4);
        const expected = contrastRatio(text, on);
        for (const p of pairs) {
          expect(p.ratio).toBeCloseTo(expected, 2);
          expect(p.readable).toBe(expected >= MIN_TEXT_CONTRAST);
        }
        const shown = whiteLabelValues(choice as unknown as StoreSettings);
        const [onBackground] = pairs;
        // What the warning says customers will see is what the storefront's theme shows.
        expect(onBackground!.readable ? text : onBackground!.replacement).toBe(shown.font);
        expect(pairs[1]!.readable ? text : pairs[1]!.replacement).toBe(shown.topBarText);
      });
});
