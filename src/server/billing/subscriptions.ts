// Subscribing a store or vendor to a plan. The price is the plan's monthly price plus the per-location price
// for each location beyond those included. Built-in provider (or a free plan): active at once, and a store's
// first month is invoiced (settled at /portal/payment). Stripe: a Checkout session in subscription mode; the
// subscription turns active when Stripe says the checkout completed (webhook or the return page), once.
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '../db/database.ts';
import { plans } from '../db/schema/index.ts';
import { invalid } from '../http-errors.ts';
import {
  markPlanDone,
  ownerTypeOf,
  saveSubscription,
  subscriptionOf,
  updateSubscription,
  type BillingOwner,
} from './owners.ts';
import { openInvoice } from './platform-invoices.ts';
import { billingCurrency, stripeClient } from './stripe-client.ts';

export type PlanRow = typeof plans.$inferSelect;

export function priceOf(plan: PlanRow, locations: number) {
  const extra = Math.max(0, locations - plan.includedLocations);
  return { extra, totalCents: plan.monthlyPriceCents + extra * plan.perLocationPriceCents };
}

function planLines(plan: PlanRow, locations: number) {
  const { extra } = priceOf(plan, locations);
  const lines = [{ description: `${plan.name} plan, one month`, amount_cents: plan.monthlyPriceCents }];
  if (extra > 0)
    lines.push({
      description: `${extra} extra location${extra === 1 ? '' : 's'}`,
      amount_cents: extra * plan.perLocationPriceCents,
    });
  return lines;
}

export async function subscribe(
  tx: Transaction,
  owner: BillingOwner,
  planId: number,
  locations: number,
  returnUrl: string,
): Promise<{ redirectUrl: string | null }> {
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.isActive, true), eq(plans.audience, owner.kind)));
  if (!plan) throw invalid([{ field: 'plan_id', message: 'plan_id is not a plan offered to you' }]);
  const { totalCents } = priceOf(plan, locations);
  const stripe = stripeClient();
  if (!stripe || totalCents === 0) {
    await saveSubscription(tx, owner, {
      planId,
      locations,
      status: 'active',
      provider: stripe ? 'stripe' : 'builtin',
      providerReference: null,
      checkoutReference: null,
      monthlyTotalCents: totalCents,
      activatedAt: new Date(),
    });
    await markPlanDone(tx, owner);
    // The built-in provider bills the first month itself; Stripe bills its own subscriptions.
    if (owner.kind === 'store' && totalCents > 0) await openInvoice(tx, owner.id, planLines(plan, locations));
    return { redirectUrl: null };
  }
  const session = await checkoutFor(stripe, owner, plan, locations, returnUrl);
  await saveSubscription(tx, owner, {
    planId,
    locations,
    status: 'pending',
    provider: 'stripe',
    providerReference: null,
    checkoutReference: session.id,
    monthlyTotalCents: totalCents,
    activatedAt: null,
  });
  return { redirectUrl: session.url };
}

function checkoutFor(
  stripe: Stripe,
  owner: BillingOwner,
  plan: PlanRow,
  locations: number,
  returnUrl: string,
) {
  const { extra } = priceOf(plan, locations);
  const monthly = (name: string, cents: number, quantity: number) => ({
    quantity,
    price_data: {
      currency: billingCurrency(),
      unit_amount: cents,
      recurring: { interval: 'month' as const },
      product_data: { name },
    },
  });
  const items = [monthly(`${plan.name} plan`, plan.monthlyPriceCents, 1)];
  if (extra > 0) items.push(monthly('Extra location', plan.perLocationPriceCents, extra));
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: items,
    success_url: `${returnUrl}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: returnUrl,
    client_reference_id: `${owner.kind}:${owner.id}`,
    metadata: {
      kind: 'subscription',
      owner_type: String(ownerTypeOf(owner)),
      owner_id: String(owner.id),
      plan_id: String(plan.id),
      locations: String(locations),
    },
    subscription_data: {
      metadata: { owner_type: String(ownerTypeOf(owner)), owner_id: String(owner.id) },
    },
  });
}

/** A completed subscription checkout: the pending subscription turns active (once; false on a replay). */
export async function activateFromCheckout(
  tx: Transaction,
  owner: BillingOwner,
  session: { id: string; subscription: string | { id: string } | null },
): Promise<boolean> {
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
  const current = await subscriptionOf(tx, owner);
  if (!current || current.checkoutReference !== session.id || current.status === 'active') return false;
  const changed = await updateSubscription(
    tx,
    owner,
    { status: 'active', providerReference: subscriptionId, activatedAt: new Date() },
    session.id,
  );
  if (changed) await markPlanDone(tx, owner);
  return changed;
}
