// Where a vendor user lands after logging in: a link that brought them here for a job at hand — a scanned
// job ticket or a store's invitation — first (the bench must not be sent through set-up screens); then a
// vendor owner resumes onboarding at the first pending registration step
// (docs/product.md#vendors-onboarding); otherwise the
// page they were sent from, or the dashboard.
import type { Session } from '../../client/session.ts';
import { isLoginPath } from '../../shell/forced-logout.ts';
import { firstPendingStepPath } from '../../shell/vendor-steps.ts';
import { dashboardPath } from '../../shell/vendor-paths.ts';
import { may } from '../../shared/permission-registry.ts';

/** Links that name work at hand: they win over onboarding. */
const jobAtHand = [
  '/scan-work-instructions/',
  '/work-items',
  '/start-work',
  '/job-in-progress',
  '/work-information',
  '/tell-us',
  '/job-done',
  '/repair-history/',
  '/store-invitation/',
];

export function landingAfterLogin(session: Session, remembered: string | null): string {
  const usable = remembered && !isLoginPath(remembered) && remembered.startsWith('/') ? remembered : null;
  if (usable && jobAtHand.some((p) => usable.startsWith(p))) return usable;
  // Subscription, address and bank details are the owner's to give (docs/product.md#roles-vendor-staff: plan
  // and payment are
  // owner pages), so staff are not sent into onboarding.
  const step = may(session.role, 'vendors:onboarding')
    ? firstPendingStepPath(session.registration_steps)
    : null;
  if (step) return step;
  if (usable?.startsWith('/portal/')) return usable;
  return dashboardPath;
}
