// Global setup for browser tests: the built app must exist, and the real PostgreSQL of database-setup.ts with
// its seeded template. Each test file then starts the real server (API and built web app) on loopback, on its
// own clone of the template (e2e-server.ts, the project's setup file).
import type { TestProject } from 'vitest/node';
import fs from 'node:fs';
import setupDatabase from './database-setup.ts';

export const e2eJwtSecret = 'e2e-secret-long-enough-for-hs256-signing!!';

export default async function setup(project: TestProject) {
  if (!fs.existsSync('dist/web/index.html'))
    throw new Error('Browser tests need the built app: run `npm run build` first.');
  return setupDatabase(project);
}
