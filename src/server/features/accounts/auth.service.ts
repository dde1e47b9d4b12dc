// Signing in for every role: login (throttled per account and per address, the owner told once when an
// account is locked), token refresh with rotation and reuse detection, logout, and the current session.
// The queries are in auth.repository.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../shared/errors.ts';
import { appOfRole } from '../../../shared/permission-registry.ts';
import { ApiFailure } from '../../http-errors.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import { verifyPassword, unknownUserHash } from '../../auth/passwords.ts';
import { issueTokens, loginResponse, principalOf, refreshGraceSeconds } from '../../auth/session.ts';
import { TokenError, type RefreshClaims } from '../../auth/tokens.ts';
import { findStoreByHost } from '../../stores/find-store.ts';
import { userStoreIsActive } from '../../stores/store-state.ts';
import {
  countLoginAttempt,
  countSuccess,
  loginKeys,
  loginLimits,
  markOwnerNotified,
} from '../../auth/login-throttle.ts';
import {
  endAccessTokens,
  graceSuccessor,
  loginByEmail,
  revokeFamily,
  spendRefreshToken,
  userById,
  type UserRow,
} from './auth.repository.ts';
import { awaitsVerification } from './accounts.repository.ts';

const invalidCredentials = () => new ApiFailure(ErrorCode.invalidCredentials);
const tokenNotValid = () => new ApiFailure(ErrorCode.tokenNotValid);

export interface LoginBody {
  email: string;
  password: string;
  app: UserRow['audience'];
  store_url?: string;
}

/** Logs in to the storefront (of the store at store_url), the portal or the vendor app. */
export async function logIn(app: FastifyInstance, request: FastifyRequest, body: LoginBody) {
  const { email, password, app: face, store_url } = body;
  let storeId: number | null = null;
  if (face === 'storefront') {
    if (!store_url) {
      throw new ApiFailure(ErrorCode.validation, 'store_url is required for the storefront', [
        { field: 'store_url', message: 'store_url is required for the storefront' },
      ]);
    }
    const store = await findStoreByHost(app.db, store_url, app.config.hostLabels);
    if (!store) throw new ApiFailure(ErrorCode.storeNotFound);
    if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
    storeId = store.id;
  }
  const findUser = (tx: Transaction) => loginByEmail(tx, face, storeId, email);
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
    if (!user || !passwordOk || appOfRole(user.roleId) !== face) throw invalidCredentials();
    if (!user.isActive) {
      // Only with the right password: a storefront account still waiting for its email to be confirmed is
      // told so, and offered a new link (docs/product.md#account-unverified).
      if (face === 'storefront' && (await awaitsVerification(tx, user)))
        throw new ApiFailure(ErrorCode.emailNotVerified);
      throw invalidCredentials();
    }
    if (!(await userStoreIsActive(tx, user.storeId))) throw new ApiFailure(ErrorCode.storeInactive);
    await countSuccess(tx, keys);
    const issued = await issueTokens(tx, app.tokens, await principalOf(tx, user));
    return loginResponse(tx, user, app.config.publicDomain, issued);
  });
}

/** Who a refresh token's new pair is for: its user, still active in an active store. */
async function refreshedPrincipal(tx: Transaction, claims: RefreshClaims) {
  const user = await userById(tx, Number(claims.sub));
  if (!user || !user.isActive || !(await userStoreIsActive(tx, user.storeId))) return null;
  return { ...(await principalOf(tx, user)), actorUserId: claims.act ? Number(claims.act.sub) : null };
}

/** Exchanges a refresh token for a new pair (the refresh token rotates; a reused one revokes its family). */
export async function refreshSession(app: FastifyInstance, refresh: string) {
  let claims: RefreshClaims;
  try {
    claims = await app.tokens.verify<RefreshClaims>(refresh, 'refresh');
  } catch (e) {
    if (e instanceof TokenError) throw tokenNotValid();
    throw e;
  }
  const outcome = await inScope(app.db, { kind: 'platform' }, async (tx) => {
    // Mark the token spent only if it is still live: exactly one concurrent refresh can win.
    const spent = await spendRefreshToken(tx, claims.jti);
    if (!spent) {
      // Spent moments ago by a concurrent refresh (another tab): the same new pair, signed again.
      const pair = await graceSuccessor(tx, claims.jti, refreshGraceSeconds);
      if (pair) {
        const principal = await refreshedPrincipal(tx, claims);
        if (!principal) return null;
        return issueTokens(tx, app.tokens, principal, claims.fam, {
          at: Number(pair.used_ms),
          jti: pair.successor,
          reissue: true,
        });
      }
      // A spent or revoked token came back: treat the family as stolen and revoke all of it, and end the
      // access tokens already out (the thief may hold one).
      await revokeFamily(tx, claims.fam);
      await endAccessTokens(tx, Number(claims.sub));
      return null;
    }
    const principal = await refreshedPrincipal(tx, claims);
    if (!principal) return null;
    return issueTokens(tx, app.tokens, principal, spent.familyId, { at: Number(spent.usedMs) });
  });
  if (!outcome) throw tokenNotValid();
  return outcome;
}

/** Revokes the refresh token's whole family and ends the user's access tokens; an invalid token has nothing to revoke. */
export async function logOut(app: FastifyInstance, refresh: string): Promise<void> {
  try {
    const claims = await app.tokens.verify<RefreshClaims>(refresh, 'refresh');
    await inScope(app.db, { kind: 'platform' }, async (tx) => {
      const revoked = await revokeFamily(tx, claims.fam);
      // Logging out ends the user's access tokens at once (other devices refresh into new ones).
      if (revoked[0]) await endAccessTokens(tx, revoked[0].userId);
    });
  } catch (e) {
    if (!(e instanceof TokenError)) throw e;
    // An expired or forged token has nothing to revoke; logging out still succeeds.
  }
}

/** The current session (the login response's shape, with the caller's own access token and no refresh). */
export function currentSession(app: FastifyInstance, request: FastifyRequest) {
  const principal = request.principal!;
  return inScope(app.db, { kind: 'platform' }, async (tx) => {
    const user = await userById(tx, principal.userId);
    if (!user) throw tokenNotValid();
    const token = request.headers.authorization?.split(' ')[1] ?? '';
    return loginResponse(tx, user, app.config.publicDomain, { access: token, refresh: '' });
  });
}
