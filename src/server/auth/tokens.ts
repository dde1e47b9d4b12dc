// Access and refresh tokens: short-lived HS256 JWTs with an exp claim. Refresh tokens carry a jti and a
// family id; the database keeps which are spent so rotation and reuse detection work across processes.
import { SignJWT, jwtVerify, errors } from 'jose';
import crypto from 'node:crypto';

export interface AccessClaims {
  sub: string;
  role: number;
  store_id: number | null;
  vendor_id: number | null;
  customer_id: number | null;
  /** Set when the super admin acts as a store owner (RFC 8693 actor claim): who really acts. */
  act?: { sub: string };
  /** The user's token version when it was issued (users.token_version); behind it, the token is dead. */
  ver?: number;
  typ: 'access';
}
export interface RefreshClaims {
  sub: string;
  jti: string;
  fam: string;
  act?: { sub: string };
  typ: 'refresh';
}

export class TokenError extends Error {}

/** How many verified access tokens each process remembers (oldest forgotten first); a miss only costs a verify. */
const verifiedAccessLimit = 10_000;

export class TokenIssuer {
  private readonly key: Uint8Array;
  /**
   * Access tokens whose signature this issuer has checked, by their exact text, with their claims. Every
   * signed-in request presents the same token until it expires, and jose's HS256 check through WebCrypto
   * was ~0.3 ms of CPU of a ~2 ms signed-in read (profile:http, docs/performance.md). A token is a string
   * signed with this issuer's key: the same text verifies the same way every time, so only its expiry is
   * checked again on a hit (as jose does: dead once `exp` <= now in whole seconds). Revocation is not this
   * cache's concern: the auth hook asks the session states after every verify, hit or miss.
   */
  private readonly verifiedAccess = new Map<string, AccessClaims & { exp: number }>();
  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async access(claims: Omit<AccessClaims, 'typ'>, now = Date.now()): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + this.accessTtlSeconds)
      .sign(this.key);
  }

  async refresh(
    sub: string,
    family: string = crypto.randomUUID(),
    now = Date.now(),
    act?: { sub: string },
    jti: string = crypto.randomUUID(),
  ) {
    const expiresAt = new Date(now + this.refreshTtlSeconds * 1000);
    const token = await new SignJWT({ fam: family, typ: 'refresh', ...(act ? { act } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setJti(jti)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, jti, family, expiresAt };
  }

  async verify<T extends AccessClaims | RefreshClaims>(token: string, typ: T['typ']): Promise<T> {
    if (typ === 'access') {
      const known = this.verifiedAccess.get(token);
      if (known && known.exp > Math.floor(Date.now() / 1000)) return known as unknown as T;
      if (known) this.verifiedAccess.delete(token); // expired: jose says so below
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== typ || typeof payload.sub !== 'string') throw new TokenError('wrong token type');
      if (typ === 'access' && typeof payload.exp === 'number') this.rememberAccess(token, payload);
      return payload as unknown as T;
    } catch (e) {
      if (e instanceof TokenError || e instanceof errors.JOSEError)
        throw new TokenError((e as Error).message);
      throw e;
    }
  }

  private rememberAccess(token: string, payload: object) {
    if (this.verifiedAccess.size >= verifiedAccessLimit) {
      const oldest = this.verifiedAccess.keys().next().value;
      if (oldest !== undefined) this.verifiedAccess.delete(oldest);
    }
    // Frozen: one object answers every request carrying the token; nobody may change it for the next.
    const claims = payload as AccessClaims & { exp: number };
    if (claims.act) Object.freeze(claims.act);
    this.verifiedAccess.set(token, Object.freeze(claims));
  }
}
