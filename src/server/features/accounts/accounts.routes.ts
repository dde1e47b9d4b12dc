// Self-service accounts: the storefront's sign-up with email verification, and password reset by a
// single-use expiring link — for a storefront's customers, and (the same routes, told by the host) for the
// vendor app's users. Vendor sign-up is vendor-signup.routes.ts; the rules are accounts.service.ts.
// Nothing here tells a caller whether an email has an account: sign-up and forgot-password answer the same
// either way, and the difference only reaches the mailbox (an existing account gets a "you already have an
// account" mail instead of a verification link).
import { responses } from '../../envelope.ts';
import { publicRoute } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import type { FeatureOptions } from '../feature-options.ts';
import {
  accountLink,
  confirmNewEmail,
  forgotPassword,
  resendConfirmation,
  resetPassword,
  signUpCustomer,
  verifyEmail,
} from './accounts.service.ts';

const tags = ['accounts'];

export default async function accountRoutes(app: ApiInstance, options: FeatureOptions) {
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
      const data = await signUpCustomer(app, request.body);
      reply.status(201);
      return data;
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
      await confirmNewEmail(app, options.sealingSecret, request.query.token);
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
    async (request) => ({
      status: 'success',
      data: await verifyEmail(app, request.body.key, request.body.token),
    }),
  );

  app.post(
    '/auth/forgot-password',
    {
      ...publicRoute({}, { throttled: true }),
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
    async (request) => forgotPassword(app, request.ip, request.body),
  );

  app.post(
    '/auth/resend-confirmation',
    {
      ...publicRoute({}, { throttled: true }),
      schema: {
        tags,
        summary:
          'Mail a storefront account that has not confirmed its email a new verification link (the older ' +
          'ones stop working). Answers the same whether or not the email has such an account.',
        body: { $ref: 'ForgotPasswordRequest#' },
        response: responses(200, { $ref: 'MailSent#' }, 400, 403, 404),
      },
    },
    async (request) => resendConfirmation(app, request.ip, request.body),
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
    async (request) => ({
      status: 'success',
      data: await accountLink(app, request.body.key, request.body.token),
    }),
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
    async (request) => ({ status: 'success', data: await resetPassword(app, request.body) }),
  );
}
