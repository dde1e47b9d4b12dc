// The queries of signing up with a staff invitation — a store's and a vendor's — each in the caller's
// transaction: finding the invitation by its token's hash (locked when signing up) and accepting it.
import { and, eq } from 'drizzle-orm';
import { Role } from '../../../shared/roles.ts';
import type { Transaction } from '../../db/database.ts';
import {
  staffInvitations,
  staffPermissions,
  stores,
  users,
  vendorStaffInvitations,
  vendors,
} from '../../db/schema/index.ts';

/** An invitation as both kinds share it (the columns of staff_invitations and vendor_staff_invitations). */
export interface Invitation {
  id: number;
  email: string;
  firstName: string | null;
  status: 'pending' | 'accepted' | 'revoked';
  expiresAt: Date;
}

export interface Found<I extends Invitation = Invitation> {
  invitation: I;
  tenantId: number;
  inviterName: string;
  active: boolean;
}

export interface Person {
  first_name: string;
  last_name: string;
  /** The password's hash. */
  password: string;
}

/** Where a kind of invitation lives and the user it makes. */
export interface InvitationQueries<I extends Invitation> {
  find(tx: Transaction, tenantId: number, tokenHash: string, lock: boolean): Promise<Found<I> | undefined>;
  /** Makes the user (and what goes with it), marks the invitation accepted. */
  accept(tx: Transaction, found: Found<I>, person: Person): Promise<typeof users.$inferSelect>;
}

/** A store's staff invitation: a portal login as store staff with the invited permissions. */
export const storeStaffInvitations: InvitationQueries<typeof staffInvitations.$inferSelect> = {
  async find(tx, storeId, tokenHash, lock) {
    const query = tx
      .select({ invitation: staffInvitations, inviterName: stores.name, active: stores.isActive })
      .from(staffInvitations)
      .innerJoin(stores, eq(stores.id, staffInvitations.storeId))
      .where(and(eq(staffInvitations.storeId, storeId), eq(staffInvitations.tokenHash, tokenHash)));
    const [found] = lock ? await query.for('update', { of: staffInvitations }) : await query;
    return found && { ...found, tenantId: storeId };
  },
  async accept(tx, { invitation }, person) {
    const [user] = await tx
      .insert(users)
      .values({
        audience: 'portal',
        email: invitation.email,
        passwordHash: person.password,
        firstName: person.first_name,
        lastName: person.last_name,
        roleId: Role.storeStaff,
        storeId: invitation.storeId,
      })
      .returning();
    if (invitation.permissions.length)
      await tx.insert(staffPermissions).values(
        invitation.permissions.map((p) => ({
          storeId: invitation.storeId,
          userId: user!.id,
          moduleId: p.module_id,
          locationId: p.location_id ?? null,
          actions: p.permissions,
        })),
      );
    await tx
      .update(staffInvitations)
      .set({ status: 'accepted', userId: user!.id, acceptedAt: new Date() })
      .where(and(eq(staffInvitations.storeId, invitation.storeId), eq(staffInvitations.id, invitation.id)));
    return user!;
  },
};

/** A vendor owner's invitation: a vendor app login as vendor staff (docs/product.md#roles-vendor-staff's set; no permissions). */
export const vendorStaffInvitationQueries: InvitationQueries<typeof vendorStaffInvitations.$inferSelect> = {
  async find(tx, vendorId, tokenHash, lock) {
    const query = tx
      .select({ invitation: vendorStaffInvitations, inviterName: vendors.name, active: vendors.isActive })
      .from(vendorStaffInvitations)
      .innerJoin(vendors, eq(vendors.id, vendorStaffInvitations.vendorId))
      .where(
        and(eq(vendorStaffInvitations.vendorId, vendorId), eq(vendorStaffInvitations.tokenHash, tokenHash)),
      );
    const [found] = lock ? await query.for('update', { of: vendorStaffInvitations }) : await query;
    return found && { ...found, tenantId: vendorId };
  },
  async accept(tx, { invitation }, person) {
    const [user] = await tx
      .insert(users)
      .values({
        audience: 'vendor',
        email: invitation.email,
        passwordHash: person.password,
        firstName: person.first_name,
        lastName: person.last_name,
        roleId: Role.vendorStaff,
        vendorId: invitation.vendorId,
      })
      .returning();
    await tx
      .update(vendorStaffInvitations)
      .set({ status: 'accepted', userId: user!.id, acceptedAt: new Date() })
      .where(
        and(
          eq(vendorStaffInvitations.vendorId, invitation.vendorId),
          eq(vendorStaffInvitations.id, invitation.id),
        ),
      );
    return user!;
  },
};
