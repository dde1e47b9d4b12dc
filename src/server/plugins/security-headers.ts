// Security headers on every response (issue 13, fault 8), as helmet chooses them: nosniff, a strict
// Referrer-Policy, no framing, and a Content-Security-Policy. API and file responses get a CSP that allows
// nothing (they are never documents to run); the app's HTML pages get their own per-request policy
// (pagePolicy) with a nonce for the app's scripts. HSTS only when the request came over TLS (directly or
// through a proxy saying so). Authenticated JSON is never stored by caches.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export const hstsValue = 'max-age=31536000; includeSubDomains';

/** What a store adds to its own storefront's policy: the origins of its scripts and of its fonts. */
export interface StoreAllowances {
  scriptOrigins: string[];
  fontOrigins: string[];
}

/** The origin of a URL a store entered (script or font), or null when it is not an http(s) URL. */
export function originOf(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (!/^(https?:)?\/\//i.test(value)) return null;
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Script URLs inside a store's snippet (`<script src="…">`) as well as a bare URL. */
export function scriptOriginsOf(snippet: string | null | undefined): string[] {
  const text = snippet ?? '';
  const urls = [text, ...[...text.matchAll(/src\s*=\s*["']?([^"'\s>]+)/gi)].map((m) => m[1]!)];
  return [...new Set(urls.map(originOf).filter((o): o is string => o !== null))];
}

/**
 * The CSP of an HTML page. Portal and vendor app: only the app's own files and its nonce'd scripts. A
 * storefront additionally runs its store's accessibility, analytics and tag-manager scripts: the app gives
 * them the page's nonce, 'strict-dynamic' lets what they load run, and the store's font hosts serve fonts
 * and their stylesheets; analytics may send to any https origin. Never framed by another site.
 */
export function pagePolicy(nonce: string, store: StoreAllowances | null): string {
  const storefront = store !== null;
  const scripts = storefront
    ? [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...store.scriptOrigins]
    : ["'self'", `'nonce-${nonce}'`];
  const fonts = storefront ? store.fontOrigins : [];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // MUI/emotion writes its styles at run time.
    `style-src 'self' 'unsafe-inline' ${fonts.join(' ')}`.trim(),
    `font-src 'self' data: ${fonts.join(' ')}`.trim(),
    `img-src 'self' data: blob:${storefront ? ' https:' : ''}`,
    `connect-src 'self' ws: wss:${storefront ? ' https:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const overTls = (request: FastifyRequest) => request.protocol === 'https';

const helmetOptions: HelmetOptions = {
  // Set below: one fixed policy for non-HTML here, the page policy in the HTML handler.
  contentSecurityPolicy: false,
  hsts: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  // Public store images are shown on the store's own host, which may differ from the API's.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * The headers helmet sets with these options, read once by running its middleware against a response that
 * only records them. They depend on nothing in the request, and @fastify/helmet rebuilt the middleware
 * and ran it on every request (about a tenth of a cached public read's CPU time, docs/performance.md).
 */
export function helmetHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (e?: unknown) => (failure = e),
  );
  if (failure) throw failure;
  return headers;
}

export default fp(async function securityHeaders(app: FastifyInstance) {
  // Every response starts with these; a handler may still replace one (the HTML pages set their own CSP).
  const fixed = Object.entries({ ...helmetHeaders(), 'content-security-policy': apiPolicy });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of fixed) reply.header(name, value);
    if (overTls(request)) reply.header('strict-transport-security', hstsValue);
    done();
  });
  // Callback style (not async): this runs on every response, and a promise per hook costs a microtask turn.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization) {
      const json = String(reply.getHeader('content-type') ?? '').includes('application/json');
      if (json) reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
});
