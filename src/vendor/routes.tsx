// Every route of the vendor app (spec section 2) in one table. No top navigation anywhere; the portal pages
// under /portal/* get their own frame with a left navigation.
import type { ReactNode } from 'react';
import { ComingSoonPage } from '../shell/ComingSoonPage.tsx';
import { lazyWithReload } from '../shell/lazy-with-reload.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { OnboardingStepPage } from './onboarding/OnboardingStepPage.tsx';
import { VendorHomeRedirect } from './VendorHomeRedirect.tsx';

const VendorLoginPage = lazyWithReload(() => import('./login/VendorLoginPage.tsx'));

export interface VendorRoute {
  path: string;
  page: ReactNode;
}

const soon = (title: string, sentence: string) => <ComingSoonPage title={title} sentence={sentence} />;
const passwordReset = soon(
  'Password reset is coming soon',
  'Soon you will be able to reset your password here.',
);
const signUp = soon(
  'Vendor sign up is coming soon',
  'Soon you will be able to create your vendor account here.',
);
const workshop = (title: string) =>
  soon(title, 'Soon your bench team will record work from the shop floor here.');

export const vendorRoutes: VendorRoute[] = [
  { path: '/', page: <VendorHomeRedirect /> },
  { path: '/login', page: <VendorLoginPage /> },
  { path: '/forgot-password', page: passwordReset },
  { path: '/reset-password/:key/:token', page: passwordReset },
  { path: '/signup', page: signUp },
  {
    path: '/staff-signup/:vendor_id/:uuid',
    page: soon(
      'Team invitations are coming soon',
      'Soon you will be able to join your vendor team from this link.',
    ),
  },
  {
    path: '/store-invitation/:uid',
    page: soon(
      'Store invitations are coming soon',
      'Soon you will be able to accept a store’s invitation here.',
    ),
  },
  { path: '/create-account', page: signUp },
  { path: '/welcome', page: soon('Welcome', 'Vendor onboarding arrives in a later release.') },
  {
    path: '/selectplan',
    page: (
      <OnboardingStepPage
        title="Plans are coming soon"
        sentence="Soon you will choose your subscription here."
      />
    ),
  },
  {
    path: '/confirmplan',
    page: (
      <OnboardingStepPage
        title="Plans are coming soon"
        sentence="Soon you will confirm your subscription here."
      />
    ),
  },
  {
    path: '/stripe-middle-page',
    page: soon('Payment set-up is coming soon', 'Soon this page will confirm your payment details.'),
  },
  {
    path: '/address-detail',
    page: (
      <OnboardingStepPage
        title="Address details are coming soon"
        sentence="Soon you will add your workshop address here."
      />
    ),
  },
  {
    path: '/bank-detail',
    page: (
      <OnboardingStepPage
        title="Bank details are coming soon"
        sentence="Adding your bank account arrives with a later issue; you can use the portal meanwhile."
      />
    ),
  },
  {
    path: '/setup-complete',
    page: soon('Setup complete', 'The end of vendor onboarding arrives in a later release.'),
  },
  {
    path: '/scan-work-instructions/:store_id/:vendor_id/:order_no',
    page: workshop('Work instructions are coming soon'),
  },
  { path: '/work-items', page: workshop('Work items are coming soon') },
  { path: '/repair-history/:id', page: workshop('Repair history is coming soon') },
  { path: '/start-work', page: workshop('Starting work is coming soon') },
  { path: '/job-in-progress', page: workshop('Jobs in progress are coming soon') },
  { path: '/work-information', page: workshop('Work information is coming soon') },
  { path: '/tell-us', page: workshop('Work notes are coming soon') },
  { path: '/job-done', page: workshop('Finishing jobs is coming soon') },
  { path: '*', page: <NotFoundPage /> },
];
