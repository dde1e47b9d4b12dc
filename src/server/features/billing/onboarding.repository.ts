// The queries of store sign-up and onboarding, each in the caller's transaction.
import { and, eq, sql } from 'drizzle-orm';
import { Role } from '../../../shared/roles.ts';
import type { Transaction } from '../../db/database.ts';
import { storeAddresses, storeSettings, stores, users } from '../../db/schema/index.ts';

export async function slugTaken(tx: Transaction, slug: string): Promise<boolean> {
  const [taken] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  return taken !== undefined;
}

/** The portal login of an email (case-insensitive), active ones only when asked. */
export async function portalLoginByEmail(tx: Transaction, email: string, activeOnly = false) {
  const [user] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.audience, 'portal'),
        activeOnly ? eq(users.isActive, true) : undefined,
        sql`lower(${users.email}) = lower(${email})`,
      ),
    );
  return user;
}

/** A new store with its settings and its owner's login (inactive until the email is confirmed). */
export async function insertStoreWithOwner(
  tx: Transaction,
  values: {
    slug: string;
    storeName: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
  },
) {
  const [store] = await tx
    .insert(stores)
    .values({ slug: values.slug, name: values.storeName, firstName: values.firstName })
    .returning();
  await tx.insert(storeSettings).values({ storeId: store!.id, title: store!.name });
  const [owner] = await tx
    .insert(users)
    .values({
      audience: 'portal',
      email: values.email,
      passwordHash: values.passwordHash,
      firstName: values.firstName,
      lastName: values.lastName,
      roleId: Role.storeOwner,
      storeId: store!.id,
      // Active once the email is confirmed: login refuses it until then.
      isActive: false,
    })
    .returning();
  return { store: store!, owner: owner! };
}

export async function updateStoreSettings(
  tx: Transaction,
  storeId: number,
  set: Partial<typeof storeSettings.$inferInsert>,
): Promise<void> {
  await tx.update(storeSettings).set(set).where(eq(storeSettings.storeId, storeId));
}

export async function updateStore(
  tx: Transaction,
  storeId: number,
  set: Partial<typeof stores.$inferInsert>,
): Promise<void> {
  await tx.update(stores).set(set).where(eq(stores.id, storeId));
}

export async function storeHasAddress(tx: Transaction, storeId: number): Promise<boolean> {
  const [address] = await tx
    .select({ id: storeAddresses.id })
    .from(storeAddresses)
    .where(eq(storeAddresses.storeId, storeId));
  return address !== undefined;
}
