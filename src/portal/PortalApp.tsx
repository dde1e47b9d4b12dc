// Every route of the platform hosts (app, live, staging, hotfix): the login page, the store onboarding
// pages of spec section 2, the root redirect and the main portal under /portal/*. The shell renders this
// lazily inside its own BrowserRouter.
import { Navigate, Route, Routes } from 'react-router-dom';
import { getSession, isExpired } from '../client/session.ts';
import { homePathFor, isPortalRole } from './access.ts';
import { ComingLaterPage } from './pages/ComingLaterPage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { onboardingRoutes } from './pages/onboarding-routes.ts';
import { lazyWithReload } from '../shell/lazy-with-reload.ts';

// react-admin and everything under it load only past the login page (its first route stays light).
const PortalAdmin = lazyWithReload<object>(async () => ({
  default: (await import('./PortalAdmin.tsx')).PortalAdmin,
}));

/** / and /portal: the user's portal home when logged in, else the login page. */
function HomeRedirect() {
  const session = getSession();
  const live =
    session && isPortalRole(session.role.role_id) && session.refresh && !isExpired(session.refresh);
  return <Navigate to={live ? homePathFor(session.role.role_id) : '/portal/login'} replace />;
}

export default function PortalApp() {
  return (
    <Routes>
      <Route path="/" element={<HomeRedirect />} />
      <Route path="/portal" element={<HomeRedirect />} />
      <Route path="/portal/login" element={<LoginPage />} />
      {onboardingRoutes.map(({ path, ...page }) => (
        <Route key={path} path={path} element={<ComingLaterPage {...page} />} />
      ))}
      <Route path="/portal/*" element={<PortalAdmin />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
