// A store's service as the storefront lists it (the catalogue grows with the service-options issue).
export const portalServiceSchema = {
  $id: 'PortalService',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'name', 'description', 'price', 'item_tag', 'top_level_tag', 'image'],
  properties: {
    id: { type: 'integer' },
    store_id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    price: { type: 'number', description: 'Starting price in the currency unit, two decimals' },
    item_tag: { type: ['string', 'null'] },
    top_level_tag: { type: ['string', 'null'] },
    image: { type: ['string', 'null'] },
    images: {
      type: 'array',
      items: { $ref: 'ServiceImage#' },
      description: 'Left out when the list is partial (is_partial=true)',
    },
    options: {
      type: 'array',
      items: { $ref: 'ServiceOption#' },
      description: 'Left out when the list is partial (is_partial=true)',
    },
  },
} as const;
