// Storefront carts: a guest cart is found by its unguessable token (the API's cart_id), a customer's cart
// by the customer. Items keep the answers that survived the service's option rules and the price then.
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { storeOwned, tenantKeys, timestamps } from './columns.ts';
import { customerOwned, viaParent } from './orders.table.ts';

export type CartStatus = 'open' | 'checked_out';

export const carts = pgTable(
  'carts',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    token: uuid()
      .notNull()
      .default(sql`gen_random_uuid()`),
    customerId: integer(),
    status: text().$type<CartStatus>().notNull().default('open'),
    salesOrderId: integer(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('carts', t.storeId, t.id),
    uniqueIndex('carts_token_key').on(t.token),
    index('carts_customer_idx').on(t.storeId, t.customerId, t.status),
    customerOwned('carts'),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    cartId: integer().notNull(),
    serviceId: integer().notNull(),
    serviceName: text().notNull(),
    quantity: integer().notNull().default(1),
    unitPriceCents: integer().notNull().default(0),
    answers: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('cart_items', t.storeId, t.id),
    index('cart_items_cart_idx').on(t.storeId, t.cartId),
    viaParent('cart_items', 'carts', 'cart_id'),
  ],
);
