// An uploaded image (docs/product.md#formats-images: at most 8388608 bytes); its bytes are read at `url`.
export const uploadSchema = {
  $id: 'Upload',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'url',
    'file_name',
    'content_type',
    'byte_size',
    'is_public',
    'store_id',
    'vendor_id',
    'created_at',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    url: { type: 'string', description: 'Where to GET the bytes (authenticated unless public)' },
    file_name: { type: 'string' },
    content_type: { type: 'string', enum: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
    byte_size: { type: 'integer' },
    is_public: { type: 'boolean' },
    store_id: { type: ['integer', 'null'] },
    vendor_id: { type: ['integer', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;
