// Price lists (a store's, and a vendor's with the prices it charges its stores), insurance plans and
// commission rules (docs/product.md#catalogue-commission-conditions's conditions). Amounts are integer cents
// (docs/product.md#payments-money).
import { boolean, foreignKey, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import {
  storeIsolation,
  storeOwned,
  tenantKeys,
  timestamps,
  vendorIsolation,
  vendorOwned,
} from './columns.ts';
import { services } from './catalogue.table.ts';
import { stores, vendors } from './stores.table.ts';

export const priceLists = pgTable(
  'price_lists',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('price_lists', t.storeId, t.id),
    index('price_lists_store_name_idx').on(t.storeId, t.name),
    storeIsolation('price_lists'),
  ],
);

export const priceListItems = pgTable(
  'price_list_items',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    priceListId: integer().notNull(),
    /** The service this line prices, when it prices one. */
    serviceId: integer(),
    name: text().notNull(),
    priceCents: integer().notNull(),
    sequence: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('price_list_items', t.storeId, t.id),
    index('price_list_items_list_idx').on(t.storeId, t.priceListId, t.sequence),
    foreignKey({
      columns: [t.storeId, t.priceListId],
      foreignColumns: [priceLists.storeId, priceLists.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.serviceId],
      foreignColumns: [services.storeId, services.id],
    }).onDelete('cascade'),
    storeIsolation('price_list_items'),
  ],
);

export const vendorPriceLists = pgTable(
  'vendor_price_lists',
  {
    ...vendorOwned,
    id: integer().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** The linked store these prices are for; null: every store the vendor works for. */
    storeId: integer().references(() => stores.id, { onDelete: 'cascade' }),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('vendor_price_lists', t.vendorId, t.id),
    index('vendor_price_lists_vendor_name_idx').on(t.vendorId, t.name),
    vendorIsolation('vendor_price_lists'),
  ],
);

export const vendorPriceListItems = pgTable(
  'vendor_price_list_items',
  {
    ...vendorOwned,
    id: integer().generatedAlwaysAsIdentity(),
    priceListId: integer().notNull(),
    name: text().notNull(),
    priceCents: integer().notNull(),
    sequence: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('vendor_price_list_items', t.vendorId, t.id),
    index('vendor_price_list_items_list_idx').on(t.vendorId, t.priceListId, t.sequence),
    foreignKey({
      columns: [t.vendorId, t.priceListId],
      foreignColumns: [vendorPriceLists.vendorId, vendorPriceLists.id],
    }).onDelete('cascade'),
    vendorIsolation('vendor_price_list_items'),
  ],
);

/** Insurance a store offers on an item (option type 9 compares the item's retail value). */
export const insurances = pgTable(
  'insurances',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    provider: text(),
    /** Premium as a percentage of the declared retail value. */
    ratePercent: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    minPremiumCents: integer().notNull().default(0),
    maxCoverageCents: integer(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('insurances', t.storeId, t.id),
    index('insurances_store_name_idx').on(t.storeId, t.name),
    storeIsolation('insurances'),
  ],
);

/** docs/product.md#catalogue-commission-conditions's commission condition. */
export interface CommissionCondition {
  condition_on: string;
  operator_type: string;
  compare_to: string | number;
  conditional_join: 'and' | 'or';
  conditional_join_inner: 'and' | 'or';
  is_inner_group: boolean;
}

/** What a store pays on work (to a vendor, or as staff commission) when its conditions hold. */
export const commissionRules = pgTable(
  'commission_rules',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** The vendor the rule pays; null: staff commission. */
    vendorId: integer().references(() => vendors.id, { onDelete: 'cascade' }),
    commissionType: text().$type<'percentage' | 'fixed'>().notNull(),
    ratePercent: numeric({ precision: 6, scale: 3, mode: 'number' }),
    amountCents: integer(),
    conditions: jsonb().$type<CommissionCondition[]>().notNull().default([]),
    priority: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('commission_rules', t.storeId, t.id),
    index('commission_rules_store_priority_idx').on(t.storeId, t.priority),
    storeIsolation('commission_rules'),
  ],
);
