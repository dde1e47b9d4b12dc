// A lazily loaded part built on MUI, wrapped in the white-label's MUI theme. The theme (and MUI with it)
// loads together with the part, so a face or page that is hand-built never pulls MUI into its first route.
// `preload` starts fetching both before the part is shown (a login page, as the user signs in).
import type { ComponentType } from 'react';
import { lazyWithReload } from './lazy-with-reload.ts';

const loadTheme = () => import('./white-label/MuiWhiteLabelTheme.tsx');

export function lazyWithMui<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { baseline = false }: { baseline?: boolean } = {},
) {
  const part = lazyWithReload<P>(async () => {
    const [{ default: Part }, { MuiWhiteLabelTheme }] = await Promise.all([load(), loadTheme()]);
    function Themed(props: P) {
      return (
        <MuiWhiteLabelTheme baseline={baseline}>
          <Part {...props} />
        </MuiWhiteLabelTheme>
      );
    }
    return { default: Themed };
  });
  /** Fetches the part and the theme ahead (a failure shows when the part is opened, as without it). */
  const preload = () => {
    void Promise.all([load(), loadTheme()]).catch(() => undefined);
  };
  return Object.assign(part, { preload });
}
