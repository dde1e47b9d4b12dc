// A second app instance with Twilio switched on against the local stand-in, on the shared e2e database: what
// the browser tests of two-way texts run against (its SMS worker sends to the stand-in; the stand-in signs
// the inbound webhooks as Twilio does).
import { e2eDatabaseUrl } from './e2e-values.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { appUrlFor } from '../../src/server/mail/send-mail.ts';
import { e2eJwtSecret } from './e2e-setup.ts';
import { startTwilioStandIn } from './twilio-stand-in.ts';

export const twilioAccountSid = `AC${'2'.repeat(32)}`;
const authToken = 'e2e-stand-in-auth-token-0123456789';
export const twilioFrom = '+15550008888';

export async function startTwilioApp() {
  const stand = await startTwilioStandIn(twilioAccountSid, authToken);
  const url = e2eDatabaseUrl();
  const config = loadConfig(
    {},
    {
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      WEB_DIST_DIR: 'dist/web',
      TWILIO_ACCOUNT_SID: twilioAccountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: twilioFrom,
      TWILIO_API_URL: stand.url,
    },
  );
  const appDb = createDatabase(url, 4);
  const app: FastifyInstance = await buildApp({ config, db: appDb, jwtSecret: e2eJwtSecret, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  /** Posts a form to one of Twilio's webhooks as Twilio does: signed over the platform's public address. */
  const twilioPost = async (path: string, fields: Record<string, string>) => {
    const signed = appUrlFor(app.mail, 'platform', `/api/v1${path}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': stand.sign(signed, fields),
      },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, outcome: res.headers.get('x-sms-outcome') };
  };
  return {
    stand,
    app,
    port,
    twilioPost,
    async close() {
      await app.close();
      await appDb.$client.end();
      await stand.close();
    },
  };
}
