// Self-service accounts: the storefront's sign-up with email verification, and password reset by a
// single-use expiring link — for a storefront's customers, and (the same routes, told by the host) for the
// vendor app's users. Vendor sign-up is vendor-signup.routes.ts; links are auth/account-links.ts.
// Nothing here tells a caller whether an email has an account: sign-up and forgot-password answer the same
// either way, and the difference only reaches the mailbox (an existing account gets a "you already have an
// account" mail instead of a verification link).
import { passwordResetLimited } from '../../auth/public-write-limit.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../shared/errors.ts';
import { Role } from '../../../shared/roles.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import { accountTokens, customers, refreshTokens, users } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { ApiFailure } from '../../http-errors.ts';
import { publicRoute } from '../../route-meta.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { issueTokens, loginResponse, principalOf } from '../../auth/session.ts';
import {
  issueLink,
  openLink,
  resetHours,
  sameAnswer,
  verifyEmailLink,
  verifyHours,
} from '../../auth/account-links.ts';
import { findStoreByHost } from '../../stores/find-store.ts';
import { appUrl, sendMail, storefrontUrl } from '../../mail/send-mail.ts';
import { faceOf } from '../../../shared/hosts.ts';
import type { ApiInstance } from '../../schema-types.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { confirmEmailChange } from '../../auth/email-change.ts';

const tags = ['accounts'];

/** Mails a password-reset link to the app the user logs in to (`origin`: that app's address). */
async function mailResetLink(
  tx: Transaction,
  user: typeof users.$inferSelect,
  storeId: number | null,
  origin: string,
) {
  const link = await issueLink(tx, user.id, 'reset_password', resetHours);
  await sendMail(tx, {
    storeId,
    to: user.email,
    event: 'account.reset',
    data: {
      firstName: user.firstName,
      hours: resetHours,
      link: `${origin}/reset-password/${link.key}/${link.token}`,
    },
  });
}

