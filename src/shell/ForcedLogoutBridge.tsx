// Connects the API client's forced logout (token_not_valid, or a session that cannot be renewed) to the
// router: remember where the user was, then go to the login page for their role.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onForcedLogout } from '../client/api.ts';
import { rememberPath } from '../client/session.ts';
import type { Face } from '../shared/hosts.ts';
import { isLoginPath, loginPathFor } from './forced-logout.ts';
import { lastKnownRole } from './use-session.ts';

export function ForcedLogoutBridge({ face }: { face: Face }) {
  const navigate = useNavigate();
  useEffect(() => {
    onForcedLogout(() => {
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (!isLoginPath(here)) rememberPath(here);
      navigate(loginPathFor(lastKnownRole(), face), { replace: true });
    });
  }, [navigate, face]);
  return null;
}
