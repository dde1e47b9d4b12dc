// Stores (the tenants) and their white-label settings (browser-safe halves; the server's are in
// src/resources/stores.resource.ts).
import { storeSchema, storeSettingsRecordSchema } from '../../../schemas/store.schema.ts';
import { Module } from '../roles.ts';
import { declareResource } from './declare.ts';

export const stores = declareResource({
  name: 'stores',
  schema: storeSchema,
  tenancy: 'platform',
  module: Module.settings,
  // Every logged-in user reads the stores in their reach (section 7's GET stores); the super admin runs them.
  access: {
    module: Module.settings,
    audiences: { view: ['anyone'], create: ['platform'], edit: ['platform'], delete: [] },
  },
  operations: ['list', 'read', 'create', 'update'],
  filterable: ['is_active', 'is_onboarding_complete', 'slug'],
  sortable: ['name', 'slug', 'created_at'],
  searchable: ['name', 'slug', 'custom_domain'],
  defaultSort: { field: 'name', order: 'ASC' },
});

/** A store's white-label settings (spec section 3); the record's id is the store id. */
export const storeSettings = declareResource({
  name: 'store-settings',
  schema: storeSettingsRecordSchema,
  module: Module.settings,
  operations: ['list', 'read', 'update'],
  filterable: [],
  sortable: ['updated_at'],
  searchable: [],
  defaultSort: { field: 'id', order: 'ASC' },
});
