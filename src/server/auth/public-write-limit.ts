// Public writes a stranger can repeat (a guest's estimate request and its photos) are counted per client
// address in PostgreSQL, like login attempts (login-throttle.ts, same table, same window arithmetic), so
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
} as const;

export type PublicWrite = keyof typeof publicWriteLimits;

/** Counts one public write by the address (its own committed transaction); 429 when over the limit. */
export async function limitPublicWrite(db: Database, what: PublicWrite, ip: string): Promise<void> {
  const key = crypto.createHash('sha256').update(`public:${what}:${ip}`).digest('hex');
  const counted = await inScope(db, { kind: 'platform' }, (tx) => count(tx, key, publicWriteLimits[what]));
  if (counted.over)
    throw new ApiFailure(ErrorCode.tooManyRequests, undefined, undefined, 429, counted.retryAfter);
}
