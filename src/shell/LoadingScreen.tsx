// What shows while a face or a page is loading: a spinner with docs/product.md#formats-display-fallbacks's
// "Loading..." text for screen
// readers and everyone else. Plain elements (src/shell/shell.css): it is on every face's first paint.
export function LoadingScreen({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`shell-loading${fullHeight ? ' shell-loading--full' : ''}`}
    >
      <span aria-hidden className="shell-spinner" />
      <p>Loading...</p>
    </div>
  );
}
