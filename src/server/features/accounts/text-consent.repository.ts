// The queries of a customer's consent to texts (docs/product.md#messages-consent), in the caller's transaction.
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { countries, customers, locations } from '../../db/schema/index.ts';

export async function consentOf(tx: Transaction, customerId: number) {
  const [row] = await tx
    .select({ optIn: customers.smsOptIn, phone: customers.smsPhone, storeId: customers.storeId })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** The country calling code ("+1") of the store's first active location: a national number takes it. */
export async function storeCallingCode(tx: Transaction, storeId: number) {
  const [row] = await tx
    .select({ phoneCode: countries.phoneCode })
    .from(locations)
    .innerJoin(
      countries,
      or(
        sql`lower(${countries.name}) = lower(${locations.country})`,
        sql`upper(${countries.code}) = upper(${locations.country})`,
      ),
    )
    .where(eq(locations.storeId, storeId))
    .orderBy(desc(locations.isActive), asc(locations.id))
    .limit(1);
  return row?.phoneCode ?? null;
}

export async function setConsentOf(
  tx: Transaction,
  storeId: number,
  customerId: number,
  values: { smsOptIn: boolean; smsPhone?: string },
) {
  await tx
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
}
