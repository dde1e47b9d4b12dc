// The owner's onboarding progress as the server keeps it (GET /onboarding), and the move to the next page.
// Pages past sign-up need a session: without one they send the owner to log in, and come back after.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { getSession, rememberPath } from '../../client/session.ts';
import type { components } from '../../client/api-schema.d.ts';

export type Progress = components['schemas']['OnboardingProgress'];

export function useOnboarding() {
  const navigate = useNavigate();
  const location = useLocation();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loggedIn = getSession() !== null;

  const reload = useCallback(async () => {
    const result = await call(api.GET('/api/v1/onboarding'));
    if (result.ok) setProgress(result.data);
    else setError(result.error.message);
    return result.ok ? result.data : null;
  }, []);

  useEffect(() => {
    if (!loggedIn) {
      rememberPath(location.pathname + location.search);
      navigate('/portal/login', { replace: true });
      return;
    }
    // The progress arrives asynchronously (the state is set in the request's callback).
    void Promise.resolve().then(reload);
  }, [loggedIn, reload, navigate, location.pathname, location.search]);

  /** Goes where the server says the owner resumes. */
  const continueFrom = useCallback((next: Progress) => navigate(next.next_path), [navigate]);

  return { progress, setProgress, error, reload, continueFrom };
}
