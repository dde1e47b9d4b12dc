// An order's printable documents and the customer's signatures (docs/product.md#documents-paper,
// docs/product.md#documents-signatures).
const date = { type: 'string', format: 'date-time' } as const;

/** The largest signature image, in bytes (docs/product.md#documents-signatures). */
export const MAX_SIGNATURE_BYTES = 200_000;

export const orderDocumentSchema = {
  $id: 'OrderDocument',
  description: 'A document of the order the caller may download: the path answers application/pdf',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'title', 'file_name', 'path'],
  properties: {
    kind: { type: 'string', enum: ['envelope', 'invoice', 'receipt'] },
    title: { type: 'string' },
    file_name: { type: 'string' },
    path: { type: 'string', description: 'Under /api/v1; a receipt also takes ?layout=thermal' },
    payment_id: { type: ['integer', 'null'] },
    created_at: { ...date },
  },
} as const;

export const signatureRequestSchema = {
  $id: 'SignatureRequest',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'signer_name', 'image'],
  properties: {
    kind: {
      type: 'string',
      enum: ['intake', 'pickup'],
      description:
        "intake: accepts the item's recorded condition, its declared value and the store's terms; pickup: received the item",
    },
    signer_name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    image: {
      type: 'string',
      // base64 of MAX_SIGNATURE_BYTES, with its data: prefix.
      maxLength: 266_700,
      pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$',
      description: `The drawn signature: a PNG of at most ${MAX_SIGNATURE_BYTES} bytes as a data: address`,
    },
  },
  examples: [{ kind: 'intake', signer_name: 'Jane Doe', image: 'data:image/png;base64,iVBORw0KGgo=' }],
} as const;

export const signatureSchema = {
  $id: 'Signature',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'sales_order_id', 'kind', 'signer_name', 'upload_id', 'url', 'created_at'],
  properties: {
    id: { type: 'integer' },
    sales_order_id: { type: 'integer' },
    kind: { type: 'string', enum: ['intake', 'pickup'] },
    signer_name: { type: 'string' },
    upload_id: { type: 'string', format: 'uuid' },
    url: { type: 'string', description: 'The PNG (GET /uploads/:id)' },
    taken_by_user_id: { type: ['integer', 'null'] },
    taken_by: { type: ['string', 'null'] },
    location_id: { type: ['integer', 'null'] },
    location: { type: ['string', 'null'] },
    created_at: { ...date },
  },
} as const;
