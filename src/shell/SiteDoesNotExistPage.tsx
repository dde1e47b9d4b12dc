// The only page an inactive store shows (docs/product.md#white-label-inactive-store), in the language in force
// (its store's settings are not given out: the user's choice, else English; i18n/frame-words.ts).
import { useFrameWords } from './i18n/frame-words.ts';

export function SiteDoesNotExistPage() {
  const words = useFrameWords();
  return (
    <main data-testid="page-background" className="shell-site-gone">
      <h1 className="shell-title">{words.site_gone}</h1>
    </main>
  );
}
