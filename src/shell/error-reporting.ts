// Error reporting (docs/product.md#formats-error-reporting: Sentry in the live production build). The Sentry
// SDK is loaded only
// when a DSN is configured, as its own chunk after the page has started, so a face's first route does not
// carry it. Errors raised before it has loaded are held and sent once it is ready.
type Sentry = typeof import('@sentry/react');
type Extra = Record<string, unknown>;

const dsn: unknown = import.meta.env.VITE_SENTRY_DSN;
const enabled = import.meta.env.PROD && typeof dsn === 'string' && dsn !== '';
let sentry: Sentry | null = null;
const pending: [unknown, Extra | undefined][] = [];

export function initErrorReporting(): void {
  if (!enabled) return;
  void import('@sentry/react').then((loaded) => {
    loaded.init({
      dsn: dsn as string,
      integrations: [loaded.browserTracingIntegration(), loaded.replayIntegration()],
      tracesSampleRate: 1.0,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1.0,
    });
    sentry = loaded;
    for (const [error, extra] of pending.splice(0)) loaded.captureException(error, { extra });
  });
}

export function reportError(error: unknown, extra?: Extra): void {
  if (!enabled) return;
  if (sentry) sentry.captureException(error, { extra });
  else if (pending.length < 50) pending.push([error, extra]);
}
