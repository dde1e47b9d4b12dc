// The Shopify integration as the portal's /portal/integrations shows it, and the install request.

export const shopifyIntegrationSchema = {
  $id: 'ShopifyIntegration',
  type: 'object',
  additionalProperties: false,
  required: ['configured', 'missing', 'shop', 'orders_imported'],
  properties: {
    configured: { type: 'boolean', description: "Whether the platform has its Shopify app's keys" },
    missing: {
      type: 'array',
      items: { type: 'string' },
      description: 'Configuration variables still needed (empty when configured)',
    },
    shop: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['shop', 'status', 'installed_at'],
          properties: {
            shop: { type: 'string' },
            status: { type: 'string', enum: ['installed', 'uninstalled'] },
            scopes: { type: ['string', 'null'] },
            installed_at: { type: 'string', format: 'date-time' },
            uninstalled_at: { type: ['string', 'null'], format: 'date-time' },
          },
        },
      ],
    },
    orders_imported: { type: 'integer', description: 'Shopify orders imported as sales orders' },
  },
} as const;

export const shopifyInstallRequestSchema = {
  $id: 'ShopifyInstallRequest',
  type: 'object',
  additionalProperties: false,
  required: ['shop'],
  properties: {
    shop: {
      type: 'string',
      title: 'Shop domain',
      minLength: 3,
      maxLength: 100,
      pattern: '^[a-zA-Z0-9][a-zA-Z0-9-]*\\.myshopify\\.com$',
      examples: ['goldsmith-co.myshopify.com'],
    },
  },
} as const;

export const shopifyInstallSchema = {
  $id: 'ShopifyInstall',
  type: 'object',
  additionalProperties: false,
  required: ['authorize_url'],
  properties: {
    authorize_url: {
      type: 'string',
      description: "Open in the browser: starts Shopify's OAuth (valid for 10 minutes)",
    },
  },
} as const;

export const shopifyDisconnectSchema = {
  $id: 'ShopifyDisconnect',
  type: 'object',
  additionalProperties: false,
  required: ['shop', 'revoked'],
  properties: {
    shop: { type: 'string', description: 'The shop that was connected' },
    revoked: {
      type: 'string',
      enum: ['revoked', 'already_revoked', 'failed', 'no_token'],
      description:
        'What Shopify said: revoked; already_revoked (the token was no longer valid); failed (Shopify could not be reached — the token is forgotten here all the same); no_token',
    },
  },
  examples: [{ shop: 'goldsmith-co.myshopify.com', revoked: 'revoked' }],
} as const;
