// Who acts on the service tree and in which store: the acting store of a request (the super admin names
// one) and the store of a service the principal may reach. Shared by the catalogue's route files.
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { forbidden, invalid, notFound } from '../../http-errors.ts';
import type { Transaction } from '../../db/database.ts';
import { services } from '../../db/schema/index.ts';
import { isPlatform } from '../../../shared/permission-registry.ts';

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
  const [found] = await tx
    .select({ storeId: services.storeId })
    .from(services)
    .where(
      and(
        eq(services.id, serviceId),
        isPlatform(principal.roleId) ? undefined : eq(services.storeId, principal.storeId ?? -1),
      ),
    );
  if (!found) throw notFound();
  return found.storeId;
}
