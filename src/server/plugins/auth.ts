// Authentication and authorization: reads the Bearer access token of every request, derives the tenant
// scope from it (never from the request), and offers the guard (requireAccess) that asks the permissions
// registry (src/shared/permission-registry.ts) whether the caller may take the route's action.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, inArray, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ErrorCode } from '../../shared/errors.ts';
import type { SessionRole, StoresPermissions } from '../../shared/permissions.ts';
import type { ActionId, RoleId } from '../../shared/roles.ts';
import type { AccessRule } from '../../shared/access.ts';
import {
  audienceOfRole,
  hasStoredPermissions,
  locationsOf,
  mayAccess,
} from '../../shared/permission-registry.ts';
import { ApiFailure, forbidden } from '../http-errors.ts';
import {
  inScope,
  type Database,
  type ScopeOptions,
  type TenantScope,
  type Transaction,
} from '../db/database.ts';
import { staffPermissions } from '../db/schema/index.ts';
import { TokenError, type AccessClaims, type TokenIssuer } from '../auth/tokens.ts';
import type { SessionStates } from '../auth/session-states.ts';

export interface Principal {
  userId: number;
  roleId: RoleId;
  storeId: number | null;
  vendorId: number | null;
  customerId: number | null;
  /** The super admin acting as this user (`/authenticate/:id`); null otherwise. */
  actorUserId?: number | null;
  /** The token version the access token carries (users.token_version when issued). */
  tokenVersion?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    tokens: TokenIssuer;
    /** Whether access tokens still stand, known in memory (auth/session-states.ts). */
    sessionStates: SessionStates;
    /** Checks a resource's access rule (shared/access.ts) for the action; 401 without a session. */
    requireAccess(rule: AccessRule, action: ActionId): preHandlerHookHandler;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /**
     * The locations the caller's route permission holds at (docs/product.md#roles-permission-check
     * per-location permissions), set by
     * requireAccess for store staff; 'all' for everyone else. Row reads, writes and
     * creates of location-bound records (locationScope) honour it.
     */
    permittedLocations: 'all' | number[];
    /**
     * Runs fn in one transaction scoped to this request's tenant (row-level security applies);
     * { readOnly: true } for reads (a read-only transaction whose COMMIT the request does not wait for).
     */
    inTenant<T>(fn: (tx: Transaction) => Promise<T>, options?: ScopeOptions): Promise<T>;
  }
}

export function scopeOf(principal: Principal | null): TenantScope {
  if (!principal) return { kind: 'none' };
  switch (audienceOfRole(principal.roleId)) {
    case 'platform':
      return { kind: 'platform' };
    case 'store':
      return { kind: 'store', storeId: principal.storeId ?? -1, userId: principal.userId };
    case 'vendor':
      return { kind: 'vendor', vendorId: principal.vendorId ?? -1, userId: principal.userId };
    default:
      return {
        kind: 'user',
        userId: principal.userId,
        storeId: principal.storeId ?? undefined,
        customerId: principal.customerId ?? undefined,
      };
  }
}

/** docs/product.md#roles-permission-check's role data for a principal: staff carry their stored permissions, everyone else has none (all). */
export async function sessionRoleOf(tx: Transaction, principal: Principal): Promise<SessionRole> {
  if (!hasStoredPermissions(principal.roleId) || principal.storeId === null)
    return { role_id: principal.roleId };
  const rows = await tx
    .select()
    .from(staffPermissions)
    .where(
      and(eq(staffPermissions.storeId, principal.storeId), eq(staffPermissions.userId, principal.userId)),
    );
  const permissions: StoresPermissions = { global_permissions: [], locations_permissions: [] };
  for (const row of rows) {
    const entry = { module_id: row.moduleId, permissions: row.actions };
    if (row.locationId === null) permissions.global_permissions.push(entry);
    else permissions.locations_permissions.push({ ...entry, location_id: row.locationId });
  }
  return { role_id: principal.roleId, stores_permissions: permissions };
}

/**
 * The row condition of a location-bound table for this request: nothing when the caller may act at every
 * location, otherwise the rows at the locations it may (a row without a location needs 'all').
 */
export function locationScope(request: FastifyRequest, column: AnyPgColumn | SQL): SQL | undefined {
  const allowed = request.permittedLocations;
  if (allowed === 'all') return undefined;
  if (!allowed.length) return sql`false`;
  return column instanceof SQL ? inArray(column, allowed) : inArray(column, allowed);
}

/** A location a record is to be created or moved to must be one the caller may act at (else 403). */
export function requireLocation(request: FastifyRequest, locationId: number | null | undefined): void {
  const allowed = request.permittedLocations;
  if (allowed === 'all') return;
  if (locationId === null || locationId === undefined || !allowed.includes(locationId))
    throw new ApiFailure(ErrorCode.forbidden, 'You may not act at this location.', [
      { field: 'location_id', message: 'location_id is not a location you have this permission at' },
    ]);
}

const notAuthenticated = () => new ApiFailure(ErrorCode.notAuthenticated);

/** The caller's docs/product.md#roles-permission-check role data; only store staff carry stored permissions, so only they cost a query. */
function roleOfRequest(request: FastifyRequest, principal: Principal): Promise<SessionRole> | SessionRole {
  return hasStoredPermissions(principal.roleId)
    ? request.inTenant((tx) => sessionRoleOf(tx, principal))
    : { role_id: principal.roleId };
}

export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('principal', null);
  app.decorateRequest('permittedLocations', 'all');
  app.decorateRequest('inTenant', function <
    T,
  >(this: FastifyRequest, fn: (tx: Transaction) => Promise<T>, options?: ScopeOptions) {
    return inScope(app.db, scopeOf(this.principal), fn, options);
  });

  // Callback style: a request without a token (public reads, the storefront) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    // /metrics takes its own bearer token (METRICS_TOKEN, operations/operations.ts), not a session's.
    if (!header || request.routeOptions.url === '/metrics') return done();
    authenticate(request, header).then(() => done(), done);
  });

  async function authenticate(request: FastifyRequest, header: string): Promise<void> {
    const [kind, token] = header.split(' ');
    if (kind !== 'Bearer' || !token) throw new ApiFailure(ErrorCode.tokenNotValid);
    try {
      const claims = await app.tokens.verify<AccessClaims>(token, 'access');
      request.principal = {
        userId: Number(claims.sub),
        roleId: claims.role as RoleId,
        storeId: claims.store_id,
        vendorId: claims.vendor_id,
        customerId: claims.customer_id,
        actorUserId: claims.act ? Number(claims.act.sub) : null,
        tokenVersion: claims.ver ?? 0,
      };
    } catch (e) {
      if (e instanceof TokenError) throw new ApiFailure(ErrorCode.tokenNotValid);
      throw e;
    }
    // Known in memory (auth/session-states.ts): no round trip of its own once the person is remembered.
    if (!(await app.sessionStates.isLive(request.principal.userId, request.principal.tokenVersion ?? 0))) {
      request.principal = null;
      throw new ApiFailure(ErrorCode.tokenNotValid);
    }
  }

  app.decorate('requireAccess', (rule: AccessRule, action: ActionId): preHandlerHookHandler => {
    return async (request) => {
      const principal = request.principal;
      if (!principal) throw notAuthenticated();
      const role = await roleOfRequest(request, principal);
      if (!mayAccess(role, rule, action)) throw forbidden();
      // Store staff let in by their stored permissions are held to the locations those give.
      request.permittedLocations = locationsOf(role, rule, action);
    };
  });
});
