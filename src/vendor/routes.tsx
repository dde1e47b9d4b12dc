// Every route of the vendor app (docs/product.md#routes-vendor-app) in one table but its login page (/login,
// hand-built, VendorApp.tsx's own: the first route loads no MUI). No top navigation anywhere;
// the portal pages
// under /portal/* get their own frame with a left navigation.
import type { ReactNode } from 'react';
import { lazyWithReload } from '../shell/lazy-with-reload.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { RequireSession } from '../shell/RequireSession.tsx';
import { vendorLoginPath } from '../shell/forced-logout.ts';
import { VendorHomeRedirect } from './VendorHomeRedirect.tsx';

// Joining: password reset is the storefront's account pages (the server tells the apps apart by host).
const ForgotPasswordPage = lazyWithReload(() => import('../shell/accounts/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazyWithReload(() => import('../shell/accounts/ResetPasswordPage.tsx'));
const SignupPage = lazyWithReload(() => import('./join/SignupPage.tsx'));
const CreateAccountPage = lazyWithReload(() => import('./join/CreateAccountPage.tsx'));
const WelcomePage = lazyWithReload(() => import('./join/WelcomePage.tsx'));
const StoreInvitationPage = lazyWithReload(() => import('./join/StoreInvitationPage.tsx'));
// Onboarding (docs/product.md#vendors-onboarding): the plan (and back from Stripe), address and bank account.
const AddressDetailPage = lazyWithReload(() => import('./onboarding/AddressDetailPage.tsx'));
const BankDetailPage = lazyWithReload(() => import('./onboarding/BankDetailPage.tsx'));
const SetupCompletePage = lazyWithReload(() => import('./onboarding/SetupCompletePage.tsx'));
// The plan pages are the store's too (src/shell/onboarding), here for the vendor audience.
const SelectPlanPage = lazyWithReload<object>(() =>
  import('../shell/onboarding/PlanPages.tsx').then((m) => ({
    default: () => <m.SelectPlanPage audience="vendor" />,
  })),
);
const ConfirmPlanPage = lazyWithReload<object>(() =>
  import('../shell/onboarding/PlanPages.tsx').then((m) => ({
    default: () => <m.ConfirmPlanPage audience="vendor" />,
  })),
);
const StripeMiddlePage = lazyWithReload(() => import('./onboarding/StripeMiddlePage.tsx'));
// The bench flow, phone-first.
const WorkItemsPage = lazyWithReload(() => import('./bench/WorkItemsPage.tsx'));
const StartWorkPage = lazyWithReload(() => import('./bench/StartWorkPage.tsx'));
const JobInProgressPage = lazyWithReload(() => import('./bench/JobInProgressPage.tsx'));
const WorkInformationPage = lazyWithReload(() => import('./bench/WorkInformationPage.tsx'));
const TellUsPage = lazyWithReload(() => import('./bench/TellUsPage.tsx'));
const JobDonePage = lazyWithReload(() => import('./bench/JobDonePage.tsx'));
const RepairHistoryPage = lazyWithReload(() => import('./bench/RepairHistoryPage.tsx'));

/** A page for a logged-in vendor user; others log in first and come back (a scanned ticket's link too). */
const signedIn = (page: ReactNode) => <RequireSession loginPath={vendorLoginPath}>{page}</RequireSession>;

export interface VendorRoute {
  path: string;
  page: ReactNode;
}

export const vendorRoutes: VendorRoute[] = [
  { path: '/', page: <VendorHomeRedirect /> },
  { path: '/forgot-password', page: <ForgotPasswordPage /> },
  { path: '/reset-password/:key/:token', page: <ResetPasswordPage /> },
  { path: '/signup', page: <SignupPage /> },
  { path: '/store-invitation/:uid', page: <StoreInvitationPage /> },
  { path: '/create-account', page: <CreateAccountPage /> },
  { path: '/welcome', page: signedIn(<WelcomePage />) },
  { path: '/selectplan', page: signedIn(<SelectPlanPage />) },
  { path: '/confirmplan', page: signedIn(<ConfirmPlanPage />) },
  { path: '/stripe-middle-page', page: signedIn(<StripeMiddlePage />) },
  { path: '/address-detail', page: signedIn(<AddressDetailPage />) },
  { path: '/bank-detail', page: signedIn(<BankDetailPage />) },
  { path: '/setup-complete', page: signedIn(<SetupCompletePage />) },
  {
    path: '/scan-work-instructions/:store_id/:vendor_id/:order_no',
    page: signedIn(<WorkItemsPage />),
  },
  { path: '/work-items', page: signedIn(<WorkItemsPage />) },
  { path: '/repair-history/:id', page: signedIn(<RepairHistoryPage />) },
  { path: '/start-work', page: signedIn(<StartWorkPage />) },
  { path: '/job-in-progress', page: signedIn(<JobInProgressPage />) },
  { path: '/work-information', page: signedIn(<WorkInformationPage />) },
  { path: '/tell-us', page: signedIn(<TellUsPage />) },
  { path: '/job-done', page: signedIn(<JobDonePage />) },
  { path: '*', page: <NotFoundPage /> },
];
