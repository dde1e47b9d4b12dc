// The application shell: picks the face for this host (vendor, platform or storefront; spec section 2),
// provides its look, routes inside one BrowserRouter, sends forced logouts to the right login page, and
// loads each face as its own lazily loaded chunk.
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Face } from '../shared/hosts.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ForcedLogoutBridge } from './ForcedLogoutBridge.tsx';
import { lazyWithReload } from './lazy-with-reload.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import { WhiteLabelProvider } from './white-label/WhiteLabelProvider.tsx';

const StorefrontApp = lazyWithReload(() => import('../storefront/StorefrontApp.tsx'));
const VendorApp = lazyWithReload(() => import('../vendor/VendorApp.tsx'));
const PortalApp = lazyWithReload(() => import('../portal/PortalApp.tsx'));

const faces: Record<Face, { fetchSettings: boolean; defaultTitle: string; App: typeof StorefrontApp }> = {
  storefront: { fetchSettings: true, defaultTitle: 'Online store', App: StorefrontApp },
  vendor: { fetchSettings: false, defaultTitle: 'Vendor portal', App: VendorApp },
  platform: { fetchSettings: false, defaultTitle: 'Store portal', App: PortalApp },
};

export function Shell({ face }: { face: Face }) {
  const { fetchSettings, defaultTitle, App } = faces[face];
  return (
    <BrowserRouter>
      <ForcedLogoutBridge face={face} />
      <WhiteLabelProvider fetchSettings={fetchSettings} defaultTitle={defaultTitle}>
        <ErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <App />
          </Suspense>
        </ErrorBoundary>
      </WhiteLabelProvider>
    </BrowserRouter>
  );
}
