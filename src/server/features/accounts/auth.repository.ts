// The queries of signing in: logins by email, refresh tokens (rotation, the grace re-sign, revoking a
// family) and ending a user's access tokens, each in the caller's transaction.
import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** The login of an email (case-insensitive) in an app (and, for the storefront, a store). */
export async function loginByEmail(
  tx: Transaction,
  face: UserRow['audience'],
  storeId: number | null,
  email: string,
): Promise<UserRow | undefined> {
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
}

export async function userById(tx: Transaction, userId: number): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  return user;
}

/** Every access token issued to the user so far stops working on its next request (token_version). */
export async function endAccessTokens(tx: Transaction, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** A refresh's signing time in milliseconds, read the same way when the pair is first made and re-made. */
const usedMs = (column: SQL | AnyColumn) => sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Marks the refresh token spent only if it is still live, so exactly one concurrent refresh can win; its
 * family and when it was spent (the transaction's time: the successor's created_at is the same instant).
 */
export async function spendRefreshToken(tx: Transaction, jti: string) {
  const [spent] = await tx
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, jti), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId, usedMs: usedMs(refreshTokens.usedAt) });
  return spent;
}

/** The live successor of a token spent within the grace period (by a concurrent refresh), if any. */
export async function graceSuccessor(tx: Transaction, jti: string, graceSeconds: number) {
  const { rows } = await tx.execute<{ used_ms: number; successor: string }>(sql`
    select ${usedMs(sql`old.used_at`)} as used_ms, successor.id as successor
      from refresh_tokens old
      join refresh_tokens successor
        on successor.family_id = old.family_id and successor.created_at = old.used_at
       and successor.id <> old.id and successor.revoked_at is null
     where old.id = ${jti} and old.revoked_at is null
       and old.used_at > now() - make_interval(secs => ${graceSeconds})
     limit 1`);
  return rows[0];
}

/** Revokes every live refresh token of a family; the users they belonged to. */
export function revokeFamily(tx: Transaction, familyId: string) {
  return tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId });
}

/** Revokes every live refresh token of a user (every session logged out). */
export async function revokeUserSessions(tx: Transaction, userId: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
