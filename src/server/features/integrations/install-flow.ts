// One Shopify install flow, signed by the platform: which store and user began it, its nonce (the pending
// row in shopify_oauth_states, consumed by the callback), the shop and when it expires. It travels in the
// install link and then as a cookie scoped to the callback, so the callback binds the shop to the store
// whose browser began the flow — never to another store's install of the same shop.
import crypto from 'node:crypto';
import { callbackPath } from './shopify-app.ts';

export interface InstallFlow {
  store: number;
  user: number;
  nonce: string;
  shop: string;
  /** Epoch milliseconds. */
  expires: number;
}

const cookieName = 'shopify_install_flow';

const mac = (secret: string, payload: string) =>
  crypto.createHmac('sha256', `shopify-install-flow:${secret}`).update(payload).digest('base64url');

export function sealFlow(secret: string, flow: InstallFlow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The flow a sealed value carries, or null when it is not ours, altered or expired. */
export function openFlow(secret: string, sealed: string | undefined): InstallFlow | null {
  const [payload, signature, extra] = (sealed ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString()) as InstallFlow;
    return typeof flow.expires === 'number' && flow.expires > Date.now() ? flow : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie that hands the flow to the browser, for the callback alone. */
export function flowCookieHeader(sealed: string, appUrl: string): string {
  const secure = appUrl.startsWith('https:') ? '; Secure' : '';
  return `${cookieName}=${sealed}; Path=${callbackPath}; Max-Age=600; HttpOnly; SameSite=Lax${secure}`;
}

/** The flow cookie's value in a Cookie header. */
export function flowCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookieName) return value.join('=');
  }
  return undefined;
}
