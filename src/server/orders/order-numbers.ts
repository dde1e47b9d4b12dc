// Order numbers (docs/product.md#orders-numbers): 7 characters, upper-case letters and digits without
// look-alikes (no 0/O,
// 1/I), unique across the platform. They are random, so they reveal nothing about volume; the unique index
// decides, and an insert that collides is retried with a fresh number inside a savepoint.
import crypto from 'node:crypto';
import { ORDER_NUMBER_LENGTH } from '../../shared/rules/validators.ts';
import type { Transaction } from '../db/database.ts';

export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export { ORDER_NUMBER_LENGTH };

export function randomOrderNumber(): string {
  let out = '';
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i++) out += ORDER_NUMBER_ALPHABET[crypto.randomInt(32)];
  return out;
}

/** An unguessable token for links such as /additional-payment/:gutter and /feedback/:token. */
export function opaqueToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

const uniqueViolation = (e: unknown, constraint: string) => {
  const cause = (e as { cause?: { code?: string; constraint?: string } }).cause ?? (e as { code?: string });
  return (
    (cause as { code?: string }).code === '23505' &&
    (cause as { constraint?: string }).constraint === constraint
  );
};

/**
 * Inserts a row carrying a fresh number: a collision on `constraint` (the number's unique index) rolls back
 * only the savepoint and tries another number. Any other error propagates.
 */
export async function withUniqueNumber<T>(
  tx: Transaction,
  constraint: string,
  insert: (tx: Transaction, number: string) => Promise<T>,
  next: () => string = randomOrderNumber,
  attempts = 8,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const number = next();
    try {
      return await tx.transaction((sp) => insert(sp, number));
    } catch (e) {
      if (attempt >= attempts || !uniqueViolation(e, constraint)) throw e;
    }
  }
}
