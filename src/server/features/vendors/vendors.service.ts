// The vendor app's rules: a workshop joining, its onboarding (docs/product.md#vendors-onboarding), the
// answer to a store's invitation and the bench's entry (docs/product.md#routes-bench). The queries are in
// vendors.repository.ts.
import type { FastifyRequest } from 'fastify';
import { inScope, type Database, type Transaction } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { issueLink, resetHours, sameAnswer, verifyHours } from '../../auth/account-links.ts';
import { appUrl, sendMail } from '../../mail/send-mail.ts';
import { actorOf } from '../../orders/http.ts';
import { visibleRows } from '../../orders/parties.ts';
import { labelAnswers } from '../../orders/answer-labels.ts';
import { intakeOfWork } from '../../orders/work-intake.ts';
import { hashToken } from '../../resources/vendors.resource.ts';
import type { TokenCipher } from '../../secrets/token-cipher.ts';
import { isVendorOwner } from '../../../shared/permission-registry.ts';
import { workOrders } from '../../db/schema/index.ts';
import { presentWorkOrder } from '../work-orders/work-orders.presenters.ts';
import { storeBankAccount, type BankAccountInput } from './bank-account.ts';
import {
  addressCount,
  answerInvitation,
  bankAccountOf,
  insertVendorWithOwner,
  invitationByHash,
  isAddressee,
  linkVendorToStore,
  orderByNumber,
  replaceSignUp,
  vendorById,
  vendorLoginByEmail,
  visibleWorkOfOrder,
  type InvitationRow,
} from './vendors.repository.ts';

// Joining.

export interface VendorSignUp {
  email: string;
  business_name: string;
  password: string;
  first_name: string;
  last_name: string;
  phone?: string;
}

/**
 * A workshop joins the vendor app: its vendor and owner login are made inactive and a verification link is
 * mailed; an email that already has an account gets a "you already have an account" mail instead. The
 * answer is the same either way.
 */
export async function signUpVendor(db: Database, body: VendorSignUp) {
  const email = body.email.trim();
  const business = body.business_name.trim();
  // Hashed before looking the email up, so both answers take as long.
  const passwordHash = await hashPassword(body.password);
  await inScope(db, { kind: 'platform' }, async (tx) => {
    const existing = await vendorLoginByEmail(tx, email);
    if (existing && (existing.isActive || !isVendorOwner(existing.roleId) || !existing.vendorId)) {
      const reset = await issueLink(tx, existing.id, 'reset_password', resetHours);
      await sendMail(tx, {
        storeId: null,
        to: existing.email,
        event: 'account.exists',
        data: {
          firstName: existing.firstName,
          loginLink: appUrl('vendor', '/login'),
          resetLink: appUrl('vendor', `/reset-password/${reset.key}/${reset.token}`),
        },
      });
      return;
    }
    const values = {
      business,
      phone: body.phone || null,
      firstName: body.first_name,
      lastName: body.last_name,
      passwordHash,
    };
    // A sign-up never verified is replaced by the new one (the mailbox owner finishes whichever).
    const user = existing
      ? await replaceSignUp(tx, { id: existing.id, vendorId: existing.vendorId! }, values)
      : await insertVendorWithOwner(tx, { ...values, email });
    const link = await issueLink(tx, user.id, 'verify_email', verifyHours);
    await sendMail(tx, {
      storeId: null,
      to: email,
      event: 'account.verify',
      data: {
        firstName: body.first_name,
        link: appUrl('vendor', `/create-account?key=${link.key}&token=${link.token}`),
      },
    });
  });
  return sameAnswer(email);
}

// Onboarding.

