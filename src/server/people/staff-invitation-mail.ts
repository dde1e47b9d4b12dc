// The invitation mail's port. The product's mail module (src/server/mail/, decisions.md: SMTP when
// configured, otherwise the database outbox) plugs in here with plugStaffInvitationMailer, in the
// invitation's transaction, so a mail exists exactly when the invitation commits. Until a mailer is plugged
// in, the inviter passes on the signup link the portal shows once after inviting.
import type { Transaction } from '../db/database.ts';

export interface StaffInvitationMail {
  storeId: number;
  to: string;
  /** The signup page on the platform host: /staff-signup/:store_id/:token (the mailer makes it absolute). */
  signupPath: string;
}

export type StaffInvitationMailer = (tx: Transaction, mail: StaffInvitationMail) => Promise<void>;

let mailer: StaffInvitationMailer | null = null;

export function plugStaffInvitationMailer(next: StaffInvitationMailer | null): void {
  mailer = next;
}

/** Sends the invitation through the plugged-in mailer; false when none is plugged in. */
export async function mailStaffInvitation(tx: Transaction, mail: StaffInvitationMail): Promise<boolean> {
  if (!mailer) return false;
  await mailer(tx, mail);
  return true;
}
