// Stripe's webhooks. The signature (Stripe-Signature, HMAC-SHA256 with the endpoint's signing secret) is
// checked on the raw body — the bytes as sent, so the body is kept as text, not parsed and re-serialised.
// A wrongly signed or stale event is refused with 400 and changes nothing; a valid one is recorded and
// applied once in one transaction (stripe-events.ts), so Stripe's redeliveries change nothing twice.
import type Stripe from 'stripe';
import { inScope } from '../../db/database.ts';
import { responses } from '../../envelope.ts';
import { ApiFailure, invalid } from '../../http-errors.ts';
import { ErrorCode } from '../../../shared/errors.ts';
import { publicRoute } from '../../route-meta.ts';
import { stripeClient } from '../../billing/stripe-client.ts';
import { receiveEvent } from '../../billing/stripe-events.ts';
import type { ApiInstance } from '../../schema-types.ts';

export const stripeWebhookPath = '/stripe/webhooks';

export default async function stripeWebhookRoutes(app: ApiInstance) {
  const secret = app.config.stripe?.webhookSecret;
  await app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scoped.post(
      stripeWebhookPath,
      {
        ...publicRoute(),
        schema: {
          tags: ['billing'],
          summary:
            'Stripe webhooks (checkout completed or expired, subscription invoices, Connect accounts), verified by Stripe-Signature ' +
            'on the raw body; each event id is applied once',
          response: responses(200, { $ref: 'StripeWebhookResult#' }, 400, 404),
        },
      },
      async (request) => {
        const stripe = stripeClient();
        if (!stripe || !secret)
          throw new ApiFailure(ErrorCode.notFound, 'Stripe webhooks are not configured on this platform');
        const signature = request.headers['stripe-signature'];
        const rawBody = typeof request.body === 'string' ? request.body : '';
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(
            rawBody,
            typeof signature === 'string' ? signature : '',
            secret,
          );
        } catch {
          throw invalid(
            [{ field: 'Stripe-Signature', message: 'The signature does not match the body (or is too old)' }],
            'The webhook could not be verified.',
          );
        }
        const outcome = await inScope(app.db, { kind: 'platform' }, (tx) => receiveEvent(tx, event));
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event');
        return { status: 'success', data: { event_id: event.id, outcome } };
      },
    );
  });
}
