// Store onboarding (docs/product.md#routes-portal-onboarding's onboarding routes,
// docs/product.md#auth-store-onboarding "tracked by is_onboarding_complete"): the
// steps in order, the page each is done on, and where an owner resumes. Shared by the server (which keeps
// the progress and puts it in the login response) and the portal (which sends the owner to the next page),
// so a step is named once.

export const onboardingSteps = ['store', 'email', 'address', 'shipping', 'plan', 'payments'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** done: finished; skipped: the owner chose to do it later (online payments only). */
export type StepState = 'pending' | 'done' | 'skipped';
export type OnboardingProgress = Record<OnboardingStep, StepState>;

/** The page each step starts on. */
export const stepPaths: Record<OnboardingStep, string> = {
  store: '/onboarding/store',
  email: '/portal/check-inbox',
  address: '/store-address',
  shipping: '/connect-shipping',
  plan: '/select-plan',
  payments: '/connect-stripe',
};

export const stepLabels: Record<OnboardingStep, string> = {
  store: 'Name your store',
  email: 'Confirm your email',
  address: 'Store address',
  shipping: 'Shipping',
  plan: 'Choose a plan',
  payments: 'Get paid online',
};

export const emptyProgress = (): OnboardingProgress => ({
  store: 'pending',
  email: 'pending',
  address: 'pending',
  shipping: 'pending',
  plan: 'pending',
  payments: 'pending',
});

/** The first step still pending, or null when every step is done or skipped. */
export function nextStep(progress: Partial<OnboardingProgress>): OnboardingStep | null {
  return onboardingSteps.find((s) => (progress[s] ?? 'pending') === 'pending') ?? null;
}

/** Where an owner resumes: the next pending step's page, the final page, or the portal (docs/product.md#roles-landing). */
export function resumePath(progress: Partial<OnboardingProgress>, complete: boolean): string {
  if (complete) return '/portal/location';
  const next = nextStep(progress);
  return next ? stepPaths[next] : '/complete-setup';
}

/** A store slug: the first label of its storefront host. */
export const slugPattern = '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$';

/** A suggestion for a slug from a store name ("Goldsmith & Co" → "goldsmith-co"). */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}
