// The vendor portal (/portal/*): signed-in vendor users only; every page of the table in the portal frame,
// owner-only pages refused to vendor staff.
import { Navigate, Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '../../shell/ComingSoonPage.tsx';
import { lazyWithReload } from '../../shell/lazy-with-reload.ts';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { RequireSession } from '../../shell/RequireSession.tsx';
import { useSession } from '../../shell/use-session.ts';
import { canSeeVendorPage } from './access.ts';
import { NoAccessPage } from './NoAccessPage.tsx';
import { comingSoonSentence, dashboardPath, vendorPortalPages } from './pages.tsx';
import { VendorPortalLayout } from './VendorPortalLayout.tsx';

const DashboardPage = lazyWithReload(() => import('./dashboard/DashboardPage.tsx'));

export default function VendorPortalRoutes() {
  const roleId = useSession()?.role.role_id ?? null;
  return (
    <RequireSession loginPath="/login">
      <Routes>
        <Route element={<VendorPortalLayout />}>
          <Route index element={<Navigate to={dashboardPath} replace />} />
          {vendorPortalPages.map((page) => (
            <Route
              key={page.path}
              path={page.path}
              element={
                !canSeeVendorPage(roleId, page.access) ? (
                  <NoAccessPage />
                ) : page.path === 'dashboard' ? (
                  <DashboardPage />
                ) : (
                  <ComingSoonPage title={page.title} sentence={comingSoonSentence} />
                )
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RequireSession>
  );
}
