// Addresses of a store (module address) and of a vendor (its settings); one default per tenant. A store's
// default address sets its settings' has_default_address; a vendor's first address completes its
// onboarding's address step (spec section 4).
import { eq, sql } from 'drizzle-orm';
import { addressSchema, vendorAddressSchema } from '../../schemas/address.schema.ts';
import { Module } from '../shared/roles.ts';
import { defineResource, type ResourceDefinition } from '../server/crud/define-resource.ts';
import type { Transaction } from '../server/db/database.ts';
import { storeAddresses, storeSettings, vendorAddresses, vendors } from '../server/db/schema/index.ts';
import { assertCountry, unsetOtherDefaults } from './resource-hooks.ts';

const list = {
  filterable: ['address_type', 'is_default', 'country_code', 'city'],
  sortable: ['label', 'city', 'created_at'],
  searchable: ['label', 'address_line1', 'city', 'contact_name', 'company'],
  defaultSort: { field: 'label', order: 'ASC' },
} satisfies Partial<ResourceDefinition>;

async function syncStoreDefault(tx: Transaction, storeId: number) {
  await tx
    .update(storeSettings)
    .set({
      hasDefaultAddress: sql`exists (select 1 from ${storeAddresses} where ${storeAddresses.storeId} = ${storeId} and ${storeAddresses.isDefault})`,
    })
    .where(eq(storeSettings.storeId, storeId));
}

export const addressesResource = defineResource({
  name: 'addresses',
  schema: addressSchema,
  table: storeAddresses,
  module: Module.address,
  ...list,
  hooks: {
    async beforeWrite(values, body, { tx }) {
      await assertCountry(tx, body.country_code);
      return values;
    },
    async afterWrite(row, _body, { tx, tenantId }) {
      await unsetOtherDefaults(tx, storeAddresses, eq(storeAddresses.storeId, tenantId!), row);
      await syncStoreDefault(tx, tenantId!);
    },
    async afterDelete(_row, { tx, tenantId }) {
      await syncStoreDefault(tx, tenantId!);
    },
  },
});

export const vendorAddressesResource = defineResource({
  name: 'vendor-addresses',
  schema: vendorAddressSchema,
  table: vendorAddresses,
  tenancy: 'vendor',
  module: Module.address,
  ...list,
  hooks: {
    async beforeWrite(values, body, { tx }) {
      await assertCountry(tx, body.country_code);
      return values;
    },
    async afterWrite(row, _body, { tx, tenantId }) {
      await unsetOtherDefaults(tx, vendorAddresses, eq(vendorAddresses.vendorId, tenantId!), row);
      await tx.update(vendors).set({ addressStep: 'done' }).where(eq(vendors.id, tenantId!));
    },
  },
});
