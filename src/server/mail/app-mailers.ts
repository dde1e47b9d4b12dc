// The mail the server's other modules send through the one mail module: staff invitations, login alerts and
// paused webhook endpoints. Each is written to the outbox in the caller's transaction (send-mail.ts).
import { eq } from 'drizzle-orm';
import { inScope, type Database, type Transaction } from '../db/database.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { stores, users, vendors } from '../db/schema/index.ts';
import type { LoginAlertSender } from '../auth/login-alerts.ts';
import type { StaffInvitationMailer } from '../people/staff-invitation-mail.ts';
import { appUrl, sendMail, storefrontUrl } from './send-mail.ts';

async function storeName(tx: Transaction, storeId: number): Promise<string> {
  const [store] = await asPlatform(tx, () =>
    tx.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId)),
  );
  return store?.name ?? 'your store';
}

/** A staff invitation: the signup link on the platform host. */
export const staffInvitationMailer: StaffInvitationMailer = async (tx, mail) => {
  await sendMail(tx, {
    storeId: mail.storeId,
    to: mail.to,
    event: 'staff.invitation',
    data: { storeName: await storeName(tx, mail.storeId), link: appUrl('platform', mail.signupPath) },
  });
};

/** A store's invitation to a vendor: the vendor app's /store-invitation/:uid. */
export async function mailVendorInvitation(tx: Transaction, storeId: number, to: string, token: string) {
  await sendMail(tx, {
    storeId,
    to,
    event: 'vendor.invitation',
    data: { storeName: await storeName(tx, storeId), link: appUrl('vendor', `/store-invitation/${token}`) },
  });
}

/** A vendor owner's invitation of a team member: the vendor app's /staff-signup/:vendor_id/:uuid. */
export async function mailVendorStaffInvitation(tx: Transaction, vendorId: number, to: string, path: string) {
  const [vendor] = await asPlatform(tx, () =>
    tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId)),
  );
  await sendMail(tx, {
    storeId: null,
    to,
    event: 'vendor.staff_invitation',
    data: { vendorName: vendor?.name ?? 'your workshop', link: appUrl('vendor', path) },
  });
}

/** Repeated failed logins: the account owner is told (to reset the password if it was not them). */
export function mailedLoginAlerts(db: Database): LoginAlertSender {
  return async (alert) => {
    await inScope(db, { kind: 'platform' }, async (tx) => {
      const [user] = await tx
        .select({ storeId: users.storeId, language: users.language })
        .from(users)
        .where(eq(users.id, alert.userId));
      const storeId = user?.storeId ?? null;
      const link =
        alert.face === 'storefront' && storeId !== null
          ? await storefrontUrl(tx, storeId, '/forgot-password')
          : appUrl(
              alert.face === 'vendor' ? 'vendor' : 'platform',
              alert.face === 'vendor' ? '/forgot-password' : '/portal/forgot-password',
            );
      await sendMail(tx, {
        storeId: alert.face === 'storefront' ? storeId : null,
        to: alert.email,
        locale: user?.language,
        event: 'account.login_alert',
        data: { firstName: alert.firstName, attempts: alert.failedAttempts, resetLink: link },
      });
    });
  };
}

/** A paused webhook endpoint: the store's owners are told by mail (and in the portal, webhooks/tell-owner.ts). */
export async function mailEndpointPaused(
  tx: Transaction,
  owners: readonly { storeId: number; email: string }[],
  url: string,
  failures: number,
) {
  for (const owner of owners)
    await sendMail(tx, {
      storeId: owner.storeId,
      to: owner.email,
      event: 'webhook.paused',
      data: { url, failures, link: appUrl('platform', '/portal/integrations') },
    });
}
