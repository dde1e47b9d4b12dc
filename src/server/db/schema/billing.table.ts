// Plans and billing (issue 11): the plans the super admin defines, each store's and vendor's subscription,
// bill items (extras on a store's next platform invoice), the platform's invoices to stores, onboarding
// progress, payout (Stripe Connect) accounts, and the Stripe events received (each applied once).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OnboardingProgress } from '../../../shared/onboarding.ts';
import {
  currentCustomer,
  currentStore,
  currentUser,
  currentVendor,
  platformScope,
  storeIsolation,
  storeOwned,
  tenantKeys,
  timestamps,
  vendorIsolation,
  vendorOwned,
} from './columns.ts';

export type PlanAudience = 'store' | 'vendor';
export type SubscriptionStatus = 'pending' | 'active' | 'past_due' | 'cancelled';
export type PlatformInvoiceStatus = 'open' | 'paid' | 'void';
export type PayoutAccountStatus = 'pending' | 'enabled' | 'failed';

/** Plans are the platform's: everyone reads them (the plan pickers), only the super admin changes them. */
export const plans = pgTable(
  'plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    audience: text().$type<PlanAudience>().notNull().default('store'),
    name: text().notNull(),
    description: text(),
    monthlyPriceCents: integer().notNull().default(0),
    perLocationPriceCents: integer().notNull().default(0),
    /** Locations the monthly price includes; each further one costs the per-location price. */
    includedLocations: integer().notNull().default(1),
    features: jsonb().$type<string[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
    sequence: integer().notNull().default(0),
    ...timestamps,
  },
  () => [
    pgPolicy('plans_read', { for: 'select', using: sql`true` }),
    pgPolicy('plans_platform_write', { for: 'all', using: platformScope, withCheck: platformScope }),
  ],
);

const subscriptionColumns = {
  planId: integer()
    .notNull()
    .references(() => plans.id),
  /** Locations paid for (the plan's included ones plus those paid per location). */
  locations: integer().notNull().default(1),
  status: text().$type<SubscriptionStatus>().notNull().default('pending'),
  provider: text().notNull(),
  /** The provider's subscription (Stripe `sub_…`); the built-in provider's own reference otherwise. */
  providerReference: text(),
  /** The hosted checkout the owner was sent to, while it is pending. */
  checkoutReference: text(),
  monthlyTotalCents: integer().notNull().default(0),
  activatedAt: timestamp({ withTimezone: true }),
  ...timestamps,
};

/** One subscription per store (its current plan); a change of plan updates it. */
export const storeSubscriptions = pgTable(
  'store_subscriptions',
  { ...storeOwned, ...subscriptionColumns },
  (t) => [primaryKey({ columns: [t.storeId] }), storeIsolation('store_subscriptions')],
);

/** One subscription per vendor (the vendor app's /selectplan). */
export const vendorSubscriptions = pgTable(
  'vendor_subscriptions',
  { ...vendorOwned, ...subscriptionColumns },
  (t) => [primaryKey({ columns: [t.vendorId] }), vendorIsolation('vendor_subscriptions')],
);

/** An extra on the store's next platform invoice (`/addbillitems`); invoiced once. */
export const billItems = pgTable(
  'bill_items',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    description: text().notNull(),
    amountCents: integer().notNull(),
    quantity: integer().notNull().default(1),
    /** The platform invoice that billed it; null while it waits for the next one. */
    platformInvoiceId: integer(),
    createdByUserId: integer(),
    ...timestamps,
  },
  (t) => [...tenantKeys('bill_items', t.storeId, t.id), storeIsolation('bill_items')],
);

export interface PlatformInvoiceLine {
  description: string;
  amount_cents: number;
}

/** The platform's invoice to a store: its plan for a period, and its bill items. */
export const platformInvoices = pgTable(
  'platform_invoices',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    invoiceNo: text().notNull(),
    status: text().$type<PlatformInvoiceStatus>().notNull().default('open'),
    totalCents: integer().notNull(),
    lines: jsonb().$type<PlatformInvoiceLine[]>().notNull().default([]),
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    provider: text(),
    /** The provider's invoice or payment (Stripe `in_…` / `cs_…`); unique, so an event applies once. */
    providerReference: text(),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('platform_invoices', t.storeId, t.id),
    uniqueIndex('platform_invoices_invoice_no_key').on(t.invoiceNo),
    uniqueIndex('platform_invoices_provider_reference_key').on(t.providerReference),
    index('platform_invoices_store_created_idx').on(t.storeId, t.createdAt),
    storeIsolation('platform_invoices'),
  ],
);

/** A store's onboarding progress, kept on the server so it resumes on any device. */
export const storeOnboarding = pgTable(
  'store_onboarding',
  {
    ...storeOwned,
    steps: jsonb().$type<Partial<OnboardingProgress>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.storeId] }), storeIsolation('store_onboarding')],
);

// A signed-in member of the owning store's or vendor's team (no customer: app.customer_id is set only for
// customers), or the platform.
const payoutAccountTeam = sql`${platformScope} or (${currentUser} is not null and ${currentCustomer} is null and ((owner_type = 1 and owner_id = ${currentStore}) or (owner_type = 2 and owner_id = ${currentVendor})))`;

/**
 * A store's or vendor's payout account at the provider (Stripe Connect `acct_…`). Owner type is spec
 * docs/product.md#roles-owner-type's: 1 store owner, 2 vendor.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    ownerType: integer().notNull(),
    ownerId: integer().notNull(),
    provider: text().notNull(),
    accountId: text().notNull(),
    status: text().$type<PayoutAccountStatus>().notNull().default('pending'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.ownerType, t.ownerId] }),
    uniqueIndex('payout_accounts_account_key').on(t.accountId),
    // Read by the store's own requests, a customer's too (whether the storefront offers card); written only
    // by the store's or vendor's signed-in team (connecting Stripe) and the platform (Stripe's webhook).
    pgPolicy('payout_accounts_owner', {
      for: 'select',
      using: sql`${platformScope} or (owner_type = 1 and owner_id = ${currentStore}) or (owner_type = 2 and owner_id = ${currentVendor})`,
    }),
    ...(['insert', 'update', 'delete'] as const).map((action) =>
      pgPolicy(`payout_accounts_team_${action}`, {
        for: action,
        ...(action === 'insert' ? {} : { using: payoutAccountTeam }),
        ...(action === 'delete' ? {} : { withCheck: payoutAccountTeam }),
      }),
    ),
  ],
);

/** Every Stripe event received: its id is the key, so a redelivered event is recognised and not applied. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    outcome: text().notNull(),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  () => [pgPolicy('stripe_events_platform', { for: 'all', using: platformScope, withCheck: platformScope })],
);
