// The platform hosts' routes past the login page, built on MUI (the shell wraps them in its theme: PortalApp
// loads this with lazyWithMui): the store onboarding pages of docs/product.md#routes-portal-onboarding, acting
// as a store, the Shopify hand-over, staff signup and the main portal under /portal/* (react-admin).
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { onboardingPaths } from './onboarding/paths.ts';
import { lazyWithReload } from '../shell/lazy-with-reload.ts';
import { ChosenWordsProvider } from '../shell/i18n/ChosenWordsProvider.tsx';
import { AuthenticatePage } from './acting/AuthenticatePage.tsx';
import { ShopifyAuthPage } from './integrations/ShopifyAuthPage.tsx';
import { StaffSignupPage } from './pages/StaffSignupPage.tsx';

// react-admin and everything under it load only for the main portal.
const PortalAdmin = lazyWithReload<object>(async () => ({
  default: (await import('./PortalAdmin.tsx')).PortalAdmin,
}));
// The onboarding pages (rjsf forms) load only when one is opened.
const OnboardingPage = lazyWithReload<{ path: string }>(async () => ({
  default: (await import('./onboarding/routes.tsx')).OnboardingPage,
}));

export default function PortalRoutes() {
  return (
    <ChosenWordsProvider>
      <Routes>
        <Route path="/authenticate/:id" element={<AuthenticatePage />} />
        <Route path="/shopify-auth" element={<ShopifyAuthPage />} />
        <Route path="/staff-signup/:vendor_id/:uuid" element={<StaffSignupPage />} />
        {onboardingPaths.map((path) => (
          <Route key={path} path={path} element={<OnboardingPage path={path} />} />
        ))}
        <Route path="/portal/*" element={<PortalAdmin />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ChosenWordsProvider>
  );
}
