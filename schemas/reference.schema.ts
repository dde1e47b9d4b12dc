// Reference lists (docs/product.md#catalogue-reference-lists: countries and cities), read by every logged-in
// user.
import { id, timestampFields } from './fields.ts';

export const countrySchema = {
  $id: 'Country',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'name'],
  properties: {
    id,
    code: { type: 'string', title: 'ISO code', pattern: '^[A-Z]{2}$' },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
    phone_code: { type: ['string', 'null'], title: 'Phone code', pattern: '^$|^\\+\\d{1,4}$' },
    ...timestampFields,
  },
  examples: [{ code: 'NZ', name: 'New Zealand', phone_code: '+64' }],
} as const;

export const citySchema = {
  $id: 'City',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'country_id', 'name'],
  properties: {
    id,
    country_id: { type: 'integer', title: 'Country', minimum: 1, maximum: 2147483647 },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
    state: { type: ['string', 'null'], title: 'State / region', maxLength: 100 },
    ...timestampFields,
  },
  examples: [{ country_id: 1, name: 'Springfield', state: 'IL' }],
} as const;
