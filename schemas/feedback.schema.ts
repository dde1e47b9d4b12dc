// Feedback after completion, left once by the customer at /feedback/:token.
const date = { type: 'string', format: 'date-time' } as const;

export const feedbackSchema = {
  $id: 'Feedback',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'sales_order_id', 'rating', 'comment', 'submitted_at'],
  properties: {
    id: { type: 'integer', readOnly: true },
    store_id: { type: 'integer', readOnly: true },
    sales_order_id: { type: 'integer', title: 'Order', readOnly: true },
    location_id: { type: ['integer', 'null'], title: 'Location', readOnly: true },
    rating: { type: ['integer', 'null'], title: 'Rating', readOnly: true },
    comment: { type: ['string', 'null'], title: 'Comment', readOnly: true },
    submitted_at: { type: ['string', 'null'], format: 'date-time', title: 'Submitted', readOnly: true },
    created_at: { ...date, readOnly: true },
  },
} as const;

export const feedbackPageSchema = {
  $id: 'FeedbackPage',
  type: 'object',
  additionalProperties: false,
  required: ['order_no', 'store_name', 'submitted', 'rating', 'comment'],
  properties: {
    order_no: { type: 'string' },
    store_name: { type: 'string' },
    submitted: { type: 'boolean' },
    rating: { type: ['integer', 'null'] },
    comment: { type: ['string', 'null'] },
  },
} as const;

export const feedbackRequestSchema = {
  $id: 'FeedbackRequest',
  type: 'object',
  additionalProperties: false,
  required: ['rating'],
  properties: {
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    comment: { type: 'string', maxLength: 2000 },
  },
} as const;
