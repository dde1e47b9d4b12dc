// The browser entry point: error reporting for the live production build
// (docs/product.md#formats-error-reporting), then the shell
// for the face this host gets.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { faceOf } from './shared/hosts.ts';
import { readAppConfig } from './shell/app-config.ts';
import { stripReloadParam } from './shell/lazy-with-reload.ts';
import { Shell } from './shell/Shell.tsx';
import { initErrorReporting } from './shell/error-reporting.ts';

initErrorReporting();
stripReloadParam();

const face = faceOf(window.location.host, readAppConfig().hostLabels);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Shell face={face} />
  </StrictMode>,
);
