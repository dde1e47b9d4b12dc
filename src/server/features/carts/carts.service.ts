// Who shops: the signed-in customer or the guest of a request, in a store.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../../shared/errors.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import { stores } from '../../db/schema/index.ts';
import { ApiFailure, forbidden, invalid } from '../../http-errors.ts';
import { may } from '../../../shared/permission-registry.ts';
import type { Actor } from '../../orders/parties.ts';
export async function shopperOf(request: FastifyRequest, storeId: number): Promise<Shopper> {
  await activeStore(request, storeId);
  const p = request.principal;
  if (!p) {
    return {
      customerId: null,
      actor: { principal: null },
      run: (fn) => inScope(request.server.db, { kind: 'store', storeId }, fn),
    };
  }
  if (!may({ role_id: p.roleId }, 'carts:use'))
    throw forbidden('Carts belong to the storefront’s customers.');
  if (p.storeId !== storeId || p.customerId === null)
    throw forbidden('You are not a customer of this store.');
  return { customerId: p.customerId, actor: { principal: p }, run: (fn) => request.inTenant(fn) };
}

/** The caller of a storefront call: a guest, or a customer of this store (other roles have no cart). */
export interface Shopper {
  customerId: number | null;
  actor: Actor;
  run<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * The store a storefront call names must exist and be active. Its row is what the public cache follows
 * (the stores trigger drops it on every process when it changes), so each process reads it once: add-to-cart
 * and checkout no longer open a transaction of their own for it. The key cannot be a host (a space).
 */
async function activeStore(request: FastifyRequest, storeId: number) {
  const store = await request.server.publicCache.host(`store ${storeId}`, async () => {
    const [row] = await inScope(
      request.server.db,
      { kind: 'platform' },
      (tx) =>
        tx.select({ id: stores.id, isActive: stores.isActive }).from(stores).where(eq(stores.id, storeId)),
      { readOnly: true },
    );
    return row ?? null;
  });
  if (!store) throw invalid([{ field: 'store_id', message: 'store_id is not a store' }]);
  if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
  return store;
}
