// Each vendor-app page names itself in the browser tab (the vendor app has no store title to follow it). The
// bench pages give the whole title in the user's language ("… | App del proveedor").
import { useEffect } from 'react';
import { setDocumentTitle } from '../shell/white-label/head.ts';

export function useVendorTitle(title: string): void {
  useEffect(() => setDocumentTitle(title.includes(' | ') ? title : `${title} | Vendor app`), [title]);
}
