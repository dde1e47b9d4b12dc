// Store sign-up and onboarding on the platform host (docs/product.md#routes-portal-onboarding's onboarding
// routes): slug availability,
// sign-up (store + owner, email verification through the mail module), verification, the portal's password
// reset request, and the owner's progress through the steps (address, shipping, plan, payments), kept on
// the server so it resumes on any device. Completing it sends the owner to /portal/location
// (docs/product.md#roles-landing).
import { passwordResetLimited } from '../../auth/public-write-limit.ts';
import { and, eq, sql } from 'drizzle-orm';
import { Role } from '../../../shared/roles.ts';
import { nextStep, onboardingSteps } from '../../../shared/onboarding.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import { storeAddresses, storeSettings, stores, users } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { conflict, invalid } from '../../http-errors.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { issueLink, resetHours, verifyEmailLink, verifyHours } from '../../auth/account-links.ts';
import { issueTokens, loginResponse, principalOf } from '../../auth/session.ts';
import { appUrl, sendMail } from '../../mail/send-mail.ts';
import { markStep, progressOf } from '../../billing/onboarding.ts';
import { payoutAccountOf } from '../../billing/payouts.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { isStoreOwner, permitOf } from '../../../shared/permission-registry.ts';

const tags = ['onboarding'];

