// Request-level idempotency for payment-creating calls: a client sends an Idempotency-Key header; the first
// request with the key runs and its response is stored in the same transaction as its effects; a retry
// gets the stored response and changes nothing (a concurrent retry waits on the key's row until the first
// commits). Reusing a key for a different request is a 409.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Transaction } from '../../db/database.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { conflict } from '../../http-errors.ts';

export const idempotencyHeader = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 8,
      maxLength: 200,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description: 'Makes a retried request safe: the same key returns the first result and never pays twice',
    },
  },
} as const;

export interface Replayed<T> {
  replayed: boolean;
  status: number;
  body: T;
}

/**
 * Runs fn once per (store, key): stores its response with the effects. Without a key fn simply runs.
 * `operation` names the call (method and route) so one key cannot be replayed against another call.
 */
export async function idempotent<T>(
  tx: Transaction,
  storeId: number,
  key: string | undefined,
  operation: string,
  request: unknown,
  fn: () => Promise<{ status: number; body: T }>,
): Promise<Replayed<T>> {
  if (!key) return { replayed: false, ...(await fn()) };
  const requestHash = crypto
    .createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('hex');
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ storeId, key, operation, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.storeId, storeId), eq(idempotencyKeys.key, key)));
    if (!stored || stored.operation !== operation || stored.requestHash !== requestHash)
      throw conflict('This Idempotency-Key was already used for a different request.');
    if (stored.responseStatus === null || stored.response === null)
      throw conflict('A request with this Idempotency-Key is still in progress.');
    return { replayed: true, status: stored.responseStatus, body: JSON.parse(stored.response) as T };
  }
  const result = await fn();
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: result.status, response: JSON.stringify(result.body) })
    .where(and(eq(idempotencyKeys.storeId, storeId), eq(idempotencyKeys.key, key)));
  return { replayed: false, ...result };
}

/** Answers with the stored or fresh result: its status, and `Idempotent-Replayed` when it was stored. */
export function replyWith<T>(reply: FastifyReply, result: Replayed<T>): T {
  reply.status(result.status);
  if (result.replayed) reply.header('Idempotent-Replayed', 'true');
  return result.body;
}
