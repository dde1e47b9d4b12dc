// A vendor's bank account for payouts (onboarding step bank_account, /bank-detail). The numbers are kept
// sealed (AES-256-GCM, the cipher of the Shopify tokens); only their last four characters are kept in clear,
// for showing back. One account per vendor.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps, vendorIsolation } from './columns.ts';
import { vendors } from './stores.table.ts';

export const vendorBankAccounts = pgTable(
  'vendor_bank_accounts',
  {
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    accountHolder: text().notNull(),
    bankName: text().notNull(),
    routingNumberSealed: text().notNull(),
    accountNumberSealed: text().notNull(),
    routingLast4: text().notNull(),
    accountLast4: text().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.vendorId] }), vendorIsolation('vendor_bank_accounts')],
);
