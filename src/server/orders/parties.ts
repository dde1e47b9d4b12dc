// Who a caller is relative to one record: the parties of state-machines.ts. Tenant visibility is decided
// before (a record the caller cannot see is a 404); this decides what the caller may do with it.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ANY_LOCATION, hasPermission } from '../../shared/permissions.ts';
import { Action, Role, Source, type ModuleId, type RoleId } from '../../shared/roles.ts';
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

/** What the parties depend on in a record. */
export interface PartyFacts {
  storeId: number;
  locationId?: number | null;
  customerId?: number | null;
  vendorId?: number | null;
  /** Work orders: internal work (source 2) is done by the store's own users. */
  source?: number | null;
}

export const storeRoleIds: readonly RoleId[] = [Role.storeOwner, Role.storeStaff, Role.superAdmin];

/** Whether a store-side principal may act for the store on a module (staff: edit permission). */
export async function storeMayAct(
  tx: Transaction,
  principal: Principal,
  storeId: number,
  module: ModuleId,
  locationId?: number | null,
): Promise<boolean> {
  if (principal.roleId === Role.superAdmin) return true;
  if (principal.roleId !== Role.storeOwner && principal.roleId !== Role.storeStaff) return false;
  if (principal.storeId !== storeId) return false;
  if (principal.roleId === Role.storeOwner) return true;
  const role = await sessionRoleOf(tx, principal);
  return hasPermission(role, module, Action.edit, locationId ?? ANY_LOCATION);
}

export async function partiesOf(
  tx: Transaction,
  actor: Actor,
  facts: PartyFacts,
  machine: Machine,
  action: string,
): Promise<Party[]> {
  if (actor.system) return ['system'];
  if (actor.token) return ['customer'];
  const p = actor.principal;
  if (!p) return [];
  const parties: Party[] = [];
  const module = (machine.actionModules as Record<string, ModuleId> | undefined)?.[action] ?? machine.module;
  if (storeRoleIds.includes(p.roleId)) {
    if (await storeMayAct(tx, p, facts.storeId, module, facts.locationId)) {
      parties.push('store');
      if (facts.source === Source.internal) parties.push('worker');
    }
  } else if (p.roleId === Role.vendorOwner || p.roleId === Role.vendorStaff) {
    if (facts.vendorId != null && p.vendorId === facts.vendorId) {
      if (facts.source !== Source.internal) parties.push('worker');
      // Invoices and billing are the vendor owner's (spec section 6: vendor staff do not see them).
      if (p.roleId === Role.vendorOwner) parties.push('vendor');
    }
  } else if (p.roleId === Role.customer) {
    if (facts.customerId != null && p.customerId === facts.customerId) parties.push('customer');
  }
  return parties;
}

/**
 * The rows a caller may see of a table, in the application (row-level security repeats it underneath):
 * store roles their store, vendors what carries their vendor id, customers what carries their customer id.
 * undefined means no condition (super admin, system); a table without the column shows that caller nothing.
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
  const p = actor.principal;
  if (actor.system || actor.token) return undefined;
  if (!p) return sql`false`;
  if (p.roleId === Role.superAdmin) return undefined;
  if (p.roleId === Role.storeOwner || p.roleId === Role.storeStaff) {
    // Section 6's per-location permissions: staff see location-bound rows only where they hold the module.
    const at = actor.locations;
    const located =
      columns.locationId && Array.isArray(at)
        ? at.length
          ? inArray(columns.locationId, at)
          : sql`false`
        : undefined;
    return and(eq(columns.storeId, p.storeId ?? -1), located);
  }
  if (p.roleId === Role.vendorOwner || p.roleId === Role.vendorStaff)
    return columns.vendorId ? eq(columns.vendorId, p.vendorId ?? -1) : sql`false`;
  if (p.roleId === Role.customer)
    return columns.customerId
      ? and(eq(columns.storeId, p.storeId ?? -1), eq(columns.customerId, p.customerId ?? -1))
      : sql`false`;
  return sql`false`;
}
