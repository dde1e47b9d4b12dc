// Server configuration: read once from the environment, validated against a schema at start-up so a bad
// value stops the process with a clear message instead of failing later.
import Ajv from 'ajv';
import net from 'node:net';
import type { FromSchema } from 'json-schema-to-ts';

export const configSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'PORT',
    'HOST',
    'DATA_DIR',
    'ACCESS_TOKEN_TTL_SECONDS',
    'REFRESH_TOKEN_TTL_SECONDS',
    'VENDOR_HOST_LABELS',
    'PLATFORM_HOST_LABELS',
    'LOG_LEVEL',
    'SEED_DEMO',
    'PUBLIC_DOMAIN',
  ],
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535 },
    HOST: { type: 'string', minLength: 1 },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATABASE_LISTEN_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATA_DIR: { type: 'string', minLength: 1 },
    EMBEDDED_PG_PORT: { type: 'integer', minimum: 0, maximum: 65535 },
    JWT_SECRET: { type: 'string', minLength: 32 },
    ACCESS_TOKEN_TTL_SECONDS: { type: 'integer', minimum: 5, maximum: 86400 },
    REFRESH_TOKEN_TTL_SECONDS: { type: 'integer', minimum: 60, maximum: 31536000 },
    VENDOR_HOST_LABELS: { type: 'string', pattern: '^[a-z0-9-]+(,[a-z0-9-]+)*$' },
    PLATFORM_HOST_LABELS: { type: 'string', pattern: '^[a-z0-9-]+(,[a-z0-9-]+)*$' },
    LOG_LEVEL: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
    SEED_DEMO: { type: 'boolean' },
    PUBLIC_DOMAIN: { type: 'string', minLength: 1 },
    WEB_DIST_DIR: { type: 'string' },
    PUBLIC_SCHEME: { enum: ['http', 'https'] },
    PUBLIC_PORT: { type: 'integer', minimum: 1, maximum: 65535 },
    SMTP_HOST: { type: 'string', minLength: 1 },
    SMTP_PORT: { type: 'integer', minimum: 1, maximum: 65535 },
    SMTP_SECURE: { type: 'boolean' },
    SMTP_USER: { type: 'string', minLength: 1 },
    SMTP_PASSWORD: { type: 'string', minLength: 1 },
    MAIL_FROM: { type: 'string', minLength: 3 },
    // Text messages (docs/product.md#messages-sms): Twilio when its account and a sender are set; else the
    // SMS outbox only. TWILIO_API_URL points the client elsewhere (the tests' local stand-in).
    TWILIO_ACCOUNT_SID: { type: 'string', pattern: '^AC[0-9a-fA-F]{32}$' },
    TWILIO_AUTH_TOKEN: { type: 'string', minLength: 16 },
    TWILIO_FROM: { type: 'string', pattern: '^\\+[1-9][0-9]{6,14}$' },
    TWILIO_MESSAGING_SERVICE_SID: { type: 'string', pattern: '^MG[0-9a-fA-F]{32}$' },
    TWILIO_API_URL: { type: 'string', pattern: '^https?://[^/]+/?$' },
    CARRIER_NAMES: { type: 'string', pattern: '^[^,]+,[^,]+,[^,]+$' },
    WORKERS: { type: 'integer', minimum: 1, maximum: 64 },
    // Outgoing webhooks (src/server/webhooks): backoff base, attempts per message, failures before pausing.
    WEBHOOK_RETRY_BASE_SECONDS: { type: 'number', minimum: 0.01, maximum: 3600 },
    WEBHOOK_MAX_ATTEMPTS: { type: 'integer', minimum: 1, maximum: 20 },
    WEBHOOK_PAUSE_AFTER_FAILURES: { type: 'integer', minimum: 1, maximum: 1000 },
    WEBHOOK_POLL_MS: { type: 'integer', minimum: 10, maximum: 60000 },
    WEBHOOK_ALLOW_HTTP: { type: 'boolean' },
    // Development and tests only: let endpoints reach loopback and private networks (local receivers).
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: { type: 'boolean' },
    // Shopify (src/server/features/integrations): the app's keys; unset = the integration says what is missing.
    SHOPIFY_API_KEY: { type: 'string', minLength: 1 },
    SHOPIFY_API_SECRET: { type: 'string', minLength: 1 },
    SHOPIFY_APP_URL: { type: 'string', pattern: '^https?://' },
    SHOPIFY_SCOPES: { type: 'string', pattern: '^[a-z_]+(,[a-z_]+)*$' },
    ENCRYPTION_KEY: { type: 'string', minLength: 32 },
    // Operations (src/server/operations): /metrics answers only with this bearer token (unset = no /metrics);
    // SIGTERM waits this long for in-flight requests before exiting.
    METRICS_TOKEN: { type: 'string', minLength: 16 },
    SHUTDOWN_GRACE_SECONDS: { type: 'integer', minimum: 1, maximum: 600 },
    // Stripe (src/server/billing): unset = the built-in provider (pay in store), and the steps that need
    // Stripe say so. STRIPE_API_URL points the SDK elsewhere (the tests' local stand-in).
    STRIPE_SECRET_KEY: { type: 'string', pattern: '^(sk|rk)_' },
    STRIPE_WEBHOOK_SECRET: { type: 'string', pattern: '^whsec_' },
    STRIPE_API_URL: { type: 'string', pattern: '^https?://[^/]+/?$' },
    BILLING_CURRENCY: { type: 'string', pattern: '^[a-z]{3}$' },
    // Which peers may tell the client's address in X-Forwarded-For: `false` (none, the default), a hop
    // count, or a comma-separated list of proxy addresses / CIDRs.
    TRUST_PROXY: {
      type: 'string',
      pattern: '^(false|[0-9]{1,2}|[0-9A-Fa-f:.]+(/[0-9]{1,3})?(\\s*,\\s*[0-9A-Fa-f:.]+(/[0-9]{1,3})?)*)$',
    },
    // The database deadline of every request (database.ts): statement and lock timeouts, how long to wait
    // for a pooled connection; past them the request answers 503 with Retry-After.
    DATABASE_STATEMENT_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 600000 },
    DATABASE_LOCK_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 600000 },
    DATABASE_POOL_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 600000 },
    // Connections each app process keeps to the database (docs/performance.md, "Pool size").
    DATABASE_POOL_SIZE: { type: 'integer', minimum: 1, maximum: 1000 },
  },
} as const;

