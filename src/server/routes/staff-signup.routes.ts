// The invited person's side of a staff invitation (/staff-signup/:vendor_id/:uuid on the platform host; the
// first segment carries the store's id): anyone holding the link sees which store invites which email; the
// signup sets their name and password, makes the staff user with the invited permissions and logs them in.
// Single use (the row is locked and marked accepted) and expiring. Only the token's hash is stored.
import { and, eq } from 'drizzle-orm';
import { Role } from '../../shared/roles.ts';
import { responses } from '../envelope.ts';
import { conflict, notFound } from '../http-errors.ts';
import { inScope, type Transaction } from '../db/database.ts';
import { staffInvitations, staffPermissions, stores, users } from '../db/schema/index.ts';
import { publicRoute } from '../route-meta.ts';
import { hashPassword } from '../auth/passwords.ts';
import { issueTokens, loginResponse, principalOf } from '../auth/session.ts';
import { hashToken } from '../../resources/vendors.resource.ts';
import type { ApiInstance, SchemaType } from '../schema-types.ts';

const signupParams = {
  type: 'object',
  required: ['store_id', 'token'],
  additionalProperties: false,
  properties: {
    store_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    token: { type: 'string', minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  },
} as const;

type Params = SchemaType<typeof signupParams>;

async function findInvitation(tx: Transaction, { store_id, token }: Params, lock = false) {
  const query = tx
    .select({ invitation: staffInvitations, storeName: stores.name, storeActive: stores.isActive })
    .from(staffInvitations)
    .innerJoin(stores, eq(stores.id, staffInvitations.storeId))
    .where(and(eq(staffInvitations.storeId, store_id), eq(staffInvitations.tokenHash, hashToken(token))));
  const [found] = lock ? await query.for('update', { of: staffInvitations }) : await query;
  if (!found || !found.storeActive) throw notFound('This invitation does not exist.');
  return found;
}

function view({ invitation, storeName }: Awaited<ReturnType<typeof findInvitation>>) {
  const expired = invitation.status === 'pending' && invitation.expiresAt.getTime() < Date.now();
  return {
    store: { id: invitation.storeId, name: storeName },
    email: invitation.email,
    first_name: invitation.firstName ?? '',
    status: expired ? ('expired' as const) : invitation.status,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

const objects = { store_id: 'stores', token: 'token' };

export default async function staffSignupRoutes(app: ApiInstance) {
  app.get(
    '/staff-signup/:store_id/:token',
    {
      ...publicRoute(objects),
      schema: {
        tags: ['users'],
        summary: 'What a staff invitation link is: the inviting store, the invited email, its status',
        params: signupParams,
        response: responses(200, { $ref: 'StaffSignupView#' }, 400, 404),
      },
    },
    async (request) => {
      const found = await inScope(app.db, { kind: 'platform' }, (tx) => findInvitation(tx, request.params));
      return { status: 'success', data: view(found) };
    },
  );

  app.post(
    '/staff-signup/:store_id/:token',
    {
      ...publicRoute(objects),
      schema: {
        tags: ['users'],
        summary: 'Sign up as invited staff: sets name and password, grants the invited permissions, logs in',
        params: signupParams,
        body: { $ref: 'StaffSignupRequest#' },
        response: responses(200, { $ref: 'LoginResponse#' }, 400, 404, 409),
      },
    },
    async (request) => {
      const { first_name, last_name = '', password } = request.body;
      const passwordHash = await hashPassword(password);
      // The signup has no tenant session yet: one platform transaction, the invitation row locked so two
      // signups with one link cannot both win; an email that already has a portal login is a 409 (unique).
      return inScope(app.db, { kind: 'platform' }, async (tx) => {
        const found = await findInvitation(tx, request.params, true);
        const current = view(found).status;
        if (current !== 'pending') throw conflict(`This invitation is ${current}.`);
        const { invitation } = found;
        const [user] = await tx
          .insert(users)
          .values({
            audience: 'portal',
            email: invitation.email,
            passwordHash,
            firstName: first_name.trim(),
            lastName: last_name.trim(),
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
          .where(
            and(eq(staffInvitations.storeId, invitation.storeId), eq(staffInvitations.id, invitation.id)),
          );
        const issued = await issueTokens(tx, app.tokens, await principalOf(tx, user!));
        return { status: 'success', data: await loginResponse(tx, user!, app.config.publicDomain, issued) };
      });
    },
  );
}
