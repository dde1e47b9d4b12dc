// A vendor's bank account for payouts, kept as the onboarding step keeps it (POST /vendor-bank-account, and
// the demo's Bench Workshop): the numbers sealed with the cipher of the Shopify tokens, only their last four
// characters in clear for showing back; storing it completes the bank_account step.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { vendorBankAccounts, vendors } from '../../db/schema/index.ts';
import { TokenCipher } from '../../secrets/token-cipher.ts';

export interface BankAccountInput {
  account_holder: string;
  bank_name: string;
  routing_number: string;
  account_number: string;
}

/** The cipher of bank numbers, keyed by ENCRYPTION_KEY or the JWT secret (as the app's routes key it). */
export const bankCipher = (secret: string) => new TokenCipher(secret, 'vendor-bank-accounts');

const lastFour = (s: string) => s.replace(/[\s-]/g, '').slice(-4);

export async function storeBankAccount(
  tx: Transaction,
  cipher: TokenCipher,
  vendorId: number,
  b: BankAccountInput,
): Promise<void> {
  const values = {
    accountHolder: b.account_holder.trim(),
    bankName: b.bank_name.trim(),
    routingNumberSealed: cipher.seal(b.routing_number),
    accountNumberSealed: cipher.seal(b.account_number),
    routingLast4: lastFour(b.routing_number),
    accountLast4: lastFour(b.account_number),
    updatedAt: new Date(),
  };
  await tx
    .insert(vendorBankAccounts)
    .values({ vendorId, ...values })
    .onConflictDoUpdate({ target: vendorBankAccounts.vendorId, set: values });
  await tx.update(vendors).set({ bankAccountStep: 'done' }).where(eq(vendors.id, vendorId));
}
