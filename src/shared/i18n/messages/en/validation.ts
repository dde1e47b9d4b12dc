// The product's own validation messages as customers read them (docs/product.md#options,
// docs/product.md#formats-order-number); rule-messages.ts maps the rules module's English constants here.
export const validation = {
  field_required: 'This field is required',
  email: 'Please enter a valid email address',
  required: 'This field is required.',
  order_number_required: 'This field is required',
  order_number_length: 'Please enter correct order number',
  restricted_value: 'This value is not allowed.',
  invalid_formula: 'Please enter a valid formula.',
} as const;
