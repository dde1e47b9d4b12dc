// A store invites a vendor by email; the vendor accepts at /store-invitation/:uid in the vendor app, which
// links the two (store_vendors). Only a hash of the token is kept: the token itself is shown once.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storeIsolation, storeOwned, tenantKeys, timestamps } from './columns.ts';
import { users } from './users.table.ts';
import { vendors } from './stores.table.ts';

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked';

export const vendorInvitations = pgTable(
  'vendor_invitations',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    message: text().notNull().default(''),
    /** sha256 of the invitation token (hex). */
    tokenHash: text().notNull(),
    status: text().$type<InvitationStatus>().notNull().default('pending'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    vendorId: integer().references(() => vendors.id, { onDelete: 'set null' }),
    respondedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('vendor_invitations', t.storeId, t.id),
    uniqueIndex('vendor_invitations_token_key').on(t.tokenHash),
    index('vendor_invitations_store_email_idx').on(t.storeId, t.email),
    storeIsolation('vendor_invitations'),
  ],
);
