// The application shell: picks the face for this host (vendor, platform or storefront;
// docs/product.md#hosts-faces),
// provides its look, routes inside one BrowserRouter, sends forced logouts to the right login page, and
// loads each face as its own lazily loaded chunk. It is the one place that knows the faces: a face never
// imports another (eslint.config.js), so a vendor host's portal (/portal/*, staff signup) — the portal face
// in vendor kind — is mounted here beside the vendor app.
import { Suspense, type ComponentType } from 'react';
import './shell.css';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Face } from '../shared/hosts.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ForcedLogoutBridge } from './ForcedLogoutBridge.tsx';
import { lazyWithMui } from './lazy-with-mui.tsx';
import { lazyWithReload } from './lazy-with-reload.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import { PageFrame } from './PageFrame.tsx';
import { RenderedLocation } from './RenderedLocation.tsx';
import { vendorPage } from './route-flags.ts';
import { WhiteLabelProvider } from './white-label/WhiteLabelProvider.tsx';
import { useWhiteLabel } from './white-label/white-label-context.ts';
import { catalogueOf, localeOf } from './i18n/load-catalogue.ts';

const loadStorefront = () => import('../storefront/StorefrontApp.tsx');
const StorefrontApp = lazyWithReload(loadStorefront);
// The portal's and the vendor app's login pages are hand-built like the storefront: each app loads MUI (its
// theme with it) past its login route (PortalApp.tsx, VendorApp.tsx). The vendor portal is built on MUI.
const loadVendor = () => import('../vendor/VendorApp.tsx');
const VendorApp = lazyWithReload(loadVendor);
const loadPortal = () => import('../portal/PortalApp.tsx');
const PortalApp = lazyWithReload(loadPortal);
const VendorPortalRoutes = lazyWithMui(() => import('../portal/vendor/VendorPortalRoutes.tsx'), {
  baseline: true,
});
const VendorStaffSignupPage = lazyWithMui(() => import('../portal/vendor/StaffSignupPage.tsx'), {
  baseline: true,
});

/** The vendor host: the vendor app, with the portal face's vendor-kind routes beside it. */
function VendorHost() {
  return (
    <Routes>
      <Route path="/portal/*" element={<VendorPortalRoutes />} />
      <Route
        path="/staff-signup/:vendor_id/:uuid"
        element={
          <PageFrame flags={vendorPage}>
            <VendorStaffSignupPage />
          </PageFrame>
        }
      />
      <Route path="*" element={<VendorApp />} />
    </Routes>
  );
}

const faces: Record<
  Face,
  { fetchSettings: boolean; defaultTitle: string; App: ComponentType; load: () => Promise<unknown> }
> = {
  storefront: { fetchSettings: true, defaultTitle: 'Online store', App: StorefrontApp, load: loadStorefront },
  vendor: { fetchSettings: false, defaultTitle: 'Vendor portal', App: VendorHost, load: loadVendor },
  platform: { fetchSettings: false, defaultTitle: 'Store portal', App: PortalApp, load: loadPortal },
};

/** The storefront's words (docs/product.md#languages) are asked for as soon as the store's language is known,
 * beside the face's chunk, not after it (the storefront's WordsProvider waits for the same promise). */
function EarlyLoads({ face }: { face: Face }) {
  const { settings } = useWhiteLabel();
  void faces[face].load().catch(() => undefined); // the lazy component reports a failure (lazy-with-reload.ts)
  if (face === 'storefront') void catalogueOf(localeOf(settings?.language ?? null)).catch(() => undefined);
  return null;
}

export function Shell({ face }: { face: Face }) {
  const { fetchSettings, defaultTitle, App } = faces[face];
  return (
    <BrowserRouter>
      <RenderedLocation />
      <ForcedLogoutBridge face={face} />
      <WhiteLabelProvider fetchSettings={fetchSettings} defaultTitle={defaultTitle}>
        <ErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <EarlyLoads face={face} />
            <App />
          </Suspense>
        </ErrorBoundary>
      </WhiteLabelProvider>
    </BrowserRouter>
  );
}
