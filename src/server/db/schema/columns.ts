// Column groups and row-level-security policies shared by every table.
import { sql } from 'drizzle-orm';
import { integer, pgPolicy, primaryKey, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp({ withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
};

/** Every store-owned table leads with store_id; its keys include it so the data can be distributed by tenant. */
export const storeOwned = {
  storeId: integer().notNull(),
};

/** Every vendor-owned table leads with vendor_id, the same way. */
/**
 * The keys of a tenant-owned table: the primary key leads with the tenant (so the table can be distributed
 * by it) and `id` stays unique on its own, for references from other tables.
 */
export function tenantKeys(table: string, tenant: AnyPgColumn, id: AnyPgColumn) {
  return [primaryKey({ columns: [tenant, id] }), uniqueIndex(`${table}_id_key`).on(id)] as const;
}

export const vendorOwned = {
  vendorId: integer().notNull(),
};

// The tenant of a request is set with SET LOCAL inside its transaction (see db/database.ts inScope). A query
// with no tenant set matches no tenant row; the platform scope (super admin, system jobs) sees every row.
// Each setting is read in a scalar subquery: PostgreSQL evaluates it once per statement (an InitPlan) instead
// of calling current_setting for every row a policy checks — 2.5 µs a row, which made a list's count of
// 10,000 orders cost 25 ms (docs/performance.md). Queries filter by their own tenant column as well
// (crud/register-resource.ts rowCondition), which is what their indexes are chosen by.
export const currentStore = sql`(select nullif(current_setting('app.store_id', true), '')::int)`;
export const currentVendor = sql`(select nullif(current_setting('app.vendor_id', true), '')::int)`;
export const currentUser = sql`(select nullif(current_setting('app.user_id', true), '')::int)`;
export const platformScope = sql`(select coalesce(current_setting('app.platform', true), '') = 'on')`;
// Set only for a customer's requests: their customer id (0 when they have none), so customer-owned rows
// (carts, orders, estimates) are restricted to the customer inside the store as well.
export const currentCustomer = sql`(select nullif(current_setting('app.customer_id', true), '')::int)`;

export function storeIsolation(table: string) {
  return pgPolicy(`${table}_store_isolation`, {
    for: 'all',
    using: sql`${platformScope} or store_id = ${currentStore}`,
    withCheck: sql`${platformScope} or store_id = ${currentStore}`,
  });
}

/** A vendor-owned table: its vendor (and the platform) only. */
export function vendorIsolation(table: string) {
  return pgPolicy(`${table}_vendor_isolation`, {
    for: 'all',
    using: sql`${platformScope} or vendor_id = ${currentVendor}`,
    withCheck: sql`${platformScope} or vendor_id = ${currentVendor}`,
  });
}

/** Reference data (countries, cities): everyone reads it, only the platform scope changes it. */
export function referenceData(table: string) {
  return [
    pgPolicy(`${table}_read`, { for: 'select', using: sql`true` }),
    pgPolicy(`${table}_platform_write`, {
      for: 'all',
      using: platformScope,
      withCheck: platformScope,
    }),
  ];
}
