// Every route of the platform hosts (app, live, staging, hotfix): the login page, the store onboarding
// pages of docs/product.md#routes-portal-onboarding, the root redirect and the main portal under /portal/*.
// The shell renders this
// lazily inside its own BrowserRouter.
import { Navigate, Route, Routes } from 'react-router-dom';
import { getSession, isExpired } from '../client/session.ts';
import { isPortalRole, landingPathFor } from './access.ts';
import { LoginPage } from './pages/LoginPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { onboardingPaths } from './onboarding/paths.ts';
import { lazyWithReload } from '../shell/lazy-with-reload.ts';

// react-admin and everything under it load only past the login page (its first route stays light).
const PortalAdmin = lazyWithReload<object>(async () => ({
  default: (await import('./PortalAdmin.tsx')).PortalAdmin,
}));
// The onboarding pages (rjsf forms) load only when one is opened.
const OnboardingPage = lazyWithReload<{ path: string }>(async () => ({
  default: (await import('./onboarding/routes.tsx')).OnboardingPage,
}));
import { AuthenticatePage } from './acting/AuthenticatePage.tsx';
import { ShopifyAuthPage } from './integrations/ShopifyAuthPage.tsx';
import { StaffSignupPage } from './pages/StaffSignupPage.tsx';

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
      <Route path="/portal/login" element={<LoginPage />} />
      <Route path="/authenticate/:id" element={<AuthenticatePage />} />
      <Route path="/shopify-auth" element={<ShopifyAuthPage />} />
      <Route path="/staff-signup/:vendor_id/:uuid" element={<StaffSignupPage />} />
      {onboardingPaths.map((path) => (
        <Route key={path} path={path} element={<OnboardingPage path={path} />} />
      ))}
      <Route path="/portal/*" element={<PortalAdmin />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
