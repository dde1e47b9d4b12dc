// The vendor app's queries (joining, onboarding, a store's invitation, the bench), each in the caller's
// transaction. The vendor's own sales orders have theirs (vendor-sales-orders.repository.ts).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { Role } from '../../../shared/roles.ts';
import type { Transaction } from '../../db/database.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import {
  salesOrders,
  storeVendors,
  stores,
  users,
  vendorAddresses,
  vendorBankAccounts,
  vendorInvitations,
  vendors,
  workOrders,
} from '../../db/schema/index.ts';

// Joining (/vendor-sign-up).

/** The vendor-app login of an email (case-insensitive), if any. */
export async function vendorLoginByEmail(tx: Transaction, email: string) {
  const [existing] = await tx
    .select()
    .from(users)
    .where(and(eq(users.audience, 'vendor'), sql`lower(${users.email}) = lower(${email})`));
  return existing;
}

/** Renames a sign-up's vendor and replaces its owner's names and password; the owner's row. */
export async function replaceSignUp(
  tx: Transaction,
  owner: { id: number; vendorId: number },
  values: {
    business: string;
    phone: string | null;
    firstName: string;
    lastName: string;
    passwordHash: string;
  },
) {
  await tx
    .update(vendors)
    .set({ name: values.business, phone: values.phone })
    .where(eq(vendors.id, owner.vendorId));
  const [user] = await tx
    .update(users)
    .set({ firstName: values.firstName, lastName: values.lastName, passwordHash: values.passwordHash })
    .where(eq(users.id, owner.id))
    .returning();
  return user!;
}

/** A new vendor and its owner's login, inactive until the email is verified; the owner's row. */
export async function insertVendorWithOwner(
  tx: Transaction,
  values: {
    business: string;
    email: string;
    phone: string | null;
    firstName: string;
    lastName: string;
    passwordHash: string;
  },
) {
  const [vendor] = await tx
    .insert(vendors)
    .values({ name: values.business, email: values.email, phone: values.phone })
    .returning();
  const [user] = await tx
    .insert(users)
    .values({
      audience: 'vendor',
      email: values.email,
      passwordHash: values.passwordHash,
      firstName: values.firstName,
      lastName: values.lastName,
      roleId: Role.vendorOwner,
      vendorId: vendor!.id,
      // Active once the email is verified: login refuses it until then.
      isActive: false,
    })
    .returning();
  return user!;
}

// Onboarding.

export async function vendorById(tx: Transaction, vendorId: number) {
  const [vendor] = await tx.select().from(vendors).where(eq(vendors.id, vendorId));
  return vendor;
}

export async function bankAccountOf(tx: Transaction, vendorId: number) {
  const [bank] = await tx.select().from(vendorBankAccounts).where(eq(vendorBankAccounts.vendorId, vendorId));
  return bank;
}

export async function addressCount(tx: Transaction, vendorId: number): Promise<number> {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(vendorAddresses)
    .where(eq(vendorAddresses.vendorId, vendorId));
  return count?.n ?? 0;
}

// A store's invitation.

export type InvitationRow = typeof vendorInvitations.$inferSelect;

/** The invitation with this token hash and its store's name (locked for update when asked). */
export async function invitationByHash(tx: Transaction, tokenHash: string, lock = false) {
  const query = tx
    .select({ invitation: vendorInvitations, storeName: stores.name })
    .from(vendorInvitations)
    .innerJoin(stores, eq(stores.id, vendorInvitations.storeId))
    .where(eq(vendorInvitations.tokenHash, tokenHash));
  const [found] = lock ? await query.for('update', { of: vendorInvitations }) : await query;
  return found;
}

/**
 * Whether the invited address is the vendor's: its profile email, or the login email of the vendor's owner
 * who answers (a staff login the vendor made up does not count).
 */
export async function isAddressee(
  tx: Transaction,
  invited: string,
  userId: number,
  vendorId: number,
): Promise<boolean> {
  const [match] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(vendors, eq(vendors.id, users.vendorId))
    .where(
      and(
        eq(users.id, userId),
        eq(vendors.id, vendorId),
        sql`lower(${invited}) in (lower(case when ${users.roleId} = ${Role.vendorOwner} then ${users.email} end),
                                  lower(coalesce(${vendors.email}, '')))`,
      ),
    );
  return match !== undefined;
}

/** Records the vendor's answer on the invitation; the updated row. */
export async function answerInvitation(
  tx: Transaction,
  invitation: { storeId: number; id: number },
  values: { status: 'accepted' | 'declined'; vendorId: number; respondedAt: Date },
): Promise<InvitationRow> {
  const [updated] = await tx
    .update(vendorInvitations)
    .set(values)
    .where(and(eq(vendorInvitations.storeId, invitation.storeId), eq(vendorInvitations.id, invitation.id)))
    .returning();
  return updated!;
}

/** Links the vendor to the store (again active when the link existed). */
export async function linkVendorToStore(tx: Transaction, storeId: number, vendorId: number): Promise<void> {
  await tx
    .insert(storeVendors)
    .values({ storeId, vendorId })
    .onConflictDoUpdate({
      target: [storeVendors.storeId, storeVendors.vendorId],
      set: { status: 'active', updatedAt: sql`now()` },
    });
}

// The bench.

/** The id and store of an order by its number, read across stores (nothing else of it is shown). */
export async function orderByNumber(tx: Transaction, orderNo: string) {
  const [order] = await asPlatform(tx, () =>
    tx
      .select({ id: salesOrders.id, storeId: salesOrders.storeId, storeName: stores.name })
      .from(salesOrders)
      .innerJoin(stores, eq(stores.id, salesOrders.storeId))
      .where(eq(salesOrders.orderNo, orderNo)),
  );
  return order;
}

/** The order's work orders the caller may see (`visible`: the registry's row scope), by item. */
export function visibleWorkOfOrder(
  tx: Transaction,
  order: { storeId: number; id: number },
  visible: SQL | undefined,
) {
  return tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.storeId, order.storeId), eq(workOrders.salesOrderId, order.id), visible))
    .orderBy(asc(workOrders.itemNumber));
}
