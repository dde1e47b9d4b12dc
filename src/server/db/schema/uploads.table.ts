// Uploaded images: the bytes live on disk (DATA_DIR/uploads) or object storage, this row says whose they
// are. An upload belongs to a store, a vendor, or both (a vendor's image for a linked store's work).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { currentCustomer, currentStore, currentUser, currentVendor, platformScope } from './columns.ts';
import { stores, vendors } from './stores.table.ts';
import { users } from './users.table.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey(),
    storeId: integer().references(() => stores.id, { onDelete: 'cascade' }),
    vendorId: integer().references(() => vendors.id, { onDelete: 'cascade' }),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    sha256: text().notNull(),
    /** Storefront images (a service's pictures) of an active store are served to anyone. */
    isPublic: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('uploads_store_idx').on(t.storeId),
    index('uploads_vendor_idx').on(t.vendorId),
    check('uploads_owner_check', sql`store_id is not null or vendor_id is not null`),
    // A customer (app.customer_id set) sees only what they uploaded themselves.
    pgPolicy('uploads_isolation', {
      for: 'all',
      using: sql`${platformScope} or vendor_id = ${currentVendor} or (store_id = ${currentStore} and (${currentCustomer} is null or uploaded_by = ${currentUser}))`,
      withCheck: sql`${platformScope} or vendor_id = ${currentVendor} or (store_id = ${currentStore} and (${currentCustomer} is null or uploaded_by = ${currentUser}))`,
    }),
  ],
);
