// Each vendor-app page names itself in the browser tab (the vendor app has no store title to follow it).
import { useEffect } from 'react';
import { setDocumentTitle } from '../shell/white-label/head.ts';

export function useVendorTitle(title: string): void {
  useEffect(() => setDocumentTitle(`${title} | Vendor app`), [title]);
}