function presentBank(row: Awaited<ReturnType<typeof bankAccountOf>>) {
  if (!row) return null;
  return {
    account_holder: row.accountHolder,
    bank_name: row.bankName,
    routing_last4: row.routingLast4,
    account_last4: row.accountLast4,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function onboardingOf(tx: Transaction, vendorId: number) {
  const vendor = await vendorById(tx, vendorId);
  if (!vendor) throw notFound('No such vendor.');
  const bank = await bankAccountOf(tx, vendorId);
  return {
    vendor: { id: vendor.id, name: vendor.name },
    registration_steps: {
      subscription: vendor.subscriptionStep as 'pending' | 'done',
      address: vendor.addressStep as 'pending' | 'done',
      bank_account: vendor.bankAccountStep as 'pending' | 'done',
    },
    bank_account: presentBank(bank),
    addresses: await addressCount(tx, vendorId),
  };
}

/** Where the caller's vendor's onboarding stands. */
export function vendorOnboarding(request: FastifyRequest) {
  return request.inTenant((tx) => onboardingOf(tx, request.principal!.vendorId!));
}

/** Sets the caller's vendor's bank account (sealed) and completes the step; where onboarding then stands. */
export function setVendorBankAccount(request: FastifyRequest, cipher: TokenCipher, body: BankAccountInput) {
  const vendorId = request.principal!.vendorId!;
  return request.inTenant(async (tx) => {
    await storeBankAccount(tx, cipher, vendorId, body);
    return onboardingOf(tx, vendorId);
  });
}

// A store's invitation.

async function findInvitation(tx: Transaction, uid: string, lock = false) {
  const found = await invitationByHash(tx, hashToken(uid), lock);
  if (!found) throw notFound('This invitation does not exist.');
  return found;
}

function invitationView({ invitation, storeName }: { invitation: InvitationRow; storeName: string }) {
  const expired = invitation.status === 'pending' && invitation.expiresAt.getTime() < Date.now();
  return {
    store: { id: invitation.storeId, name: storeName },
    email: invitation.email,
    message: invitation.message,
    status: expired ? ('expired' as const) : invitation.status,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/** What an invitation link is: the inviting store, the invited email, its status. */
export async function storeInvitation(db: Database, uid: string) {
  return invitationView(await inScope(db, { kind: 'platform' }, (tx) => findInvitation(tx, uid)));
}

/**
 * The vendor owner accepts (which links the vendor to the store) or declines a pending invitation. It is
 * for the vendor it was sent to, bound to a confirmed address: the answering vendor's profile email, or
 * the login email of the vendor's owner who answers (verified at sign-up or set by the platform). Neither
 * changes until its new mailbox confirms it (auth/email-change.ts). Whoever else holds the link gets a 403.
 */
export async function answerStoreInvitation(
  db: Database,
  principal: { userId: number; vendorId: number | null },
  uid: string,
  answer: 'accept' | 'decline',
) {
  const vendorId = principal.vendorId!;
  // The invitation spans two tenants (the store's row, the vendor's link): one platform transaction, after
  // the vendor role was checked by the route's guard; the row is locked so two answers cannot both win.
  const answered = await inScope(db, { kind: 'platform' }, async (tx) => {
    const found = await findInvitation(tx, uid, true);
    const current = invitationView(found).status;
    if (current !== 'pending') throw conflict(`This invitation is ${current}.`);
    if (!(await isAddressee(tx, found.invitation.email, principal.userId, vendorId)))
      throw forbidden('This invitation was sent to another email address.');
    const updated = await answerInvitation(tx, found.invitation, {
      status: answer === 'accept' ? 'accepted' : 'declined',
      vendorId,
      respondedAt: new Date(),
    });
    if (answer === 'accept') await linkVendorToStore(tx, found.invitation.storeId, vendorId);
    return { invitation: updated, storeName: found.storeName };
  });
  return invitationView(answered);
}

// The bench.

/** The items of an order (by its number) whose work the caller does; one 404 for "no such order" and "not yours". */
export async function benchOrder(request: FastifyRequest, typedOrderNo: string) {
  const orderNo = typedOrderNo.toUpperCase();
  const missing = () => notFound(`Order ${orderNo} has no work for you.`);
  return request.inTenant(async (tx) => {
    // The order itself is the store's: only its id is looked up, and nothing of it is shown unless the
    // caller has work on it.
    const order = await orderByNumber(tx, orderNo);
    if (!order) throw missing();
    const rows = await visibleWorkOfOrder(tx, order, visibleRows(actorOf(request), workOrders));
    if (!rows.length) throw missing();
    const labels = await labelAnswers(tx, rows);
    const intakes = await intakeOfWork(tx, rows);
    return {
      store: { id: order.storeId, name: order.storeName },
      order_no: orderNo,
      work_orders: rows.map((row, i) => ({
        ...presentWorkOrder(row),
        answer_labels: labels[i],
        intake: intakes[i] ?? null,
      })),
    };
  });
}
