// Who acts on the service tree and in which store: the acting store of a request (the super admin names
// one) and the store of a service the principal may reach, shared by the catalogue's route files; and the
// catalogue's reads (a store's categories, a page of an option's values, one service for the storefront).
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../shared/errors.ts';
import { ApiFailure, forbidden, invalid, notFound } from '../../http-errors.ts';
import { inScope, type Database, type Transaction } from '../../db/database.ts';
import { actsForStores, isPlatform, reachesStore } from '../../../shared/permission-registry.ts';
import { loadServices, valueRecord } from '../../catalogue/service-tree.ts';
import {
  categoriesOf,
  optionOwner,
  optionValuesPage,
  serviceStore,
  storeActive,
  vendorLinked,
  type CategoryTable,
} from './catalogue.repository.ts';

/** The store a request acts in: its own, or for the super admin the one it names. */
export function actingStore(request: FastifyRequest, named: number | undefined): number {
  const principal = request.principal!;
  if (isPlatform(principal.roleId)) {
    if (named === undefined) throw invalid([{ field: 'store_id', message: 'store_id is required' }]);
    return named;
  }
  if (named !== undefined && named !== principal.storeId) throw forbidden();
  return principal.storeId ?? -1;
}

/** The store of a service the principal may reach (the super admin: any), or 404. */
export async function storeOfService(
  tx: Transaction,
  request: FastifyRequest,
  serviceId: number,
): Promise<number> {
  const principal = request.principal!;
  const found = await serviceStore(
    tx,
    serviceId,
    isPlatform(principal.roleId) ? undefined : (principal.storeId ?? -1),
  );
  if (!found) throw notFound();
  return found.storeId;
}

/** 403 unless the store is in the principal's reach: its own, a linked vendor's, or the super admin's. */
async function assertStoreReach(tx: Transaction, request: FastifyRequest, storeId: number) {
  const p = request.principal!;
  if (isPlatform(p.roleId)) return;
  if (p.vendorId !== null) {
    if (await vendorLinked(tx, p.vendorId, storeId)) return;
  } else if (p.storeId === storeId) return;
  throw forbidden();
}

/** A store's categories of one kind, in order; others than its own people see the active ones. */
export async function storeCategories(
  db: Database,
  request: FastifyRequest,
  table: CategoryTable,
  storeId: number,
) {
  const p = request.principal!;
  const insider = actsForStores(p.roleId);
  const rows = await request.inTenant(async (tx) => {
    await assertStoreReach(tx, request, storeId);
    // A vendor reads a linked store's categories in that store's scope (they are the store's rows).
    const read = (t: Transaction) => categoriesOf(t, table, storeId, insider);
    return p.vendorId !== null ? inScope(db, { kind: 'store', storeId }, read) : read(tx);
  });
  return rows.map((c) => ({
    id: c.id,
    store_id: c.storeId,
    name: c.name,
    tag: c.tag,
    description: c.description,
    image: c.image,
    sequence: c.sequence,
    is_active: c.isActive,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }));
}

/** A page of an option's values: public for an active service of an active store, all to the store's people. */
export async function optionValuePage(
  db: Database,
  request: FastifyRequest,
  query: { option_id: number; page: number; page_size: number; search?: string },
) {
  const { option_id, page, page_size, search } = query;
  const found = await inScope(db, { kind: 'platform' }, (tx) => optionOwner(tx, option_id));
  const p = request.principal;
  const insider = !!p && reachesStore(p, found?.storeId);
  if (!found || (!insider && !(found.serviceActive && found.storeActive))) throw notFound();
  const { rows, total } = await inScope(db, { kind: 'store', storeId: found.storeId }, (tx) =>
    optionValuesPage(tx, found.storeId, option_id, { page, pageSize: page_size, search }),
  );
  return {
    count: total,
    next: page * page_size < total ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results: rows.map((v) => valueRecord(v, [])),
  };
}

/** One active service of an active store with its options, for the storefront. */
export async function portalService(db: Database, storeId: number, id: number) {
  const store = await inScope(db, { kind: 'platform' }, (tx) => storeActive(tx, storeId), { readOnly: true });
  if (!store) throw notFound('Store not found.');
  if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
  const found = await inScope(db, { kind: 'store', storeId }, (tx) => loadServices(tx, storeId, [id]), {
    readOnly: true,
  });
  const service = found.get(id);
  if (!service || service.is_active !== true) throw notFound();
  return service;
}
