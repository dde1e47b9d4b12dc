// Signatures on a sales order (docs/product.md#documents-signatures): the customer signs at intake (the item's
// recorded condition, its declared value and the store's terms) and at pickup (they received the item). The
// drawn image is an upload of the store (PNG); this row says what it was for, who took it, when and where.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeIsolation, storeOwned, tenantKeys } from './columns.ts';

export type SignatureKind = 'intake' | 'pickup';

export const orderSignatures = pgTable(
  'order_signatures',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    kind: text().$type<SignatureKind>().notNull(),
    uploadId: uuid().notNull(),
    signerName: text().notNull(),
    /** The staff member at the counter who took the signature. */
    takenByUserId: integer(),
    /** Where it was taken: the order's location (null for an order without one). */
    locationId: integer(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    ...tenantKeys('order_signatures', t.storeId, t.id),
    index('order_signatures_order_idx').on(t.storeId, t.salesOrderId, t.kind),
    storeIsolation('order_signatures'),
  ],
);
