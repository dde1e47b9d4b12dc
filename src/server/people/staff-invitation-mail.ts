// The invitation mail's port. The product's mail module (src/server/mail/,
// docs/product.md#messages-mail-outbox: SMTP when
// configured, otherwise the database outbox) is the app's `staffInvitationMailer` (buildApp decorates it),
// called in the invitation's transaction, so a mail exists exactly when the invitation commits. Without a
// mailer, the inviter passes on the signup link the portal shows once after inviting.
import type { Transaction } from '../db/database.ts';

export interface StaffInvitationMail {
  storeId: number;
  to: string;
  /** The signup page on the platform host: /staff-signup/:store_id/:token (the mailer makes it absolute). */
  signupPath: string;
}

export type StaffInvitationMailer = (tx: Transaction, mail: StaffInvitationMail) => Promise<void>;
