// Shopify (platform kind 2) for a store: status (what is missing when the platform has no keys), install
// through Shopify's OAuth — the portal asks for an install link, the browser follows it to Shopify, Shopify
// returns to the callback where the library checks the HMAC and the signed state cookie and exchanges the
// code — and the shop's webhooks: orders/create imports sales orders, app/uninstalled revokes the token.
//
// An install is bound to its own flow, never to "the newest install of that shop": the install link carries
// a flow signed by the platform (store, user, nonce, shop, expiry — install-flow.ts), the begin step hands
// it to the browser as a cookie scoped to the callback, and the callback takes the store from that cookie's
// flow, consuming its nonce once. A shop connected to another store is refused until that store's owner
// disconnects it.
import type { FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { ShopifyError, type Shopify } from '@shopify/shopify-api';
import { ErrorCode } from '../../../shared/errors.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import { responses } from '../../envelope.ts';
import { ApiFailure, conflict, forbidden, invalid } from '../../http-errors.ts';
import { inScope } from '../../db/database.ts';
import { shopifyOauthStates, shopifyOrders, shopifyShops } from '../../db/schema/index.ts';
import { TokenCipher } from '../../secrets/token-cipher.ts';
import {
  callbackPath,
  missingShopifyKeys,
  shopifyFor,
  webhookPath,
} from '../../integrations/shopify/shopify-app.ts';
import { importShopifyOrder, type ShopifyOrder } from '../../integrations/shopify/import-order.ts';
import { registerShopWebhooks } from '../../integrations/shopify/register-webhooks.ts';
import { revokeShopToken } from '../../integrations/shopify/revoke-token.ts';
import { flowCookie, flowCookieHeader, openFlow, sealFlow } from '../../integrations/shopify/install-flow.ts';
import type { ApiInstance } from '../../schema-types.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

const ticketMinutes = 10;

const badRequest = (message: string, field: string) =>
  new ApiFailure(ErrorCode.validation, message, [{ field, message }]);

export default async function shopifyRoutes(app: ApiInstance, options: FeatureOptions) {
  const shopify = shopifyFor(app.config);
  const cipher = new TokenCipher(options.sealingSecret);
  const tags = ['integrations'];
  const security = [{ bearer: [] }];

  /** The library, or a 409 naming the configuration the platform still needs. */
  const configured = (): Shopify => {
    if (!shopify)
      throw conflict(
        `Shopify is not set up on this platform: ${missingShopifyKeys(app.config).join(', ')} missing.`,
      );
    return shopify;
  };
  const ownStore = (request: FastifyRequest) => {
    const storeId = request.principal?.storeId;
    if (!storeId) throw forbidden();
    return storeId;
  };

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
    async (request) => {
      const storeId = ownStore(request);
      const data = await request.inTenant(async (tx) => {
        const [shop] = await tx.select().from(shopifyShops).where(eq(shopifyShops.storeId, storeId));
        const [imported] = await tx
          .select({ n: count() })
          .from(shopifyOrders)
          .where(and(eq(shopifyOrders.storeId, storeId), isNotNull(shopifyOrders.salesOrderId)));
        return {
          configured: shopify !== null,
          missing: missingShopifyKeys(app.config),
          shop: shop
            ? {
                shop: shop.shop,
                status: shop.status,
                scopes: shop.scopes,
                installed_at: shop.installedAt.toISOString(),
                uninstalled_at: shop.uninstalledAt?.toISOString() ?? null,
              }
            : null,
          orders_imported: imported?.n ?? 0,
        };
      });
      return { status: 'success', data };
    },
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
      const storeId = ownStore(request);
      const library = configured();
      const shop = library.utils.sanitizeShop(request.body.shop);
      if (!shop) throw badRequest('shop must be a name.myshopify.com domain', 'shop');
      const nonce = crypto.randomBytes(24).toString('base64url');
      const expiresAt = new Date(Date.now() + ticketMinutes * 60_000);
      const ticket = sealFlow(options.sealingSecret, {
        store: storeId,
        user: request.principal!.userId,
        nonce,
        shop,
        expires: expiresAt.getTime(),
      });
      // Another store's shop is invisible to this store's scope (row-level security): asked as the platform.
      const [taken] = await inScope(app.db, { kind: 'platform' }, (tx) =>
        tx
          .select({ storeId: shopifyShops.storeId })
          .from(shopifyShops)
          .where(
            and(
              eq(shopifyShops.shop, shop),
              eq(shopifyShops.status, 'installed'),
              sql`${shopifyShops.storeId} <> ${storeId}`,
            ),
          ),
      );
      if (taken)
        throw conflict('This shop is connected to another store: its owner must disconnect it first.');
      await request.inTenant((tx) =>
        tx.insert(shopifyOauthStates).values({ storeId, state: nonce, shop, expiresAt }),
      );
      reply.status(201);
      return {
        status: 'success',
        data: { authorize_url: `/api/v1/integrations/shopify/begin?ticket=${ticket}` },
      };
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
    async (request) => {
      const storeId = ownStore(request);
      return request.inTenant(async (tx) => {
        const [shop] = await tx
          .select()
          .from(shopifyShops)
          .where(and(eq(shopifyShops.storeId, storeId), eq(shopifyShops.status, 'installed')))
          .for('update');
        if (!shop) throw new ApiFailure(ErrorCode.notFound, 'No Shopify shop is connected to this store.');
        const token = shop.accessTokenEncrypted ? cipher.open(shop.accessTokenEncrypted) : null;
        const revoked = token ? await revokeShopToken(shop.shop, token) : 'no_token';
        // Forgotten whatever Shopify answered: the store asked to be disconnected. Logged by the audit
        // trigger with the request (the token itself redacted).
        await tx
          .update(shopifyShops)
          .set({ status: 'uninstalled', accessTokenEncrypted: null, uninstalledAt: new Date() })
          .where(eq(shopifyShops.id, shop.id));
        return { status: 'success', data: { shop: shop.shop, revoked } };
      });
    },
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
      const library = configured();
      const flow = openFlow(options.sealingSecret, request.query.ticket);
      const [pending] = flow
        ? await inScope(app.db, { kind: 'platform' }, (tx) =>
            tx
              .select()
              .from(shopifyOauthStates)
              .where(
                and(
                  eq(shopifyOauthStates.state, flow.nonce),
                  eq(shopifyOauthStates.storeId, flow.store),
                  gt(shopifyOauthStates.expiresAt, new Date()),
                ),
              ),
          )
        : [];
      if (!flow || !pending)
        throw badRequest('This install link has expired: start again from Integrations.', 'ticket');
      reply.hijack();
      // The flow goes with this browser to the callback (the library adds its own state cookie to it).
      reply.raw.setHeader('set-cookie', flowCookieHeader(request.query.ticket, app.config.shopify.appUrl!));
      await library.auth.begin({
        shop: pending.shop,
        callbackPath,
        isOnline: false,
        rawRequest: request.raw,
        rawResponse: reply.raw,
      });
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
    async (request, reply) => {
      const library = configured();
      let session;
      try {
        ({ session } = await library.auth.callback({ rawRequest: request.raw, rawResponse: reply.raw }));
      } catch (e) {
        if (e instanceof ShopifyError)
          throw badRequest(`Shopify's answer could not be verified: ${e.message}`, 'hmac');
        throw e;
      }
      const token = session.accessToken;
      if (!token) throw badRequest('Shopify returned no access token.', 'code');
      // The store is the one whose browser began this flow: the flow cookie, signed by us, for this shop,
      // unexpired, its nonce still pending (and consumed now, so a flow completes once).
      const flow = openFlow(options.sealingSecret, flowCookie(request.headers.cookie));
      if (!flow || flow.shop !== session.shop)
        throw badRequest(
          'This install was not begun from this browser: start again from Integrations.',
          'state',
        );
      const storeId = await inScope(app.db, { kind: 'platform' }, async (tx) => {
        const [pending] = await tx
          .delete(shopifyOauthStates)
          .where(
            and(
              eq(shopifyOauthStates.state, flow.nonce),
              eq(shopifyOauthStates.storeId, flow.store),
              eq(shopifyOauthStates.shop, session.shop),
              gt(shopifyOauthStates.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!pending) throw badRequest('This install has expired or was completed already.', 'state');
        const [other] = await tx
          .select()
          .from(shopifyShops)
          .where(
            and(eq(shopifyShops.shop, session.shop), sql`${shopifyShops.storeId} <> ${pending.storeId}`),
          );
        if (other?.status === 'installed') throw conflict('This shop is connected to another store.');
        if (other) await tx.delete(shopifyShops).where(eq(shopifyShops.id, other.id));
        const values = {
          storeId: pending.storeId,
          shop: session.shop,
          accessTokenEncrypted: cipher.seal(token),
          scopes: session.scope ?? null,
          status: 'installed' as const,
          installedAt: new Date(),
          uninstalledAt: null,
        };
        await tx
          .insert(shopifyShops)
          .values(values)
          .onConflictDoUpdate({ target: shopifyShops.shop, set: values });
        return pending.storeId;
      });
      await registerShopWebhooks(library, session, `${app.config.shopify.appUrl}${webhookPath}`).catch(
        (e: Error) => request.log.warn({ err: e, storeId }, 'Shopify webhook registration failed'),
      );
      const back = new URL('/shopify-auth', app.config.shopify.appUrl);
      back.searchParams.set('status', 'connected');
      back.searchParams.set('shop', session.shop);
      return reply.redirect(back.toString(), 302);
    },
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
      async (request, reply) => {
        const library = configured();
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const check = await library.webhooks.validate({
          rawBody,
          rawRequest: request.raw,
          rawResponse: reply.raw,
        });
        if (!check.valid)
          throw badRequest(`The webhook could not be verified (${check.reason}).`, 'X-Shopify-Hmac-Sha256');
        let payload: unknown;
        try {
          payload = JSON.parse(rawBody);
        } catch {
          throw invalid([{ field: 'body', message: 'body must be JSON' }]);
        }
        const outcome = await handleWebhook(app, check.topic, check.domain, payload);
        return { status: 'success', data: { outcome } };
      },
    );
  });
}

