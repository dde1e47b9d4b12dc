// Stores (the tenants) and their white-label settings (browser-safe halves; the server's are in
// src/server/resources/stores.resource.ts).
import { storeSchema, storeSettingsRecordSchema } from '../../../schemas/store.schema.ts';
import { Module } from '../roles.ts';
import { declareResource } from './declare.ts';

export const stores = declareResource({
  name: 'stores',
  schema: storeSchema,
  tenancy: 'platform',
  module: Module.settings,
  // Every logged-in user reads the stores in their reach (docs/product.md#api-fixed-paths's GET stores); the
  // super admin runs them.
  access: {
    module: Module.settings,
    audiences: { view: ['anyone'], create: ['platform'], edit: ['platform'], delete: [] },
  },
  operations: ['list', 'read', 'create', 'update'],
  filterable: ['is_active', 'is_onboarding_complete', 'slug'],
  sortable: ['name', 'slug', 'created_at'],
  searchable: ['name', 'slug', 'custom_domain'],
  defaultSort: { field: 'name', order: 'ASC' },
  portal: {
    // The super admin's console: every store, its use and state, made with its owner; closed and reopened.
    store: {
      segment: 'stores',
      menu: 20,
      audiences: ['platform'],
      icon: 'store',
      label: { one: 'Store', many: 'Stores' },
      purpose: 'The stores on the platform: open one with its owner, see how it is used, close or reopen it.',
      columns: [
        'name',
        'slug',
        'is_active',
        'plan_name',
        'subscription_status',
        'location_count',
        'user_count',
        'orders_this_month',
        'last_activity_at',
      ],
      representation: 'name',
      form: {
        name: { width: 6 },
        slug: { width: 6 },
        owner_email: { width: 6, inputType: 'email', autoComplete: 'off' },
        owner_password: { width: 6, inputType: 'password', autoComplete: 'new-password' },
        owner_first_name: { width: 6, autoComplete: 'off' },
        owner_last_name: { width: 6, autoComplete: 'off' },
        is_onboarding_complete: { hidden: true },
        // The store block's first name (docs/product.md#white-label-settings) is its owner's, taken from the
        // owner on create.
        first_name: { hidden: true },
      },
      actions: [
        {
          kind: 'link',
          label: 'Act as owner',
          icon: 'actAs',
          path: '/authenticate/:id',
          when: { is_active: true },
        },
        {
          kind: 'set',
          label: 'Deactivate',
          icon: 'deactivate',
          values: { is_active: false },
          confirm:
            'Its storefront will say "This site does not exist" and its owner, staff and customers are logged out and cannot log in until it is activated again.',
          when: { is_active: true },
        },
        {
          kind: 'set',
          label: 'Activate',
          icon: 'activate',
          values: { is_active: true },
          confirm: 'Its storefront opens again and its people can log in.',
          when: { is_active: false },
        },
      ],
    },
  },
});

/** A store's white-label settings (docs/product.md#white-label-settings); the record's id is the store id. */
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
