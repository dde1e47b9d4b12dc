// What shows while a face or a page is loading: a spinner with docs/product.md#formats-display-fallbacks's
// "Loading..." text for screen
// readers and everyone else, in the language in force (i18n/frame-words.ts). Plain elements
// (src/shell/shell.css): it is on every face's first paint.
import { useFrameWords } from './i18n/frame-words.ts';

export function LoadingScreen({ fullHeight = true }: { fullHeight?: boolean }) {
  const words = useFrameWords();
  return (
    <div
      role="status"
      aria-live="polite"
      className={`shell-loading${fullHeight ? ' shell-loading--full' : ''}`}
    >
      <span aria-hidden className="shell-spinner" />
      <p>{words.loading}</p>
    </div>
  );
}
