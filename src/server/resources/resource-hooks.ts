// Checks several resource declarations share: a referenced country, linked store or vendor exists in the
// caller's reach, and "one default per tenant" flags.
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { invalid } from '../http-errors.ts';
import type { Transaction } from '../db/database.ts';
import { countries, storeVendors } from '../db/schema/index.ts';

export async function assertCountry(tx: Transaction, code: unknown, field = 'country_code') {
  if (code === undefined) return;
  const [found] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, String(code)));
  if (!found) throw invalid([{ field, message: `${field} is not a country of the list` }]);
}

/** The vendor must be linked to the store (vendor_id fields of store resources). */
export async function assertLinkedVendor(
  tx: Transaction,
  storeId: number,
  vendorId: unknown,
  field = 'vendor_id',
) {
  if (vendorId === undefined || vendorId === null) return;
  const [link] = await tx
    .select({ id: storeVendors.id })
    .from(storeVendors)
    .where(and(eq(storeVendors.storeId, storeId), eq(storeVendors.vendorId, Number(vendorId))));
  if (!link) throw invalid([{ field, message: `${field} is not a vendor linked to this store` }]);
}

/** The store must be linked to the vendor (store_id fields of vendor resources). */
export async function assertLinkedStore(
  tx: Transaction,
  vendorId: number,
  storeId: unknown,
  field = 'store_id',
) {
  if (storeId === undefined || storeId === null) return;
  const [link] = await tx
    .select({ id: storeVendors.id })
    .from(storeVendors)
    .where(and(eq(storeVendors.vendorId, vendorId), eq(storeVendors.storeId, Number(storeId))));
  if (!link) throw invalid([{ field, message: `${field} is not a store this vendor works for` }]);
}

/** When a row becomes the default, the tenant's other rows stop being it. */
export async function unsetOtherDefaults(
  tx: Transaction,
  table: PgTable & { id: AnyPgColumn; isDefault: AnyPgColumn },
  tenant: SQL,
  row: Record<string, unknown>,
) {
  if (row.isDefault !== true) return;
  await tx
    .update(table)
    .set({ isDefault: false } as never)
    .where(and(tenant, ne(table.id, row.id as number), eq(table.isDefault, true)));
}
