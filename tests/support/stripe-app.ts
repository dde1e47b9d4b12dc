// A second app instance with Stripe switched on against the local stand-in, on the shared e2e database: what
// the browser tests of card payments and of a store connecting Stripe run against.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { e2eJwtSecret } from './e2e-setup.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';
import { e2eDatabaseUrl } from './e2e-values.ts';

export interface StripeApp {
  stand: StripeStandIn;
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
}

export async function startStripeApp(): Promise<StripeApp> {
  const stand = await startStripeStandIn();
  const url = e2eDatabaseUrl();
  const config = loadConfig(
    {},
    {
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      WEB_DIST_DIR: 'dist/web',
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_e2e',
      STRIPE_API_URL: stand.url,
    },
  );
  const appDb = createDatabase(url, 4);
  const app = await buildApp({ config, db: appDb, jwtSecret: e2eJwtSecret, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    stand,
    app,
    port: (app.server.address() as { port: number }).port,
    async close() {
      await app.close();
      await appDb.$client.end();
      await stand.close();
    },
  };
}
