// One spelling per path (docs/api.md, "Path aliases"): where a path that docs/product.md#api-fixed-paths
// does not fix was spelled two ways, the canonical spelling is the route and the old spelling stays as a
// deprecated alias. Aliases are declared here only: each answers through the canonical route's handler,
// schema, guard and route meta, and the description marks it `deprecated` naming the canonical path. The
// faces and the generated client use the canonical paths; the generated suites skip the aliases
// (tests/support/route-table.ts) and tests/api/path-aliases.test.ts checks each one answers alike.
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface PathAlias {
  /** The old spelling, relative to the API version's prefix (`/store-invitation/:uid`). */
  alias: string;
  /** The route it answers as. */
  canonical: string;
}

/** Canonical spelling: plural, hyphenated nouns (`store-invitations`, `sign-up` as in `auth/sign-up`). */
export const pathAliases: readonly PathAlias[] = [
  { alias: '/staff-signup/:store_id/:token', canonical: '/staff-sign-up/:store_id/:token' },
  { alias: '/vendor-staff-signup/:vendor_id/:token', canonical: '/vendor-staff-sign-up/:vendor_id/:token' },
  { alias: '/store-invitation/:uid', canonical: '/store-invitations/:uid' },
  { alias: '/store-invitation/:uid/accept', canonical: '/store-invitations/:uid/accept' },
  { alias: '/store-invitation/:uid/decline', canonical: '/store-invitations/:uid/decline' },
];

/** What an alias route carries in its config: the canonical route's URL (with the version prefix). */
export interface AliasConfig {
  aliasOf?: string;
}

const byCanonical = new Map(pathAliases.map((a) => [a.canonical, a]));

/** Whether a route is an alias (registered here) rather than a route of its own. */
export const isAliasRoute = (route: Pick<RouteOptions, 'config'>) =>
  !!(route.config as AliasConfig | undefined)?.aliasOf;

/**
 * Registers each alias beside its canonical route, in the same plugin (so the same prefix, hooks and
 * decorations): an onRoute hook, added before the API's routes.
 */
export function registerPathAliases(app: FastifyInstance) {
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions & { prefix?: string }) {
    // A GET's automatic HEAD route is made again for the alias's GET.
    if (isAliasRoute(route) || route.method === 'HEAD') return;
    const prefix = route.prefix ?? '';
    if (!route.url.startsWith(prefix)) return;
    const entry = byCanonical.get(route.url.slice(prefix.length));
    if (!entry) return;
    const {
      url,
      path: _path,
      routePath: _routePath,
      prefix: _prefix,
      ...rest
    } = route as RouteOptions & {
      path?: string;
      routePath?: string;
      prefix?: string;
    };
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const own = typeof schema.description === 'string' ? `\n\n${schema.description}` : '';
    this.route({
      ...rest,
      url: entry.alias,
      schema: {
        ...schema,
        deprecated: true,
        description: `Deprecated alias of \`${url.replace(/:([A-Za-z_]+)/g, '{$1}')}\`: call that path.${own}`,
      },
      config: { ...(route.config as object), aliasOf: url } as RouteOptions['config'],
    });
  });
}
