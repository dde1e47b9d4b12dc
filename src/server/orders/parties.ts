// Who a caller is relative to one record, on the server: the registry's decisions (partiesFor,
// storeMayAct, rowScope in src/shared/permission-registry.ts, the same ones the portals make) fed with
// the caller's stored permissions, and the registry's row scope as SQL. Tenant visibility is decided
// before (a record the caller cannot see is a 404); the parties decide what the caller may do with it.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  orderScope,
  partiesFor,
  rowScope,
  storeMayAct as sessionMayAct,
  type RecordFacts,
} from '../../shared/permission-registry.ts';
import { Module, Role, type ModuleId } from '../../shared/roles.ts';
import type { SessionRole } from '../../shared/permissions.ts';
import { salesOrders, workOrders } from '../db/schema/index.ts';
import type { Transaction } from '../db/database.ts';
import { sessionRoleOf, type Principal } from '../plugins/auth.ts';
import type { Machine, Party } from '../../shared/state-machines.ts';

/** Who acts: a logged-in user, the holder of an opaque payment token, or the server itself. */
export interface Actor {
  principal: Principal | null;
  /** The caller proved possession of the record's opaque token (payment pages). */
  token?: string;
  system?: boolean;
  /** Store staff held to some locations by their route permission (request.permittedLocations). */
  locations?: 'all' | number[];
}

export const systemActor: Actor = { principal: null, system: true };

/** A store's owner acting in every location (the demo seeds write the store's history as its owner). */
export const storeOwnerActor = (userId: number, storeId: number): Actor => ({
  principal: { userId, roleId: Role.storeOwner, storeId, vendorId: null, customerId: null },
  locations: 'all',
});

/** What the parties depend on in a record. */
export type PartyFacts = RecordFacts;

/** The principal as an acting session (only store staff's stored permissions cost a query). */
async function sessionOf(tx: Transaction, principal: Principal) {
  return {
    role: await sessionRoleOf(tx, principal),
    storeId: principal.storeId,
    vendorId: principal.vendorId,
    customerId: principal.customerId,
  };
}

/** Whether a store-side principal may act for the store on a module (staff: edit permission). */
export async function storeMayAct(
  tx: Transaction,
  principal: Principal,
  storeId: number,
  module: ModuleId,
  locationId?: number | null,
): Promise<boolean> {
  return sessionMayAct(await sessionOf(tx, principal), storeId, module, locationId);
}

export async function partiesOf(
  tx: Transaction,
  actor: Actor,
  facts: RecordFacts,
  machine: Machine,
  action: string,
): Promise<Party[]> {
  if (actor.system) return ['system'];
  if (actor.token) return ['customer'];
  if (!actor.principal) return [];
  return partiesFor(await sessionOf(tx, actor.principal), facts, machine, action);
}

/**
 * The rows a caller may see of a table, in the application (row-level security repeats it underneath):
 * the registry's rowScope as SQL. undefined means no condition (super admin, system); a table without the
 * column the scope needs shows that caller nothing.
 */
export function visibleRows(
  actor: Actor,
  columns: {
    storeId: AnyPgColumn;
    vendorId?: AnyPgColumn;
    customerId?: AnyPgColumn;
    locationId?: AnyPgColumn;
  },
): SQL | undefined {
  if (actor.system || actor.token) return undefined;
  const scope = rowScope(actor.principal, actor.locations);
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'store': {
      // docs/product.md#roles-permission-check's per-location permissions: staff see location-bound rows only
      // where they hold the module.
      const at = scope.locations;
      const located =
        columns.locationId && Array.isArray(at)
          ? at.length
            ? inArray(columns.locationId, at)
            : sql`false`
          : undefined;
      return and(eq(columns.storeId, scope.storeId), located);
    }
    case 'vendor':
      return columns.vendorId ? eq(columns.vendorId, scope.vendorId) : sql`false`;
    case 'customer':
      return columns.customerId
        ? and(eq(columns.storeId, scope.storeId), eq(columns.customerId, scope.customerId))
        : sql`false`;
    default:
      return sql`false`;
  }
}

/**
 * Rows that name an order and its work (notifications) as far as the reader may see them: the registry's
 * orderScope per module, as SQL. undefined: no condition (the reader sees every location).
 */
export function revealedOrders(
  role: SessionRole,
  columns: { salesOrderId: AnyPgColumn; workOrderId: AnyPgColumn },
): SQL | undefined {
  const within = (
    column: AnyPgColumn,
    at: 'all' | number[],
    table: typeof salesOrders | typeof workOrders,
  ) =>
    at === 'all'
      ? undefined
      : sql`(${column} is null or ${column} in (select ${table.id} from ${table} where ${
          at.length ? inArray(table.locationId, at) : sql`false`
        }))`;
  return and(
    within(columns.salesOrderId, orderScope(role, Module.salesOrder), salesOrders),
    within(columns.workOrderId, orderScope(role, Module.workOrder), workOrders),
  );
}
