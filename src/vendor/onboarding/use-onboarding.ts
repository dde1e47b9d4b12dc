// Where the signed-in vendor owner's onboarding stands, read from the server (which keeps it); each answer
// also refreshes the session's registration_steps, so the login's landing and the dashboard agree.
import { useEffect } from 'react';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { getSession, setSession } from '../../client/session.ts';
import { useLoad, type Loaded } from '../../shell/data/use-load.ts';
import { firstPendingStepPath, type RegistrationSteps } from '../../shell/vendor-steps.ts';

export type Onboarding = components['schemas']['VendorOnboarding'];

export const setupCompletePath = '/setup-complete';

/** The page after the steps done so far: the first pending one in docs/product.md#vendors-onboarding's order, else the end. */
export const nextStepPath = (steps: RegistrationSteps) => firstPendingStepPath(steps) ?? setupCompletePath;

/** Keeps the session's copy of the steps in line with the server's. */
export function rememberSteps(steps: RegistrationSteps): void {
  const session = getSession();
  if (!session) return;
  const known = session.registration_steps;
  if (known && (Object.keys(steps) as (keyof RegistrationSteps)[]).every((k) => known[k] === steps[k]))
    return;
  setSession({ ...session, registration_steps: steps });
}

export function useOnboarding(): [Loaded<Onboarding>, () => void] {
  const [state, retry] = useLoad(() => call(api.GET('/api/v1/vendor-onboarding')), []);
  useEffect(() => {
    if (state.status === 'ready') rememberSteps(state.data.registration_steps);
  }, [state]);
  return [state, retry];
}
