// Addresses of a store (module address) and of a vendor (its settings); one default per tenant. A store's
// default address sets its settings' has_default_address; a vendor's first address completes its
// onboarding's address step (docs/product.md#vendors-onboarding).
import {
  addresses as addressesDeclaration,
  customerAddresses as customerAddressesDeclaration,
  vendorAddresses as vendorAddressesDeclaration,
} from '../../shared/declarations/places.declaration.ts';
import { and, eq, sql } from 'drizzle-orm';
import { forbidden } from '../http-errors.ts';
import { defineResource } from '../crud/define-resource.ts';
import type { Transaction } from '../db/database.ts';
import {
  customerAddresses,
  storeAddresses,
  storeSettings,
  vendorAddresses,
  vendors,
} from '../db/schema/index.ts';
import { assertCountry, unsetOtherDefaults } from './resource-hooks.ts';
import { isCustomer } from '../../shared/permission-registry.ts';

async function syncStoreDefault(tx: Transaction, storeId: number) {
  await tx
    .update(storeSettings)
    .set({
      hasDefaultAddress: sql`exists (select 1 from ${storeAddresses} where ${storeAddresses.storeId} = ${storeId} and ${storeAddresses.isDefault})`,
    })
    .where(eq(storeSettings.storeId, storeId));
}

export const addressesResource = defineResource(addressesDeclaration, {
  table: storeAddresses,
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

export const vendorAddressesResource = defineResource(vendorAddressesDeclaration, {
  table: vendorAddresses,
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

/** The customer's address book: a customer sees and writes their own; the new row is theirs. */
export const customerAddressesResource = defineResource(customerAddressesDeclaration, {
  table: customerAddresses,
  scope: (p) => (isCustomer(p.roleId) ? eq(customerAddresses.customerId, p.customerId ?? -1) : undefined),
  hooks: {
    async beforeWrite(values, body, { tx, principal, op }) {
      await assertCountry(tx, body.country_code);
      if (op === 'create') {
        if (principal.customerId === null) throw forbidden('Only a customer keeps an address book');
        return { ...values, customerId: principal.customerId };
      }
      return values;
    },
    async afterWrite(row, _body, { tx, tenantId }) {
      // One default per customer (checkout preselects it).
      await unsetOtherDefaults(
        tx,
        customerAddresses,
        and(
          eq(customerAddresses.storeId, tenantId!),
          eq(customerAddresses.customerId, row.customerId as number),
        )!,
        row,
      );
    },
  },
});
