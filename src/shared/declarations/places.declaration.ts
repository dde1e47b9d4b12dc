// Places: a store's locations and addresses, a vendor's addresses, and the reference lists of countries and
// cities (browser-safe halves; the server's are in src/server/resources/).
import {
  addressSchema,
  customerAddressSchema,
  vendorAddressSchema,
} from '../../../schemas/address.schema.ts';
import { locationSchema } from '../../../schemas/location.schema.ts';
import { citySchema, countrySchema } from '../../../schemas/reference.schema.ts';
import type { AccessRule } from '../access.ts';
import { Module } from '../roles.ts';
import { declareResource, type FormHints } from './declare.ts';

const addressForm: FormHints = {
  label: { width: 6 },
  address_type: { width: 6 },
  contact_name: { width: 6, autoComplete: 'name' },
  company: { width: 6, autoComplete: 'organization' },
  address_line1: { autoComplete: 'address-line1' },
  address_line2: { autoComplete: 'address-line2' },
  city: { width: 6, autoComplete: 'address-level2' },
  state: { width: 6, autoComplete: 'address-level1' },
  postal_code: { width: 6, autoComplete: 'postal-code' },
  country_code: { width: 6, choicesFrom: { resource: 'countries', value: 'code' } },
  phone: { width: 6, inputType: 'tel', autoComplete: 'tel' },
  email: { width: 6, inputType: 'email', autoComplete: 'email' },
};

const addressList = {
  filterable: ['address_type', 'is_default', 'country_code', 'city'],
  sortable: ['label', 'city', 'created_at'],
  searchable: ['label', 'address_line1', 'city', 'contact_name', 'company'],
  defaultSort: { field: 'label', order: 'ASC' },
} as const;

const addressView = {
  icon: 'address',
  label: { one: 'Address', many: 'Addresses' },
  purpose: 'Pick-up, return and billing addresses used for shipping and invoices.',
  columns: ['label', 'address_type', 'city', 'country_code', 'is_default'],
  form: addressForm,
  representation: 'label',
} as const;

export const locations = declareResource({
  name: 'locations',
  schema: locationSchema,
  module: Module.address,
  filterable: ['is_active', 'city', 'country'],
  sortable: ['name', 'city', 'country', 'created_at'],
  searchable: ['name', 'city', 'address_line1'],
  defaultSort: { field: 'name', order: 'ASC' },
  portal: {
    store: {
      segment: 'location',
      menu: 3,
      icon: 'location',
      label: { one: 'Location', many: 'Locations' },
      menuLabel: 'Location',
      purpose: 'Add the shops and drop-off points where customers bring their items.',
      columns: ['name', 'city', 'country', 'is_active'],
      representation: 'name',
      form: {
        name: { autoComplete: 'organization' },
        address_line1: { autoComplete: 'address-line1' },
        address_line2: { autoComplete: 'address-line2' },
        city: { width: 6, autoComplete: 'address-level2' },
        state: { width: 6, autoComplete: 'address-level1' },
        postal_code: { width: 6, autoComplete: 'postal-code' },
        country: { width: 6, autoComplete: 'country-name' },
        phone: { width: 6, inputType: 'tel', autoComplete: 'tel' },
        email: { width: 6, inputType: 'email', autoComplete: 'email' },
      },
    },
  },
});

export const addresses = declareResource({
  name: 'addresses',
  schema: addressSchema,
  module: Module.address,
  ...addressList,
  portal: { store: { ...addressView, segment: 'addresses', area: 'settings' } },
});

export const vendorAddresses = declareResource({
  name: 'vendor-addresses',
  schema: vendorAddressSchema,
  tenancy: 'vendor',
  module: Module.address,
  ...addressList,
  portal: { vendor: { ...addressView, segment: 'setting/address', area: 'settings' } },
});

/**
 * A storefront customer's address book: the customer keeps it (/myaccount/addresses, checkout); the store's
 * staff may read it (where an order ships back to). No portal screen of its own.
 */
export const customerAddresses = declareResource({
  name: 'customer-addresses',
  schema: customerAddressSchema,
  module: Module.customer,
  access: {
    module: Module.customer,
    audiences: {
      view: ['platform', 'store', 'customer'],
      create: ['customer'],
      edit: ['customer'],
      delete: ['customer'],
    },
  },
  ...addressList,
  filterable: [...addressList.filterable, 'customer_id'],
});

/** Reference lists: every logged-in user reads them, the super admin maintains them. */
const referenceAccess: AccessRule = {
  module: Module.settings,
  audiences: { view: ['anyone'], create: ['platform'], edit: ['platform'], delete: ['platform'] },
};

export const countries = declareResource({
  name: 'countries',
  schema: countrySchema,
  tenancy: 'platform',
  module: Module.settings,
  access: referenceAccess,
  filterable: ['code'],
  sortable: ['name', 'code'],
  searchable: ['name', 'code'],
  defaultSort: { field: 'name', order: 'ASC' },
});

export const cities = declareResource({
  name: 'cities',
  schema: citySchema,
  tenancy: 'platform',
  module: Module.settings,
  access: referenceAccess,
  filterable: ['country_id', 'state'],
  sortable: ['name', 'state'],
  searchable: ['name', 'state'],
  defaultSort: { field: 'name', order: 'ASC' },
});
