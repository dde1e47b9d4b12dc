// The invited person's side of a staff invitation, for a store's staff and a vendor's team alike: anyone
// holding the link sees who invites which email; the signup sets their name and password, makes the user
// and logs them in. Single use (the row is locked and marked accepted) and expiring; only the token's hash
// is stored. Store staff: /staff-signup/:store_id/:token (the platform host's /staff-signup/:vendor_id/:uuid
// page, whose first segment carries the store's id), with the invited permissions. Vendor staff:
// /vendor-staff-signup/:vendor_id/:token (the vendor host's page), with docs/product.md#roles-vendor-staff's
// vendor staff set.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { Role } from '../../../shared/roles.ts';
import { responses } from '../../envelope.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import {
  staffInvitations,
  staffPermissions,
  stores,
  users,
  vendorStaffInvitations,
  vendors,
} from '../../db/schema/index.ts';
import { publicRoute } from '../../route-meta.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { issueTokens, loginResponse, principalOf } from '../../auth/session.ts';
import { hashToken } from '../../resources/vendors.resource.ts';

const tokenParam = { type: 'string', minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;
const tenantParam = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

interface SignupBody {
  first_name: string;
  last_name?: string;
  password: string;
}

/** An invitation as both kinds share it (the columns of staff_invitations and vendor_staff_invitations). */
interface Invitation {
  id: number;
  email: string;
  firstName: string | null;
  status: 'pending' | 'accepted' | 'revoked';
  expiresAt: Date;
}

/** What differs between a store's and a vendor's invitations: where they live and the user they make. */
interface SignupKind<I extends Invitation> {
  path: string;
  tenantKey: 'store_id' | 'vendor_id';
  /** The tenant table the inviter is named from (404 when it is inactive). */
  inviterObject: string;
  view: string;
  find(tx: Transaction, tenantId: number, tokenHash: string, lock: boolean): Promise<Found<I> | undefined>;
  /** Makes the user (and what goes with it), marks the invitation accepted. */
  accept(tx: Transaction, found: Found<I>, person: Required<SignupBody>): Promise<typeof users.$inferSelect>;
}

interface Found<I> {
  invitation: I;
  tenantId: number;
  inviterName: string;
  active: boolean;
}

function statusOf(invitation: Invitation) {
  const expired = invitation.status === 'pending' && invitation.expiresAt.getTime() < Date.now();
  return expired ? ('expired' as const) : invitation.status;
}

function registerSignup<I extends Invitation>(app: FastifyInstance, kind: SignupKind<I>) {
  type Params = Record<typeof kind.tenantKey, number> & { token: string };
  const params = {
    type: 'object',
    required: [kind.tenantKey, 'token'],
    additionalProperties: false,
    properties: { [kind.tenantKey]: tenantParam, token: tokenParam },
  };
  const objects = { [kind.tenantKey]: kind.inviterObject, token: 'token' };
  const inviterField = kind.tenantKey === 'store_id' ? 'store' : 'vendor';

  async function find(tx: Transaction, p: Params, lock = false) {
    const found = await kind.find(tx, p[kind.tenantKey], hashToken(p.token), lock);
    if (!found || !found.active) throw notFound('This invitation does not exist.');
    return found;
  }

  app.get<{ Params: Params }>(
    kind.path,
    {
      ...publicRoute(objects),
      schema: {
        tags: ['users'],
        summary: `What a ${inviterField} staff invitation link is: who invites, the invited email, its status`,
        params,
        response: responses(200, { $ref: `${kind.view}#` }, 400, 404),
      },
    },
    async (request) => {
      const found = await inScope(app.db, { kind: 'platform' }, (tx) => find(tx, request.params));
      const { invitation } = found;
      return {
        status: 'success',
        data: {
          [inviterField]: { id: found.tenantId, name: found.inviterName },
          email: invitation.email,
          first_name: invitation.firstName ?? '',
          status: statusOf(invitation),
          expires_at: invitation.expiresAt.toISOString(),
        },
      };
    },
  );

  app.post<{ Params: Params; Body: SignupBody }>(
    kind.path,
    {
      ...publicRoute(objects),
      schema: {
        tags: ['users'],
        summary: `Sign up as invited ${inviterField} staff: sets name and password, logs in`,
        params,
        body: { $ref: 'StaffSignupRequest#' },
        response: responses(200, { $ref: 'LoginResponse#' }, 400, 404, 409),
      },
    },
    async (request) => {
      const { first_name, last_name = '', password } = request.body;
      const passwordHash = await hashPassword(password);
      // The signup has no tenant session yet: one platform transaction, the invitation row locked so two
      // signups with one link cannot both win; an email that already has a login is a 409 (unique).
      return inScope(app.db, { kind: 'platform' }, async (tx) => {
        const found = await find(tx, request.params, true);
        const current = statusOf(found.invitation);
        if (current !== 'pending') throw conflict(`This invitation is ${current}.`);
        const user = await kind.accept(tx, found, {
          first_name: first_name.trim(),
          last_name: last_name.trim(),
          password: passwordHash,
        });
        const issued = await issueTokens(tx, app.tokens, await principalOf(tx, user));
        return { status: 'success', data: await loginResponse(tx, user, app.config.publicDomain, issued) };
      });
    },
  );
}

/** A store's staff invitation: a portal login as store staff with the invited permissions. */
const storeStaff: SignupKind<typeof staffInvitations.$inferSelect> = {
  path: '/staff-signup/:store_id/:token',
  tenantKey: 'store_id',
  inviterObject: 'stores',
  view: 'StaffSignupView',
  async find(tx, storeId, tokenHash, lock) {
    const query = tx
      .select({ invitation: staffInvitations, inviterName: stores.name, active: stores.isActive })
      .from(staffInvitations)
      .innerJoin(stores, eq(stores.id, staffInvitations.storeId))
      .where(and(eq(staffInvitations.storeId, storeId), eq(staffInvitations.tokenHash, tokenHash)));
    const [found] = lock ? await query.for('update', { of: staffInvitations }) : await query;
    return found && { ...found, tenantId: storeId };
  },
  async accept(tx, { invitation }, person) {
    const [user] = await tx
      .insert(users)
      .values({
        audience: 'portal',
        email: invitation.email,
        passwordHash: person.password,
        firstName: person.first_name,
        lastName: person.last_name,
        roleId: Role.storeStaff,
        storeId: invitation.storeId,
      })
      .returning();
    if (invitation.permissions.length)
      await tx.insert(staffPermissions).values(
        invitation.permissions.map((p) => ({
          storeId: invitation.storeId,
          userId: user!.id,
          moduleId: p.module_id,
          locationId: p.location_id ?? null,
          actions: p.permissions,
        })),
      );
    await tx
      .update(staffInvitations)
      .set({ status: 'accepted', userId: user!.id, acceptedAt: new Date() })
      .where(and(eq(staffInvitations.storeId, invitation.storeId), eq(staffInvitations.id, invitation.id)));
    return user!;
  },
};

/** A vendor owner's invitation: a vendor app login as vendor staff (docs/product.md#roles-vendor-staff's set; no permissions). */
const vendorStaff: SignupKind<typeof vendorStaffInvitations.$inferSelect> = {
  path: '/vendor-staff-signup/:vendor_id/:token',
  tenantKey: 'vendor_id',
  inviterObject: 'vendors',
  view: 'VendorStaffSignupView',
  async find(tx, vendorId, tokenHash, lock) {
    const query = tx
      .select({ invitation: vendorStaffInvitations, inviterName: vendors.name, active: vendors.isActive })
      .from(vendorStaffInvitations)
      .innerJoin(vendors, eq(vendors.id, vendorStaffInvitations.vendorId))
      .where(
        and(eq(vendorStaffInvitations.vendorId, vendorId), eq(vendorStaffInvitations.tokenHash, tokenHash)),
      );
    const [found] = lock ? await query.for('update', { of: vendorStaffInvitations }) : await query;
    return found && { ...found, tenantId: vendorId };
  },
  async accept(tx, { invitation }, person) {
    const [user] = await tx
      .insert(users)
      .values({
        audience: 'vendor',
        email: invitation.email,
        passwordHash: person.password,
        firstName: person.first_name,
        lastName: person.last_name,
        roleId: Role.vendorStaff,
        vendorId: invitation.vendorId,
      })
      .returning();
    await tx
      .update(vendorStaffInvitations)
      .set({ status: 'accepted', userId: user!.id, acceptedAt: new Date() })
      .where(
        and(
          eq(vendorStaffInvitations.vendorId, invitation.vendorId),
          eq(vendorStaffInvitations.id, invitation.id),
        ),
      );
    return user!;
  },
};

export default async function staffSignupRoutes(app: FastifyInstance) {
  registerSignup(app, storeStaff);
  registerSignup(app, vendorStaff);
}
