// Builds the Fastify application: the API under /api/v1, the notification websocket and the built SPA.
// Plugins load in order: external plugins, then app plugins, then routes.
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type RouteOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import { registerOperations } from './operations/operations.ts';
import { closeSocketsForRestart } from './operations/shutdown.ts';
import fastifyStatic from '@fastify/static';
import { inlineStoreSettings } from './web/inline-store-settings.ts';
import fastifyMultipart from '@fastify/multipart';
import fastifyCompress from '@fastify/compress';
import pino from 'pino';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { namedSchemas } from '../../schemas/index.ts';
import { resources } from './resources/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { TokenIssuer } from './auth/tokens.ts';
import type { LoginAlertSender } from './auth/login-alerts.ts';
import { mailedLoginAlerts, staffInvitationMailer } from './mail/app-mailers.ts';
import errorHandler from './plugins/error-handler.ts';
import securityHeaders, { originOf, pagePolicy, scriptOriginsOf } from './plugins/security-headers.ts';
import { findStoreByHost } from './stores/find-store.ts';
import { inScope } from './db/database.ts';
import { storeSettings } from './db/schema/index.ts';
import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import auth from './plugins/auth.ts';
import apiReference from './plugins/api-reference.ts';
import { registerResource } from './crud/register-resource.ts';
import { responses } from './envelope.ts';
import { publicRoute } from './route-meta.ts';
import { features } from './features/index.ts';
import { trackRequests } from './audit/request-context.ts';
import { createStripeSetup } from './billing/stripe-setup.ts';
import { OrderPaymentLinks } from './orders/payments/order-payment-link.ts';
import { renderMailDocument } from './features/documents/documents.service.ts';
import { paperFilesOf } from './features/documents/document-data.ts';
import { notFound } from './http-errors.ts';
import { createValidatorCompiler } from './validation.ts';
import { maxJsonBytes, nestedDeeperThan, tooDeep } from './json-limits.ts';
import { buildSharedSerializer } from './serialization.ts';
import { MailWorker, smtpTransport, type MailWorkerOptions } from './mail/mail-worker.ts';
import { SmsWorker, type SmsWorkerOptions } from './messages/sms-worker.ts';
import type { OutboxWorker } from './outbox/outbox-worker.ts';
import { twilioTransport } from './messages/twilio-transport.ts';
import { smsStatusPath } from './messages/send-sms.ts';
import { appUrlFor } from './mail/send-mail.ts';
import { PublicCache } from './cache/public-cache.ts';
import { ChangeListener } from './cache/change-listener.ts';
import { SessionStates } from './auth/session-states.ts';
import { RequestLog } from './request-log.ts';
import { listenUrlOf } from './db/listen-url.ts';
import { openapiOptions } from './openapi-document.ts';
import { apiVersions, type ApiVersion } from './api-versions.ts';
import { registerPathAliases } from './path-aliases.ts';
import type { SchemaTypeProvider } from './schema-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    loginAlerts: LoginAlertSender;
    /** Store settings and the public catalogue in memory, invalidated on every process by NOTIFY. */
    publicCache: PublicCache;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  jwtSecret: string;
  logger?: boolean | object;
  /** Delivers alerts about repeated failed logins to the account owner (default: a structured log line). */
  loginAlerts?: LoginAlertSender;
  /** Sees every route as it is registered (the contract test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /** Timing of the mail worker (tests shorten the poll and the retry delays). */
  mailWorker?: Partial<MailWorkerOptions>;
  smsWorker?: Partial<SmsWorkerOptions>;
}

