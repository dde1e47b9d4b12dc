// Self-service accounts: the storefront's sign-up with email verification, and password reset by a
// single-use expiring link — for a storefront's customers and (the same routes, told by the host) the
// vendor app's users. Nothing here tells a caller whether an email has an account: sign-up and
// forgot-password answer the same either way, and the difference only reaches the mailbox. The queries are
// in accounts.repository.ts; links are auth/account-links.ts.
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../shared/errors.ts';
import { faceOf } from '../../../shared/hosts.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import { ApiFailure } from '../../http-errors.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { passwordResetLimited, verifyResendLimited } from '../../auth/public-write-limit.ts';
import { issueTokens, loginResponse, principalOf } from '../../auth/session.ts';
import {
  issueLink,
  openLink,
  resetHours,
  sameAnswer,
  verifyEmailLink,
  verifyHours,
} from '../../auth/account-links.ts';
import { confirmEmailChange } from '../../auth/email-change.ts';
import { findStoreByHost } from '../../stores/find-store.ts';
import { appUrl, sendMail, storefrontUrl } from '../../mail/send-mail.ts';
import { loginByEmail, revokeUserSessions, type UserRow } from './auth.repository.ts';
import {
  activeLoginByEmail,
  adoptGuestOrders,
  awaitsVerification,
  insertCustomerAccount,
  markLinkUsed,
  replaceCustomerSignUp,
  setPasswordHash,
} from './accounts.repository.ts';

/** The active store at a storefront's address (404 for none, STORE.INACTIVE for an inactive one). */
async function storeOf(app: FastifyInstance, storeUrl: string) {
  const store = await findStoreByHost(app.db, storeUrl, app.config.hostLabels);
  if (!store) throw new ApiFailure(ErrorCode.storeNotFound);
  if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
  return store;
}

/** Mails a password-reset link to the app the user logs in to (`origin`: that app's address). */
async function mailResetLink(tx: Transaction, user: UserRow, storeId: number | null, origin: string) {
  const link = await issueLink(tx, user.id, 'reset_password', resetHours);
  await sendMail(tx, {
    storeId,
    to: user.email,
    // Staff read their own mail in the language they chose (docs/product.md#languages).
    locale: user.language,
    event: 'account.reset',
    data: {
      firstName: user.firstName,
      hours: resetHours,
      link: `${origin}/reset-password/${link.key}/${link.token}`,
    },
  });
}

export interface SignUpBody {
  store_url: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone?: string;
}

/** Mails a storefront account's verification link (replacing the unused ones). */
async function mailVerifyLink(
  tx: Transaction,
  storeId: number,
  user: { id: number; email: string; firstName: string },
) {
  const link = await issueLink(tx, user.id, 'verify_email', verifyHours);
  await sendMail(tx, {
    storeId,
    to: user.email,
    event: 'account.verify',
    data: {
      firstName: user.firstName,
      link: await storefrontUrl(tx, storeId, `/check-inbox?key=${link.key}&token=${link.token}`),
    },
  });
}

/** Creates a customer account on a storefront and mails its verification link (or, for an existing account, a "you already have an account" mail). */
export async function signUpCustomer(app: FastifyInstance, body: SignUpBody) {
  const store = await storeOf(app, body.store_url);
  const email = body.email.trim();
  // Hashed before looking the email up, so both answers take as long.
  const passwordHash = await hashPassword(body.password);
  await inScope(app.db, { kind: 'platform' }, async (tx) => {
    const existing = await loginByEmail(tx, 'storefront', store.id, email);
    if (existing && existing.isActive) {
      const reset = await issueLink(tx, existing.id, 'reset_password', resetHours);
      await sendMail(tx, {
        storeId: store.id,
        to: existing.email,
        event: 'account.exists',
        data: {
          firstName: existing.firstName,
          loginLink: await storefrontUrl(tx, store.id, '/login'),
          resetLink: await storefrontUrl(tx, store.id, `/reset-password/${reset.key}/${reset.token}`),
        },
      });
      return;
    }
    const values = {
      email,
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone || null,
    };
    // A sign-up never verified is replaced by the new one (the mailbox owner finishes whichever).
    const user = existing
      ? await replaceCustomerSignUp(tx, existing.id, values)
      : await insertCustomerAccount(tx, store.id, values);
    await mailVerifyLink(tx, store.id, { id: user.id, email, firstName: body.first_name });
  });
  return sameAnswer(email);
}

