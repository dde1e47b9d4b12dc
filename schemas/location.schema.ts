// A store's location (a shop or drop-off point). Declared once: routes, validation, OpenAPI, the generated
// client types and the portal's list and form all derive from this.
export const locationSchema = {
  $id: 'Location',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'name', 'address_line1', 'city', 'country', 'is_active'],
  properties: {
    id: { type: 'integer', readOnly: true },
    store_id: { type: 'integer', readOnly: true },
    name: { type: 'string', title: 'Name', minLength: 2, maxLength: 120 },
    address_line1: { type: 'string', title: 'Address', minLength: 1, maxLength: 200 },
    address_line2: { type: ['string', 'null'], title: 'Address line 2', maxLength: 200 },
    city: { type: 'string', title: 'City', minLength: 1, maxLength: 100 },
    state: { type: ['string', 'null'], title: 'State / region', maxLength: 100 },
    postal_code: { type: ['string', 'null'], title: 'Postal code', maxLength: 20 },
    country: { type: 'string', title: 'Country', minLength: 2, maxLength: 100 },
    phone: {
      type: ['string', 'null'],
      title: 'Phone',
      maxLength: 30,
      pattern: '^$|^(\\+?\\d{1,3}[ -]?)?(\\(?\\d{1,4}\\)?[ -]?)?\\d{3,4}[ -]?\\d{3,4}$',
    },
    email: {
      type: ['string', 'null'],
      title: 'Email',
      maxLength: 254,
      pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    },
    is_active: { type: 'boolean', title: 'Active', default: true },
    created_at: { type: 'string', format: 'date-time', readOnly: true },
    updated_at: { type: 'string', format: 'date-time', readOnly: true },
  },
  examples: [
    { name: 'Mall Counter', address_line1: '5 Mall Way', city: 'Springfield', country: 'United States' },
  ],
} as const;
