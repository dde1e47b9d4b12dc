// Storefront additions: single-use account links (email verification, password reset) and how an order's
// item reaches the store and comes back (drop-off at a location, or shipped in and back to an address).
import { index, integer, jsonb, pgPolicy, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { platformScope, storeOwned, tenantKeys, timestamps } from './columns.ts';
import { viaParent } from './orders.table.ts';
import { users } from './users.table.ts';

export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/**
 * A link mailed to a customer: `/…/:key/:token` where key is the row's public id and only the token's
 * SHA-256 is stored. Used once (`used_at`), valid until `expires_at`. Read and written in the platform
 * scope only (the routes find the account by the link, before anyone is logged in).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<AccountTokenPurpose>().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('account_tokens_key_key').on(t.key),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    pgPolicy('account_tokens_platform', { for: 'all', using: platformScope, withCheck: platformScope }),
  ],
);

export type HandOverMethod = 'drop_off' | 'shipping';

/** How the order's items reach the store: at a location (sales_orders.location_id) or by parcel. */
export const orderHandOvers = pgTable(
  'order_hand_overs',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    method: text().$type<HandOverMethod>().notNull(),
    /** Carrier code: 1, 2, or any other value = the third carrier (names from configuration). */
    carrier: integer(),
    /** The address the item is shipped back to (shipping only). */
    address: jsonb().$type<Record<string, string>>(),
    shippingCents: integer().notNull().default(0),
    insuranceId: integer(),
    insuranceCents: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('order_hand_overs', t.storeId, t.id),
    uniqueIndex('order_hand_overs_order_key').on(t.storeId, t.salesOrderId),
    viaParent('order_hand_overs', 'sales_orders', 'sales_order_id'),
  ],
);
