// The browser entry point: error reporting for the live production build (spec section 9), then the shell
// for the face this host gets.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as Sentry from '@sentry/react';
import { faceOf } from './shared/hosts.ts';
import { readAppConfig } from './shell/app-config.ts';
import { stripReloadParam } from './shell/lazy-with-reload.ts';
import { Shell } from './shell/Shell.tsx';

const sentryDsn: unknown = import.meta.env.VITE_SENTRY_DSN;
if (import.meta.env.PROD && typeof sentryDsn === 'string' && sentryDsn !== '') {
  Sentry.init({
    dsn: sentryDsn,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  });
}

stripReloadParam();

const face = faceOf(window.location.host, readAppConfig().hostLabels);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Shell face={face} />
  </StrictMode>,
);
