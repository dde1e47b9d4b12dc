// A lazily loaded part built on MUI, wrapped in the white-label's MUI theme. The theme (and MUI with it)
// loads together with the part, so a face or page that is hand-built never pulls MUI into its first route.
import type { ComponentType } from 'react';
import { lazyWithReload } from './lazy-with-reload.ts';

export function lazyWithMui<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { baseline = false }: { baseline?: boolean } = {},
) {
  return lazyWithReload<P>(async () => {
    const [{ default: Part }, { MuiWhiteLabelTheme }] = await Promise.all([
      load(),
      import('./white-label/MuiWhiteLabelTheme.tsx'),
    ]);
    function Themed(props: P) {
      return (
        <MuiWhiteLabelTheme baseline={baseline}>
          <Part {...props} />
        </MuiWhiteLabelTheme>
      );
    }
    return { default: Themed };
  });
}
