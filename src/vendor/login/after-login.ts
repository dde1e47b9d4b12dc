// Where a vendor user lands after logging in: a vendor owner resumes onboarding at the first pending
// registration step (spec section 4); otherwise the page they were sent from, or the dashboard.
import type { Session } from '../../client/session.ts';
import { Role } from '../../shared/roles.ts';
import { isLoginPath } from '../../shell/forced-logout.ts';
import { firstPendingStepPath } from '../onboarding/steps.ts';
import { dashboardPath } from '../portal/pages.tsx';

export function landingAfterLogin(session: Session, remembered: string | null): string {
  // Subscription, address and bank details are the owner's to give (spec section 6: plan and payment are
  // owner pages), so staff are not sent into onboarding.
  const step =
    session.role.role_id === Role.vendorOwner ? firstPendingStepPath(session.registration_steps) : null;
  if (step) return step;
  if (remembered && !isLoginPath(remembered) && remembered.startsWith('/portal/')) return remembered;
  return dashboardPath;
}