export default async function onboardingRoutes(app: ApiInstance) {
  const { hostLabels, publicDomain } = app.config;
  const reserved = new Set([...hostLabels.platform, ...hostLabels.vendor, 'www', 'api', 'admin', 'mail']);

  /** Why a slug cannot be had (reserved, or taken), or null when it is free. */
  async function slugRefusal(tx: Transaction, slug: string): Promise<string | null> {
    if (reserved.has(slug)) return 'This address is reserved by the platform; choose another.';
    const [taken] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
    return taken ? 'This address is taken; choose another.' : null;
  }

  app.get(
    '/onboarding/slug-availability',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary: "Whether a store slug (its storefront's host) is free",
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['slug'],
          properties: {
            slug: { type: 'string', minLength: 2, maxLength: 63, pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$' },
          },
        },
        response: responses(200, { $ref: 'SlugAvailability#' }, 400),
      },
    },
    async (request) => {
      const { slug } = request.query;
      const reason = await inScope(app.db, { kind: 'platform' }, (tx) => slugRefusal(tx, slug), {
        readOnly: true,
      });
      return {
        status: 'success',
        data: { slug, available: reason === null, reason, host: `${slug}.${publicDomain}` },
      };
    },
  );

  app.post(
    '/onboarding/sign-up',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary:
          'Create a store and its owner; a verification link is mailed to the owner. The store is set up ' +
          'through the onboarding steps once the email is confirmed.',
        body: { $ref: 'StoreSignUpRequest#' },
        response: responses(201, { $ref: 'MailSent#' }, 400, 409),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = body.email.trim();
      const passwordHash = await hashPassword(body.password);
      await inScope(app.db, { kind: 'platform' }, async (tx) => {
        const reason = await slugRefusal(tx, body.slug);
        if (reason) throw invalid([{ field: 'slug', message: reason }], reason);
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.audience, 'portal'), sql`lower(${users.email}) = lower(${email})`));
        if (existing)
          throw conflict('An account with this email already exists. Log in, or reset your password.');
        const [store] = await tx
          .insert(stores)
          .values({ slug: body.slug, name: body.store_name.trim(), firstName: body.first_name })
          .returning();
        await tx.insert(storeSettings).values({ storeId: store!.id, title: store!.name });
        const [owner] = await tx
          .insert(users)
          .values({
            audience: 'portal',
            email,
            passwordHash,
            firstName: body.first_name,
            lastName: body.last_name,
            roleId: Role.storeOwner,
            storeId: store!.id,
            // Active once the email is confirmed: login refuses it until then.
            isActive: false,
          })
          .returning();
        await markStep(tx, store!.id, 'store', 'done');
        const link = await issueLink(tx, owner!.id, 'verify_email', verifyHours);
        await sendMail(tx, {
          storeId: null,
          to: email,
          event: 'store.verify',
          data: {
            firstName: body.first_name,
            storeName: store!.name,
            link: appUrl('platform', `/portal/check-inbox?key=${link.key}&token=${link.token}`),
          },
        });
      });
      reply.status(201);
      return {
        status: 'success',
        data: { email, message: `We sent a confirmation link to ${email}. Check your inbox.` },
      };
    },
  );

  app.post(
    '/onboarding/verify-email',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary: "Confirm a new store owner's email with the mailed link: activates and logs the owner in",
        body: { $ref: 'AccountLinkRequest#' },
        response: responses(200, { $ref: 'LoginResponse#' }, 400),
      },
    },
    async (request) => {
      const { key, token } = request.body;
      return inScope(app.db, { kind: 'platform' }, async (tx) => {
        const active = await verifyEmailLink(tx, key, token, (user) => {
          if (user.audience !== 'portal' || !isStoreOwner(user.roleId) || !user.storeId)
            throw invalid([{ field: 'token', message: 'This link is not a store sign-up link.' }]);
        });
        await markStep(tx, active.storeId!, 'email', 'done');
        const issued = await issueTokens(tx, app.tokens, await principalOf(tx, active));
        return { status: 'success', data: await loginResponse(tx, active, publicDomain, issued) };
      });
    },
  );

  app.post(
    '/auth/portal/forgot-password',
    {
      ...publicRoute({}, { throttled: true }),
      schema: {
        tags: ['accounts'],
        summary:
          'Mail a portal user a password-reset link to /portal/reset-password/:key/:token (single use, 2 ' +
          'hours). Answers the same whether or not the email has an account.',
        body: { $ref: 'PortalForgotPasswordRequest#' },
        response: responses(200, { $ref: 'MailSent#' }, 400),
      },
    },
    async (request) => {
      const email = request.body.email.trim();
      // Over the per-email or per-client limit: the same answer, and no mail (public-write-limit.ts).
      const limited = await passwordResetLimited(app.db, request.ip, email);
      if (!limited)
        await inScope(app.db, { kind: 'platform' }, async (tx) => {
          const [user] = await tx
            .select()
            .from(users)
            .where(
              and(
                eq(users.audience, 'portal'),
                eq(users.isActive, true),
                sql`lower(${users.email}) = lower(${email})`,
              ),
            );
          if (!user) return;
          const link = await issueLink(tx, user.id, 'reset_password', resetHours);
          await sendMail(tx, {
            storeId: user.storeId,
            to: user.email,
            event: 'account.reset',
            data: {
              firstName: user.firstName,
              hours: resetHours,
              link: appUrl('platform', `/portal/reset-password/${link.key}/${link.token}`),
            },
          });
        });
      return {
        status: 'success',
        data: { email, message: `If ${email} has a portal account, a link is on its way. Check your inbox.` },
      };
    },
  );

  const read = permitted(app, permitOf('stores:onboarding.view'));
  const edit = permitted(app, permitOf('stores:onboarding'));

  app.get(
    '/onboarding',
    {
      ...read,
      schema: {
        tags,
        summary: "The store's onboarding progress and the page to resume on",
        response: responses(200, { $ref: 'OnboardingProgress#' }, 401, 403),
      },
    },
    async (request) => ({
      status: 'success',
      data: await request.inTenant((tx) => progressOf(tx, request.principal!.storeId!)),
    }),
  );

  app.put(
    '/onboarding/shipping',
    {
      ...edit,
      schema: {
        tags,
        summary: "Choose the store's shipping: the platform's or its own carrier, price and reach",
        body: { $ref: 'ShippingSetup#' },
        response: responses(200, { $ref: 'OnboardingProgress#' }, 400, 401, 403),
      },
    },
    async (request) => {
      const b = request.body;
      if (!b.use_platform_shipping && !b.shipping_account_type)
        throw invalid([
          { field: 'shipping_account_type', message: 'Choose the carrier of your own account' },
        ]);
      const storeId = request.principal!.storeId!;
      return {
        status: 'success',
        data: await request.inTenant(async (tx) => {
          await tx
            .update(storeSettings)
            .set({
              usePlatformShipping: b.use_platform_shipping,
              shippingAccountType: b.use_platform_shipping ? null : (b.shipping_account_type ?? null),
              isFixedShipping: b.is_fixed_shipping,
              fixedShippingPriceCents: b.is_fixed_shipping
                ? Math.round((b.fixed_shipping_price ?? 0) * 100)
                : 0,
            })
            .where(eq(storeSettings.storeId, storeId));
          await tx
            .update(stores)
            .set({ isInternationalShipping: b.is_international_shipping })
            .where(eq(stores.id, storeId));
          await markStep(tx, storeId, 'shipping', 'done');
          return progressOf(tx, storeId);
        }),
      };
    },
  );

  app.post(
    '/onboarding/steps/:step',
    {
      ...permitted(app, permitOf('stores:onboarding'), { step: 'value' }),
      schema: {
        tags,
        summary:
          'Finish a step whose work is done elsewhere: address (once the store has an address) or payments ' +
          '(done once Stripe can take charges; skipped to take payments in store for now)',
        params: {
          type: 'object',
          required: ['step'],
          properties: { step: { type: 'string', enum: ['address', 'payments'] } },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['state'],
          properties: { state: { type: 'string', enum: ['done', 'skipped'] } },
        },
        response: responses(200, { $ref: 'OnboardingProgress#' }, 400, 401, 403),
      },
    },
    async (request) => {
      const { step } = request.params;
      const { state } = request.body;
      const storeId = request.principal!.storeId!;
      const data = await request.inTenant(async (tx) => {
        if (step === 'address') {
          if (state !== 'done')
            throw invalid([{ field: 'state', message: 'The store address cannot be skipped' }]);
          const [address] = await tx
            .select({ id: storeAddresses.id })
            .from(storeAddresses)
            .where(eq(storeAddresses.storeId, storeId));
          if (!address) throw invalid([{ field: 'step', message: 'Please add address to continue.' }]);
          await tx
            .update(storeSettings)
            .set({ hasDefaultAddress: true })
            .where(eq(storeSettings.storeId, storeId));
        } else if (state === 'done') {
          const account = await payoutAccountOf(tx, { kind: 'store', id: storeId });
          if (account.status !== 'enabled')
            throw invalid([{ field: 'state', message: 'Stripe cannot take charges for this store yet' }]);
        }
        await markStep(tx, storeId, step, state);
        return progressOf(tx, storeId);
      });
      return { status: 'success', data };
    },
  );

  app.post(
    '/onboarding/complete',
    {
      ...edit,
      schema: {
        tags,
        summary: 'Finish onboarding once every step is done (or, for payments, skipped): the store goes live',
        response: responses(200, { $ref: 'OnboardingProgress#' }, 400, 401, 403),
      },
    },
    async (request) => {
      const storeId = request.principal!.storeId!;
      const data = await request.inTenant(async (tx) => {
        const progress = await progressOf(tx, storeId);
        const pending = nextStep(progress.steps);
        if (pending)
          throw invalid(
            onboardingSteps
              .filter((s) => progress.steps[s] === 'pending')
              .map((s) => ({ field: `steps.${s}`, message: `The ${s} step is not done yet` })),
            `The ${pending} step is not done yet`,
          );
        await tx.update(stores).set({ isOnboardingComplete: true }).where(eq(stores.id, storeId));
        return progressOf(tx, storeId);
      });
      return { status: 'success', data };
    },
  );
}
