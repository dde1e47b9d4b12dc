// A store's locations, customers and services (the service catalogue grows with the options issue).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgPolicy, pgTable, text } from 'drizzle-orm/pg-core';
import {
  currentCustomer,
  currentStore,
  currentUser,
  platformScope,
  storeIsolation,
  storeOwned,
  tenantKeys,
  timestamps,
} from './columns.ts';
import { stores } from './stores.table.ts';
import { users } from './users.table.ts';

export const locations = pgTable(
  'locations',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    city: text().notNull(),
    state: text(),
    postalCode: text(),
    country: text().notNull(),
    phone: text(),
    email: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('locations', t.storeId, t.id),
    index('locations_store_name_idx').on(t.storeId, t.name),
    storeIsolation('locations'),
  ],
).enableRLS();

export const customers = pgTable(
  'customers',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    email: text(),
    phone: text(),
    /** docs/product.md#messages-consent: texts only to a customer who opted in, at this E.164 number. */
    smsOptIn: boolean().notNull().default(false),
    smsPhone: text(),
    tags: text().array().notNull().default([]),
    isGuest: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('customers', t.storeId, t.id),
    index('customers_user_idx').on(t.userId),
    index('customers_store_name_idx').on(t.storeId, t.lastName, t.firstName),
    // Store roles see their store's customers; a customer (app.customer_id set) only their own record.
    pgPolicy('customers_store_isolation', {
      for: 'all',
      using: sql`${platformScope} or (store_id = ${currentStore} and (${currentCustomer} is null or id = ${currentCustomer} or user_id = ${currentUser}))`,
      withCheck: sql`${platformScope} or (store_id = ${currentStore} and (${currentCustomer} is null or id = ${currentCustomer} or user_id = ${currentUser}))`,
    }),
  ],
);

export const services = pgTable(
  'services',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    basePriceCents: integer().notNull().default(0),
    itemTag: text(),
    topLevelTag: text(),
    image: text(),
    sequence: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** This service's deposit (docs/product.md#payments-deposits); `store`: the store's default. */
    depositRule: text().$type<'store' | 'none' | 'fixed' | 'percent'>().notNull().default('store'),
    depositAmountCents: integer().notNull().default(0),
    depositPercent: integer().notNull().default(0),
    /** Bumped whenever the service or its options change; the rules compile cache keys on id and version. */
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('services', t.storeId, t.id),
    index('services_store_sequence_idx').on(t.storeId, t.sequence),
    storeIsolation('services'),
  ],
);

export { stores };