export default async function accountRoutes(app: ApiInstance, options: FeatureOptions) {
  const { publicDomain, hostLabels } = app.config;

  async function storeOf(storeUrl: string) {
    const store = await findStoreByHost(app.db, storeUrl, hostLabels);
    if (!store) throw new ApiFailure(ErrorCode.storeNotFound);
    if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
    return store;
  }

  app.post(
    '/auth/sign-up',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary:
          'Create a customer account on a storefront; a verification link is mailed. Answers the same ' +
          'whether or not the email already has an account.',
        body: { $ref: 'SignUpRequest#' },
        response: responses(201, { $ref: 'MailSent#' }, 400, 403, 404),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const store = await storeOf(body.store_url);
      const email = body.email.trim();
      // Hashed before looking the email up, so both answers take as long.
      const passwordHash = await hashPassword(body.password);
      await inScope(app.db, { kind: 'platform' }, async (tx) => {
        const [existing] = await tx
          .select()
          .from(users)
          .where(
            and(
              eq(users.audience, 'storefront'),
              eq(users.storeId, store.id),
              sql`lower(${users.email}) = lower(${email})`,
            ),
          );
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
        // A sign-up never verified is replaced by the new one (the mailbox owner finishes whichever).
        const [user] = existing
          ? await tx
              .update(users)
              .set({ firstName: body.first_name, lastName: body.last_name, passwordHash })
              .where(eq(users.id, existing.id))
              .returning()
          : await tx
              .insert(users)
              .values({
                audience: 'storefront',
                email,
                passwordHash,
                firstName: body.first_name,
                lastName: body.last_name,
                roleId: Role.customer,
                storeId: store.id,
                // Active once the email is verified: login refuses it until then.
                isActive: false,
              })
              .returning();
        if (!existing) {
          await tx.insert(customers).values({
            storeId: store.id,
            userId: user!.id,
            firstName: body.first_name,
            lastName: body.last_name,
            email,
            phone: body.phone || null,
          });
        }
        const link = await issueLink(tx, user!.id, 'verify_email', verifyHours);
        await sendMail(tx, {
          storeId: store.id,
          to: email,
          event: 'account.verify',
          data: {
            firstName: body.first_name,
            link: await storefrontUrl(tx, store.id, `/check-inbox?key=${link.key}&token=${link.token}`),
          },
        });
      });
      reply.status(201);
      return sameAnswer(email);
    },
  );

  // The link mailed to a new address (auth/email-change.ts): following it writes the change, once. A GET,
  // because it is opened from a mail; it changes only what the mailbox's owner is asked to confirm.
  app.get(
    '/auth/confirm-email',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary:
          'Confirm a new email address with the mailed link: the change (a login email, a vendor’s profile ' +
          'email) takes effect now, then the browser goes to the app',
        querystring: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: {
            token: { type: 'string', minLength: 20, maxLength: 2000, pattern: '^[A-Za-z0-9_.-]+$' },
          },
        },
        response: {
          302: { description: 'To the app, the address confirmed' },
          ...responses(200, {}, 400, 409),
        },
      },
    },
    async (request, reply) => {
      await inScope(app.db, { kind: 'platform' }, (tx) =>
        confirmEmailChange(tx, options.sealingSecret, request.query.token),
      );
      return reply.redirect('/?email=confirmed', 302);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary:
          'Verify a new account’s email with the mailed link: activates it and logs the customer in. ' +
          'Guest orders placed with that email join the account.',
        body: { $ref: 'AccountLinkRequest#' },
        response: responses(200, { $ref: 'LoginResponse#' }, 400),
      },
    },
    async (request) => {
      const { key, token } = request.body;
      return inScope(app.db, { kind: 'platform' }, async (tx) => {
        const user = await verifyEmailLink(tx, key, token);
        // The mailbox is proven: the guest orders placed with it become this customer's.
        if (user.audience === 'storefront')
          await tx.execute(sql`
          with account as (select id from customers where store_id = ${user.storeId} and user_id = ${user.id} limit 1),
               guests as (select id from customers
                          where store_id = ${user.storeId} and is_guest and user_id is null
                            and lower(email) = lower(${user.email}))
          update sales_orders set customer_id = (select id from account)
          where store_id = ${user.storeId} and customer_id in (select id from guests)
            and exists (select 1 from account)`);
        const issued = await issueTokens(tx, app.tokens, await principalOf(tx, user));
        return { status: 'success', data: await loginResponse(tx, user, publicDomain, issued) };
      });
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary:
          'Mail a password-reset link (single use, expires after 2 hours) — a storefront customer, or a ' +
          "vendor app user when store_url is the vendor app's host. Answers the same whether or not the " +
          'email has an account.',
        body: { $ref: 'ForgotPasswordRequest#' },
        response: responses(200, { $ref: 'MailSent#' }, 400, 403, 404),
      },
    },
    async (request) => {
      const email = request.body.email.trim();
      // Over the per-email or per-client limit: the same answer, and no mail (public-write-limit.ts).
      if (await passwordResetLimited(app.db, request.ip, email)) return sameAnswer(email);
      // The vendor app asks with its own host: its users have one login for the whole app.
      if (faceOf(request.body.store_url, hostLabels) === 'vendor') {
        await inScope(app.db, { kind: 'platform' }, async (tx) => {
          const [user] = await tx
            .select()
            .from(users)
            .where(
              and(
                eq(users.audience, 'vendor'),
                eq(users.isActive, true),
                sql`lower(${users.email}) = lower(${email})`,
              ),
            );
          if (user) await mailResetLink(tx, user, null, appUrl('vendor', ''));
        });
        return sameAnswer(email);
      }
      const store = await storeOf(request.body.store_url);
      await inScope(app.db, { kind: 'platform' }, async (tx) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(
            and(
              eq(users.audience, 'storefront'),
              eq(users.storeId, store.id),
              eq(users.isActive, true),
              sql`lower(${users.email}) = lower(${email})`,
            ),
          );
        if (user) await mailResetLink(tx, user, store.id, await storefrontUrl(tx, store.id, ''));
      });
      return sameAnswer(email);
    },
  );

  app.post(
    '/auth/account-link',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary: 'Check a mailed link before showing its form: what it is for, or 400 when used or expired',
        body: { $ref: 'AccountLinkRequest#' },
        response: responses(200, { $ref: 'AccountLink#' }, 400),
      },
    },
    async (request) => {
      const { key, token } = request.body;
      return inScope(app.db, { kind: 'platform' }, async (tx) => {
        const { link, user } = await openLink(tx, key, token);
        return {
          status: 'success',
          data: { purpose: link.purpose, email: user.email, expires_at: link.expiresAt.toISOString() },
        };
      });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary:
          'Set a new password with the mailed link (once). Every session of the account is logged out.',
        body: { $ref: 'ResetPasswordRequest#' },
        response: responses(200, { $ref: 'MailSent#' }, 400),
      },
    },
    async (request) => {
      const { key, token, password } = request.body;
      const passwordHash = await hashPassword(password);
      return inScope(app.db, { kind: 'platform' }, async (tx) => {
        const { link, user } = await openLink(tx, key, token, 'reset_password');
        await tx.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, link.id));
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
        return {
          status: 'success',
          data: { email: user.email, message: 'Your password is changed. Log in with the new one.' },
        };
      });
    },
  );
}