export type RawConfig = FromSchema<typeof configSchema>;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * Where the LISTEN connections (live notifications, public-cache invalidation) go when DATABASE_URL is a
   * pooler in transaction mode (PgBouncer), which cannot hold a LISTEN: the server itself. Default: the
   * pool's own URL.
   */
  databaseListenUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  hostLabels: { vendor: string[]; platform: string[] };
  logLevel: RawConfig['LOG_LEVEL'];
  seedDemo: boolean;
  publicDomain: string;
  webDistDir: string;
  /** How links in mail reach a store's storefront: scheme and port (default: the port the server listens on). */
  publicScheme: 'http' | 'https';
  publicPort: number | undefined;
  /** SMTP delivery; undefined = mail is kept in the outbox only (docs/product.md#messages-mail-outbox). */
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string } | undefined;
  /** Twilio; undefined = texts are kept in the SMS outbox only (docs/product.md#messages-sms). */
  twilio:
    | {
        accountSid: string;
        authToken: string;
        from: string | undefined;
        messagingServiceSid: string | undefined;
        apiUrl: string | undefined;
      }
    | undefined;
  /** The sender of every mail (`Store name <address>`: the store's name is put in front). */
  mailFrom: string;
  /** Shipping carriers 1, 2 and "other" (docs/product.md#checkout-shipping-carriers: codes 1, 2, any other value = the third). */
  carrierNames: [string, string, string];
  /** HTTP server processes (Node's cluster module); 1 = this process serves alone. */
  workers: number;
  webhooks: {
    retryBaseSeconds: number;
    maxAttempts: number;
    pauseAfterFailures: number;
    pollMs: number;
    allowHttp: boolean;
    /** Endpoints may be on loopback, private, link-local … addresses (never in production: SSRF). */
    allowPrivateAddresses: boolean;
  };
  shopify: { apiKey?: string; apiSecret?: string; appUrl?: string; scopes: string };
  /** Key for secrets kept at rest (Shopify tokens); unset = derived from the JWT secret. */
  encryptionKey: string | undefined;
  /** Bearer token of /metrics; undefined = /metrics is not served. */
  metricsToken: string | undefined;
  /** How long SIGTERM waits for in-flight requests before the process exits anyway. */
  shutdownGraceSeconds: number;
  /** Stripe; undefined = the built-in provider only (docs/product.md#payments-provider). */
  stripe: { secretKey: string; webhookSecret: string | undefined; apiUrl: string | undefined } | undefined;
  /** ISO currency of plans, invoices and payments (lower case, as Stripe takes it). */
  currency: string;
  /**
   * Fastify's trustProxy: false (X-Forwarded-For is never believed: the client is the socket's peer), a
   * number of proxy hops, or the proxies' addresses / CIDRs.
   */
  trustProxy: false | number | string[];
  /** Per-request database deadline (milliseconds): statement, lock wait, pool acquisition. */
  databaseTimeouts: DatabaseTimeouts;
  /** Connections each process's pool keeps (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
}

export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  poolMs: number;
}

/** Connections per process unless DATABASE_POOL_SIZE says otherwise (docs/performance.md, "Pool size"). */
const defaultPoolSize = 20;

