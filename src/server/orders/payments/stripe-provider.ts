// The Stripe adapter of the payment provider interface. Card payments go through Stripe Checkout: the
// customer is sent to Stripe's page and comes back through the middle pages; the payment is collected when
// Stripe's `checkout.session.completed` webhook (or the return page's confirmation) says so. Every call
// carries the payment's idempotency key, so a retried checkout never creates a second charge at Stripe.
// In-store and staff-marked payments stay offline, as with the built-in provider.
import type Stripe from 'stripe';
import { billingCurrency } from '../../billing/stripe-client.ts';
import { builtInProvider } from './builtin-provider.ts';
import type { PaymentProvider } from './provider.ts';

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    id: 'stripe',
    methods: ['in_store', 'manual', 'card'],
    async createPayment(input) {
      if (input.method !== 'card') return builtInProvider.createPayment(input);
      if (!input.returnUrl) throw new Error('a card payment needs the page Stripe returns to');
      const returnUrl = input.returnUrl;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency || billingCurrency(),
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          success_url: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: returnUrl,
          metadata: { kind: 'payment', store_id: String(input.storeId), key: input.idempotencyKey },
        },
        { idempotencyKey: `payment:${input.storeId}:${input.idempotencyKey}` },
      );
      return { status: 'pending', reference: session.id, redirectUrl: session.url ?? undefined };
    },
    async lookup(reference) {
      if (!reference.startsWith('cs_')) return builtInProvider.lookup(reference);
      const session = await stripe.checkout.sessions.retrieve(reference);
      if (session.status === 'open') return { status: 'pending', redirectUrl: session.url ?? undefined };
      if (session.status !== 'complete') return { status: 'failed' };
      // A completed session may still wait for a delayed method (a bank debit): paid once Stripe says so.
      return { status: session.payment_status === 'unpaid' ? 'pending' : 'succeeded' };
    },
    async capture(reference) {
      // Card payments are captured by Checkout itself; pay-in-store ones are taken at the counter.
      if (!reference.startsWith('cs_') && !reference.startsWith('pi_'))
        return builtInProvider.capture(reference);
      return { status: 'succeeded' };
    },
    async refund(reference, amountCents) {
      if (!reference.startsWith('cs_') && !reference.startsWith('pi_'))
        return builtInProvider.refund(reference, amountCents);
      let paymentIntent = reference;
      if (reference.startsWith('cs_')) {
        const session = await stripe.checkout.sessions.retrieve(reference);
        paymentIntent =
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : (session.payment_intent?.id ?? '');
      }
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents },
        { idempotencyKey: `refund:${reference}:${amountCents}` },
      );
      return { status: 'refunded', reference: refund.id };
    },
  };
}
