// Store sign-up and onboarding (docs/product.md#routes-portal-onboarding): slug availability, sign-up
// (store + owner, email verification through the mail module), verification, the portal's password reset
// request, and the owner's progress through the steps (address, shipping, plan, payments), kept on the
// server so it resumes on any device. The queries are in onboarding.repository.ts; the steps' progress is
// billing/onboarding.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { shippingSetupSchema, storeSignUpRequestSchema } from '../../../../schemas/billing.schema.ts';
import { nextStep, onboardingSteps } from '../../../shared/onboarding.ts';
import { isStoreOwner } from '../../../shared/permission-registry.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import { conflict, invalid } from '../../http-errors.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { passwordResetLimited } from '../../auth/public-write-limit.ts';
import { issueLink, resetHours, verifyEmailLink, verifyHours } from '../../auth/account-links.ts';
import { issueTokens, loginResponse, principalOf } from '../../auth/session.ts';
import { appUrl, sendMail } from '../../mail/send-mail.ts';
import { markStep, progressOf } from '../../billing/onboarding.ts';
import { payoutAccountOf } from '../../billing/payouts.ts';
import type { SchemaType } from '../../schema-types.ts';
import {
  insertStoreWithOwner,
  portalLoginByEmail,
  slugTaken,
  storeHasAddress,
  updateStore,
  updateStoreSettings,
} from './onboarding.repository.ts';

/** Why a slug cannot be had (reserved by the platform, or taken), or null when it is free. */
async function slugRefusal(app: FastifyInstance, tx: Transaction, slug: string): Promise<string | null> {
  const { hostLabels } = app.config;
  const reserved = new Set([...hostLabels.platform, ...hostLabels.vendor, 'www', 'api', 'admin', 'mail']);
  if (reserved.has(slug)) return 'This address is reserved by the platform; choose another.';
  return (await slugTaken(tx, slug)) ? 'This address is taken; choose another.' : null;
}

export async function slugAvailability(app: FastifyInstance, slug: string) {
  const reason = await inScope(app.db, { kind: 'platform' }, (tx) => slugRefusal(app, tx, slug), {
    readOnly: true,
  });
  return { slug, available: reason === null, reason, host: `${slug}.${app.config.publicDomain}` };
}

/** Creates a store and its owner (inactive) and mails the owner the verification link. */
export async function signUpStore(app: FastifyInstance, body: SchemaType<typeof storeSignUpRequestSchema>) {
  const email = body.email.trim();
  const passwordHash = await hashPassword(body.password);
  await inScope(app.db, { kind: 'platform' }, async (tx) => {
    const reason = await slugRefusal(app, tx, body.slug);
    if (reason) throw invalid([{ field: 'slug', message: reason }], reason);
    if (await portalLoginByEmail(tx, email))
      throw conflict('An account with this email already exists. Log in, or reset your password.');
    const { store, owner } = await insertStoreWithOwner(tx, {
      slug: body.slug,
      storeName: body.store_name.trim(),
      email,
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
    });
    await markStep(tx, store.id, 'store', 'done');
    const link = await issueLink(tx, owner.id, 'verify_email', verifyHours);
    await sendMail(tx, {
      storeId: null,
      to: email,
      event: 'store.verify',
      data: {
        firstName: body.first_name,
        storeName: store.name,
        link: appUrl('platform', `/portal/check-inbox?key=${link.key}&token=${link.token}`),
      },
    });
  });
  return { email, message: `We sent a confirmation link to ${email}. Check your inbox.` };
}

/** Confirms a new store owner's email: activates and logs the owner in. */
export function verifyStoreOwner(app: FastifyInstance, key: string, token: string) {
  return inScope(app.db, { kind: 'platform' }, async (tx) => {
    const active = await verifyEmailLink(tx, key, token, (user) => {
      if (user.audience !== 'portal' || !isStoreOwner(user.roleId) || !user.storeId)
        throw invalid([{ field: 'token', message: 'This link is not a store sign-up link.' }]);
    });
    await markStep(tx, active.storeId!, 'email', 'done');
    const issued = await issueTokens(tx, app.tokens, await principalOf(tx, active));
    return loginResponse(tx, active, app.config.publicDomain, issued);
  });
}

