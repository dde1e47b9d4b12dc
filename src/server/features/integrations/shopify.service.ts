// The Shopify integration's rules (shopify.routes.ts says what each step is): the store's connection, the
// install bound to its own flow (install-flow.ts: the ticket, the flow cookie, the nonce consumed once), a
// shop connected to another store refused, disconnecting (the token revoked at Shopify and forgotten), and
// the shop's webhooks (orders/create imports a sales order, app/uninstalled forgets the token). The queries
// are in shopify.repository.ts.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ShopifyError, type Shopify } from '@shopify/shopify-api';
import { ErrorCode } from '../../../shared/errors.ts';
import { inScope } from '../../db/database.ts';
import { ApiFailure, conflict, forbidden, invalid } from '../../http-errors.ts';
import { TokenCipher } from '../../secrets/token-cipher.ts';
import { callbackPath, missingShopifyKeys, shopifyFor, webhookPath } from './shopify-app.ts';
import { importShopifyOrder, type ShopifyOrder } from './import-order.ts';
import { registerShopWebhooks } from './register-webhooks.ts';
import { revokeShopToken } from './revoke-token.ts';
import { flowCookie, flowCookieHeader, openFlow, sealFlow } from './install-flow.ts';
import {
  consumePendingInstall,
  deleteShop,
  importedOrderCount,
  insertPendingInstall,
  installedShop,
  lockInstalledShopOfStore,
  markUninstalled,
  pendingInstall,
  shopInstalledElsewhere,
  shopOfOtherStore,
  shopOfStore,
  upsertInstalledShop,
} from './shopify.repository.ts';

const ticketMinutes = 10;

const badRequest = (message: string, field: string) =>
  new ApiFailure(ErrorCode.validation, message, [{ field, message }]);

/** What every step needs: the app, the library (null without the platform's keys), the sealing secret. */
export interface ShopifyContext {
  app: FastifyInstance;
  shopify: Shopify | null;
  sealingSecret: string;
  cipher: TokenCipher;
}

export function shopifyContext(app: FastifyInstance, sealingSecret: string): ShopifyContext {
  return { app, shopify: shopifyFor(app.config), sealingSecret, cipher: new TokenCipher(sealingSecret) };
}

/** The library, or a 409 naming the configuration the platform still needs. */
function configured(ctx: ShopifyContext): Shopify {
  if (!ctx.shopify)
    throw conflict(
      `Shopify is not set up on this platform: ${missingShopifyKeys(ctx.app.config).join(', ')} missing.`,
    );
  return ctx.shopify;
}

function ownStore(request: FastifyRequest) {
  const storeId = request.principal?.storeId;
  if (!storeId) throw forbidden();
  return storeId;
}

/** The store's Shopify connection, and what the platform is missing to offer it. */
export async function shopifyStatus(ctx: ShopifyContext, request: FastifyRequest) {
  const storeId = ownStore(request);
  return request.inTenant(async (tx) => {
    const shop = await shopOfStore(tx, storeId);
    return {
      configured: ctx.shopify !== null,
      missing: missingShopifyKeys(ctx.app.config),
      shop: shop
        ? {
            shop: shop.shop,
            status: shop.status,
            scopes: shop.scopes,
            installed_at: shop.installedAt.toISOString(),
            uninstalled_at: shop.uninstalledAt?.toISOString() ?? null,
          }
        : null,
      orders_imported: await importedOrderCount(tx, storeId),
    };
  });
}

/** Starts installing on a shop: the link for the browser (valid 10 minutes), its flow signed and pending. */
export async function startInstall(ctx: ShopifyContext, request: FastifyRequest, typedShop: string) {
  const storeId = ownStore(request);
  const library = configured(ctx);
  const shop = library.utils.sanitizeShop(typedShop);
  if (!shop) throw badRequest('shop must be a name.myshopify.com domain', 'shop');
  const nonce = crypto.randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + ticketMinutes * 60_000);
  const ticket = sealFlow(ctx.sealingSecret, {
    store: storeId,
    user: request.principal!.userId,
    nonce,
    shop,
    expires: expiresAt.getTime(),
  });
  // Another store's shop is invisible to this store's scope (row-level security): asked as the platform.
  const taken = await inScope(ctx.app.db, { kind: 'platform' }, (tx) =>
    shopInstalledElsewhere(tx, shop, storeId),
  );
  if (taken) throw conflict('This shop is connected to another store: its owner must disconnect it first.');
  await request.inTenant((tx) => insertPendingInstall(tx, { storeId, state: nonce, shop, expiresAt }));
  return { authorize_url: `/api/v1/integrations/shopify/begin?ticket=${ticket}` };
}

