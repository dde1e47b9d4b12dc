// The service catalogue's lists (module service 4): service and item categories, the portal's list of
// services, price lists, insurance; commission rules (module billing 7).
import {
  commissionRules as commissionRulesDeclaration,
  insurances as insurancesDeclaration,
  itemCategories as itemCategoriesDeclaration,
  priceLists as priceListsDeclaration,
  serviceCategories as serviceCategoriesDeclaration,
  services as servicesDeclaration,
  vendorPriceLists as vendorPriceListsDeclaration,
} from '../../shared/declarations/catalogue.declaration.ts';
import { and, count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/database.ts';
import { defineResource, type ResourceHooks } from '../crud/define-resource.ts';
import { conflict, invalid } from '../http-errors.ts';
import {
  commissionRules,
  insurances,
  itemCategories,
  priceListItems,
  priceLists,
  serviceCategories,
  services,
  vendorPriceListItems,
  vendorPriceLists,
} from '../db/schema/index.ts';
import { assertLinkedStore, assertLinkedVendor, unsetOtherDefaults } from './resource-hooks.ts';

/** A category in use by services cannot be deleted, nor can its tag change under them. */
function categoryHooks(tagColumn: AnyPgColumn): ResourceHooks {
  const inUse = async (tx: Transaction, storeId: number, tag: unknown) => {
    const [used] = await tx
      .select({ n: count() })
      .from(services)
      .where(and(eq(services.storeId, storeId), eq(tagColumn, String(tag))));
    return used?.n ?? 0;
  };
  return {
    async beforeWrite(values, body, { tx, existing, tenantId }) {
      if (existing && body.tag !== undefined && body.tag !== existing.tag) {
        const n = await inUse(tx, tenantId!, existing.tag);
        if (n) throw conflict(`The tag is used by ${n} service(s); move them first.`);
      }
      return values;
    },
    async beforeDelete(row, { tx, tenantId }) {
      const n = await inUse(tx, tenantId!, row.tag);
      if (n) throw conflict(`This category is used by ${n} service(s).`);
    },
  };
}

export const serviceCategoriesResource = defineResource(serviceCategoriesDeclaration, {
  table: serviceCategories,
  hooks: categoryHooks(services.topLevelTag),
});

export const itemCategoriesResource = defineResource(itemCategoriesDeclaration, {
  table: itemCategories,
  hooks: categoryHooks(services.itemTag),
});

/** The portal's list of services; a service with its options is written through store/services. */
export const servicesResource = defineResource(servicesDeclaration, {
  table: services,
});

export const priceListsResource = defineResource(priceListsDeclaration, {
  table: priceLists,
  children: [
    { field: 'items', table: priceListItems, parentColumn: 'priceListId', positionColumn: 'sequence' },
  ],
  hooks: {
    async afterWrite(row, _body, { tx, tenantId }) {
      await unsetOtherDefaults(tx, priceLists, eq(priceLists.storeId, tenantId!), row);
    },
  },
});

export const vendorPriceListsResource = defineResource(vendorPriceListsDeclaration, {
  table: vendorPriceLists,
  children: [
    { field: 'items', table: vendorPriceListItems, parentColumn: 'priceListId', positionColumn: 'sequence' },
  ],
  hooks: {
    async beforeWrite(values, body, { tx, tenantId }) {
      await assertLinkedStore(tx, tenantId!, body.store_id);
      return values;
    },
  },
});

export const insurancesResource = defineResource(insurancesDeclaration, {
  table: insurances,
});

export const commissionRulesResource = defineResource(commissionRulesDeclaration, {
  table: commissionRules,
  hooks: {
    async beforeWrite(values, body, { tx, tenantId, existing }) {
      await assertLinkedVendor(tx, tenantId!, body.vendor_id);
      // A percentage rule needs its rate, a fixed one its amount (checked on the merged record).
      const type = body.commission_type ?? existing?.commissionType;
      const rate = 'rate_percent' in body ? body.rate_percent : existing?.ratePercent;
      const amount = 'amount' in body ? body.amount : existing?.amountCents;
      if (type === 'percentage' && (rate === null || rate === undefined))
        throw invalid([
          { field: 'rate_percent', message: 'rate_percent is required for a percentage commission' },
        ]);
      if (type === 'fixed' && (amount === null || amount === undefined))
        throw invalid([{ field: 'amount', message: 'amount is required for a fixed commission' }]);
      return values;
    },
  },
});
