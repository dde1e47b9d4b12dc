// The service catalogue around services (catalogue.table.ts): service categories (top-level tags) and item
// categories (item tags), a service's images, and its options with their values, value images, logics and
// logic rules (docs/product.md#catalogue-service-option's shapes; docs/rules-engine.md). Every child table
// leads with store_id and
// points at its parent by (store_id, parent id), so a row can never hang under another store's parent.
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ConditionalJoin,
  LogicAction,
  LogicOperator,
  OptionToggles,
  ServiceOption,
} from '../../../shared/rules/types.ts';
import type { OptionTag, OptionTypeId } from '../../../shared/rules/option-types.ts';
import { storeIsolation, storeOwned, tenantKeys, timestamps } from './columns.ts';
import { services } from './catalogue.table.ts';

const categoryColumns = () => ({
  ...storeOwned,
  id: integer().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  /** The tag services carry (services.top_level_tag / services.item_tag) and the storefront filters by. */
  tag: text().notNull(),
  description: text().notNull().default(''),
  image: text(),
  sequence: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...timestamps,
});

/** Service categories: the storefront's top-level tags (jewellery, watches …). */
export const serviceCategories = pgTable('service_categories', categoryColumns(), (t) => [
  ...tenantKeys('service_categories', t.storeId, t.id),
  unique('service_categories_store_tag_key').on(t.storeId, t.tag),
  storeIsolation('service_categories'),
]);

/** Item categories: the item tags (ring, necklace, watch …). */
export const itemCategories = pgTable('item_categories', categoryColumns(), (t) => [
  ...tenantKeys('item_categories', t.storeId, t.id),
  unique('item_categories_store_tag_key').on(t.storeId, t.tag),
  storeIsolation('item_categories'),
]);

export const serviceImages = pgTable(
  'service_images',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    serviceId: integer().notNull(),
    url: text().notNull(),
    alt: text().notNull().default(''),
    sequence: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('service_images', t.storeId, t.id),
    index('service_images_service_idx').on(t.storeId, t.serviceId, t.sequence),
    foreignKey({
      columns: [t.storeId, t.serviceId],
      foreignColumns: [services.storeId, services.id],
    }).onDelete('cascade'),
    storeIsolation('service_images'),
  ],
);

export const serviceOptions = pgTable(
  'service_options',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    serviceId: integer().notNull(),
    /** Position in the service (1..n); logic rules refer to options by their index in this order. */
    sequence: integer().notNull(),
    type: smallint().$type<OptionTypeId>().notNull(),
    tag: text().$type<OptionTag>().notNull(),
    label: text().notNull(),
    toggles: jsonb().$type<OptionToggles>().notNull(),
    metaData: jsonb().$type<ServiceOption['meta_data']>().notNull(),
    advanceOptionMetaData: jsonb().$type<ServiceOption['advance_option_meta_data']>().notNull(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('service_options', t.storeId, t.id),
    index('service_options_service_idx').on(t.storeId, t.serviceId, t.sequence),
    foreignKey({
      columns: [t.storeId, t.serviceId],
      foreignColumns: [services.storeId, services.id],
    }).onDelete('cascade'),
    storeIsolation('service_options'),
  ],
);

/** The choices of an option (dropdown, radio, single select, mass dropdown: possibly thousands of SKUs). */
export const optionValues = pgTable(
  'option_values',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    optionId: integer().notNull(),
    sequence: integer().notNull().default(0),
    value: text().notNull(),
    sku: text(),
    /** The option cost of this choice (toggles.is_option_cost), integer cents. */
    priceCents: integer().notNull().default(0),
    image: text(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('option_values', t.storeId, t.id),
    index('option_values_option_idx').on(t.storeId, t.optionId, t.sequence),
    uniqueIndex('option_values_option_sku_key')
      .on(t.storeId, t.optionId, t.sku)
      .where(sql`sku is not null`),
    foreignKey({
      columns: [t.storeId, t.optionId],
      foreignColumns: [serviceOptions.storeId, serviceOptions.id],
    }).onDelete('cascade'),
    storeIsolation('option_values'),
  ],
);

/** Extra images of a choice ("Add choice images"). */
export const optionValueImages = pgTable(
  'option_value_images',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    valueId: integer().notNull(),
    url: text().notNull(),
    sequence: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('option_value_images', t.storeId, t.id),
    index('option_value_images_value_idx').on(t.storeId, t.valueId),
    foreignKey({
      columns: [t.storeId, t.valueId],
      foreignColumns: [optionValues.storeId, optionValues.id],
    }).onDelete('cascade'),
    storeIsolation('option_value_images'),
  ],
);

/** At most one logic per option (docs/product.md#catalogue-service-option). */
export const optionLogics = pgTable(
  'option_logics',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    optionId: integer().notNull(),
    action: text().$type<LogicAction>().notNull(),
    conditionalJoin: text().$type<ConditionalJoin>().notNull(),
    applyToOptionId: integer().notNull(),
    isLogicEnable: boolean().notNull().default(false),
    logicRule: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('option_logics', t.storeId, t.id),
    uniqueIndex('option_logics_option_key').on(t.storeId, t.optionId),
    foreignKey({
      columns: [t.storeId, t.optionId],
      foreignColumns: [serviceOptions.storeId, serviceOptions.id],
    }).onDelete('cascade'),
    storeIsolation('option_logics'),
  ],
);

export const logicRules = pgTable(
  'logic_rules',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    logicId: integer().notNull(),
    logicSequenceNumber: integer().notNull(),
    compareOptionField: integer().notNull(),
    operatorType: text().$type<LogicOperator>().notNull(),
    /** A number for number fields, a choice id for the others: kept as given. */
    compareTo: jsonb().$type<string | number>().notNull(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('logic_rules', t.storeId, t.id),
    index('logic_rules_logic_idx').on(t.storeId, t.logicId, t.logicSequenceNumber),
    foreignKey({
      columns: [t.storeId, t.logicId],
      foreignColumns: [optionLogics.storeId, optionLogics.id],
    }).onDelete('cascade'),
    storeIsolation('logic_rules'),
  ],
);
