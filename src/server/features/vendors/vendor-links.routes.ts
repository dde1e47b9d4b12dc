// The vendor's side of a store's invitation (/store-invitation/:uid in the vendor app): anyone holding the
// link sees which store invites whom; the vendor owner accepts (which links the vendor to the store) or
// declines. The uid is the token the store received once; only its hash is stored.
import { and, eq, sql } from 'drizzle-orm';
import { responses } from '../../envelope.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import { storeVendors, stores, users, vendorInvitations, vendors } from '../../db/schema/index.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import { hashToken } from '../../resources/vendors.resource.ts';
import { Role } from '../../../shared/roles.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

const uidParams = {
  type: 'object',
  required: ['uid'],
  additionalProperties: false,
  properties: { uid: { type: 'string', minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

const ref = { $ref: 'StoreInvitation#' } as const;

async function findInvitation(tx: Transaction, uid: string, lock = false) {
  const query = tx
    .select({ invitation: vendorInvitations, storeName: stores.name })
    .from(vendorInvitations)
    .innerJoin(stores, eq(stores.id, vendorInvitations.storeId))
    .where(eq(vendorInvitations.tokenHash, hashToken(uid)));
  const [found] = lock ? await query.for('update', { of: vendorInvitations }) : await query;
  if (!found) throw notFound('This invitation does not exist.');
  return found;
}

/**
 * An invitation is for the vendor it was sent to, bound to a confirmed address: the answering vendor's
 * profile email, or the login email of the vendor's owner who answers (verified at sign-up or set by the
 * platform). Neither changes until its new mailbox confirms it (auth/email-change.ts); a staff login the
 * vendor made up does not count. Whoever else holds the link gets a 403.
 */
async function requireAddressee(tx: Transaction, invited: string, userId: number, vendorId: number) {
  const [match] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(vendors, eq(vendors.id, users.vendorId))
    .where(
      and(
        eq(users.id, userId),
        eq(vendors.id, vendorId),
        sql`lower(${invited}) in (lower(case when ${users.roleId} = ${Role.vendorOwner} then ${users.email} end),
                                  lower(coalesce(${vendors.email}, '')))`,
      ),
    );
  if (!match) throw forbidden('This invitation was sent to another email address.');
}

function view({ invitation, storeName }: Awaited<ReturnType<typeof findInvitation>>) {
  const expired = invitation.status === 'pending' && invitation.expiresAt.getTime() < Date.now();
  return {
    store: { id: invitation.storeId, name: storeName },
    email: invitation.email,
    message: invitation.message,
    status: expired ? ('expired' as const) : invitation.status,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

export default async function vendorLinkRoutes(app: ApiInstance) {
  app.get(
    '/store-invitation/:uid',
    {
      ...publicRoute({ uid: 'token' }),
      schema: {
        tags: ['vendors'],
        summary: 'What an invitation link is: the inviting store, the invited email, its status',
        params: uidParams,
        response: responses(200, ref, 400, 404),
      },
    },
    async (request) => {
      const found = await inScope(app.db, { kind: 'platform' }, (tx) =>
        findInvitation(tx, request.params.uid),
      );
      return { status: 'success', data: view(found) };
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/store-invitation/:uid/${answer}`,
      {
        ...permitted(app, permitOf('store-invitations:answer'), { uid: 'token' }),
        schema: {
          tags: ['vendors'],
          security: [{ bearer: [] }],
          summary:
            answer === 'accept'
              ? "Accept a store's invitation: links your vendor to the store"
              : "Decline a store's invitation",
          params: uidParams,
          response: responses(200, ref, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        const vendorId = request.principal!.vendorId!;
        // The invitation spans two tenants (the store's row, the vendor's link): one platform transaction,
        // after the vendor role was checked above; the row is locked so two answers cannot both win.
        const answered = await inScope(app.db, { kind: 'platform' }, async (tx) => {
          const found = await findInvitation(tx, request.params.uid, true);
          const current = view(found).status;
          if (current !== 'pending') throw conflict(`This invitation is ${current}.`);
          await requireAddressee(tx, found.invitation.email, request.principal!.userId, vendorId);
          const now = new Date();
          const [updated] = await tx
            .update(vendorInvitations)
            .set({ status: answer === 'accept' ? 'accepted' : 'declined', vendorId, respondedAt: now })
            .where(
              and(
                eq(vendorInvitations.storeId, found.invitation.storeId),
                eq(vendorInvitations.id, found.invitation.id),
              ),
            )
            .returning();
          if (answer === 'accept')
            await tx
              .insert(storeVendors)
              .values({ storeId: found.invitation.storeId, vendorId })
              .onConflictDoUpdate({
                target: [storeVendors.storeId, storeVendors.vendorId],
                set: { status: 'active', updatedAt: sql`now()` },
              });
          return { invitation: updated!, storeName: found.storeName };
        });
        return { status: 'success', data: view(answered) };
      },
    );
  }
}
