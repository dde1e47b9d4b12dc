// People of the portal (users, module users 11): a store owner adds staff with their permissions (module ×
// actions, globally or per location, docs/product.md#roles-permission-check); a vendor owner manages its team
// (vendor-users).
// Passwords are hashed (auth/passwords.ts) and never returned. Only the super admin makes owners.
import { and, eq, inArray } from 'drizzle-orm';
import {
  platformUsers,
  users as usersDeclaration,
  vendorUsers,
} from '../../shared/declarations/people.declaration.ts';
import { Role, type RoleId } from '../../shared/roles.ts';
import { defineResource, type ResourceHooks, type Row } from '../crud/define-resource.ts';
import { ApiFailure, forbidden, invalid } from '../http-errors.ts';
import { ErrorCode } from '../../shared/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { holdEmailChange } from '../auth/email-change.ts';
import { locations, staffPermissions, users } from '../db/schema/index.ts';
import { sessionRoleOf } from '../plugins/auth.ts';
import type { Transaction } from '../db/database.ts';
import { grantedActions, holds, type GrantedAction, type PermissionGrant } from '../../shared/permissions.ts';
import type { Principal } from '../plugins/auth.ts';
import { hasStoredPermissions, isPlatform } from '../../shared/permission-registry.ts';

/** Hooks shared by store and vendor people: the audience, who may make owners, password hashing. */
function peopleHooks(audience: 'portal' | 'vendor', staff: RoleId): ResourceHooks {
  return {
    async beforeWrite(values, body, { principal, op, existing, tx, sealingSecret }) {
      const admin = isPlatform(principal.roleId);
      // A new login email takes effect once its mailbox confirms it (auth/email-change.ts); the super
      // admin's word is enough.
      if (!admin) await holdEmailChange(tx, sealingSecret, values, existing, 'user');
      const role = (body.role_id as RoleId | undefined) ?? (existing?.roleId as RoleId | undefined) ?? staff;
      if (!admin) {
        if (op === 'create' && role !== staff) throw forbidden('Only the super admin makes owners.');
        if (existing && existing.id !== principal.userId && existing.roleId !== staff)
          throw forbidden('Only the super admin changes an owner.');
        if (existing && role !== existing.roleId) throw forbidden('Only the super admin changes roles.');
      }
      const out: Row = { ...values, roleId: role };
      if (op === 'create') out.audience = audience;
      if (typeof body.password === 'string') out.passwordHash = await hashPassword(body.password);
      return out;
    },
    beforeDelete(row, { principal }) {
      if (row.id === principal.userId) throw forbidden('You cannot delete yourself.');
      if (!isPlatform(principal.roleId) && row.roleId !== staff)
        throw forbidden('Only the super admin removes an owner.');
    },
  };
}

const storePeople = peopleHooks('portal', Role.storeStaff);

const key = (g: GrantedAction) => `${g.module_id}:${g.action}:${g.location_id ?? '*'}`;

/**
 * docs/product.md#roles-granting grants, checked for store staff trusted with the users module (owners and
 * the super admin hold
 * every permission): every permission they add or take away must be one they hold themselves, and a
 * person who holds permissions they lack is not theirs to change at all (a new password would hand those
 * permissions over).
 */
async function checkGrants(
  tx: Transaction,
  principal: Principal,
  existingId: number | undefined,
  wanted: readonly PermissionGrant[] | undefined,
) {
  if (!hasStoredPermissions(principal.roleId)) return;
  const granter = await sessionRoleOf(tx, principal);
  const current = existingId
    ? grantedActions(
        (
          await tx
            .select()
            .from(staffPermissions)
            .where(
              and(
                eq(staffPermissions.storeId, principal.storeId ?? -1),
                eq(staffPermissions.userId, existingId),
              ),
            )
        ).map((r) => ({ module_id: r.moduleId, permissions: r.actions, location_id: r.locationId })),
      )
    : [];
  if (current.some((g) => !holds(granter, g)))
    throw forbidden('This person holds permissions you do not have: only the store owner can change them.');
  if (!wanted) return;
  const before = new Set(current.map(key));
  const beyond = wanted.flatMap((grant, i) =>
    grantedActions([grant]).some((g) => !before.has(key(g)) && !holds(granter, g))
      ? [
          {
            field: `permissions.${i}.permissions`,
            message: `permissions.${i}: you cannot grant a permission you do not have`,
          },
        ]
      : [],
  );
  if (beyond.length)
    throw new ApiFailure(ErrorCode.forbidden, 'You cannot grant permissions you do not have.', beyond);
}

export const usersResource = defineResource(usersDeclaration, {
  table: users,
  scope: () => inArray(users.roleId, [Role.storeStaff, Role.storeOwner]),
  children: [{ field: 'permissions', table: staffPermissions, parentColumn: 'userId' }],
  hooks: {
    ...storePeople,
    async beforeWrite(values, body, ctx) {
      // Staff trusted with the users module still may not widen their own permissions.
      if (
        'permissions' in body &&
        ctx.existing?.id === ctx.principal.userId &&
        hasStoredPermissions(ctx.principal.roleId)
      )
        throw forbidden('You cannot change your own permissions.');
      await checkGrants(
        ctx.tx,
        ctx.principal,
        ctx.existing?.id as number | undefined,
        body.permissions as PermissionGrant[] | undefined,
      );
      // Per-location permissions name locations of this store.
      const permissions = (body.permissions as { location_id?: number | null }[] | undefined) ?? [];
      const named = [...new Set(permissions.flatMap((p) => (p.location_id ? [p.location_id] : [])))];
      if (named.length) {
        const found = await ctx.tx
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.storeId, ctx.tenantId!), inArray(locations.id, named)));
        const known = new Set(found.map((l) => l.id));
        const bad = permissions.flatMap((p, i) =>
          p.location_id && !known.has(p.location_id)
            ? [
                {
                  field: `permissions.${i}.location_id`,
                  message: `permissions.${i}.location_id is not a location of this store`,
                },
              ]
            : [],
        );
        if (bad.length) throw invalid(bad);
      }
      return storePeople.beforeWrite!(values, body, ctx);
    },
    async beforeDelete(row, ctx) {
      await checkGrants(ctx.tx, ctx.principal, row.id as number, undefined);
      return storePeople.beforeDelete!(row, ctx);
    },
  },
});

export const vendorUsersResource = defineResource(vendorUsers, {
  table: users,
  scope: () => inArray(users.roleId, [Role.vendorStaff, Role.vendorOwner]),
  hooks: peopleHooks('vendor', Role.vendorStaff),
});

/** The super admins, made by a super admin; none removes or deactivates themselves (the console needs one). */
export const platformUsersResource = defineResource(platformUsers, {
  table: users,
  scope: () => eq(users.roleId, Role.superAdmin),
  hooks: {
    async beforeWrite(values, body, { op, existing, principal }) {
      if (existing?.id === principal.userId && body.is_active === false)
        throw forbidden('You cannot deactivate yourself.');
      const out: Row = { ...values, roleId: Role.superAdmin };
      if (op === 'create') out.audience = 'portal';
      if (typeof body.password === 'string') out.passwordHash = await hashPassword(body.password);
      return out;
    },
    beforeDelete(row, { principal }) {
      if (row.id === principal.userId) throw forbidden('You cannot delete yourself.');
    },
  },
});
