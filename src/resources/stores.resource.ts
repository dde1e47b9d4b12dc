// Stores (tenants): the super admin lists, creates, edits and (de)activates them; every logged-in user reads
// the stores in their reach (section 7's GET stores): their own, or for a vendor the stores it works for.
import {
  storeSettings as storeSettingsDeclaration,
  stores as storesDeclaration,
} from '../shared/declarations/stores.declaration.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { Role } from '../shared/roles.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { invalid } from '../server/http-errors.ts';
import { storeSettings, storeVendors, stores } from '../server/db/schema/index.ts';

export const storesResource = defineResource(storesDeclaration, {
  table: stores,
  scope(principal) {
    if (principal.roleId === Role.superAdmin) return undefined;
    if (principal.vendorId !== null)
      return inArray(
        stores.id,
        sql`(select ${storeVendors.storeId} from ${storeVendors} where ${storeVendors.vendorId} = ${principal.vendorId})`,
      );
    return eq(stores.id, principal.storeId ?? -1);
  },
  hooks: {
    // A slug that is a host label of the platform or vendor apps would never reach the storefront.
    beforeWrite(values, body, { config }) {
      const reserved = [...config.hostLabels.platform, ...config.hostLabels.vendor];
      if (typeof body.slug === 'string' && reserved.includes(body.slug))
        throw invalid([{ field: 'slug', message: 'slug is a host label of the platform; choose another' }]);
      return values;
    },
    // Every store has its settings row, so the owner can edit it from the start.
    async afterWrite(row, _body, { tx, op }) {
      if (op === 'create') await tx.insert(storeSettings).values({ storeId: row.id as number });
    },
  },
});

/** A store's white-label settings (spec section 3); the record's id is the store id. */
export const storeSettingsResource = defineResource(storeSettingsDeclaration, {
  table: storeSettings,
  idColumn: 'storeId',
});
