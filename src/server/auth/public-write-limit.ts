// Public writes a stranger can repeat (a guest's estimate request and its photos, forgot-password) are
// counted per client address in PostgreSQL, like login attempts (login-throttle.ts, same table, same window arithmetic), so
// every app process counts the same. Over the limit: 429 with Retry-After, and nothing is written.
import crypto from 'node:crypto';
import { ErrorCode } from '../../shared/errors.ts';
import { inScope, type Database } from '../db/database.ts';
import { ApiFailure } from '../http-errors.ts';
import { count } from './login-throttle.ts';

export const publicWriteLimits = {
  /** Estimate requests per client address per hour. */
  estimateRequest: { attempts: 10, windowSeconds: 60 * 60 },
  /** Photos per client address per hour (5 per request, a few requests). */
  estimatePhoto: { attempts: 30, windowSeconds: 60 * 60 },
  /** Password-reset mails per email address per hour (forgot-password; over it: the same answer, no mail). */
  passwordResetEmail: { attempts: 3, windowSeconds: 60 * 60 },
  /** Forgot-password requests per client address per hour (any email). */
  passwordResetClient: { attempts: 20, windowSeconds: 60 * 60 },
  /** Confirmation mails resent per email address per hour (resend-confirmation; over it: the same answer, no mail). */
  verifyResendEmail: { attempts: 3, windowSeconds: 60 * 60 },
  /** Resend-confirmation requests per client address per hour (any email). */
  verifyResendClient: { attempts: 20, windowSeconds: 60 * 60 },
} as const;

export type PublicWrite = keyof typeof publicWriteLimits;

const keyOf = (what: PublicWrite, who: string) =>
  crypto.createHash('sha256').update(`public:${what}:${who}`).digest('hex');

/**
 * Forgot-password, limited silently (issue 25, fault 10): counts the request against the email address and
 * the client address; true when either is over its limit — the caller then answers as always and sends
 * nothing, so the answer reveals neither the account nor the limit.
 */
export async function passwordResetLimited(db: Database, ip: string, email: string): Promise<boolean> {
  return mailLimited(db, ip, email, 'passwordResetClient', 'passwordResetEmail');
}

/** Resend-confirmation, limited silently like forgot-password (docs/product.md#account-unverified). */
export async function verifyResendLimited(db: Database, ip: string, email: string): Promise<boolean> {
  return mailLimited(db, ip, email, 'verifyResendClient', 'verifyResendEmail');
}

async function mailLimited(
  db: Database,
  ip: string,
  email: string,
  perClient: PublicWrite,
  perEmail: PublicWrite,
): Promise<boolean> {
  const counted = await inScope(db, { kind: 'platform' }, async (tx) => [
    await count(tx, keyOf(perClient, ip), publicWriteLimits[perClient]),
    await count(tx, keyOf(perEmail, email.trim().toLowerCase()), publicWriteLimits[perEmail]),
  ]);
  return counted.some((c) => c.over);
}

/** Counts one public write by the address (its own committed transaction); 429 when over the limit. */
export async function limitPublicWrite(db: Database, what: PublicWrite, ip: string): Promise<void> {
  const counted = await inScope(db, { kind: 'platform' }, (tx) =>
    count(tx, keyOf(what, ip), publicWriteLimits[what]),
  );
  if (counted.over)
    throw new ApiFailure(ErrorCode.tooManyRequests, undefined, undefined, 429, counted.retryAfter);
}
