// Mailed account links (verify an email, reset a password) for every app that has self-service accounts —
// the storefront's customers and the vendor app's owners. A link is `<key>/<token>`: the key finds the row,
// only the token's SHA-256 is stored, and it works once, until it expires.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { accountTokens, users, type AccountTokenPurpose } from '../db/schema/index.ts';
import { invalid } from '../http-errors.ts';

export const verifyHours = 48;
export const resetHours = 2;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export const linkRefused = () =>
  invalid(
    [{ field: 'token', message: 'This link has expired or was already used.' }],
    'This link has expired or was already used.',
  );

export async function issueLink(
  tx: Transaction,
  userId: number,
  purpose: AccountTokenPurpose,
  hours: number,
) {
  const key = crypto.randomBytes(12).toString('base64url');
  const token = crypto.randomBytes(24).toString('base64url');
  // A new link replaces the unused ones of the same purpose: only the latest mail works.
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  await tx.insert(accountTokens).values({
    key,
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + hours * 3_600_000),
  });
  return { key, token };
}

/** The valid, unused link for key/token, locked for the caller's transaction; refused otherwise. */
export async function openLink(tx: Transaction, key: string, token: string, purpose?: AccountTokenPurpose) {
  const [row] = await tx.select().from(accountTokens).where(eq(accountTokens.key, key)).for('update');
  const expected = Buffer.from(row?.tokenHash ?? sha256('no such link'), 'hex');
  const matches = crypto.timingSafeEqual(expected, Buffer.from(sha256(token), 'hex'));
  if (!row || !matches || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw linkRefused();
  if (purpose && row.purpose !== purpose) throw linkRefused();
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw linkRefused();
  return { link: row, user };
}

/**
 * Spends a mailed verify-email link and activates its user — the one verification flow of every app (the
 * storefront's customers, the vendor app's owners, a new store's owner). `accept` refuses links of the
 * wrong kind of account (it throws) before anything is spent. Returns the active user.
 */
export async function verifyEmailLink(
  tx: Transaction,
  key: string,
  token: string,
  accept?: (user: typeof users.$inferSelect) => void,
) {
  const { link, user } = await openLink(tx, key, token, 'verify_email');
  accept?.(user);
  await tx.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, link.id));
  const [active] = await tx.update(users).set({ isActive: true }).where(eq(users.id, user.id)).returning();
  return active!;
}

/** The answer of sign-up and forgot-password: the same whether or not the email has an account. */
export const sameAnswer = (email: string) => ({
  status: 'success' as const,
  data: { email, message: `If ${email} can receive mail from us, a link is on its way. Check your inbox.` },
});
