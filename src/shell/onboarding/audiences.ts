// The two onboardings — a store owner's (docs/product.md#routes-portal-onboarding) and a vendor owner's
// (docs/product.md#vendors-onboarding) — as one shape keyed by audience: the steps in order with their
// catalogue keys (docs/product.md#languages), where the owner logs in, the plan pages' paths, and how the
// progress is read from the server.
// The shared pages (PlanPages.tsx), frame and hook read everything audience-specific from here.
import { api, call, type ApiResult } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { getSession, setSession } from '../../client/session.ts';
import type { Translate } from '../../shared/i18n/translate.ts';
import { onboardingSteps, type OnboardingStep, type StepState } from '../../shared/onboarding.ts';
import { firstPendingStepPath, registrationSteps, type RegistrationSteps } from '../vendor-steps.ts';

export type Audience = 'store' | 'vendor';

/** What the server keeps of each audience's onboarding. */
export interface OnboardingRecords {
  store: components['schemas']['OnboardingProgress'];
  vendor: components['schemas']['VendorOnboarding'];
}

/** One audience's onboarding as every shared page reads it; `record` is the server's own answer. */
export interface Onboarding<A extends Audience = Audience> {
  audience: A;
  record: OnboardingRecords[A];
  /** Whose onboarding it is, shown above the title (the vendor's name; a store's pages show the product). */
  name: string | null;
  steps: Partial<Record<string, StepState>>;
  /** Where the owner resumes: the next pending step's page, or the end. */
  nextPath: string;
  /** Every step done (or skipped): the owner is past onboarding. */
  complete: boolean;
  /** Whether online payment (Stripe) is switched on for the platform. */
  paymentsConfigured: boolean;
}

export const vendorSetupCompletePath = '/setup-complete';

/** The page after a vendor's steps done so far: the first pending one in order, else the end. */
export const vendorNextStepPath = (steps: RegistrationSteps) =>
  firstPendingStepPath(steps) ?? vendorSetupCompletePath;

/** Keeps the session's copy of a vendor's steps in line with the server's (the login's landing reads it). */
export function rememberVendorSteps(steps: RegistrationSteps): void {
  const session = getSession();
  if (!session) return;
  const known = session.registration_steps;
  if (known && (Object.keys(steps) as (keyof RegistrationSteps)[]).every((k) => known[k] === steps[k]))
    return;
  setSession({ ...session, registration_steps: steps });
}

export interface AudienceConfig<A extends Audience> {
  /** The steps in order, each with the catalogue key of its name. */
  steps: readonly { step: string; label: string }[];
  loginPath: string;
  /** The step the plan pages complete. */
  planStep: string;
  /** The plan pages: the choice, the per-location count (store plans price locations), the confirmation. */
  selectPlanPath: string;
  /** Null: the audience's plans do not price locations. */
  perLocationPath: string | null;
  confirmPlanPath: (plan: number, locations?: number) => string;
  /** The browser tab's title of an onboarding page. */
  documentTitle: (title: string, t: Translate) => string;
  load: () => Promise<ApiResult<Onboarding<A>>>;
}

const storeConfig: AudienceConfig<'store'> = {
  steps: onboardingSteps.map((step: OnboardingStep) => ({ step, label: `onboarding.store_steps.${step}` })),
  loginPath: '/portal/login',
  planStep: 'plan',
  selectPlanPath: '/select-plan',
  perLocationPath: '/pay-per-location',
  confirmPlanPath: (plan, locations) =>
    locations === undefined
      ? `/confirm-plan?plan=${plan}`
      : `/confirm-plan?plan=${plan}&locations=${locations}`,
  documentTitle: (title) => title,
  load: async () => {
    const result = await call(api.GET('/api/v1/onboarding'));
    return result.ok ? { ...result, data: storeOnboarding(result.data) } : result;
  },
};

const vendorConfig: AudienceConfig<'vendor'> = {
  steps: registrationSteps.map(({ step }) => ({ step, label: `vendor_join.steps.${step}` })),
  loginPath: '/login',
  planStep: 'subscription',
  selectPlanPath: '/selectplan',
  perLocationPath: null,
  confirmPlanPath: (plan) => `/confirmplan?plan=${plan}`,
  documentTitle: (title, t) => t('vendor_join.tab', { page: title }),
  load: async () => {
    const [result, payouts] = await Promise.all([
      call(api.GET('/api/v1/vendor-onboarding')),
      call(api.GET('/api/v1/payouts/account')),
    ]);
    if (!result.ok) return result;
    rememberVendorSteps(result.data.registration_steps);
    return { ...result, data: vendorOnboarding(result.data, payouts.ok && payouts.data.configured) };
  },
};

export const audiences: { [A in Audience]: AudienceConfig<A> } = { store: storeConfig, vendor: vendorConfig };

/** A store's progress (GET /onboarding, or the answer of a step's write) as the shared shape. */
export function storeOnboarding(record: OnboardingRecords['store']): Onboarding<'store'> {
  return {
    audience: 'store',
    record,
    name: null,
    steps: record.steps,
    nextPath: record.next_path,
    complete: record.is_onboarding_complete,
    paymentsConfigured: record.payments_configured,
  };
}

export function vendorOnboarding(
  record: OnboardingRecords['vendor'],
  paymentsConfigured: boolean,
): Onboarding<'vendor'> {
  return {
    audience: 'vendor',
    record,
    name: record.vendor.name,
    steps: record.registration_steps,
    nextPath: vendorNextStepPath(record.registration_steps),
    complete: firstPendingStepPath(record.registration_steps) === null,
    paymentsConfigured,
  };
}
