// The browser session (docs/product.md#auth-login-response, docs/product.md#auth-session,
// docs/product.md#formats-tokens-storage): the login response kept in sessionStorage, token expiry read
// from the exp claim, and the path to return to after logging in.
import type { components } from './api-schema';

export type LoginResponse = components['schemas']['LoginResponse'];
export type Session = LoginResponse;

const sessionKey = 'session';
const previousPathKey = 'previous_path';
const listeners = new Set<(session: Session | null) => void>();

export function getSession(): Session | null {
  try {
    const text = sessionStorage.getItem(sessionKey);
    return text ? (JSON.parse(text) as Session) : null;
  } catch {
    return null;
  }
}

export function setSession(session: Session | null): void {
  if (session) sessionStorage.setItem(sessionKey, JSON.stringify(session));
  else sessionStorage.removeItem(sessionKey);
  for (const listener of listeners) listener(session);
}

export function updateTokens(tokens: { access: string; refresh: string }): void {
  const session = getSession();
  if (session) setSession({ ...session, ...tokens });
}

export function onSessionChange(listener: (session: Session | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The exp claim of a JWT in milliseconds, or 0 when it cannot be read. */
export function tokenExpiry(token: string): number {
  try {
    const payload = token.split('.')[1];
    if (!payload) return 0;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof json.exp === 'number' ? json.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * Renewed a little before its exp: a request sent just before expiry can reach a busy server just after it,
 * and its 401 would end the session (token_not_valid logs out) although a refresh would have saved it.
 */
const renewMarginMs = 10_000;

export function isExpired(token: string, now = Date.now()): boolean {
  return tokenExpiry(token) - renewMarginMs <= now;
}

export function rememberPath(path: string): void {
  sessionStorage.setItem(previousPathKey, path);
}

export function takeRememberedPath(): string | null {
  const path = sessionStorage.getItem(previousPathKey);
  sessionStorage.removeItem(previousPathKey);
  return path;
}
