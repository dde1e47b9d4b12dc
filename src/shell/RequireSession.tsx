// Guards pages that need a signed-in user: without an access token, remember the path and go to the login
// page; after logging in the user comes back here.
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberPath } from '../client/session.ts';
import { useSession } from './use-session.ts';

function RedirectToLogin({ to }: { to: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberPath(`${location.pathname}${location.search}${location.hash}`);
    navigate(to, { replace: true });
  }, [location, navigate, to]);
  return null;
}

export function RequireSession({ loginPath, children }: { loginPath: string; children: ReactNode }) {
  const session = useSession();
  if (!session?.access) return <RedirectToLogin to={loginPath} />;
  return <>{children}</>;
}