/** Disconnects the store's shop: the token revoked at Shopify (the app uninstalls) and forgotten here. */
export function disconnectShop(ctx: ShopifyContext, request: FastifyRequest) {
  const storeId = ownStore(request);
  return request.inTenant(async (tx) => {
    const shop = await lockInstalledShopOfStore(tx, storeId);
    if (!shop) throw new ApiFailure(ErrorCode.notFound, 'No Shopify shop is connected to this store.');
    const token = shop.accessTokenEncrypted ? ctx.cipher.open(shop.accessTokenEncrypted) : null;
    const revoked = token ? await revokeShopToken(shop.shop, token) : 'no_token';
    // Forgotten whatever Shopify answered: the store asked to be disconnected. Logged by the audit trigger
    // with the request (the token itself redacted).
    await markUninstalled(tx, shop.id);
    return { shop: shop.shop, revoked };
  });
}

/** The browser step: hands the flow to the browser as a cookie and redirects to Shopify's authorization page. */
export async function beginInstall(
  ctx: ShopifyContext,
  request: FastifyRequest,
  reply: FastifyReply,
  ticket: string,
): Promise<void> {
  const library = configured(ctx);
  const flow = openFlow(ctx.sealingSecret, ticket);
  const pending = flow
    ? await inScope(ctx.app.db, { kind: 'platform' }, (tx) => pendingInstall(tx, flow.nonce, flow.store))
    : undefined;
  if (!flow || !pending)
    throw badRequest('This install link has expired: start again from Integrations.', 'ticket');
  reply.hijack();
  // The flow goes with this browser to the callback (the library adds its own state cookie to it).
  reply.raw.setHeader('set-cookie', flowCookieHeader(ticket, ctx.app.config.shopify.appUrl!));
  await library.auth.begin({
    shop: pending.shop,
    callbackPath,
    isOnline: false,
    rawRequest: request.raw,
    rawResponse: reply.raw,
  });
}

/**
 * Shopify returns here: the library checks the HMAC and its state cookie and exchanges the code; the store
 * is the one whose browser began this flow (the flow cookie, signed by us, for this shop, unexpired, its
 * nonce still pending and consumed now, so a flow completes once). The token is stored sealed. The URL to
 * send the browser back to.
 */
export async function completeInstall(ctx: ShopifyContext, request: FastifyRequest, reply: FastifyReply) {
  const library = configured(ctx);
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
  const flow = openFlow(ctx.sealingSecret, flowCookie(request.headers.cookie));
  if (!flow || flow.shop !== session.shop)
    throw badRequest('This install was not begun from this browser: start again from Integrations.', 'state');
  const storeId = await inScope(ctx.app.db, { kind: 'platform' }, async (tx) => {
    const pending = await consumePendingInstall(tx, flow.nonce, flow.store, session.shop);
    if (!pending) throw badRequest('This install has expired or was completed already.', 'state');
    const other = await shopOfOtherStore(tx, session.shop, pending.storeId);
    if (other?.status === 'installed') throw conflict('This shop is connected to another store.');
    if (other) await deleteShop(tx, other.id);
    await upsertInstalledShop(tx, {
      storeId: pending.storeId,
      shop: session.shop,
      accessTokenEncrypted: ctx.cipher.seal(token),
      scopes: session.scope ?? null,
    });
    return pending.storeId;
  });
  const { appUrl } = ctx.app.config.shopify;
  await registerShopWebhooks(library, session, `${appUrl}${webhookPath}`).catch((e: Error) =>
    request.log.warn({ err: e, storeId }, 'Shopify webhook registration failed'),
  );
  const back = new URL('/shopify-auth', appUrl);
  back.searchParams.set('status', 'connected');
  back.searchParams.set('shop', session.shop);
  return back.toString();
}

/** A webhook from Shopify, verified over its raw body; what came of it. */
export async function receiveWebhook(ctx: ShopifyContext, request: FastifyRequest, reply: FastifyReply) {
  const library = configured(ctx);
  const rawBody = typeof request.body === 'string' ? request.body : '';
  const check = await library.webhooks.validate({ rawBody, rawRequest: request.raw, rawResponse: reply.raw });
  if (!check.valid)
    throw badRequest(`The webhook could not be verified (${check.reason}).`, 'X-Shopify-Hmac-Sha256');
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    throw invalid([{ field: 'body', message: 'body must be JSON' }]);
  }
  return handleWebhook(ctx.app, check.topic, check.domain, payload);
}

async function handleWebhook(
  app: FastifyInstance,
  topic: string,
  shop: string,
  payload: unknown,
): Promise<string> {
  const connected = await inScope(app.db, { kind: 'platform' }, (tx) => installedShop(tx, shop));
  // A shop no store has connected (or one uninstalled): nothing to do, and Shopify need not retry.
  if (!connected) return 'ignored';
  const scope = { kind: 'store' as const, storeId: connected.storeId };
  switch (topic.toLowerCase().replace('_', '/')) {
    case 'app/uninstalled':
      await inScope(app.db, scope, (tx) => markUninstalled(tx, connected.id));
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
