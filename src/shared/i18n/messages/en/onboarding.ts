// The shared onboarding pages' words (src/shell/onboarding: the frame of every onboarding page and the plan
// pages, a store's and a vendor's alike; docs/product.md#languages). The store's steps are named as
// src/shared/onboarding.ts names them; a vendor's steps are vendor_join.steps.
import { stepLabels } from '../../../onboarding.ts';

export const onboarding = {
  store_steps: { ...stepLabels },
  loading: 'Loading…',
  loading_setup: 'Loading your setup',
  try_again: 'Try again',
  progress: 'Setup progress',
  step_of: 'Step %{number} of %{count}: %{label}',
  all_steps: 'All %{count} steps',
  plans: {
    choose_title: 'Choose your plan',
    intro_store: 'Change it any time from Billing.',
    intro_vendor: 'What the platform costs your workshop each month. You can change it later in Settings.',
    continue: 'Continue',
    active: 'Your plan is active.',
    loading_plans: 'Loading the plans…',
    none: 'No plans are offered yet. Please come back later.',
    per_location_title: 'Pay per location',
    per_location:
      '%{plan} includes %{smart_count} location; each further one is %{price} a month. |||| %{plan} includes %{smart_count} locations; each further one is %{price} a month.',
    how_many: 'How many locations do you run?',
    monthly_total: 'Monthly total:',
    missing: 'That plan is not offered any more.',
    see_plans: 'See the plans',
    confirm_title: 'Confirm your plan',
    loading_plan: 'Loading the plan…',
    extra_locations: '%{smart_count} extra location |||| %{smart_count} extra locations',
    every_month: 'Every month',
    free: 'Free',
    offline:
      'Online payment is not switched on for this platform: the plan starts now and its invoice waits for you in Billing.',
    to_payment: 'Continue to payment',
    start: 'Start this plan',
    another: 'Choose another plan',
  },
  checkout: {
    not_finished: 'The payment was not finished. You can try again.',
    not_confirmed: 'Stripe has not confirmed the payment yet. Try again in a moment.',
    confirming: 'Confirming with Stripe…',
  },
} as const;
