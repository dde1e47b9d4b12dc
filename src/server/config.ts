// Server configuration: read once from the environment, validated against a schema at start-up so a bad
// value stops the process with a clear message instead of failing later.
import Ajv from 'ajv';
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
    WORKERS: { type: 'integer', minimum: 1, maximum: 64 },
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
  /** HTTP server processes (Node's cluster module); 1 = this process serves alone. */
  workers: number;
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
    workers: c.WORKERS ?? 1,
  };
}
