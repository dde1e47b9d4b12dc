// People of the portal (users, module users 11): a store owner adds staff with their permissions (module ×
// actions, globally or per location, spec section 6); a vendor owner manages its team (vendor-users).
// Passwords are hashed (auth/passwords.ts) and never returned. Only the super admin makes owners.
import { and, eq, inArray } from 'drizzle-orm';
import { users as usersDeclaration, vendorUsers } from '../shared/declarations/people.declaration.ts';
import { Role, type RoleId } from '../shared/roles.ts';
import { defineResource, type ResourceHooks, type Row } from '../server/crud/define-resource.ts';
import { forbidden, invalid } from '../server/http-errors.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { locations, staffPermissions, users } from '../server/db/schema/index.ts';

/** Hooks shared by store and vendor people: the audience, who may make owners, password hashing. */
function peopleHooks(audience: 'portal' | 'vendor', staff: RoleId): ResourceHooks {
  return {
    async beforeWrite(values, body, { principal, op, existing }) {
      const admin = principal.roleId === Role.superAdmin;
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
      if (principal.roleId !== Role.superAdmin && row.roleId !== staff)
        throw forbidden('Only the super admin removes an owner.');
    },
  };
}

const storePeople = peopleHooks('portal', Role.storeStaff);

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
        ctx.principal.roleId === Role.storeStaff
      )
        throw forbidden('You cannot change your own permissions.');
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
  },
});

export const vendorUsersResource = defineResource(vendorUsers, {
  table: users,
  scope: () => inArray(users.roleId, [Role.vendorStaff, Role.vendorOwner]),
  hooks: peopleHooks('vendor', Role.vendorStaff),
});
