// Builds the one single-page app that serves all three hosts, and configures Vitest for every test kind:
// unit (pure code, no database), api (Fastify inject against a real PostgreSQL) and e2e (Chromium against
// the built app on loopback).
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/build/precompress.ts';
import BrowserFilesFirst from './tests/support/sequencer.ts';

// On a machine shared by several test runs the CPU, not the code, sets the pace: TEST_TIMEOUT_SCALE=4
// stretches every test and hook limit (CI leaves it unset).
const timeoutScale = Math.max(1, Number(process.env.TEST_TIMEOUT_SCALE) || 1);

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/web',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 2000,
    // .vite/manifest.json: which chunks each entry and lazy route loads (tests/unit/bundle-budget.test.ts).
    manifest: true,
  },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } } },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Vitest's default (cores − 1) is one worker on a 2-core machine: every file ran after the other while
    // most of an API or browser test's time is spent waiting on PostgreSQL or Chromium. Three keep both
    // cores busy; unit, API and browser files share them (one group: every project has the same limit).
    maxWorkers: Math.max(3, os.availableParallelism() - 1),
    // Browser files first, the longest first (tests/support/sequencer.ts).
    sequence: { sequencer: BrowserFilesFirst },
    testTimeout: 30_000 * timeoutScale,
    hookTimeout: 180_000 * timeoutScale,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/unit-setup.ts'],
          // The option editor's component tests drive a whole MUI editor in jsdom: seconds each when quiet.
          testTimeout: 60_000 * timeoutScale,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/database-setup.ts'],
          // Each file builds its own app on its own database clone, and no API test mocks a module: the files
          // of a worker share the imported server code and its compiled schemas (serialization.ts), which
          // spent ~3.5 s of CPU per file when every file imported and compiled them anew.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-setup.ts'],
          // Each file starts its own server on its own database clone (e2e-server.ts), so browser files run
          // beside each other and beside the API files. With one shared server they ran one at a time, after
          // every unit and API file had finished, each mostly waiting on Chromium with a core idle.
          setupFiles: ['tests/support/e2e-server.ts'],
          // As the API files: the files of a worker share the imported server code (no browser test mocks a
          // module), instead of each importing and compiling it anew for its own server.
          isolate: false,
          testTimeout: 60_000 * timeoutScale,
          // A page is judged by what it shows once it settles: 1 s (the default) fails a slow machine's
          // first paint of a lazy page, not a defect.
          expect: { poll: { timeout: 10_000 * timeoutScale } },
        },
      },
    ],
  },
});
