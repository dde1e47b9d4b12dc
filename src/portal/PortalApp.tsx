// Every route of the platform hosts (app, live, staging, hotfix). The shell loads this lazily inside its own
// BrowserRouter, without MUI: the login page and the root redirect are hand-built (the portal's first route
// carries no react-admin and no MUI); every other route — onboarding, acting as a store, staff signup and the
// main portal under /portal/* — is PortalRoutes.tsx, loaded with the MUI theme once it is opened (the login
// page starts loading it as the user signs in).
import { Navigate, Route, Routes } from 'react-router-dom';
import { getSession, isExpired } from '../client/session.ts';
import { lazyWithMui } from '../shell/lazy-with-mui.tsx';
import { isPortalRole, landingPathFor } from './landing.ts';
import { LoginPage } from './pages/LoginPage.tsx';

const PortalRoutes = lazyWithMui(() => import('./PortalRoutes.tsx'), { baseline: true });

/** What a signed-in user opens next: the routes past the login (with the MUI theme) and the main portal. */
function preloadPortal() {
  PortalRoutes.preload();
  void import('./PortalAdmin.tsx').catch(() => undefined);
}

/** / and /portal: the user's portal home when logged in, else the login page. */
function HomeRedirect() {
  const session = getSession();
  const live =
    session && isPortalRole(session.role.role_id) && session.refresh && !isExpired(session.refresh);
  return <Navigate to={live ? landingPathFor(session) : '/portal/login'} replace />;
}

export default function PortalApp() {
  return (
    <Routes>
      <Route path="/" element={<HomeRedirect />} />
      <Route path="/portal" element={<HomeRedirect />} />
      <Route path="/portal/login" element={<LoginPage preload={preloadPortal} />} />
      <Route path="*" element={<PortalRoutes />} />
    </Routes>
  );
}
