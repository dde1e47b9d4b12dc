// A store invites a staff member by email with their permissions; the invited person signs up at
// /staff-signup/:vendor_id/:uuid (single use, expiring), which makes the staff user with those permissions.
// Only a hash of the token is kept: the token itself is shown once, to the inviter and in the mail.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  storeIsolation,
  storeOwned,
  tenantKeys,
  timestamps,
  vendorIsolation,
  vendorOwned,
} from './columns.ts';
import { users } from './users.table.ts';

export type StaffInvitationStatus = 'pending' | 'accepted' | 'revoked';

/** docs/product.md#roles-permission-check's permission entry as the invitation keeps it until the signup copies it to staff_permissions. */
export interface InvitedPermission {
  module_id: number;
  location_id?: number | null;
  permissions: number[];
}

export const staffInvitations = pgTable(
  'staff_invitations',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    firstName: text(),
    permissions: jsonb().$type<InvitedPermission[]>().notNull().default([]),
    /** sha256 of the invitation token (hex). */
    tokenHash: text().notNull(),
    status: text().$type<StaffInvitationStatus>().notNull().default('pending'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('staff_invitations', t.storeId, t.id),
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    index('staff_invitations_store_email_idx').on(t.storeId, t.email),
    storeIsolation('staff_invitations'),
  ],
);

/** A vendor owner's invitation of a team member (vendor staff): the same link, hash and life as a store's. */
export const vendorStaffInvitations = pgTable(
  'vendor_staff_invitations',
  {
    ...vendorOwned,
    id: integer().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    firstName: text(),
    /** sha256 of the invitation token (hex). */
    tokenHash: text().notNull(),
    status: text().$type<StaffInvitationStatus>().notNull().default('pending'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('vendor_staff_invitations', t.vendorId, t.id),
    uniqueIndex('vendor_staff_invitations_token_key').on(t.tokenHash),
    index('vendor_staff_invitations_vendor_email_idx').on(t.vendorId, t.email),
    vendorIsolation('vendor_staff_invitations'),
  ],
);