/** Mails a portal user a password-reset link; the same answer whether or not the email has an account. */
export async function portalForgotPassword(app: FastifyInstance, ip: string, typedEmail: string) {
  const email = typedEmail.trim();
  // Over the per-email or per-client limit: the same answer, and no mail (public-write-limit.ts).
  const limited = await passwordResetLimited(app.db, ip, email);
  if (!limited)
    await inScope(app.db, { kind: 'platform' }, async (tx) => {
      const user = await portalLoginByEmail(tx, email, true);
      if (!user) return;
      const link = await issueLink(tx, user.id, 'reset_password', resetHours);
      await sendMail(tx, {
        storeId: user.storeId,
        to: user.email,
        locale: user.language,
        event: 'account.reset',
        data: {
          firstName: user.firstName,
          hours: resetHours,
          link: appUrl('platform', `/portal/reset-password/${link.key}/${link.token}`),
        },
      });
    });
  return { email, message: `If ${email} has a portal account, a link is on its way. Check your inbox.` };
}

export function onboardingProgress(request: FastifyRequest) {
  return request.inTenant((tx) => progressOf(tx, request.principal!.storeId!));
}

/** Chooses the store's shipping (the platform's or its own carrier, price and reach) and finishes the step. */
export function setUpShipping(request: FastifyRequest, b: SchemaType<typeof shippingSetupSchema>) {
  if (!b.use_platform_shipping && !b.shipping_account_type)
    throw invalid([{ field: 'shipping_account_type', message: 'Choose the carrier of your own account' }]);
  const storeId = request.principal!.storeId!;
  return request.inTenant(async (tx) => {
    await updateStoreSettings(tx, storeId, {
      usePlatformShipping: b.use_platform_shipping,
      shippingAccountType: b.use_platform_shipping ? null : (b.shipping_account_type ?? null),
      isFixedShipping: b.is_fixed_shipping,
      fixedShippingPriceCents: b.is_fixed_shipping ? Math.round((b.fixed_shipping_price ?? 0) * 100) : 0,
    });
    await updateStore(tx, storeId, { isInternationalShipping: b.is_international_shipping });
    await markStep(tx, storeId, 'shipping', 'done');
    return progressOf(tx, storeId);
  });
}

/**
 * Finishes a step whose work is done elsewhere: address (once the store has an address; it cannot be
 * skipped) or payments (done once Stripe can take charges; skipped to take payments in store for now).
 */
export function finishStep(request: FastifyRequest, step: 'address' | 'payments', state: 'done' | 'skipped') {
  const storeId = request.principal!.storeId!;
  return request.inTenant(async (tx) => {
    if (step === 'address') {
      if (state !== 'done')
        throw invalid([{ field: 'state', message: 'The store address cannot be skipped' }]);
      if (!(await storeHasAddress(tx, storeId)))
        throw invalid([{ field: 'step', message: 'Please add address to continue.' }]);
      await updateStoreSettings(tx, storeId, { hasDefaultAddress: true });
    } else if (state === 'done') {
      const account = await payoutAccountOf(tx, { kind: 'store', id: storeId });
      if (account.status !== 'enabled')
        throw invalid([{ field: 'state', message: 'Stripe cannot take charges for this store yet' }]);
    }
    await markStep(tx, storeId, step, state);
    return progressOf(tx, storeId);
  });
}

/** Finishes onboarding once every step is done (or, for payments, skipped): the store goes live. */
export function completeOnboarding(request: FastifyRequest) {
  const storeId = request.principal!.storeId!;
  return request.inTenant(async (tx) => {
    const progress = await progressOf(tx, storeId);
    const pending = nextStep(progress.steps);
    if (pending)
      throw invalid(
        onboardingSteps
          .filter((s) => progress.steps[s] === 'pending')
          .map((s) => ({ field: `steps.${s}`, message: `The ${s} step is not done yet` })),
        `The ${pending} step is not done yet`,
      );
    await updateStore(tx, storeId, { isOnboardingComplete: true });
    return progressOf(tx, storeId);
  });
}
