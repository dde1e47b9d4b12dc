// Store sign-up and onboarding on the platform host (docs/product.md#routes-portal-onboarding's onboarding
// routes): slug availability,
// sign-up (store + owner, email verification through the mail module), verification, the portal's password
// reset request, and the owner's progress through the steps (address, shipping, plan, payments), kept on
// the server so it resumes on any device. Completing it sends the owner to /portal/location
// (docs/product.md#roles-landing).
import { responses } from '../../envelope.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import {
  completeOnboarding,
  finishStep,
  onboardingProgress,
  portalForgotPassword,
  setUpShipping,
  signUpStore,
  slugAvailability,
  verifyStoreOwner,
} from './onboarding.service.ts';

const tags = ['onboarding'];

export default async function onboardingRoutes(app: ApiInstance) {
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
    async (request) => ({ status: 'success', data: await slugAvailability(app, request.query.slug) }),
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
      const data = await signUpStore(app, request.body);
      reply.status(201);
      return { status: 'success', data };
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
    async (request) => ({
      status: 'success',
      data: await verifyStoreOwner(app, request.body.key, request.body.token),
    }),
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
    async (request) => ({
      status: 'success',
      data: await portalForgotPassword(app, request.ip, request.body.email),
    }),
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
      data: await onboardingProgress(request),
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
    async (request) => ({ status: 'success', data: await setUpShipping(request, request.body) }),
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
    async (request) => ({
      status: 'success',
      data: await finishStep(request, request.params.step, request.body.state),
    }),
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
    async (request) => ({ status: 'success', data: await completeOnboarding(request) }),
  );
}
