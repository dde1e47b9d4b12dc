// Logging in from a face: POST auth/login for the storefront (with this host as store_url), the portal or
// the vendor app. The caller stores the session.
import { api, call, type ApiResult } from '../../client/api.ts';
import type { Session } from '../../client/session.ts';

export type LoginApp = 'storefront' | 'portal' | 'vendor';

export function logIn(app: LoginApp, email: string, password: string): Promise<ApiResult<Session>> {
  return call(
    api.POST('/api/v1/auth/login', {
      body: {
        email: email.trim(),
        password,
        app,
        ...(app === 'storefront' ? { store_url: window.location.host } : {}),
      },
    }),
  );
}
