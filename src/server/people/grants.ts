// What a person may hand to someone else: section 6's permissions, checked against the giver's own. Nobody
// grants what they do not hold (store staff with the users module cannot make a more powerful colleague);
// per-location grants name locations of the store. Owners and the super admin hold everything in the store.
import { and, eq, inArray } from 'drizzle-orm';
import { hasPermission, type SessionRole } from '../../shared/permissions.ts';
import { Action, type ActionId, type ModuleId } from '../../shared/roles.ts';
import type { FieldError } from '../../shared/errors.ts';
import type { Transaction } from '../db/database.ts';
import { locations } from '../db/schema/index.ts';
import { forbidden, invalid } from '../http-errors.ts';

export interface Grant {
  module_id: number;
  location_id?: number | null;
  permissions: number[];
}

/** The grants naming a location that is not one of the store's, as field errors under `field`. */
export async function unknownLocations(
  tx: Transaction,
  storeId: number,
  grants: readonly Grant[],
  field = 'permissions',
): Promise<FieldError[]> {
  const named = [...new Set(grants.flatMap((g) => (g.location_id ? [g.location_id] : [])))];
  if (!named.length) return [];
  const found = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.storeId, storeId), inArray(locations.id, named)));
  const known = new Set(found.map((l) => l.id));
  return grants.flatMap((g, i) =>
    g.location_id && !known.has(g.location_id)
      ? [
          {
            field: `${field}.${i}.location_id`,
            message: `${field}.${i}.location_id is not a location of this store`,
          },
        ]
      : [],
  );
}

/**
 * The actions of `grants` the giver does not hold: a global grant needs the giver's global permission, a
 * per-location grant the giver's permission there (global or for that location). `disable` grants nothing.
 */
export function grantsBeyond(giver: SessionRole, grants: readonly Grant[]): string[] {
  return grants.flatMap((g) =>
    g.permissions
      .filter((a) => a !== Action.disable)
      .filter(
        (a) => !hasPermission(giver, g.module_id as ModuleId, a as ActionId, g.location_id ?? undefined),
      )
      .map((a) => `module ${g.module_id} action ${a}${g.location_id ? ` at location ${g.location_id}` : ''}`),
  );
}

/** Refuses grants to unknown locations (400) or beyond the giver's own permissions (403). */
export async function checkGrants(
  tx: Transaction,
  storeId: number,
  giver: SessionRole,
  grants: readonly Grant[],
  field = 'permissions',
): Promise<void> {
  const bad = await unknownLocations(tx, storeId, grants, field);
  if (bad.length) throw invalid(bad);
  const beyond = grantsBeyond(giver, grants);
  if (beyond.length) throw forbidden(`You cannot grant what you may not do yourself: ${beyond.join(', ')}.`);
}
