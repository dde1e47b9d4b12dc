// What a person may hand to someone else: docs/product.md#roles-granting's permissions, checked against the
// giver's own. Nobody
// grants what they do not hold (store staff with the users module cannot make a more powerful colleague);
// per-location grants name locations of the store. Owners and the super admin hold everything in the store.
import { and, eq, inArray } from 'drizzle-orm';
import { grantedActions, holds, type SessionRole } from '../../shared/permissions.ts';
import { ErrorCode, type FieldError } from '../../shared/errors.ts';
import type { Transaction } from '../db/database.ts';
import { locations } from '../db/schema/index.ts';
import { ApiFailure, invalid } from '../http-errors.ts';

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

/** The grants holding an action the giver does not hold (the hardening's `holds`, shared with users), as field errors. */
export function grantsBeyond(
  giver: SessionRole,
  grants: readonly Grant[],
  field = 'permissions',
): FieldError[] {
  return grants.flatMap((grant, i) =>
    grantedActions([grant]).some((g) => !holds(giver, g))
      ? [
          {
            field: `${field}.${i}.permissions`,
            message: `${field}.${i}: you cannot grant a permission you do not have`,
          },
        ]
      : [],
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
  const beyond = grantsBeyond(giver, grants, field);
  if (beyond.length)
    throw new ApiFailure(ErrorCode.forbidden, 'You cannot grant permissions you do not have.', beyond);
}
