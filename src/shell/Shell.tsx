// The application shell: picks the face for this host (vendor, platform or storefront; spec section 2),
// provides its look, routes inside one BrowserRouter, sends forced logouts to the right login page, and
// loads each face as its own lazily loaded chunk.
import { Suspense, type ComponentType } from 'react';
import './shell.css';
import { BrowserRouter } from 'react-router-dom';
import type { Face } from '../shared/hosts.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ForcedLogoutBridge } from './ForcedLogoutBridge.tsx';
import { lazyWithMui } from './lazy-with-mui.tsx';
import { lazyWithReload } from './lazy-with-reload.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import { WhiteLabelProvider } from './white-label/WhiteLabelProvider.tsx';

const StorefrontApp = lazyWithReload(() => import('../storefront/StorefrontApp.tsx'));
// The portal and the vendor app are built on MUI: their chunks bring its theme; the storefront is hand-built.
const VendorApp = lazyWithMui(() => import('../vendor/VendorApp.tsx'), { baseline: true });
const PortalApp = lazyWithMui(() => import('../portal/PortalApp.tsx'), { baseline: true });

const faces: Record<Face, { fetchSettings: boolean; defaultTitle: string; App: ComponentType }> = {
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
