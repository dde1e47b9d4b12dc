// The store's top bar (docs/product.md#white-label-top-bar: top_bar_color and top_bar_text): a strip above
// the header in the
// store's colour, text in a colour checked for contrast. A thin accent line when the store sets no text.
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';

export function TopBar() {
  const text = useWhiteLabel().settings?.top_bar_text?.trim();
  return (
    <div
      data-testid="top-bar"
      data-wl-surface="top-bar"
      className={`sf-top-bar${text ? ' sf-top-bar--text' : ''}`}
    >
      {text && <p>{text}</p>}
    </div>
  );
}
