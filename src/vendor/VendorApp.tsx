// The vendor route set (spec section 2): public and onboarding pages in a plain frame (no top navigation),
// and the vendor portal under /portal/*.
import { Route, Routes } from 'react-router-dom';
import { PageFrame } from '../shell/PageFrame.tsx';
import { lazyWithReload } from '../shell/lazy-with-reload.ts';
import { vendorPage } from '../shell/route-flags.ts';
import { vendorRoutes } from './routes.tsx';

const VendorPortalRoutes = lazyWithReload(() => import('./portal/VendorPortalRoutes.tsx'));

export default function VendorApp() {
  return (
    <Routes>
      <Route path="/portal/*" element={<VendorPortalRoutes />} />
      {vendorRoutes.map(({ path, page }) => (
        <Route key={path} path={path} element={<PageFrame flags={vendorPage}>{page}</PageFrame>} />
      ))}
    </Routes>
  );
}
