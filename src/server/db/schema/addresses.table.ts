// Postal addresses of a store (pickup, shipping, billing; spec module "address") and of a vendor (its
// workshop, /portal/setting/address in the vendor app). Same columns, each keyed by its own tenant.
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