export const defaultDatabaseTimeouts: DatabaseTimeouts = { statementMs: 10000, lockMs: 5000, poolMs: 5000 };

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (/^[0-9]+$/.test(value)) return Number(value);
  const proxies = value.split(',').map((a) => a.trim());
  const bad = proxies.filter((p) => net.isIP(p.split('/')[0]!) === 0);
  if (bad.length)
    throw new ConfigError(`Invalid configuration:\n  - TRUST_PROXY: not an address: ${bad.join(', ')}`);
  return proxies;
}

const defaults: Record<string, string> = {
  PORT: '3000',
  HOST: '127.0.0.1',
  DATA_DIR: './data',
  ACCESS_TOKEN_TTL_SECONDS: '900',
  REFRESH_TOKEN_TTL_SECONDS: '1209600',
  VENDOR_HOST_LABELS: 'vendor,vendor-uat,repair,hotfix-vendor',
  PLATFORM_HOST_LABELS: 'app,live,staging,hotfix',
  LOG_LEVEL: 'info',
  SEED_DEMO: 'true',
  PUBLIC_DOMAIN: 'localhost',
  WEBHOOK_RETRY_BASE_SECONDS: '30',
  WEBHOOK_MAX_ATTEMPTS: '8',
  WEBHOOK_PAUSE_AFTER_FAILURES: '10',
  WEBHOOK_POLL_MS: '1000',
  WEBHOOK_ALLOW_HTTP: 'false',
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false',
  SHOPIFY_SCOPES: 'read_orders',
};

export class ConfigError extends Error {}

