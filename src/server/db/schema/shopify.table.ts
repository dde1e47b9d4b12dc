// Shopify (platform kind 2): a store's connected shop with its offline access token encrypted at rest
// (AES-256-GCM, src/server/secrets/token-cipher.ts), the OAuth states of installs in progress,
// and the Shopify orders already imported (so a webhook delivered again imports nothing twice).
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storeIsolation, storeOwned, tenantKeys, timestamps } from './columns.ts';

export const shopifyShops = pgTable(
  'shopify_shops',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    /** `name.myshopify.com`, one store per shop. */
    shop: text().notNull(),
    /** iv.tag.ciphertext (base64url); null once the app is uninstalled. */
    accessTokenEncrypted: text(),
    scopes: text(),
    status: text().$type<'installed' | 'uninstalled'>().notNull().default('installed'),
    installedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    uninstalledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('shopify_shops', t.storeId, t.id),
    uniqueIndex('shopify_shops_shop_key').on(t.shop),
    storeIsolation('shopify_shops'),
  ],
);

/** An install in progress: the state sent to Shopify, checked once on the way back (10 minutes). */
export const shopifyOauthStates = pgTable(
  'shopify_oauth_states',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    state: text().notNull(),
    shop: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    ...tenantKeys('shopify_oauth_states', t.storeId, t.id),
    uniqueIndex('shopify_oauth_states_state_key').on(t.state),
    storeIsolation('shopify_oauth_states'),
  ],
);

/** Shopify orders imported as sales orders: the unique (store, Shopify order id) makes imports idempotent. */
export const shopifyOrders = pgTable(
  'shopify_orders',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    shopifyOrderId: text().notNull(),
    salesOrderId: integer(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    ...tenantKeys('shopify_orders', t.storeId, t.id),
    uniqueIndex('shopify_orders_order_key').on(t.storeId, t.shopifyOrderId),
    index('shopify_orders_sales_order_idx').on(t.storeId, t.salesOrderId),
    storeIsolation('shopify_orders'),
  ],
);
