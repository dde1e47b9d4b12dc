// The Stripe adapter of the payment provider interface. Card payments go through Stripe Checkout: the
// customer is sent to Stripe's page and comes back through the middle pages; the payment is collected when
// Stripe's `checkout.session.completed` webhook (or the return page's confirmation) says so. Every call
// carries the payment's idempotency key, so a retried checkout never creates a second charge at Stripe.
// In-store and staff-marked payments stay offline, as with the built-in provider.
//
// Whose money: a customer's card payment is the store's sale, so it is a Connect *destination charge*
// (payment_intent_data.transfer_data.destination = the store's connected account): created on the
// platform, the whole amount moved to the store at once. It also carries on_behalf_of = the same account,
// making the store the settlement merchant: the customer buys from a white-labelled store, so the store's
// name is on the card statement, the store's country settles the charge (Stripe requires it when platform
// and store are in different regions), and card payments never look like the platform's own sales.
// Refunds reverse the transfer (reverse_transfer), so a refund comes back out of the store's balance, not
// the platform's.
import type Stripe from 'stripe';
import { billingCurrency } from '../../billing/stripe-client.ts';
import { builtInProvider } from './builtin-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** How long a card attempt stays open at Stripe before it expires (the reason is at expires_at below). */
const CARD_ATTEMPT_MINUTES = 60;

/**
 * The platform's fee on a store's card payment, in cents. None is set
 * (docs/product.md#payments-platform-fee);
 * a fee would go here and reach Stripe as payment_intent_data.application_fee_amount.
 */
export function platformFeeCents(_amountCents: number): number {
  return 0;
}

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    id: 'stripe',
    methods: ['in_store', 'manual', 'card', 'cash', 'card_present'],
    async createPayment(input) {
      if (input.method !== 'card') return builtInProvider.createPayment(input);
      if (!input.returnUrl) throw new Error('a card payment needs the page Stripe returns to');
      // Never on the platform's own account: without the store's account there is no card payment.
      if (!input.payee) throw new Error('a card payment needs the store’s connected account');
      const returnUrl = input.returnUrl;
      const fee = platformFeeCents(input.amountCents);
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
          payment_intent_data: {
            transfer_data: { destination: input.payee },
            on_behalf_of: input.payee,
            ...(fee > 0 ? { application_fee_amount: fee } : {}),
          },
          // An abandoned attempt expires (checkout.session.expired) and leaves `pending`. Stripe takes 30 min
          // to 24 h (default 24 h); an hour is ample for a card form with 3-D Secure and keeps clear of the
          // 30-minute floor however our clock and Stripe's differ, while an order left unpaid is payable
          // again the same hour rather than the next day.
          expires_at: Math.floor(Date.now() / 1000) + CARD_ATTEMPT_MINUTES * 60,
          success_url: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: returnUrl,
          // destination: read back by refunds (a session does not return its payment_intent_data).
          metadata: {
            kind: 'payment',
            store_id: String(input.storeId),
            key: input.idempotencyKey,
            destination: input.payee,
          },
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
    async refund(reference, amountCents, key) {
      if (!reference.startsWith('cs_') && !reference.startsWith('pi_'))
        return builtInProvider.refund(reference, amountCents, key);
      let paymentIntent = reference;
      let destinationCharge = true;
      if (reference.startsWith('cs_')) {
        const session = await stripe.checkout.sessions.retrieve(reference);
        paymentIntent =
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : (session.payment_intent?.id ?? '');
        destinationCharge = Boolean(session.metadata?.destination);
      }
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: amountCents,
          // The store received the money: the refund takes it back from the store's account.
          ...(destinationCharge ? { reverse_transfer: true } : {}),
        },
        // Two part refunds of the same amount are two refunds: the ledger's key tells them apart.
        { idempotencyKey: key ? `refund:${reference}:${key}` : `refund:${reference}:${amountCents}` },
      );
      return { status: 'refunded', reference: refund.id };
    },
  };
}
