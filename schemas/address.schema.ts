// Postal addresses of a store (Address), of a vendor (VendorAddress) and a storefront customer's address book
// (CustomerAddress): the same fields, each under its own tenant. country_code names a country of the
// reference list.
import { id, optionalEmail, phone, storeId, timestampFields, vendorId } from './fields.ts';

const addressProperties = {
  label: { type: 'string', title: 'Label', minLength: 1, maxLength: 100 },
  address_type: {
    type: 'string',
    title: 'Type',
    enum: ['shipping', 'billing', 'pickup', 'other'],
    default: 'shipping',
  },
  contact_name: { type: ['string', 'null'], title: 'Contact name', maxLength: 100 },
  company: { type: ['string', 'null'], title: 'Company', maxLength: 120 },
  address_line1: { type: 'string', title: 'Address', minLength: 1, maxLength: 200 },
  address_line2: { type: ['string', 'null'], title: 'Address line 2', maxLength: 200 },
  city: { type: 'string', title: 'City', minLength: 1, maxLength: 100 },
  state: { type: ['string', 'null'], title: 'State / region', maxLength: 100 },
  postal_code: { type: ['string', 'null'], title: 'Postal code', maxLength: 20 },
  country_code: { type: 'string', title: 'Country', pattern: '^[A-Z]{2}$' },
  phone,
  email: optionalEmail,
  is_default: { type: 'boolean', title: 'Default address', default: false },
  ...timestampFields,
} as const;

const required = [
  'id',
  'label',
  'address_type',
  'address_line1',
  'city',
  'country_code',
  'is_default',
] as const;

const example = {
  label: 'Workshop',
  address_line1: '221 Baker Street',
  city: 'London',
  postal_code: 'NW1 6XE',
  country_code: 'GB',
};

export const addressSchema = {
  $id: 'Address',
  type: 'object',
  additionalProperties: false,
  required: [...required, 'store_id'],
  properties: { id, store_id: storeId, ...addressProperties },
  examples: [example],
} as const;

export const vendorAddressSchema = {
  $id: 'VendorAddress',
  type: 'object',
  additionalProperties: false,
  required: [...required, 'vendor_id'],
  properties: { id, vendor_id: vendorId, ...addressProperties },
  examples: [example],
} as const;

export const customerAddressSchema = {
  $id: 'CustomerAddress',
  type: 'object',
  additionalProperties: false,
  required: [...required, 'store_id', 'customer_id'],
  properties: {
    id,
    store_id: storeId,
    customer_id: { type: 'integer', readOnly: true, description: 'The customer (from the token)' },
    ...addressProperties,
  },
  examples: [{ ...example, label: 'Home', contact_name: 'Ada Lovelace' }],
} as const;
