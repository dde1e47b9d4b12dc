// Vendor onboarding (docs/product.md#vendors-onboarding): the registration steps in order, where each is
// completed, and the first
// one still pending — where a vendor owner resumes after logging in.
import type { Session } from '../client/session.ts';

export type RegistrationSteps = NonNullable<Session['registration_steps']>;
export type StepName = keyof RegistrationSteps;

export const registrationSteps: readonly { step: StepName; label: string; path: string }[] = [
  { step: 'subscription', label: 'Subscription', path: '/selectplan' },
  { step: 'address', label: 'Address', path: '/address-detail' },
  { step: 'bank_account', label: 'Bank account', path: '/bank-detail' },
];

/** The page of the first pending step, or null when every step is done (or there are none). */
export function firstPendingStepPath(steps: RegistrationSteps | null | undefined): string | null {
  if (!steps) return null;
  return registrationSteps.find(({ step }) => steps[step] === 'pending')?.path ?? null;
}
