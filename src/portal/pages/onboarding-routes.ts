// The store onboarding and account routes of spec section 2 that later issues bring; until then each is a
// designed page that says so. Title: the page's heading; what: what the later issue brings.
export interface ComingLaterRoute {
  path: string;
  title: string;
  what: string;
}

export const onboardingRoutes: readonly ComingLaterRoute[] = [
  { path: '/onboarding/welcome', title: 'Welcome aboard', what: 'the onboarding welcome' },
  { path: '/onboarding/store', title: 'Tell us about your store', what: 'store details for onboarding' },
  { path: '/portal/check-inbox', title: 'Check your inbox', what: 'the email confirmation step' },
  { path: '/pay-per-location', title: 'Pay per location', what: 'per-location pricing' },
  { path: '/portal/forgot-password', title: 'Forgot your password?', what: 'password recovery by email' },
  { path: '/portal/reset-password/:key/:token', title: 'Choose a new password', what: 'password reset' },
  { path: '/store-welcome', title: 'Welcome to your store', what: 'the store welcome step' },
  { path: '/portal/payment', title: 'Payment method', what: 'payment method setup' },
  { path: '/store-address', title: 'Store address', what: 'the store address step' },
  { path: '/connect-shipping', title: 'Connect shipping', what: 'shipping carrier connection' },
  { path: '/store-shipping-detail', title: 'Shipping details', what: 'the store shipping details' },
  { path: '/select-plan', title: 'Select a plan', what: 'plan selection' },
  { path: '/confirm-plan', title: 'Confirm your plan', what: 'plan confirmation' },
  { path: '/store-confirmplan', title: 'Confirm your store plan', what: 'store plan confirmation' },
  { path: '/connect-stripe', title: 'Connect Stripe', what: 'Stripe payouts onboarding' },
  { path: '/complete-setup', title: 'Complete your setup', what: 'the final setup step' },
  {
    path: '/failed-stripe-onboarding',
    title: 'Stripe onboarding did not finish',
    what: 'Stripe onboarding recovery',
  },
  { path: '/addbillitems', title: 'Add billing items', what: 'billing items' },
  { path: '/plan/middle-page', title: 'Processing your plan', what: 'the plan checkout return' },
  {
    path: '/store-billing-middle-page',
    title: 'Processing your billing',
    what: 'the store billing checkout return',
  },
  { path: '/middle-page', title: 'Processing', what: 'the checkout return' },
];
