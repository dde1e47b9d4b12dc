// What the white-label layer tells the pages: the store's settings (or none), whether they are still being
// fetched or failed, and a way to fetch them again.
import { createContext, useContext } from 'react';
import type { StoreSettings, WhiteLabelValues } from './theme-values.ts';

export interface WhiteLabel {
  settings: StoreSettings | null;
  /** loading: first fetch with nothing kept locally; failed: the fetch failed and nothing is kept. */
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  values: WhiteLabelValues;
  /** The store name, or the face's default title when there are no settings. */
  name: string;
  reload: () => void;
}

export const WhiteLabelContext = createContext<WhiteLabel | null>(null);

export function useWhiteLabel(): WhiteLabel {
  const value = useContext(WhiteLabelContext);
  if (!value) throw new Error('useWhiteLabel must be used inside <WhiteLabelProvider>');
  return value;
}
