// The store onboarding and account routes of docs/product.md#routes-portal-onboarding on the platform host,
// each with its page.
import type { ReactElement } from 'react';
import type { Onboarding } from '../../shell/onboarding/audiences.ts';
import { OnboardingSurface, type OnboardingSurfaceProps } from '../../shell/onboarding/OnboardingFrame.tsx';
import {
  CheckoutReturnPage,
  ConfirmPlanPage,
  PayPerLocationPage,
  SelectPlanPage,
} from '../../shell/onboarding/PlanPages.tsx';
import { PublicPage } from '../pages/PublicPage.tsx';
import { t } from '../i18n/t.ts';
import { useChosenLocale } from '../../shell/i18n/chosen-locale.ts';
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
const afterPlan = (next: Onboarding | null) => (next && !next.complete ? next.nextPath : '/portal/billing');
const toBilling = () => '/portal/billing';
const billing = () => ({ to: '/portal/billing', label: t('portal.onboarding.go_to_billing') });

/** The store's onboarding cards sit on the portal's public page (its theme and the product's mark). */
function PortalSurface({ title, width, children }: OnboardingSurfaceProps) {
  return (
    <PublicPage title={title} width={width}>
      {children}
    </PublicPage>
  );
}

/** The pages, their words in the user's language at the time they are drawn. */
const routes = (): readonly { path: string; element: ReactElement }[] => [
  { path: '/onboarding/welcome', element: <WelcomePage /> },
  { path: '/onboarding/store', element: <StoreSignUpPage /> },
  { path: '/portal/check-inbox', element: <CheckInboxPage /> },
  { path: '/portal/forgot-password', element: <PortalForgotPasswordPage /> },
  { path: '/portal/reset-password/:key/:token', element: <PortalResetPasswordPage /> },
  { path: '/store-welcome', element: <StoreWelcomePage /> },
  { path: '/store-address', element: <StoreAddressPage /> },
  { path: '/connect-shipping', element: <ConnectShippingPage /> },
  { path: '/store-shipping-detail', element: <ShippingDetailPage /> },
  { path: '/select-plan', element: <SelectPlanPage audience="store" /> },
  { path: '/pay-per-location', element: <PayPerLocationPage audience="store" /> },
  { path: '/confirm-plan', element: <ConfirmPlanPage audience="store" /> },
  { path: '/store-confirmplan', element: <ConfirmPlanPage audience="store" fromBilling /> },
  {
    path: '/plan/middle-page',
    element: (
      <CheckoutReturnPage
        audience="store"
        title={t('portal.onboarding.processing_plan')}
        done={afterPlan}
        back={billing()}
      />
    ),
  },
  {
    path: '/store-billing-middle-page',
    element: (
      <CheckoutReturnPage
        audience="store"
        title={t('portal.onboarding.processing_payment')}
        done={toBilling}
        back={billing()}
      />
    ),
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
  // Drawn again in the new language when the user changes it.
  useChosenLocale();
  return (
    <OnboardingSurface.Provider value={PortalSurface}>
      {routes().find((r) => r.path === path)?.element ?? null}
    </OnboardingSurface.Provider>
  );
}
