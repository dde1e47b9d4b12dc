// Logging out: the server revokes the refresh token's family; the session is cleared here whatever the
// server answers, because the user asked to leave.
import { api, call } from '../../client/api.ts';
import { getSession, setSession } from '../../client/session.ts';

export async function logOut(): Promise<void> {
  const refresh = getSession()?.refresh;
  try {
    if (refresh) await call(api.POST('/api/v1/auth/logout', { body: { refresh } }));
  } finally {
    setSession(null);
  }
}
