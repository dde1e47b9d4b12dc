// Login for every role, token refresh with rotation and reuse detection, logout, and the current session.
import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ErrorCode } from '../../../shared/errors.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import { ApiFailure } from '../../http-errors.ts';
import { responses } from '../../envelope.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { verifyPassword, unknownUserHash } from '../../auth/passwords.ts';
import { issueTokens, loginResponse, principalOf, refreshGraceSeconds } from '../../auth/session.ts';
import type { RefreshClaims } from '../../auth/tokens.ts';
import { TokenError } from '../../auth/tokens.ts';
import { findStoreByHost } from '../../stores/find-store.ts';
import { userStoreIsActive } from '../../stores/store-state.ts';
import {
  countLoginAttempt,
  countSuccess,
  loginKeys,
  loginLimits,
  markOwnerNotified,
} from '../../auth/login-throttle.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { appOfRole, permitOf } from '../../../shared/permission-registry.ts';

/** Every access token issued to the user so far stops working on its next request (token_version). */
async function endAccessTokens(tx: Transaction, userId: number) {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** A refresh's signing time in milliseconds, read the same way when the pair is first made and re-made. */
const usedMs = (column: SQL | AnyColumn) => sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`;

/** Who a refresh token's new pair is for: its user, still active in an active store. */
async function refreshedPrincipal(tx: Transaction, claims: RefreshClaims) {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(users.id, Number(claims.sub)));
  if (!user || !user.isActive || !(await userStoreIsActive(tx, user.storeId))) return null;
  return { ...(await principalOf(tx, user)), actorUserId: claims.act ? Number(claims.act.sub) : null };
}

const invalidCredentials = () => new ApiFailure(ErrorCode.invalidCredentials);
const tokenNotValid = () => new ApiFailure(ErrorCode.tokenNotValid);

export default async function authRoutes(app: ApiInstance) {
  const { publicDomain, hostLabels } = app.config;

  app.post(
    '/auth/login',
    {
      ...publicRoute({}, { throttled: true }),
      schema: {
        tags: ['auth'],
        summary: 'Log in to the storefront, the portal or the vendor app',
        body: { $ref: 'LoginRequest#' },
        response: responses(200, { $ref: 'LoginResponse#' }, 400, 401, 403, 404, 429),
      },
    },
    async (request) => {
      const { email, password, app: face, store_url } = request.body;
      let storeId: number | null = null;
      if (face === 'storefront') {
        if (!store_url) {
          throw new ApiFailure(ErrorCode.validation, 'store_url is required for the storefront', [
            { field: 'store_url', message: 'store_url is required for the storefront' },
          ]);
        }
        const store = await findStoreByHost(app.db, store_url, hostLabels);
        if (!store) throw new ApiFailure(ErrorCode.storeNotFound);
        if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
        storeId = store.id;
      }
      const findUser = async (tx: Transaction) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(
            and(
              eq(users.audience, face),
              face === 'storefront' ? eq(users.storeId, storeId!) : undefined,
              sql`lower(${users.email}) = lower(${email})`,
            ),
          );
        return user;
      };
      // Throttled per account and per address before the password is looked at (login-throttle.ts).
      const keys = loginKeys(face, storeId, email, request.ip);
      const attempt = await countLoginAttempt(app.db, keys);
      // The account just went over its limit across addresses: its owner is told, once per window.
      if (attempt.accountJustLocked) {
        const owner = await inScope(app.db, { kind: 'platform' }, async (tx) => {
          const user = await findUser(tx);
          return user && (await markOwnerNotified(tx, keys)) ? user : null;
        });
        if (owner)
          await app.loginAlerts({
            userId: owner.id,
            email: owner.email,
            firstName: owner.firstName,
            face,
            failedAttempts: loginLimits.account.attempts,
            at: new Date(),
          });
      }
      if (attempt.retryAfterSeconds > 0)
        throw new ApiFailure(ErrorCode.tooManyRequests, undefined, undefined, 429, attempt.retryAfterSeconds);
      return inScope(app.db, { kind: 'platform' }, async (tx) => {
        const user = await findUser(tx);
        const passwordOk = await verifyPassword(password, user?.passwordHash ?? unknownUserHash);
        if (!user || !passwordOk || !user.isActive || appOfRole(user.roleId) !== face)
          throw invalidCredentials();
        if (!(await userStoreIsActive(tx, user.storeId))) throw new ApiFailure(ErrorCode.storeInactive);
        await countSuccess(tx, keys);
        const issued = await issueTokens(tx, app.tokens, await principalOf(tx, user));
        return { status: 'success', data: await loginResponse(tx, user, publicDomain, issued) };
      });
    },
  );

  app.post(
    '/token/refresh/',
    {
      ...publicRoute(),
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access token (the refresh token rotates)',
        body: { $ref: 'RefreshRequest#' },
        response: responses(200, { $ref: 'TokenPair#' }, 400, 401),
      },
    },
    async (request) => {
      let claims: RefreshClaims;
      try {
        claims = await app.tokens.verify<RefreshClaims>(request.body.refresh, 'refresh');
      } catch (e) {
        if (e instanceof TokenError) throw tokenNotValid();
        throw e;
      }
      const outcome = await inScope(app.db, { kind: 'platform' }, async (tx) => {
        // Mark the token spent only if it is still live: exactly one concurrent refresh can win.
        const [spent] = await tx
          .update(refreshTokens)
          // The transaction's time: the successor's created_at is the same instant (issueTokens below).
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(refreshTokens.id, claims.jti),
              isNull(refreshTokens.usedAt),
              isNull(refreshTokens.revokedAt),
            ),
          )
          .returning({ familyId: refreshTokens.familyId, usedMs: usedMs(refreshTokens.usedAt) });
        if (!spent) {
          // Spent moments ago by a concurrent refresh (another tab): the same new pair, signed again.
          const { rows: grace } = await tx.execute<{ used_ms: number; successor: string }>(sql`
            select ${usedMs(sql`old.used_at`)} as used_ms, successor.id as successor
              from refresh_tokens old
              join refresh_tokens successor
                on successor.family_id = old.family_id and successor.created_at = old.used_at
               and successor.id <> old.id and successor.revoked_at is null
             where old.id = ${claims.jti} and old.revoked_at is null
               and old.used_at > now() - make_interval(secs => ${refreshGraceSeconds})
             limit 1`);
          const pair = grace[0];
          if (pair) {
            const principal = await refreshedPrincipal(tx, claims);
            if (!principal) return null;
            return issueTokens(tx, app.tokens, principal, claims.fam, {
              at: Number(pair.used_ms),
              jti: pair.successor,
              reissue: true,
            });
          }
          // A spent or revoked token came back: treat the family as stolen and revoke all of it, and end
          // the access tokens already out (the thief may hold one).
          await tx
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(and(eq(refreshTokens.familyId, claims.fam), isNull(refreshTokens.revokedAt)));
          await endAccessTokens(tx, Number(claims.sub));
          return null;
        }
        const principal = await refreshedPrincipal(tx, claims);
        if (!principal) return null;
        return issueTokens(tx, app.tokens, principal, spent.familyId, { at: Number(spent.usedMs) });
      });
      if (!outcome) throw tokenNotValid();
      return { status: 'success', data: outcome };
    },
  );

  app.post(
    '/auth/logout',
    {
      ...publicRoute(),
      schema: {
        tags: ['auth'],
        summary: "Log out: revokes the refresh token's whole family",
        body: { $ref: 'RefreshRequest#' },
        response: responses(200, { type: 'object', properties: { message: { type: 'string' } } }, 400),
      },
    },
    async (request) => {
      try {
        const claims = await app.tokens.verify<RefreshClaims>(request.body.refresh, 'refresh');
        await inScope(app.db, { kind: 'platform' }, async (tx) => {
          const revoked = await tx
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(and(eq(refreshTokens.familyId, claims.fam), isNull(refreshTokens.revokedAt)))
            .returning({ userId: refreshTokens.userId });
          // Logging out ends the user's access tokens at once (other devices refresh into new ones).
          if (revoked[0]) await endAccessTokens(tx, revoked[0].userId);
        });
      } catch (e) {
        if (!(e instanceof TokenError)) throw e;
        // An expired or forged token has nothing to revoke; logging out still succeeds.
      }
      return { status: 'success', data: { message: 'Logged out' } };
    },
  );

  app.get(
    '/auth/session',
    {
      ...permitted(app, permitOf('session:view')),
      schema: {
        tags: ['auth'],
        summary: 'The current session (same shape as the login response, with fresh tokens omitted)',
        security: [{ bearer: [] }],
        response: responses(200, { $ref: 'LoginResponse#' }, 401),
      },
    },
    async (request) => {
      const principal = request.principal!;
      return inScope(app.db, { kind: 'platform' }, async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, principal.userId));
        if (!user) throw tokenNotValid();
        const token = request.headers.authorization?.split(' ')[1] ?? '';
        return {
          status: 'success',
          data: await loginResponse(tx, user, publicDomain, { access: token, refresh: '' }),
        };
      });
    },
  );
}
