// The login response and session data of docs/product.md#auth-login-response.
import { chosenLanguage } from './fields.ts';
export const storeDetailsSchema = {
  $id: 'StoreDetails',
  type: 'object',
  required: ['id', 'name', 'url', 'is_onboarding_complete', 'is_international_shipping', 'settings'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    url: { type: 'string' },
    website_url: { type: ['string', 'null'] },
    logo: { type: ['string', 'null'] },
    favicon: { type: ['string', 'null'] },
    is_onboarding_complete: { type: 'boolean' },
    is_international_shipping: { type: 'boolean' },
    settings: {
      type: 'object',
      required: [
        'has_default_address',
        'use_platform_shipping',
        'shipping_account_type',
        'is_fixed_shipping',
      ],
      additionalProperties: false,
      properties: {
        has_default_address: { type: 'boolean' },
        use_platform_shipping: { type: 'boolean' },
        shipping_account_type: { type: ['integer', 'null'] },
        is_fixed_shipping: { type: 'boolean' },
      },
    },
  },
} as const;

const modulePermission = {
  type: 'object',
  required: ['module_id', 'permissions'],
  additionalProperties: false,
  properties: {
    module_id: { type: 'integer' },
    permissions: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 4 } },
  },
} as const;

export const sessionRoleSchema = {
  $id: 'SessionRole',
  type: 'object',
  required: ['role_id'],
  additionalProperties: false,
  properties: {
    role_id: { type: 'integer', enum: [1, 3, 4, 5, 7, 8] },
    stores_permissions: {
      type: ['object', 'null'],
      required: ['global_permissions', 'locations_permissions'],
      additionalProperties: false,
      properties: {
        global_permissions: { type: 'array', items: modulePermission },
        locations_permissions: {
          type: 'array',
          items: {
            type: 'object',
            required: ['location_id', 'module_id', 'permissions'],
            additionalProperties: false,
            properties: { location_id: { type: 'integer' }, ...modulePermission.properties },
          },
        },
      },
    },
  },
} as const;

const step = { type: 'string', enum: ['pending', 'done'] } as const;

export const loginResponseSchema = {
  $id: 'LoginResponse',
  type: 'object',
  required: ['access', 'refresh', 'user', 'role', 'store', 'customer', 'access_modules'],
  additionalProperties: false,
  properties: {
    access: { type: 'string' },
    refresh: { type: 'string' },
    user: {
      type: 'object',
      required: ['id', 'first_name', 'last_name', 'email', 'role', 'vendor', 'language'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer' },
        first_name: { type: 'string' },
        last_name: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'integer' },
        language: chosenLanguage,
        vendor: {
          type: ['object', 'null'],
          required: ['id', 'name'],
          additionalProperties: false,
          properties: { id: { type: 'integer' }, name: { type: 'string' } },
        },
      },
    },
    role: { $ref: 'SessionRole#' },
    store: { oneOf: [{ $ref: 'StoreDetails#' }, { type: 'null' }] },
    customer: {
      type: ['object', 'null'],
      required: ['id'],
      additionalProperties: false,
      properties: { id: { type: 'integer' } },
    },
    registration_steps: {
      type: ['object', 'null'],
      required: ['subscription', 'address', 'bank_account'],
      additionalProperties: false,
      properties: { subscription: step, address: step, bank_account: step },
    },
    on_boarding_steps: {
      description: "A store role's onboarding: each step's state and the page to resume on",
      anyOf: [{ $ref: 'OnboardingProgress#' }, { type: 'null' }],
    },
    access_modules: {
      description:
        'Modules (ids of docs/product.md#roles-modules) this user may view somewhere in their scope',
      type: 'array',
      items: { type: 'integer' },
    },
  },
} as const;

export const loginRequestSchema = {
  $id: 'LoginRequest',
  type: 'object',
  required: ['email', 'password', 'app'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    app: {
      description:
        'Which face is logging in: a store storefront (customers), the platform portal or the vendor app',
      type: 'string',
      enum: ['storefront', 'portal', 'vendor'],
    },
    store_url: {
      description: "The storefront's host, required when app is storefront",
      type: 'string',
      minLength: 1,
      maxLength: 253,
    },
  },
} as const;

export const tokenPairSchema = {
  $id: 'TokenPair',
  type: 'object',
  required: ['access', 'refresh'],
  additionalProperties: false,
  properties: { access: { type: 'string' }, refresh: { type: 'string' } },
} as const;

export const refreshRequestSchema = {
  $id: 'RefreshRequest',
  type: 'object',
  required: ['refresh'],
  additionalProperties: false,
  properties: { refresh: { type: 'string', minLength: 1, maxLength: 2000 } },
} as const;
