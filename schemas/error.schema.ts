// docs/product.md#api-envelope's failed envelope: every error response has this shape.
export const errorEnvelope = {
  $id: 'ErrorEnvelope',
  type: 'object',
  required: ['status', 'error'],
  properties: {
    status: { type: 'string', enum: ['failed'] },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: {
          type: 'array',
          items: {
            type: 'object',
            required: ['field', 'message'],
            properties: { field: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;