/**
 * Mails a storefront account waiting for its email's confirmation a new verification link
 * (docs/product.md#account-unverified). The same answer whether or not the email has such an account, and
 * over the silent limit no mail at all.
 */
export async function resendConfirmation(
  app: FastifyInstance,
  ip: string,
  body: { email: string; store_url: string },
) {
  const email = body.email.trim();
  // Counted before the store is looked up, so an unknown store's address is throttled like any other.
  if (await verifyResendLimited(app.db, ip, email)) return sameAnswer(email);
  const store = await storeOf(app, body.store_url);
  await inScope(app.db, { kind: 'platform' }, async (tx) => {
    const user = await loginByEmail(tx, 'storefront', store.id, email);
    if (user && (await awaitsVerification(tx, user))) await mailVerifyLink(tx, store.id, user);
  });
  return sameAnswer(email);
}

/** Writes the email change the mailed link confirms (auth/email-change.ts), once. */
export function confirmNewEmail(app: FastifyInstance, sealingSecret: string, token: string) {
  return inScope(app.db, { kind: 'platform' }, (tx) => confirmEmailChange(tx, sealingSecret, token));
}

/** Verifies a new account's email: activates it, gives it the guest orders placed with it, logs it in. */
export function verifyEmail(app: FastifyInstance, key: string, token: string) {
  return inScope(app.db, { kind: 'platform' }, async (tx) => {
    const user = await verifyEmailLink(tx, key, token);
    // The mailbox is proven: the guest orders placed with it become this customer's.
    if (user.audience === 'storefront') await adoptGuestOrders(tx, user);
    const issued = await issueTokens(tx, app.tokens, await principalOf(tx, user));
    return loginResponse(tx, user, app.config.publicDomain, issued);
  });
}

/** Mails a password-reset link to a storefront customer, or a vendor app user when asked from the vendor app's host. */
export async function forgotPassword(
  app: FastifyInstance,
  ip: string,
  body: { email: string; store_url: string },
) {
  const email = body.email.trim();
  // Over the per-email or per-client limit: the same answer, and no mail (public-write-limit.ts).
  if (await passwordResetLimited(app.db, ip, email)) return sameAnswer(email);
  // The vendor app asks with its own host: its users have one login for the whole app.
  if (faceOf(body.store_url, app.config.hostLabels) === 'vendor') {
    await inScope(app.db, { kind: 'platform' }, async (tx) => {
      const user = await activeLoginByEmail(tx, { audience: 'vendor' }, email);
      if (user) await mailResetLink(tx, user, null, appUrl('vendor', ''));
    });
    return sameAnswer(email);
  }
  const store = await storeOf(app, body.store_url);
  await inScope(app.db, { kind: 'platform' }, async (tx) => {
    const user = await activeLoginByEmail(tx, { audience: 'storefront', storeId: store.id }, email);
    if (user) await mailResetLink(tx, user, store.id, await storefrontUrl(tx, store.id, ''));
  });
  return sameAnswer(email);
}

/** What a mailed link is for (400 when used or expired). */
export function accountLink(app: FastifyInstance, key: string, token: string) {
  return inScope(app.db, { kind: 'platform' }, async (tx) => {
    const { link, user } = await openLink(tx, key, token);
    return { purpose: link.purpose, email: user.email, expires_at: link.expiresAt.toISOString() };
  });
}

/** Sets a new password with the mailed link (once); every session of the account is logged out. */
export async function resetPassword(
  app: FastifyInstance,
  body: { key: string; token: string; password: string },
) {
  const passwordHash = await hashPassword(body.password);
  return inScope(app.db, { kind: 'platform' }, async (tx) => {
    const { link, user } = await openLink(tx, body.key, body.token, 'reset_password');
    await markLinkUsed(tx, link.id);
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id);
    return { email: user.email, message: 'Your password is changed. Log in with the new one.' };
  });
}
