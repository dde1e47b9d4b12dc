// Where the signed-in owner's onboarding stands, read from the server (which keeps it), for either audience
// (audiences.ts). Without a session the page sends the owner to the audience's login and comes back after.
// `reload` reads it again (after a write) and shows the fresh answer.
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getSession, rememberPath } from '../../client/session.ts';
import { useLoad, type Loaded } from '../data/use-load.ts';
import { audiences, type Audience, type Onboarding } from './audiences.ts';

export interface OnboardingState<A extends Audience> {
  state: Loaded<Onboarding<A>>;
  /** The progress once read (null while loading or failed). */
  progress: Onboarding<A> | null;
  retry: () => void;
  reload: () => Promise<Onboarding<A> | null>;
}

export function useOnboarding<A extends Audience>(audience: A): OnboardingState<A> {
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = getSession() !== null;
  const config = audiences[audience];
  const [state, retry, replace] = useLoad(loggedIn ? config.load : null, [audience, loggedIn]);

  useEffect(() => {
    if (loggedIn) return;
    rememberPath(location.pathname + location.search);
    navigate(config.loginPath, { replace: true });
  }, [loggedIn, config.loginPath, navigate, location.pathname, location.search]);

  const reload = useCallback(async () => {
    const result = await config.load();
    if (!result.ok) return null;
    replace(result.data);
    return result.data;
  }, [config, replace]);

  return { state, progress: state.status === 'ready' ? state.data : null, retry, reload };
}
