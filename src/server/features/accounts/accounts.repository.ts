// The queries of self-service accounts (sign-up, verification, password reset), each in the caller's
// transaction. Signing in has its own (auth.repository.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import { Role } from '../../../shared/roles.ts';
import type { Transaction } from '../../db/database.ts';
import { accountTokens, customers, users } from '../../db/schema/index.ts';
import type { UserRow } from './auth.repository.ts';

/** The active login of an email (case-insensitive) in the vendor app, or on one store's storefront. */
export async function activeLoginByEmail(
  tx: Transaction,
  where: { audience: 'vendor' } | { audience: 'storefront'; storeId: number },
  email: string,
): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.audience, where.audience),
        where.audience === 'storefront' ? eq(users.storeId, where.storeId) : undefined,
        eq(users.isActive, true),
        sql`lower(${users.email}) = lower(${email})`,
      ),
    );
  return user;
}

/**
 * Whether a login is waiting for its email to be confirmed (docs/product.md#account-unverified): inactive,
 * and its latest verification link never spent — an account deactivated after it was verified is not.
 */
export async function awaitsVerification(tx: Transaction, user: UserRow): Promise<boolean> {
  if (user.isActive) return false;
  const [latest] = await tx
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'verify_email')))
    .orderBy(desc(accountTokens.id))
    .limit(1);
  return latest !== undefined && latest.usedAt === null;
}

export interface SignUpValues {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** Replaces a sign-up never verified (names and password); the login's row. */
export async function replaceCustomerSignUp(tx: Transaction, userId: number, values: SignUpValues) {
  const [user] = await tx
    .update(users)
    .set({ firstName: values.firstName, lastName: values.lastName, passwordHash: values.passwordHash })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

/** A new storefront login, inactive until its email is verified, and its customer record; the login's row. */
export async function insertCustomerAccount(tx: Transaction, storeId: number, values: SignUpValues) {
  const [user] = await tx
    .insert(users)
    .values({
      audience: 'storefront',
      email: values.email,
      passwordHash: values.passwordHash,
      firstName: values.firstName,
      lastName: values.lastName,
      roleId: Role.customer,
      storeId,
      // Active once the email is verified: login refuses it until then.
      isActive: false,
    })
    .returning();
  await tx.insert(customers).values({
    storeId,
    userId: user!.id,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
  });
  return user!;
}

/** The guest orders placed with the customer's email become the customer's account's. */
export async function adoptGuestOrders(
  tx: Transaction,
  user: { id: number; storeId: number | null; email: string },
) {
  await tx.execute(sql`
    with account as (select id from customers where store_id = ${user.storeId} and user_id = ${user.id} limit 1),
         guests as (select id from customers
                    where store_id = ${user.storeId} and is_guest and user_id is null
                      and lower(email) = lower(${user.email}))
    update sales_orders set customer_id = (select id from account)
    where store_id = ${user.storeId} and customer_id in (select id from guests)
      and exists (select 1 from account)`);
}

export async function markLinkUsed(tx: Transaction, linkId: number): Promise<void> {
  await tx.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, linkId));
}

export async function setPasswordHash(tx: Transaction, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
