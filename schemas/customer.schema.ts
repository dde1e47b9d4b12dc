// A store's customer with their tags (docs/product.md#catalogue-customers: "customers with tags"; module
// customer 3).
import { id, optionalEmail, phone, storeId, timestampFields } from './fields.ts';

export const customerSchema = {
  $id: 'Customer',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'first_name', 'last_name', 'tags', 'is_guest'],
  properties: {
    id,
    store_id: storeId,
    user_id: { type: ['integer', 'null'], readOnly: true, description: 'Their storefront login, if any' },
    first_name: { type: 'string', title: 'First name', minLength: 1, maxLength: 100 },
    last_name: { type: 'string', title: 'Last name', maxLength: 100, default: '' },
    email: optionalEmail,
    phone,
    tags: {
      type: 'array',
      title: 'Tags',
      maxItems: 20,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: 40 },
      default: [],
    },
    is_guest: { type: 'boolean', title: 'Guest', default: false },
    // docs/product.md#messages-consent: only the customer opts in or out (checkout, My account, STOP/START).
    sms_opt_in: {
      type: 'boolean',
      title: 'Texts',
      readOnly: true,
      description: 'The customer opted in to texts',
    },
    sms_phone: { type: ['string', 'null'], title: 'Number for texts', readOnly: true, description: 'E.164' },
    ...timestampFields,
  },
  examples: [
    { first_name: 'Maya', last_name: 'Singh', email: 'maya@example.com', tags: ['vip', 'wholesale'] },
  ],
} as const;
