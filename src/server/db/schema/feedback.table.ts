// Feedback after completion: the customer rates a completed order once at /feedback/:token.
import { integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storeOwned, tenantKeys, timestamps } from './columns.ts';
import { viaParent } from './orders.table.ts';

export const feedback = pgTable(
  'feedback',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    /** The order's location when it was completed: the feedback list filters by it. */
    locationId: integer(),
    /** Opaque and unguessable: possession is the permission to leave the feedback. */
    token: text().notNull(),
    rating: smallint(),
    comment: text(),
    submittedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('feedback', t.storeId, t.id),
    uniqueIndex('feedback_token_key').on(t.token),
    uniqueIndex('feedback_order_key').on(t.storeId, t.salesOrderId),
    viaParent('feedback', 'sales_orders', 'sales_order_id'),
  ],
);
