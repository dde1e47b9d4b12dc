// People who log in (every role of docs/product.md#roles-permission-check), their store-staff permissions and
// refresh tokens.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  currentCustomer,
  currentStore,
  currentUser,
  currentVendor,
  platformScope,
  storeIsolation,
  timestamps,
} from './columns.ts';
import { stores, vendors } from './stores.table.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';

/** Which app a user logs in to: a customer belongs to one store's storefront. */
export type Audience = 'storefront' | 'portal' | 'vendor';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    audience: text().$type<Audience>().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    roleId: smallint().notNull(),
    storeId: integer().references(() => stores.id, { onDelete: 'cascade' }),
    vendorId: integer().references(() => vendors.id, { onDelete: 'cascade' }),
    isActive: boolean().notNull().default(true),
    /**
     * Carried in every access token; a token whose version is behind is refused at once. Raised on logout,
     * a revoked refresh family, and (by trigger) deactivation and a new password.
     */
    tokenVersion: integer().notNull().default(0),
    /**
     * The language this person chose for the portal or vendor app (docs/product.md#languages): their faces
     * open in it on any browser and their own account mails are written in it. Null: not chosen.
     */
    language: text().$type<Locale>(),
    ...timestamps,
  },
  (t) => [
    // Customers log in to one store's storefront; everyone else has one login per app.
    uniqueIndex('users_login_key').on(
      t.audience,
      sql`(case when audience = 'storefront' then store_id else 0 end)`,
      sql`lower(${t.email})`,
    ),
    index('users_store_idx').on(t.storeId),
    index('users_vendor_idx').on(t.vendorId),
    // A customer (app.customer_id set) sees only their own user, never the store's staff or other customers.
    pgPolicy('users_isolation', {
      for: 'all',
      using: sql`${platformScope} or id = ${currentUser} or (${currentCustomer} is null and (store_id = ${currentStore} or vendor_id = ${currentVendor}))`,
      withCheck: sql`${platformScope} or (${currentCustomer} is null and (store_id = ${currentStore} or vendor_id = ${currentVendor}))`,
    }),
  ],
);

/** Store staff permissions: module × actions, global (location_id null) or for one location. */
export const staffPermissions = pgTable(
  'staff_permissions',
  {
    storeId: integer().notNull(),
    id: integer().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: smallint().notNull(),
    locationId: integer(),
    actions: smallint().array().notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('staff_permissions_user_idx').on(t.storeId, t.userId),
    storeIsolation('staff_permissions'),
  ],
);

/** Rotating refresh tokens: each use issues a new one in the same family; reusing a spent one revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey(),
    familyId: uuid().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    pgPolicy('refresh_tokens_isolation', {
      for: 'all',
      using: sql`${platformScope} or user_id = ${currentUser}`,
      withCheck: sql`${platformScope} or user_id = ${currentUser}`,
    }),
  ],
);
