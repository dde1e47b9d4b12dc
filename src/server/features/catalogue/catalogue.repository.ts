// The queries of the catalogue's reads and the SKU import, each in the caller's transaction.
import { and, asc, count, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import {
  itemCategories,
  optionValues,
  serviceCategories,
  serviceOptions,
  services,
  storeVendors,
  stores,
} from '../../db/schema/index.ts';

/** The store of a service, within one store when `storeId` is given. */
export async function serviceStore(tx: Transaction, serviceId: number, storeId: number | undefined) {
  const [found] = await tx
    .select({ storeId: services.storeId })
    .from(services)
    .where(
      and(eq(services.id, serviceId), storeId === undefined ? undefined : eq(services.storeId, storeId)),
    );
  return found;
}

/** Whether the vendor is linked to the store (in any state). */
export async function vendorLinked(tx: Transaction, vendorId: number, storeId: number) {
  const [link] = await tx
    .select({ id: storeVendors.id })
    .from(storeVendors)
    .where(and(eq(storeVendors.vendorId, vendorId), eq(storeVendors.storeId, storeId)));
  return !!link;
}

export type CategoryTable = typeof serviceCategories | typeof itemCategories;

/** A store's categories in order (the active ones only, unless `all`). */
export function categoriesOf(tx: Transaction, table: CategoryTable, storeId: number, all: boolean) {
  return tx
    .select()
    .from(table)
    .where(and(eq(table.storeId, storeId), all ? undefined : eq(table.isActive, true)))
    .orderBy(asc(table.sequence), asc(table.name));
}

/** The store of an option and whether its service and store are active. */
export async function optionOwner(tx: Transaction, optionId: number) {
  const [found] = await tx
    .select({
      storeId: serviceOptions.storeId,
      serviceActive: services.isActive,
      storeActive: stores.isActive,
    })
    .from(serviceOptions)
    .innerJoin(
      services,
      and(eq(services.storeId, serviceOptions.storeId), eq(services.id, serviceOptions.serviceId)),
    )
    .innerJoin(stores, eq(stores.id, serviceOptions.storeId))
    .where(eq(serviceOptions.id, optionId));
  return found;
}

/** A page of an option's values matching a search (in the value or the SKU, wildcards taken literally). */
export async function optionValuesPage(
  tx: Transaction,
  storeId: number,
  optionId: number,
  { page, pageSize, search }: { page: number; pageSize: number; search?: string },
) {
  const pattern = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = and(
    eq(optionValues.storeId, storeId),
    eq(optionValues.optionId, optionId),
    pattern ? or(ilike(optionValues.value, pattern), ilike(optionValues.sku, pattern)) : undefined,
  );
  return {
    rows: await tx
      .select()
      .from(optionValues)
      .where(where)
      .orderBy(asc(optionValues.sequence), asc(optionValues.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    total: (await tx.select({ n: count() }).from(optionValues).where(where))[0]?.n ?? 0,
  };
}

export async function storeActive(tx: Transaction, storeId: number) {
  const [store] = await tx.select({ isActive: stores.isActive }).from(stores).where(eq(stores.id, storeId));
  return store;
}

/** A service's options (id and type) in order. */
export function optionsOfService(tx: Transaction, storeId: number, serviceId: number) {
  return tx
    .select({ id: serviceOptions.id, type: serviceOptions.type })
    .from(serviceOptions)
    .where(and(eq(serviceOptions.storeId, storeId), eq(serviceOptions.serviceId, serviceId)))
    .orderBy(asc(serviceOptions.sequence));
}

export async function insertOption(tx: Transaction, option: typeof serviceOptions.$inferInsert) {
  const [created] = await tx.insert(serviceOptions).values(option).returning({ id: serviceOptions.id });
  return created!.id;
}

const valuesOf = (storeId: number, optionId: number) =>
  and(eq(optionValues.storeId, storeId), eq(optionValues.optionId, optionId));

/** The highest sequence of an option's values (null: none). */
export async function lastValueSequence(tx: Transaction, storeId: number, optionId: number) {
  const [last] = await tx
    .select({ n: max(optionValues.sequence) })
    .from(optionValues)
    .where(valuesOf(storeId, optionId));
  return last?.n ?? null;
}

/** The option's values with these SKUs: SKU → id. */
export async function valueIdsBySku(tx: Transaction, storeId: number, optionId: number, skus: string[]) {
  const rows = await tx
    .select({ id: optionValues.id, sku: optionValues.sku })
    .from(optionValues)
    .where(and(valuesOf(storeId, optionId), inArray(optionValues.sku, skus)));
  return new Map(rows.map((v) => [v.sku, v.id]));
}

export async function insertValues(tx: Transaction, values: (typeof optionValues.$inferInsert)[]) {
  await tx.insert(optionValues).values(values);
}

/** Rewrites the value, price and image of values by id, in one statement. */
export async function updateValues(
  tx: Transaction,
  storeId: number,
  values: { id: number; value: string; priceCents: number; image: string | null }[],
) {
  await tx.execute(sql`
        update ${optionValues} set value = v.value, price_cents = v.price, image = v.image, updated_at = now()
        from (values ${sql.join(
          values.map((r) => sql`(${r.id}::int, ${r.value}::text, ${r.priceCents}::int, ${r.image}::text)`),
          sql`, `,
        )}) as v(id, value, price, image)
        where ${optionValues.storeId} = ${storeId} and ${optionValues.id} = v.id`);
}
