// Vendor onboarding (docs/product.md#vendors-onboarding: subscription, address, bank account, in that order):
// where a vendor
// owner stands, and the bank account step. The address step is the vendor-addresses resource (its first
// address completes the step); the subscription step is the plans' (/selectplan). Bank numbers are sealed
// with the cipher of the Shopify tokens and only their last four characters ever leave the server.
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { vendorAddresses, vendorBankAccounts, vendors } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { notFound } from '../../http-errors.ts';
import { permitted } from '../../route-meta.ts';
import { bankCipher, storeBankAccount } from '../../vendors/bank-account.ts';
import { security } from '../../orders/http.ts';
import type { ApiInstance } from '../../schema-types.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

const tags = ['vendors'];

function presentBank(row: typeof vendorBankAccounts.$inferSelect | undefined) {
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
  const [vendor] = await tx.select().from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw notFound('No such vendor.');
  const [bank] = await tx.select().from(vendorBankAccounts).where(eq(vendorBankAccounts.vendorId, vendorId));
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(vendorAddresses)
    .where(eq(vendorAddresses.vendorId, vendorId));
  return {
    vendor: { id: vendor.id, name: vendor.name },
    registration_steps: {
      subscription: vendor.subscriptionStep as 'pending' | 'done',
      address: vendor.addressStep as 'pending' | 'done',
      bank_account: vendor.bankAccountStep as 'pending' | 'done',
    },
    bank_account: presentBank(bank),
    addresses: count?.n ?? 0,
  };
}

export default async function vendorOnboardingRoutes(app: ApiInstance, options: FeatureOptions) {
  const cipher = bankCipher(options.sealingSecret);

  app.get(
    '/vendor-onboarding',
    {
      ...permitted(app, permitOf('vendors:onboarding.view')),
      schema: {
        tags,
        security,
        summary: "Where the vendor's onboarding stands: each step pending or done, the bank account (last 4)",
        response: responses(200, { $ref: 'VendorOnboarding#' }, 401, 403),
      },
    },
    async (request) => {
      const data = await request.inTenant((tx) => onboardingOf(tx, request.principal!.vendorId!));
      return { status: 'success', data };
    },
  );

  app.put(
    '/vendor-bank-account',
    {
      ...permitted(app, permitOf('vendors:onboarding')),
      schema: {
        tags,
        security,
        summary:
          "Set the vendor's bank account for payouts (kept encrypted; answers with the last 4 only) and " +
          'complete the bank_account onboarding step',
        body: { $ref: 'VendorBankAccountRequest#' },
        response: responses(200, { $ref: 'VendorOnboarding#' }, 400, 401, 403),
      },
    },
    async (request) => {
      const vendorId = request.principal!.vendorId!;
      const data = await request.inTenant(async (tx) => {
        await storeBankAccount(tx, cipher, vendorId, request.body);
        return onboardingOf(tx, vendorId);
      });
      return { status: 'success', data };
    },
  );
}