async function handleWebhook(
  app: ApiInstance,
  topic: string,
  shop: string,
  payload: unknown,
): Promise<string> {
  const [connected] = await inScope(app.db, { kind: 'platform' }, (tx) =>
    tx
      .select()
      .from(shopifyShops)
      .where(and(eq(shopifyShops.shop, shop), eq(shopifyShops.status, 'installed'))),
  );
  // A shop no store has connected (or one uninstalled): nothing to do, and Shopify need not retry.
  if (!connected) return 'ignored';
  const scope = { kind: 'store' as const, storeId: connected.storeId };
  switch (topic.toLowerCase().replace('_', '/')) {
    case 'app/uninstalled':
      await inScope(app.db, scope, (tx) =>
        tx
          .update(shopifyShops)
          .set({ status: 'uninstalled', accessTokenEncrypted: null, uninstalledAt: new Date() })
          .where(eq(shopifyShops.id, connected.id)),
      );
      return 'revoked';
    case 'orders/create': {
      const order = payload as ShopifyOrder;
      if (typeof order !== 'object' || order === null || !['number', 'string'].includes(typeof order.id))
        throw invalid([{ field: 'id', message: 'id is required' }]);
      if (order.line_items !== undefined && !Array.isArray(order.line_items))
        throw invalid([{ field: 'line_items', message: 'line_items must be a list' }]);
      const { outcome } = await inScope(app.db, scope, (tx) =>
        importShopifyOrder(tx, connected.storeId, order),
      );
      return outcome;
    }
    default:
      return 'ignored';
  }
}
