// Reads the current session from the server (GET auth/session) so the dashboard shows today's onboarding
// state, not the one from login time; loading, failure and retry included.
import type { Session } from '../../../client/session.ts';
import { useGet } from '../../../shell/data/use-load.ts';

type Settled = { status: 'success'; session: Session } | { status: 'error'; message: string };
export type CurrentSessionState = Settled | { status: 'loading' };

export function useCurrentSession() {
  const current = useGet('/api/v1/auth/session', {});
  const { state: loaded } = current;
  const state: CurrentSessionState =
    loaded.status === 'ready'
      ? { status: 'success', session: loaded.data }
      : loaded.status === 'failed'
        ? { status: 'error', message: loaded.message }
        : { status: 'loading' };
  return { state, retry: current.reload };
}