export async function buildApp({
  config,
  db,
  jwtSecret,
  logger,
  loginAlerts,
  onRoute,
  mailWorker,
  smsWorker,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Logs go to stdout through an asynchronous writer (no write per request blocks the event loop).
    logger: logger ?? { level: config.logLevel, stream: pino.destination({ dest: 1, sync: false }) },
    logController: new RequestLog(),
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY; none by default): the
    // client's address (request.ip) keys the login and public-write throttles and the audit log.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // `/auth/login/` and `/auth/login` are one route: the spec's own paths end in a slash (token/refresh/),
    // the rest of the API does not, and a client that adds or drops the slash still arrives.
    routerOptions: { ignoreTrailingSlash: true },
    // While shutting down (operations/shutdown.ts) a request that still arrives on an open connection is
    // served, not answered 503: the listener is closed to new connections and /ready already says so.
    return503OnClosing: false,
    bodyLimit: maxJsonBytes,
    // The response serializer checks anyOf/oneOf branches with its own ajv: it needs our formats' names.
    serializerOpts: { ajv: { formats: { money: true } } },
    schemaController: { compilersFactory: { buildSerializer: buildSharedSerializer } },
  });
  app.setValidatorCompiler(createValidatorCompiler(namedSchemas));
  // Client data is bounded before anything walks it: a body nested deeper than maxJsonDepth is refused
  // here (an iterative check), before the validator and every handler (json-limits.ts); its size is
  // bounded by bodyLimit.
  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object' && nestedDeeperThan(request.body))
      throw tooDeep('body');
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // Old path spellings answer as their canonical routes (path-aliases.ts).
  registerPathAliases(app);
  // Configuration and the clients made from it are values on this instance (app-context.ts), never module
  // state: two apps built in one process keep their own.
  app.decorate('config', config);
  // Stripe when its keys are configured; the built-in provider otherwise (docs/product.md#payments-provider).
  app.decorate('stripe', createStripeSetup(config));
  // The order's payment page is reached by a link made with the server's secret (order-payment-link.ts).
  // What seals secrets at rest and signs links: ENCRYPTION_KEY, else the JWT secret.
  const sealingSecret = config.encryptionKey ?? jwtSecret;
  app.decorate('paymentLinks', new OrderPaymentLinks(sealingSecret));
  // Mail links point at the port the server listens on (PORT=0 picks one) unless PUBLIC_PORT says otherwise.
  app.decorate('mail', {
    config,
    listeningPort: () => {
      const address = app.server.address();
      return address && typeof address === 'object' ? address.port : undefined;
    },
  });
  // With SMTP configured, this process also delivers queued mail (every process may: they share the queue).
  // Each outbox's worker (src/server/outbox/outbox-worker.ts); /metrics counts what they did.
  const outboxWorkers: OutboxWorker<never>[] = [];
  if (config.smtp) {
    // A receipt or invoice is attached by reference and rendered when the mail is sent (docs/product.md#documents-mail).
    const worker = new MailWorker(db, smtpTransport(config.smtp), config.publicDomain, {
      renderDocument: (ref) => renderMailDocument(db, paperFilesOf(config), ref),
      ...mailWorker,
    });
    outboxWorkers.push(worker as unknown as OutboxWorker<never>);
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
  }
  // With Twilio configured, this process also sends queued texts (docs/product.md#messages-sms).
  if (config.twilio) {
    const worker = new SmsWorker(
      db,
      twilioTransport(config.twilio),
      () => appUrlFor(app.mail, 'platform', `/api/v1${smsStatusPath}`),
      smsWorker,
    );
    outboxWorkers.push(worker as unknown as OutboxWorker<never>);
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
  }
  app.decorate('db', db);
  // Failed-login alerts and staff invitations go out through the mail module (the outbox, or SMTP).
  app.decorate('loginAlerts', loginAlerts ?? mailedLoginAlerts(db));
  app.decorate('staffInvitationMailer', staffInvitationMailer);
  // What this process keeps in memory and other processes' writes invalidate: one LISTEN connection.
  const changes = new ChangeListener(listenUrlOf(config, db), app.log);
  const publicCache = new PublicCache(changes);
  publicCache.followWritesOf(db);
  app.decorate('publicCache', publicCache);
  const sessionStates = new SessionStates(db, changes);
  app.decorate('sessionStates', sessionStates);
  await changes.start();
  app.addHook('onClose', async () => {
    publicCache.close();
    sessionStates.close();
    await changes.close();
  });
  app.decorate(
    'tokens',
    new TokenIssuer(jwtSecret, config.accessTokenTtlSeconds, config.refreshTokenTtlSeconds),
  );

  // External plugins: compression of JSON and other text responses above 1 KB (smaller ones cost more to
  // compress than they save; the built web app's files are compressed at build time and served as they
  // are), the OpenAPI description (built from the route schemas) and websockets.
  await app.register(fastifyCompress, {
    threshold: 1024,
    // Brotli's default quality (11) is meant for build time; 4 compresses about as well as gzip, faster.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifySwagger, openapiOptions(app));
  // On close, every websocket is told to reconnect (operations/shutdown.ts).
  await app.register(fastifyWebsocket, { preClose: closeSocketsForRestart });
  // Multipart forms (uploads, SKU import): one file of at most 8388608 bytes
  // (docs/product.md#formats-images).
  await app.register(fastifyMultipart, {
    limits: { fileSize: 8 * 1024 * 1024, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });

  // App plugins: the request context the audit log reads, security headers, the error envelope and
  // authentication / authorization.
  trackRequests(app);
  // Readiness and Prometheus metrics, outside the API (operations/operations.ts).
  registerOperations(app, db, config.metricsToken, outboxWorkers);
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(auth);
  for (const schema of namedSchemas) app.addSchema(schema);

  // Routes, per API version (api-versions.ts): v1 today; a v2 registers its routes beside it.
  const routesOf: Record<ApiVersion, FastifyPluginAsync> = {
    v1: async (api) => {
      api.get(
        '/health',
        {
          ...publicRoute(),
          schema: {
            tags: ['system'],
            summary: 'Liveness and database reachability',
            response: responses(200, { type: 'object', properties: { database: { type: 'boolean' } } }),
          },
        },
        async () => {
          await db.$client.query('select 1');
          return { status: 'success', data: { database: true } };
        },
      );
      // The hand-written features (features/index.ts), then the declared resources (crud/).
      for (const plugins of Object.values(features))
        for (const plugin of plugins) await api.register(plugin, { sealingSecret });
      for (const resource of resources)
        registerResource(api.withTypeProvider<SchemaTypeProvider>(), resource, sealingSecret);
    },
  };
  for (const { version, prefix } of apiVersions) await app.register(routesOf[version], { prefix });

  // The API reference page (/api/docs on the platform host), over the description built above.
  await app.register(apiReference);
  await serveWebApp(app, config);
  return app;
}

/** What a storefront's policy must allow for its store's own scripts and fonts (none for other hosts). */
async function storeAllowances(app: FastifyInstance, host: string) {
  const store = await findStoreByHost(app.db, host, app.config.hostLabels);
  if (!store) return null;
  const [settings] = await inScope(app.db, { kind: 'platform' }, (tx) =>
    tx.select().from(storeSettings).where(eq(storeSettings.storeId, store.id)),
  );
  const fonts = [settings?.regularFontFamilyUrl, settings?.boldFontFamilyUrl, settings?.italicFontFamilyUrl];
  return {
    scriptOrigins: [settings?.adaScript, settings?.googleAnalyticsScript, settings?.googleTagScript].flatMap(
      scriptOriginsOf,
    ),
    fontOrigins: [...new Set(fonts.map(originOf).filter((o): o is string => o !== null))],
  };
}

/**
 * Serves the built single-page app: files as they are (source maps are never served: they are built
 * hidden, for error reporting only), every other non-API path gets index.html with a fresh nonce on each
 * of its script tags and the page's Content-Security-Policy (plugins/security-headers.ts).
 */
async function serveWebApp(app: FastifyInstance, config: Config) {
  const root = path.resolve(config.webDistDir);
  const indexFile = path.join(root, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built)
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      // The build writes .br and .gz next to every text file (vite.config.ts); they are sent as they are.
      preCompressed: true,
      cacheControl: false,
      // Files under assets/ carry a content hash in their name: a changed file is a new URL, so browsers
      // keep these for a year without asking. Anything else is revalidated.
      setHeaders: (reply, filePath) =>
        reply.header(
          'cache-control',
          filePath.startsWith(path.join(root, 'assets') + path.sep)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        ),
    });
  const appConfig = JSON.stringify({ hostLabels: config.hostLabels }).replace(/</g, '\\u003c');
  const indexHtml = (
    built
      ? fs
          .readFileSync(indexFile, 'utf8')
          .replace(
            '<!--app-config-->',
            `<script>window.__APP_CONFIG__=${appConfig}</script><!--store-settings-->`,
          )
      : '<!doctype html><p>The web app is not built yet: run <code>npm run build</code>.</p>'
  )
    .replace(/<script\b/g, '<script nonce="__CSP_NONCE__"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" nonce="__CSP_NONCE__"');
  app.setNotFoundHandler(async (request, reply) => {
    // The error handler answers it, in the words the request asks for (docs/product.md#api-errors-words).
    if (request.url.startsWith('/api/')) throw notFound();
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(405).send();
    if (/\.map$/.test(request.url.split('?')[0]!)) return reply.status(404).send();
    const nonce = crypto.randomBytes(16).toString('base64');
    const host = request.headers.host ?? '';
    const [store, settings] = await Promise.all([
      storeAllowances(app, host),
      built ? inlineStoreSettings(app, host) : { head: '', language: null },
    ]);
    const html = indexHtml
      .replace('<!--store-settings-->', settings.head.replace(/<script\b/g, '<script nonce="__CSP_NONCE__"'))
      .replace('<html lang="en">', `<html lang="${settings.language ?? 'en'}">`);
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', pagePolicy(nonce, store))
      .send(html.replaceAll('__CSP_NONCE__', nonce));
  });
}
