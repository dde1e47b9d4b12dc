// A storefront page in its frame: the store's header and footer as the route's flags ask.
import type { ReactNode } from 'react';
import { PageFrame } from '../../shell/PageFrame.tsx';
import type { RouteFlags } from '../../shell/route-flags.ts';
import { StorefrontFooter } from './StorefrontFooter.tsx';
import { StorefrontHeader } from './StorefrontHeader.tsx';

export function StorefrontFrame({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  return (
    <PageFrame flags={flags} topNav={<StorefrontHeader />} bottomBar={<StorefrontFooter />}>
      {children}
    </PageFrame>
  );
}
