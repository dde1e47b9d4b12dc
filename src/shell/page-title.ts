// docs/product.md#white-label-page-title: each page has its own title, followed by the store's title (or its
// name when it has none).
import { useEffect } from 'react';
import { setDocumentTitle } from './white-label/head.ts';
import { useWhiteLabel } from './white-label/white-label-context.ts';

export function usePageTitle(title: string | null): void {
  const { settings, name } = useWhiteLabel();
  const store = settings?.title || name;
  useEffect(() => {
    // After the white-label provider's own effect (it sets the store title when settings arrive).
    const id = setTimeout(() => setDocumentTitle(title ? `${title} | ${store}` : store), 0);
    return () => clearTimeout(id);
  }, [title, store]);
}
