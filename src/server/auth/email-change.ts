// A changed email address takes effect only once its new owner confirms it: a login email (any user) or a
// vendor's profile email changed by anyone but the super admin is not written; a link is mailed to the new
// address instead (through the outbox), and following it writes the change. An address in `users.email` or
// `vendors.email` is therefore one its mailbox has confirmed (or the platform set), which is what a store's
// invitation binds to (features/vendors/vendor-links.routes.ts) — a vendor can no longer take another's
// invitation by typing the invited address into its profile.
//
// The link carries the change itself, signed by the platform (no table): whose address, from which address
// to which, until when. It works once: after it is applied the address is no longer the `from` it names.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { users, vendors } from '../db/schema/index.ts';
import { invalid } from '../http-errors.ts';
import { appUrl, sendMail, storefrontUrl } from '../mail/send-mail.ts';
import { isLocale } from '../../shared/i18n/locales.ts';

export const confirmHours = 48;

export interface EmailChange {
  /** Whose address: a user's login email or a vendor's profile email. */
  kind: 'user' | 'vendor';
  id: number;
  from: string;
  to: string;
  /** Epoch milliseconds. */
  expires: number;
}

const mac = (secret: string, payload: string) =>
  crypto.createHmac('sha256', `email-change:${secret}`).update(payload).digest('base64url');

export function sealEmailChange(secret: string, change: EmailChange): string {
  const payload = Buffer.from(JSON.stringify(change)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

function openEmailChange(secret: string, token: string): EmailChange | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const change = JSON.parse(Buffer.from(payload, 'base64url').toString()) as EmailChange;
    return change.expires > Date.now() ? change : null;
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase();

/**
 * For a resource's beforeWrite: when `values.email` changes an existing row's address, it is taken out of
 * the write and a confirmation link is mailed to the new address. The rest of the write goes ahead.
 */
export async function holdEmailChange(
  tx: Transaction,
  secret: string,
  values: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
  kind: EmailChange['kind'],
): Promise<void> {
  if (!existing || !('email' in values) || same(values.email, existing.email)) return;
  const to = String(values.email ?? '').trim();
  delete values.email;
  if (!to) return;
  const change: EmailChange = {
    kind,
    id: existing.id as number,
    from: String(existing.email ?? ''),
    to,
    expires: Date.now() + confirmHours * 3_600_000,
  };
  const token = sealEmailChange(secret, change);
  const storeId = kind === 'user' ? ((existing.storeId as number | null) ?? null) : null;
  const path = `/api/v1/auth/confirm-email?token=${token}`;
  const link =
    kind === 'user' && existing.audience === 'storefront' && storeId
      ? await storefrontUrl(tx, storeId, path)
      : appUrl(kind === 'vendor' || existing.audience === 'vendor' ? 'vendor' : 'platform', path);
  await sendMail(tx, {
    storeId,
    to,
    locale: kind === 'user' && isLocale(existing.language) ? existing.language : null,
    event: 'account.confirm-email',
    data: { name: String(existing.firstName ?? existing.name ?? ''), link, hours: confirmHours },
  });
}

/** Applies a confirmed change (platform scope); a link that is not ours, expired or used is a 400. */
export async function confirmEmailChange(
  tx: Transaction,
  secret: string,
  token: string,
): Promise<EmailChange> {
  const change = openEmailChange(secret, token);
  const refused = invalid(
    [{ field: 'token', message: 'This link has expired or was already used.' }],
    'This link has expired or was already used.',
  );
  if (!change) throw refused;
  const table = change.kind === 'user' ? users : vendors;
  // An address another login already has is a 409 (the unique index, pg-errors.ts).
  const updated = await tx
    .update(table)
    .set({ email: change.to })
    .where(and(eq(table.id, change.id), sql`lower(coalesce(${table.email}, '')) = lower(${change.from})`))
    .returning({ id: table.id });
  if (!updated.length) throw refused;
  return change;
}
