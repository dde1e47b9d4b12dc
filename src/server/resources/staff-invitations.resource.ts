// Staff invitations (module users 11): an owner, or staff trusted with the users module, invites a staff
// member by email with their permissions — never more than the inviter holds. The token is returned once
// (and mailed through the mail module's port); the invited person signs up at /staff-signup/:vendor_id/:uuid
// (src/server/features/accounts/staff-signup.routes.ts). Deleting a pending invitation revokes it.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  staffInvitations as staffInvitationsDeclaration,
  vendorStaffInvitations as vendorStaffInvitationsDeclaration,
} from '../../shared/declarations/people.declaration.ts';
import { defineResource, type WriteContext } from '../crud/define-resource.ts';
import { staffInvitations, users, vendorStaffInvitations } from '../db/schema/index.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { conflict } from '../http-errors.ts';
import { mailVendorStaffInvitation } from '../mail/app-mailers.ts';
import { sessionRoleOf } from '../plugins/auth.ts';
import { checkGrants, type Grant } from '../people/grants.ts';
import { appContext } from '../app-context.ts';
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
      // The app's mailer (people/staff-invitation-mail.ts); without one the portal shows the link to pass on.
      const mailer = appContext().staffInvitationMailer;
      if (mailer) await mailer(ctx.tx, { storeId: Number(row.storeId), to: String(row.email), signupPath });
    },
    present(record, row) {
      return typeof row.token === 'string'
        ? { ...record, token: row.token, signup_path: row.signupPath }
        : record;
    },
  },
});

/** The vendor app's signup page for an invited team member (docs/product.md#auth-staff-invitation's /staff-signup/:vendor_id/:uuid). */
export const vendorStaffSignupPath = (vendorId: number, token: string) =>
  `/staff-signup/${vendorId}/${token}`;

/**
 * My Team's invitations: the vendor owner (module users) invites a team member, who joins as vendor staff.
 * An email that already has a vendor login is refused now rather than at the signup (one login per app).
 */
export const vendorStaffInvitationsResource = defineResource(vendorStaffInvitationsDeclaration, {
  table: vendorStaffInvitations,
  hooks: {
    async beforeWrite(values, _body, ctx) {
      const email = String(values.email).toLowerCase();
      const [taken] = await asPlatform(ctx.tx, () =>
        ctx.tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.audience, 'vendor'), sql`lower(${users.email}) = ${email}`)),
      );
      if (taken) throw conflict(`${email} already has a vendor login.`);
      const token = crypto.randomBytes(24).toString('base64url');
      issuedTokens.set(ctx, token);
      return {
        ...values,
        email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + staffInvitationDays * 86_400_000),
        invitedBy: ctx.principal.userId,
      };
    },
    async afterWrite(row, _body, ctx) {
      const token = issuedTokens.get(ctx)!;
      const signupPath = vendorStaffSignupPath(Number(row.vendorId), token);
      row.token = token;
      row.signupPath = signupPath;
      await mailVendorStaffInvitation(ctx.tx, Number(row.vendorId), String(row.email), signupPath);
    },
    present(record, row) {
      return typeof row.token === 'string'
        ? { ...record, token: row.token, signup_path: row.signupPath }
        : record;
    },
  },
});
