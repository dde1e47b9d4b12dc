// Postal addresses of a store (pickup, shipping, billing; spec module "address") and of a vendor (its
// workshop, /portal/setting/address in the vendor app), and a storefront customer's address book. Same
// columns, each keyed by its own tenant.
import { boolean, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { customers } from './catalogue.table.ts';
import { customerOwned } from './orders.table.ts';
import {
  storeIsolation,
  storeOwned,
  tenantKeys,
  timestamps,
  vendorIsolation,
  vendorOwned,
} from './columns.ts';

export type AddressType = 'shipping' | 'billing' | 'pickup' | 'other';

const addressColumns = () => ({
  id: integer().generatedAlwaysAsIdentity(),
  label: text().notNull(),
  addressType: text().$type<AddressType>().notNull().default('shipping'),
  contactName: text(),
  company: text(),
  addressLine1: text().notNull(),
  addressLine2: text(),
  city: text().notNull(),
  state: text(),
  postalCode: text(),
  /** ISO 3166-1 alpha-2 code of a country in the reference list. */
  countryCode: text().notNull(),
  phone: text(),
  email: text(),
  isDefault: boolean().notNull().default(false),
  ...timestamps,
});

export const storeAddresses = pgTable('store_addresses', { ...storeOwned, ...addressColumns() }, (t) => [
  ...tenantKeys('store_addresses', t.storeId, t.id),
  index('store_addresses_store_label_idx').on(t.storeId, t.label),
  storeIsolation('store_addresses'),
]);

export const vendorAddresses = pgTable('vendor_addresses', { ...vendorOwned, ...addressColumns() }, (t) => [
  ...tenantKeys('vendor_addresses', t.vendorId, t.id),
  index('vendor_addresses_vendor_label_idx').on(t.vendorId, t.label),
  vendorIsolation('vendor_addresses'),
]);

/**
 * A storefront customer's address book (/myaccount/addresses; checkout picks from it). The customer's own
 * rows only: a customer's requests see nothing else (customerOwned), the store's staff see their store's.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    ...storeOwned,
    customerId: integer().notNull(),
    ...addressColumns(),
  },
  (t) => [
    ...tenantKeys('customer_addresses', t.storeId, t.id),
    index('customer_addresses_customer_idx').on(t.storeId, t.customerId),
    foreignKey({
      name: 'customer_addresses_customer_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    customerOwned('customer_addresses'),
  ],
);
