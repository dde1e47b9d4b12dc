// Stores (tenants), their white-label settings, vendors (workshops) and the store ↔ vendor links.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { currentStore, currentVendor, platformScope, storeIsolation, timestamps } from './columns.ts';

export const stores = pgTable(
  'stores',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    customDomain: text(),
    name: text().notNull(),
    firstName: text(),
    websiteUrl: text(),
    isActive: boolean().notNull().default(true),
    isOnboardingComplete: boolean().notNull().default(false),
    isInternationalShipping: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stores_slug_key').on(t.slug),
    uniqueIndex('stores_custom_domain_key').on(t.customDomain),
    // A store sees itself, a vendor the stores it is linked to; only the platform and the store change it.
    pgPolicy('stores_read', {
      for: 'select',
      using: sql`${platformScope} or id = ${currentStore} or id in (select store_id from store_vendors where vendor_id = ${currentVendor})`,
    }),
    pgPolicy('stores_write', {
      for: 'all',
      using: sql`${platformScope} or id = ${currentStore}`,
      withCheck: sql`${platformScope} or id = ${currentStore}`,
    }),
  ],
);

export const storeSettings = pgTable(
  'store_settings',
  {
    storeId: integer()
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text(),
    backgroundColor: text(),
    borderColor: text(),
    buttonColor: text(),
    buttonHoverColor: text(),
    buttonHoverFontColor: text(),
    fontColor: text(),
    topBarColor: text(),
    topBarText: text(),
    logo: text(),
    favicon: text(),
    privacyPolicyLink: text(),
    termsConditionsLink: text(),
    topUpAmountCents: integer().notNull().default(0),
    usePlatformShipping: boolean().notNull().default(true),
    isFixedShipping: boolean().notNull().default(false),
    fixedShippingPriceCents: integer().notNull().default(0),
    hasDefaultAddress: boolean().notNull().default(false),
    shippingAccountType: integer(),
    isOrderTrackingEnabled: boolean().notNull().default(true),
    /** The store's default deposit (docs/product.md#payments-deposits): none, a fixed amount or a percentage. */
    depositRule: text().$type<'none' | 'fixed' | 'percent'>().notNull().default('none'),
    depositAmountCents: integer().notNull().default(0),
    depositPercent: integer().notNull().default(0),
    depositRefundable: boolean().notNull().default(true),
    adaScript: text(),
    googleAnalyticsScript: text(),
    googleTagScript: text(),
    isCustomFontStyle: boolean().notNull().default(false),
    fontStyle: text(),
    isOwnFont: boolean().notNull().default(false),
    regularFontFamilyUrl: text(),
    boldFontFamilyUrl: text(),
    italicFontFamilyUrl: text(),
    /** Printed documents (docs/product.md#documents-paper): the sheet size, terms, tax and legal lines. */
    paperSize: text().$type<'a4' | 'letter'>().notNull().default('a4'),
    storeTerms: text(),
    documentLegalLines: text(),
    /** docs/product.md#documents-signatures: completion is refused until the customer signed for pickup. */
    pickupRequiresSignature: boolean().notNull().default(false),
    /** docs/product.md#messages-sms: the store's own Twilio number (E.164) or messaging service (MG…). */
    smsSender: text(),
    // docs/product.md#languages: the storefront's language (its customers' mails, texts and PDFs too) and
    // the currency its prices are in.
    language: text().$type<'en' | 'es'>().notNull().default('en'),
    currency: text().notNull().default('USD'),
    ...timestamps,
  },
  () => [storeIsolation('store_settings')],
);

export const vendors = pgTable(
  'vendors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    websiteUrl: text(),
    isActive: boolean().notNull().default(true),
    subscriptionStep: text().notNull().default('pending'),
    addressStep: text().notNull().default('pending'),
    bankAccountStep: text().notNull().default('pending'),
    /** Invoice settings (/portal/setting/invoice): days a store has to pay, and the note on every invoice. */
    invoiceTermsDays: integer().notNull().default(30),
    invoiceNote: text().notNull().default(''),
    ...timestamps,
  },
  () => [
    pgPolicy('vendors_isolation', {
      for: 'all',
      using: sql`${platformScope} or id = ${currentVendor}`,
      withCheck: sql`${platformScope} or id = ${currentVendor}`,
    }),
    // A store also sees the vendors it is linked to (its Vendors page), without changing them.
    pgPolicy('vendors_linked_read', {
      for: 'select',
      using: sql`id in (select vendor_id from store_vendors where store_id = ${currentStore})`,
    }),
  ],
);

export const storeVendors = pgTable(
  'store_vendors',
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** A handle for the store's portal (react-admin needs an id); the key stays (store_id, vendor_id). */
    id: integer().generatedAlwaysAsIdentity(),
    status: text().$type<'active' | 'paused'>().notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.vendorId] }),
    uniqueIndex('store_vendors_id_key').on(t.id),
    index('store_vendors_vendor_idx').on(t.vendorId),
    pgPolicy('store_vendors_isolation', {
      for: 'all',
      using: sql`${platformScope} or store_id = ${currentStore} or vendor_id = ${currentVendor}`,
      withCheck: sql`${platformScope} or store_id = ${currentStore}`,
    }),
  ],
);
