// Vendors and their links to stores (module vendor management 9). The super admin manages vendors; a store
// sees the vendors it is linked to, a vendor sees and (the owner) edits itself. A store links a vendor by
// inviting it by email (vendor-invitations); the vendor accepts at /store-invitation/:uid.
import {
  storeVendors as storeVendorsDeclaration,
  vendorInvitations as vendorInvitationsDeclaration,
  vendors as vendorsDeclaration,
} from '../../shared/declarations/vendors.declaration.ts';
import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { defineResource, type WriteContext } from '../crud/define-resource.ts';
import { forbidden } from '../http-errors.ts';
import { mailVendorInvitation } from '../mail/app-mailers.ts';
import { holdEmailChange } from '../auth/email-change.ts';
import { storeVendors, vendorInvitations, vendors } from '../db/schema/index.ts';
import { isPlatform, isStoreSide } from '../../shared/permission-registry.ts';

export const vendorsResource = defineResource(vendorsDeclaration, {
  table: vendors,
  scope(principal) {
    if (isPlatform(principal.roleId)) return undefined;
    if (principal.vendorId !== null) return eq(vendors.id, principal.vendorId);
    if (isStoreSide(principal.roleId))
      return inArray(
        vendors.id,
        sql`(select ${storeVendors.vendorId} from ${storeVendors} where ${storeVendors.storeId} = ${principal.storeId ?? -1})`,
      );
    return sql`false`;
  },
  hooks: {
    // A vendor edits its profile, not whether the platform lets it work.
    async beforeWrite(values, _body, { principal, existing, tx, sealingSecret }) {
      if (!isPlatform(principal.roleId) && 'isActive' in values && values.isActive !== existing?.isActive)
        throw forbidden('Only the super admin (de)activates a vendor.');
      // A new profile email takes effect once its mailbox confirms it (auth/email-change.ts): store
      // invitations bind to it.
      if (!isPlatform(principal.roleId)) await holdEmailChange(tx, sealingSecret, values, existing, 'vendor');
      return values;
    },
  },
});

export const storeVendorsResource = defineResource(storeVendorsDeclaration, { table: storeVendors });

/** How long an invitation stays open. */
export const invitationDays = 14;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

// The plain token exists only between the insert and the response of the create that made it.
const issuedTokens = new WeakMap<WriteContext, string>();

export const vendorInvitationsResource = defineResource(vendorInvitationsDeclaration, {
  table: vendorInvitations,
  hooks: {
    beforeWrite(values, _body, ctx) {
      const token = crypto.randomBytes(24).toString('base64url');
      issuedTokens.set(ctx, token);
      return {
        ...values,
        email: String(values.email).toLowerCase(),
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + invitationDays * 86_400_000),
        invitedBy: ctx.principal.userId,
      };
    },
    async afterWrite(row, _body, ctx) {
      row.token = issuedTokens.get(ctx);
      // The vendor is told by mail, with the link to accept in the vendor app.
      await mailVendorInvitation(ctx.tx, row.storeId as number, String(row.email), String(row.token));
    },
    present(record, row) {
      return typeof row.token === 'string' ? { ...record, token: row.token } : record;
    },
  },
});
