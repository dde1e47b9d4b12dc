// Reads the current session from the server (GET auth/session) so the dashboard shows today's onboarding
// state, not the one from login time; loading, failure and retry included.
import { useCallback, useEffect, useState } from 'react';
import { api, call } from '../../../client/api.ts';
import type { Session } from '../../../client/session.ts';

type Settled = { status: 'success'; session: Session } | { status: 'error'; message: string };
export type CurrentSessionState = Settled | { status: 'loading' };

export function useCurrentSession() {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: Settled } | null>(null);

  useEffect(() => {
    let current = true;
    void call(api.GET('/api/v1/auth/session')).then((outcome) => {
      if (!current) return;
      setResult({
        attempt,
        state: outcome.ok
          ? { status: 'success', session: outcome.data }
          : { status: 'error', message: outcome.error.message },
      });
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: CurrentSessionState = result?.attempt === attempt ? result.state : { status: 'loading' };
  return { state, retry };
}
