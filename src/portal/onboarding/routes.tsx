// The store onboarding and account routes of docs/product.md#routes-portal-onboarding on the platform host,
// each with its page.
import type { ReactElement } from 'react';
import { ConfirmPlanPage, CheckoutReturnPage, PayPerLocationPage, SelectPlanPage } from './PlanPages.tsx';
import {
  AddBillItemsPage,
  CompleteSetupPage,
  ConnectStripePage,
  FailedStripePage,
  PaymentPage,
  StripeReturnPage,
} from './PaymentPages.tsx';
import {
  ConnectShippingPage,
  ShippingDetailPage,
  StoreAddressPage,
  StoreWelcomePage,
} from './SetupPages.tsx';
import {
  CheckInboxPage,
  PortalForgotPasswordPage,
  PortalResetPasswordPage,
  StoreSignUpPage,
  WelcomePage,
} from './SignUpPages.tsx';

// Back from a plan's checkout: on to the next onboarding step, or Billing once the store is set up.
const afterPlan = (next: string | null) => next ?? '/portal/billing';
const toBilling = () => '/portal/billing';

const routes: readonly { path: string; element: ReactElement }[] = [
  { path: '/onboarding/welcome', element: <WelcomePage /> },
  { path: '/onboarding/store', element: <StoreSignUpPage /> },
  { path: '/portal/check-inbox', element: <CheckInboxPage /> },
  { path: '/portal/forgot-password', element: <PortalForgotPasswordPage /> },
  { path: '/portal/reset-password/:key/:token', element: <PortalResetPasswordPage /> },
  { path: '/store-welcome', element: <StoreWelcomePage /> },
  { path: '/store-address', element: <StoreAddressPage /> },
  { path: '/connect-shipping', element: <ConnectShippingPage /> },
  { path: '/store-shipping-detail', element: <ShippingDetailPage /> },
  { path: '/select-plan', element: <SelectPlanPage /> },
  { path: '/pay-per-location', element: <PayPerLocationPage /> },
  { path: '/confirm-plan', element: <ConfirmPlanPage /> },
  { path: '/store-confirmplan', element: <ConfirmPlanPage fromBilling /> },
  {
    path: '/plan/middle-page',
    element: <CheckoutReturnPage title="Processing your plan" done={afterPlan} />,
  },
  {
    path: '/store-billing-middle-page',
    element: <CheckoutReturnPage title="Processing your payment" done={toBilling} />,
  },
  { path: '/middle-page', element: <StripeReturnPage /> },
  { path: '/connect-stripe', element: <ConnectStripePage /> },
  { path: '/complete-setup', element: <CompleteSetupPage /> },
  { path: '/failed-stripe-onboarding', element: <FailedStripePage /> },
  { path: '/portal/payment', element: <PaymentPage /> },
  { path: '/addbillitems', element: <AddBillItemsPage /> },
];

/** The page of one onboarding path (this module loads lazily: its forms are not in the login page's chunk). */
export function OnboardingPage({ path }: { path: string }) {
  return routes.find((r) => r.path === path)?.element ?? null;
}