/** Reads and validates configuration; throws ConfigError listing every bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Record<string, string> = {},
): Config {
  const raw: Record<string, string> = { ...defaults };
  for (const key of Object.keys(configSchema.properties)) {
    const value = overrides[key] ?? env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const ajv = new Ajv({ coerceTypes: true, allErrors: true });
  const validate = ajv.compile<RawConfig>(configSchema);
  if (!validate(raw)) {
    const problems = (validate.errors ?? []).map(
      (e) => `${e.instancePath.replace(/^\//, '') || 'config'} ${e.message ?? 'is invalid'}`,
    );
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  const c = raw as unknown as RawConfig;
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    databaseListenUrl: c.DATABASE_LISTEN_URL,
    dataDir: c.DATA_DIR,
    embeddedPgPort: c.EMBEDDED_PG_PORT ?? 0,
    jwtSecret: c.JWT_SECRET,
    accessTokenTtlSeconds: c.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: c.REFRESH_TOKEN_TTL_SECONDS,
    hostLabels: { vendor: c.VENDOR_HOST_LABELS.split(','), platform: c.PLATFORM_HOST_LABELS.split(',') },
    logLevel: c.LOG_LEVEL,
    seedDemo: c.SEED_DEMO,
    publicDomain: c.PUBLIC_DOMAIN,
    webDistDir: c.WEB_DIST_DIR ?? 'dist/web',
    publicScheme: c.PUBLIC_SCHEME ?? 'http',
    publicPort: c.PUBLIC_PORT,
    twilio:
      c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && (c.TWILIO_FROM || c.TWILIO_MESSAGING_SERVICE_SID)
        ? {
            accountSid: c.TWILIO_ACCOUNT_SID,
            authToken: c.TWILIO_AUTH_TOKEN,
            from: c.TWILIO_FROM,
            messagingServiceSid: c.TWILIO_MESSAGING_SERVICE_SID,
            apiUrl: c.TWILIO_API_URL,
          }
        : undefined,
    smtp: c.SMTP_HOST
      ? {
          host: c.SMTP_HOST,
          port: c.SMTP_PORT ?? 587,
          secure: c.SMTP_SECURE ?? false,
          user: c.SMTP_USER,
          password: c.SMTP_PASSWORD,
        }
      : undefined,
    mailFrom: c.MAIL_FROM ?? `no-reply@${c.PUBLIC_DOMAIN}`,
    carrierNames: (c.CARRIER_NAMES ?? 'UPS,FedEx,Other carrier').split(',').map((n) => n.trim()) as [
      string,
      string,
      string,
    ],
    workers: c.WORKERS ?? 1,
    webhooks: {
      retryBaseSeconds: c.WEBHOOK_RETRY_BASE_SECONDS ?? 30,
      maxAttempts: c.WEBHOOK_MAX_ATTEMPTS ?? 8,
      pauseAfterFailures: c.WEBHOOK_PAUSE_AFTER_FAILURES ?? 10,
      pollMs: c.WEBHOOK_POLL_MS ?? 1000,
      allowHttp: c.WEBHOOK_ALLOW_HTTP ?? false,
      allowPrivateAddresses: c.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ?? false,
    },
    shopify: {
      apiKey: c.SHOPIFY_API_KEY,
      apiSecret: c.SHOPIFY_API_SECRET,
      appUrl: c.SHOPIFY_APP_URL,
      scopes: c.SHOPIFY_SCOPES ?? 'read_orders',
    },
    encryptionKey: c.ENCRYPTION_KEY,
    metricsToken: c.METRICS_TOKEN,
    shutdownGraceSeconds: c.SHUTDOWN_GRACE_SECONDS ?? 15,
    stripe: c.STRIPE_SECRET_KEY
      ? { secretKey: c.STRIPE_SECRET_KEY, webhookSecret: c.STRIPE_WEBHOOK_SECRET, apiUrl: c.STRIPE_API_URL }
      : undefined,
    currency: c.BILLING_CURRENCY ?? 'usd',
    trustProxy: trustProxyOf(c.TRUST_PROXY),
    databaseTimeouts: {
      statementMs: c.DATABASE_STATEMENT_TIMEOUT_MS ?? defaultDatabaseTimeouts.statementMs,
      lockMs: c.DATABASE_LOCK_TIMEOUT_MS ?? defaultDatabaseTimeouts.lockMs,
      poolMs: c.DATABASE_POOL_TIMEOUT_MS ?? defaultDatabaseTimeouts.poolMs,
    },
    databasePoolSize: c.DATABASE_POOL_SIZE ?? defaultPoolSize,
  };
}
