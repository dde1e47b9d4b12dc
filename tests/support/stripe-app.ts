// A second app instance with Stripe switched on against the local stand-in, on the shared e2e database: what
// the browser tests of card payments and of a store connecting Stripe run against.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
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

/**
 * Card payments go to the store's connected account: enables the store `slug`'s payout account at the
 * stand-in (`accountId`), and answers its id with what puts the row there before back.
 */
export async function enableStoreCards(
  db: pg.Client,
  slug: string,
  accountId: string,
): Promise<{ storeId: number; restore(): Promise<void> }> {
  const storeId = (await db.query(`select id from stores where slug = $1`, [slug])).rows[0].id as number;
  const previous = (
    await db.query<{ account_id: string; status: string }>(
      `select * from payout_accounts where owner_type = 1 and owner_id = $1`,
      [storeId],
    )
  ).rows[0];
  await db.query(
    `insert into payout_accounts (owner_type, owner_id, provider, account_id, status)
     values (1, $1, 'stripe', $2, 'enabled')
     on conflict (owner_type, owner_id) do update set account_id = excluded.account_id, status = 'enabled'`,
    [storeId, accountId],
  );
  return {
    storeId,
    async restore() {
      if (previous)
        await db.query(
          `update payout_accounts set account_id = $2, status = $3 where owner_type = 1 and owner_id = $1`,
          [storeId, previous.account_id, previous.status],
        );
      else await db.query(`delete from payout_accounts where owner_type = 1 and owner_id = $1`, [storeId]);
    },
  };
}
