// Column groups and row-level-security policies shared by every table.
import { sql } from 'drizzle-orm';
import { integer, pgPolicy, timestamp } from 'drizzle-orm/pg-core';

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

// The tenant of a request is set with SET LOCAL inside its transaction (see db/tenant-scope.ts). A query
// with no tenant set matches no tenant row; the platform scope (super admin, system jobs) sees every row.
export const currentStore = sql`nullif(current_setting('app.store_id', true), '')::int`;
export const currentVendor = sql`nullif(current_setting('app.vendor_id', true), '')::int`;
export const currentUser = sql`nullif(current_setting('app.user_id', true), '')::int`;
export const platformScope = sql`coalesce(current_setting('app.platform', true), '') = 'on'`;

export function storeIsolation(table: string) {
  return pgPolicy(`${table}_store_isolation`, {
    for: 'all',
    using: sql`${platformScope} or store_id = ${currentStore}`,
    withCheck: sql`${platformScope} or store_id = ${currentStore}`,
  });
}
