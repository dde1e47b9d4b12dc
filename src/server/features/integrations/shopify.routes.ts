// Shopify (platform kind 2) for a store: status (what is missing when the platform has no keys), install
// through Shopify's OAuth — the portal asks for an install link, the browser follows it to Shopify, Shopify
// returns to the callback where the library checks the HMAC and the signed state cookie and exchanges the
// code — and the shop's webhooks: orders/create imports sales orders, app/uninstalled revokes the token.
//
// An install is bound to its own flow, never to "the newest install of that shop": the install link carries
// a flow signed by the platform (store, user, nonce, shop, expiry — install-flow.ts), the begin step hands
// it to the browser as a cookie scoped to the callback, and the callback takes the store from that cookie's
// flow, consuming its nonce once. A shop connected to another store is refused until that store's owner
// disconnects it. The rules are shopify.service.ts.
import { permitted, publicRoute } from '../../route-meta.ts';
import { responses } from '../../envelope.ts';
import type { ApiInstance } from '../../schema-types.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import {
  beginInstall,
  completeInstall,
  disconnectShop,
  receiveWebhook,
  shopifyContext,
  shopifyStatus,
  startInstall,
} from './shopify.service.ts';

export default async function shopifyRoutes(app: ApiInstance, options: FeatureOptions) {
  const ctx = shopifyContext(app, options.sealingSecret);
  const tags = ['integrations'];
  const security = [{ bearer: [] }];

  app.get(
    '/integrations/shopify',
    {
      ...permitted(app, permitOf('integrations:shopify.view')),
      schema: {
        tags,
        security,
        summary: "The store's Shopify connection, and what the platform is missing to offer it",
        response: responses(200, { $ref: 'ShopifyIntegration#' }, 401, 403),
      },
    },
    async (request) => ({ status: 'success', data: await shopifyStatus(ctx, request) }),
  );

  app.post(
    '/integrations/shopify/install',
    {
      ...permitted(app, permitOf('integrations:shopify.install')),
      schema: {
        tags,
        security,
        summary: 'Start installing the Shopify app on a shop: a link for the browser (valid 10 minutes)',
        body: { $ref: 'ShopifyInstallRequest#' },
        response: responses(201, { $ref: 'ShopifyInstall#' }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => {
      const data = await startInstall(ctx, request, request.body.shop);
      reply.status(201);
      return { status: 'success', data };
    },
  );

  app.delete(
    '/integrations/shopify',
    {
      ...permitted(app, permitOf('integrations:shopify.disconnect')),
      schema: {
        tags,
        security,
        summary:
          "Disconnect the store's shop: the token is revoked at Shopify (the app uninstalls) and forgotten here",
        response: responses(200, { $ref: 'ShopifyDisconnect#' }, 401, 403, 404),
      },
    },
    async (request) => ({ status: 'success', data: await disconnectShop(ctx, request) }),
  );

  app.get(
    '/integrations/shopify/begin',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary: "Browser step: redirects to Shopify's authorization page with a signed state cookie",
        querystring: {
          type: 'object',
          required: ['ticket'],
          additionalProperties: false,
          properties: {
            ticket: { type: 'string', minLength: 20, maxLength: 1000, pattern: '^[A-Za-z0-9_.-]+$' },
          },
        },
        response: {
          302: { description: "Redirect to Shopify's authorization page" },
          ...responses(200, {}, 400, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await beginInstall(ctx, request, reply, request.query.ticket);
    },
  );

  app.get(
    '/integrations/shopify/callback',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary:
          'Shopify returns here: HMAC and state checked, the code exchanged, the token stored encrypted',
        querystring: {
          type: 'object',
          required: ['code', 'hmac', 'shop', 'state', 'timestamp'],
          properties: {
            code: {
              type: 'string',
              minLength: 1,
              maxLength: 200,
              examples: ['0907a61c0c8d55e99db179b68161bc00'],
            },
            hmac: { type: 'string', pattern: '^[0-9a-f]{64}$', examples: ['a'.repeat(64)] },
            shop: { type: 'string', minLength: 1, maxLength: 200, examples: ['goldsmith-co.myshopify.com'] },
            state: { type: 'string', minLength: 1, maxLength: 200, examples: ['0123456789012345'] },
            timestamp: { type: 'string', pattern: '^[0-9]{1,12}$', examples: ['1700000000'] },
            host: { type: 'string', maxLength: 500 },
          },
        },
        response: {
          302: { description: 'Back to the portal (/shopify-auth)' },
          ...responses(200, {}, 400, 409),
        },
      },
    },
    async (request, reply) => reply.redirect(await completeInstall(ctx, request, reply), 302),
  );

  // Shopify's webhooks: the raw body is kept as text, because the HMAC is over exactly those bytes.
  await app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scoped.post(
      '/integrations/shopify/webhooks',
      {
        ...publicRoute(),
        schema: {
          tags,
          summary: 'Shopify webhooks (orders/create, app/uninstalled), verified by X-Shopify-Hmac-Sha256',
          response: responses(200, { type: 'object', properties: { outcome: { type: 'string' } } }, 400, 409),
        },
      },
      async (request, reply) => ({
        status: 'success',
        data: { outcome: await receiveWebhook(ctx, request, reply) },
      }),
    );
  });
}
