// Staff invitations (module users 11): an owner, or staff trusted with the users module, invites a staff
// member by email with their permissions — never more than the inviter holds. The token is returned once
// (and mailed through the mail module's port); the invited person signs up at /staff-signup/:vendor_id/:uuid
// (src/server/routes/staff-signup.routes.ts). Deleting a pending invitation revokes it.
import crypto from 'node:crypto';
import { staffInvitations as staffInvitationsDeclaration } from '../shared/declarations/people.declaration.ts';
import { defineResource, type WriteContext } from '../server/crud/define-resource.ts';
import { staffInvitations } from '../server/db/schema/index.ts';
import { sessionRoleOf } from '../server/plugins/auth.ts';
import { checkGrants, type Grant } from '../server/people/grants.ts';
import { mailStaffInvitation } from '../server/people/staff-invitation-mail.ts';
import { hashToken } from './vendors.resource.ts';

/** How long an invitation stays open. */
export const staffInvitationDays = 7;

export const staffSignupPath = (storeId: number, token: string) => `/staff-signup/${storeId}/${token}`;

// The plain token exists only between the insert and the response of the create that made it.
const issuedTokens = new WeakMap<WriteContext, string>();

export const staffInvitationsResource = defineResource(staffInvitationsDeclaration, {
  table: staffInvitations,
  hooks: {
    async beforeWrite(values, body, ctx) {
      const grants = (body.permissions as Grant[] | undefined) ?? [];
      await checkGrants(ctx.tx, ctx.tenantId!, await sessionRoleOf(ctx.tx, ctx.principal), grants);
      const token = crypto.randomBytes(24).toString('base64url');
      issuedTokens.set(ctx, token);
      return {
        ...values,
        email: String(values.email).toLowerCase(),
        permissions: grants.map((g) => ({
          module_id: g.module_id,
          location_id: g.location_id ?? null,
          permissions: g.permissions,
        })),
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + staffInvitationDays * 86_400_000),
        invitedBy: ctx.principal.userId,
      };
    },
    async afterWrite(row, _body, ctx) {
      const token = issuedTokens.get(ctx)!;
      const signupPath = staffSignupPath(Number(row.storeId), token);
      row.token = token;
      row.signupPath = signupPath;
      await mailStaffInvitation(ctx.tx, { storeId: Number(row.storeId), to: String(row.email), signupPath });
    },
    present(record, row) {
      return typeof row.token === 'string'
        ? { ...record, token: row.token, signup_path: row.signupPath }
        : record;
    },
  },
});
