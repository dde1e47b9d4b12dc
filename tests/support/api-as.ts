// The e2e suites' API calls as a demo login (portal or vendor app) against the e2e server: sign in, then
// call with the Bearer token. Access tokens live 30 s in these tests (e2e-setup.ts): a call refused as
// token_not_valid signs in again and is retried.
import { demoPassword } from './browser.ts';
import { serverPort } from './e2e-values.ts';

export const apiUrl = (path: string) => `http://127.0.0.1:${serverPort()}/api/v1${path}`;

/** The login's answer: the access token, the role and the rest of the session. */
export type SignedIn = { access: string; role: { role_id: number } & Record<string, unknown> } & Record<
  string,
  unknown
>;

export async function signIn(
  email: string,
  { app = 'portal', password = demoPassword }: { app?: 'portal' | 'vendor'; password?: string } = {},
): Promise<SignedIn> {
  const login = await fetch(apiUrl('/auth/login/'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, app }),
  });
  return ((await login.json()) as { data: SignedIn }).data;
}

/** A caller as `email`: each call answers the envelope's data, or throws with the status and the answer. */
export async function caller(email: string, app: 'portal' | 'vendor' = 'portal') {
  let access = (await signIn(email, { app })).access;
  return async <T = never>(method: string, url: string, body?: object): Promise<T> => {
    const send = () =>
      fetch(apiUrl(url), {
        method,
        headers: {
          authorization: `Bearer ${access}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    let response = await send();
    let json = (await response.json()) as { data: T; error?: { code?: string } };
    if (response.status === 401 && json.error?.code === 'token_not_valid') {
      access = (await signIn(email, { app })).access;
      response = await send();
      json = (await response.json()) as { data: T; error?: { code?: string } };
    }
    if (response.status >= 300)
      throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}

/** One call as a portal login. */
export async function callAs<T>(email: string, method: string, url: string, body?: object): Promise<T> {
  return (await caller(email))<T>(method, url, body);
}
