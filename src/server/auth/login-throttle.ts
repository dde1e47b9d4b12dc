// Login throttling, with its state in PostgreSQL (login_throttle) so every app process counts the same
// attempts. Three counts: per (account, client address) — what stops one attacker's guesses, 48 in
// parallel included; per client address — one address trying many accounts; and per account across
// addresses — guessing spread over many addresses. The last one never locks the owner out: over it, an
// address with no attempt on this account in the window still reaches the password check (issue 25,
// fault 3). An attempt is counted before the password is checked, in its own committed transaction, so
// parallel guesses cannot slip past the count; a successful login clears its (account, address) count and
// gives its attempt back to the address. Over a limit the answer is 429 with Retry-After — the same
// whether or not the account exists. The client address is the socket's peer unless TRUST_PROXY names
// the proxies whose X-Forwarded-For is believed (app.ts).
import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { inScope, type Database, type Transaction } from '../db/database.ts';
import { loginThrottle } from '../db/schema/index.ts';

export const loginLimits = {
  /** Attempts per account (face, store, email) from one client address in one window. */
  accountAddress: { attempts: 5, windowSeconds: 15 * 60 },
  /**
   * Attempts per account from all addresses in one window; over it only an address with no attempt on the
   * account yet gets through (the owner's), and the owner is told.
   */
  account: { attempts: 5, windowSeconds: 15 * 60 },
  /** Attempts per client address in one window (a shop's shared address has several people). */
  address: { attempts: 30, windowSeconds: 15 * 60 },
};

export interface LoginKeys {
  account: string;
  accountAddress: string;
  address: string;
}

const hashed = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

export function loginKeys(face: string, storeId: number | null, email: string, ip: string): LoginKeys {
  const account = `${face}:${storeId ?? 0}:${email.trim().toLowerCase()}`;
  return {
    account: hashed(`account:${account}`),
    accountAddress: hashed(`account-address:${account}:${ip}`),
    address: hashed(`address:${ip}`),
  };
}

export interface AttemptCount {
  /** Seconds until another attempt may be made; 0 when this one may go ahead. */
  retryAfterSeconds: number;
  /** This attempt just went over the account's limit (the moment to tell the owner, once per window). */
  accountJustLocked: boolean;
}

/** Counts one attempt under a key in its window (public-write-limit.ts counts public writes the same way). */
export async function count(
  tx: Transaction,
  key: string,
  limit: { attempts: number; windowSeconds: number },
) {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const expired = sql`${loginThrottle.windowStartedAt} < now() - ${window}`;
  const [row] = await tx
    .insert(loginThrottle)
    .values({ key, attempts: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${loginThrottle.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
        notifiedAt: sql`case when ${expired} then null else ${loginThrottle.notifiedAt} end`,
      },
    })
    .returning({
      attempts: loginThrottle.attempts,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${loginThrottle.windowStartedAt} + ${window} - now())))::int`,
    });
  return { over: row!.attempts > limit.attempts, justOver: row!.attempts === limit.attempts + 1, ...row! };
}

/** Counts one login attempt against the account and the address (committed whatever the login's outcome). */
export async function countLoginAttempt(db: Database, keys: LoginKeys): Promise<AttemptCount> {
  return inScope(db, { kind: 'platform' }, async (tx) => {
    const pair = await count(tx, keys.accountAddress, loginLimits.accountAddress);
    const account = await count(tx, keys.account, loginLimits.account);
    const address = await count(tx, keys.address, loginLimits.address);
    // An address trying this account for the first time in the window is let through the account's
    // count: the owner at their own device is never locked out by someone else's guesses.
    const firstFromAddress = pair.attempts === 1;
    const refusedBy = [pair, address, ...(firstFromAddress ? [] : [account])].filter((c) => c.over);
    const waits = refusedBy.map((c) => c.retryAfter);
    return { retryAfterSeconds: waits.length ? Math.max(...waits) : 0, accountJustLocked: account.justOver };
  });
}

/**
 * A successful login clears its (account, address) count and gives its own attempt back to the address and
 * to the account: the account's count across addresses then counts failures, not the owner's own logins —
 * otherwise an owner who signs in six times in a window and then mistypes once is refused (an attacker
 * elsewhere gains nothing: only the successful attempt itself is given back).
 */
export async function countSuccess(tx: Transaction, keys: LoginKeys): Promise<void> {
  await tx.delete(loginThrottle).where(eq(loginThrottle.key, keys.accountAddress));
  await tx
    .update(loginThrottle)
    .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
    .where(inArray(loginThrottle.key, [keys.address, keys.account]));
}

/** Marks the account's owner as told for this window; false when they already were. */
export async function markOwnerNotified(tx: Transaction, keys: LoginKeys): Promise<boolean> {
  const marked = await tx
    .update(loginThrottle)
    .set({ notifiedAt: sql`now()` })
    .where(sql`${loginThrottle.key} = ${keys.account} and ${loginThrottle.notifiedAt} is null`)
    .returning({ key: loginThrottle.key });
  return marked.length > 0;
}
