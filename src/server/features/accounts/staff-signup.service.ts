// Signing up with a staff invitation, for a store's staff and a vendor's team alike: anyone holding the
// link sees who invites which email; the signup sets their name and password, makes the user and logs
// them in. Single use (the row is locked and marked accepted) and expiring; only the token's hash is stored.
import type { FastifyInstance } from 'fastify';
import { inScope, type Transaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { issueTokens, loginResponse, principalOf } from '../../auth/session.ts';
import { hashToken } from '../../resources/vendors.resource.ts';
import {
  storeStaffInvitations,
  vendorStaffInvitationQueries,
  type Invitation,
  type InvitationQueries,
} from './staff-signup.repository.ts';

/** Who invites: a store (its staff) or a vendor (its team). */
export type Inviter = 'store' | 'vendor';

const queriesOf: Record<Inviter, InvitationQueries<Invitation>> = {
  store: storeStaffInvitations as InvitationQueries<Invitation>,
  vendor: vendorStaffInvitationQueries as InvitationQueries<Invitation>,
};

function statusOf(invitation: Invitation) {
  const expired = invitation.status === 'pending' && invitation.expiresAt.getTime() < Date.now();
  return expired ? ('expired' as const) : invitation.status;
}

/** The invitation of a token (404 when there is none, or its store or vendor is inactive). */
async function find(tx: Transaction, inviter: Inviter, tenantId: number, token: string, lock = false) {
  const found = await queriesOf[inviter].find(tx, tenantId, hashToken(token), lock);
  if (!found || !found.active) throw notFound('This invitation does not exist.');
  return found;
}

/** What an invitation link is: who invites, the invited email, its status. */
export async function staffInvitation(
  app: FastifyInstance,
  inviter: Inviter,
  tenantId: number,
  token: string,
) {
  const found = await inScope(app.db, { kind: 'platform' }, (tx) => find(tx, inviter, tenantId, token));
  const { invitation } = found;
  return {
    [inviter]: { id: found.tenantId, name: found.inviterName },
    email: invitation.email,
    first_name: invitation.firstName ?? '',
    status: statusOf(invitation),
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/** Signs up as invited staff: makes the user with the name and password, accepts the invitation, logs in. */
export async function signUpAsStaff(
  app: FastifyInstance,
  inviter: Inviter,
  tenantId: number,
  token: string,
  body: { first_name: string; last_name?: string; password: string },
) {
  const { first_name, last_name = '', password } = body;
  const passwordHash = await hashPassword(password);
  // The signup has no tenant session yet: one platform transaction, the invitation row locked so two
  // signups with one link cannot both win; an email that already has a login is a 409 (unique).
  return inScope(app.db, { kind: 'platform' }, async (tx) => {
    const found = await find(tx, inviter, tenantId, token, true);
    const current = statusOf(found.invitation);
    if (current !== 'pending') throw conflict(`This invitation is ${current}.`);
    const user = await queriesOf[inviter].accept(tx, found, {
      first_name: first_name.trim(),
      last_name: last_name.trim(),
      password: passwordHash,
    });
    const issued = await issueTokens(tx, app.tokens, await principalOf(tx, user));
    return loginResponse(tx, user, app.config.publicDomain, issued);
  });
}
