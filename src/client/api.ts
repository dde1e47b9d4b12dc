// The typed API client (openapi-fetch over the generated types) with docs/product.md#api-base's conventions:
// base
// /api/v1/, the Bearer token when present, the access token refreshed through v1/token/refresh/ when its
// exp has passed and the refresh token's has not, forced logout on token_not_valid, and a network failure
// answered as code 400 with docs/product.md#api-network-failure's message (and reported).
import createClient, { type Middleware } from 'openapi-fetch';
import { reportError } from '../shell/error-reporting.ts';
import type { paths } from './api-schema';
import { ErrorCode, defaultMessages, type ApiError } from '../shared/errors.ts';
import { getSession, isExpired, setSession, updateTokens } from './session.ts';

export const apiBase = '/api/v1';

type ForcedLogoutHandler = () => void;
let forcedLogoutHandler: ForcedLogoutHandler = () => undefined;

/** The shell decides where a forced logout lands (docs/product.md#roles-logged-out's login page for the face). */
export function onForcedLogout(handler: ForcedLogoutHandler): void {
  forcedLogoutHandler = handler;
}

function forceLogout() {
  setSession(null);
  forcedLogoutHandler();
}

let refreshing: Promise<string | null> | null = null;

/** Renews the access token once for all concurrent callers; null when the session cannot be renewed. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const session = getSession();
    if (!session || isExpired(session.refresh)) return null;
    const response = await fetch(`${apiBase}/token/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: session.refresh }),
    });
    if (response.status !== 200) return null;
    const body = (await response.json()) as { data?: { access: string; refresh: string } };
    if (!body.data?.access) return null;
    updateTokens(body.data);
    return body.data.access;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** docs/product.md#api-network-failure: 'Load failed' (Safari's wording) gets the browser message; anything else its own text. */
export function networkErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message === 'Load failed' ? defaultMessages.NETWORK_ERROR : message;
}

export function failedResponse(code: string, message: string, status: number): Response {
  return new Response(JSON.stringify({ status: 'failed', error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const auth: Middleware = {
  async onRequest({ request }) {
    // The server words its refusals in the page's language, <html lang> (docs/product.md#api-errors-words).
    request.headers.set('Accept-Language', document.documentElement.lang);
    const session = getSession();
    if (!session?.access || request.url.endsWith('/token/refresh/')) return request;
    let access: string | null = session.access;
    if (isExpired(access)) {
      access = await refreshAccessToken();
      if (!access) {
        forceLogout();
        return request;
      }
    }
    request.headers.set('Authorization', `Bearer ${access}`);
    return request;
  },
  async onResponse({ response }) {
    if (response.status === 401) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { error?: ApiError } | null;
      if (body?.error?.code === ErrorCode.tokenNotValid) forceLogout();
    }
    return response;
  },
  onError({ error }) {
    reportError(error);
    return failedResponse(ErrorCode.network, networkErrorMessage(error), 400);
  },
};

export const api = createClient<paths>({ baseUrl: '' });
api.use(auth);

export type ApiResult<T> =
  { ok: true; data: T; response: Response } | { ok: false; error: ApiError; status: number };

/**
 * Unwraps docs/product.md#api-envelope's envelope: success only for 200 (reads, updates) or 201 (creates)
 * with status success.
 * Call sites check ok before data.
 */
export async function call<T>(
  request: Promise<{ data?: { status: 'success'; data: T }; error?: unknown; response: Response }>,
): Promise<ApiResult<T>> {
  const { data, error, response } = await request;
  if ((response.status === 200 || response.status === 201) && data?.status === 'success')
    return { ok: true, data: data.data, response };
  const failed = (error as { error?: ApiError } | undefined)?.error;
  return {
    ok: false,
    status: response.status,
    error: failed ?? { code: ErrorCode.internal, message: defaultMessages.INTERNAL_ERROR },
  };
}
