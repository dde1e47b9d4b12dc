// Storefront accounts: sign-up with email verification and password reset by a single-use, expiring link
// (docs/product.md#auth-customer-accounts's /create-account, /check-inbox, /forgot-password,
// /reset-password/:key/:token). Names and
// phone follow docs/product.md#formats-phone.
const storeUrl = {
  type: 'string',
  minLength: 1,
  maxLength: 253,
  description: "The storefront host (forgot-password: or the vendor app's host)",
} as const;
const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const password = { type: 'string', minLength: 8, maxLength: 128 } as const;
const name = { type: 'string', minLength: 2, maxLength: 30, pattern: '^[\\p{L} ]+$' } as const;
const linkKey = { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const linkToken = { type: 'string', minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;

export const signUpRequestSchema = {
  $id: 'SignUpRequest',
  type: 'object',
  additionalProperties: false,
  required: ['store_url', 'first_name', 'last_name', 'email', 'password'],
  properties: {
    store_url: storeUrl,
    first_name: name,
    last_name: name,
    email,
    phone: {
      type: 'string',
      maxLength: 30,
      pattern: '^$|^(\\+?\\d{1,3}[ -]?)?(\\(?\\d{1,4}\\)?[ -]?)?\\d{3,4}[ -]?\\d{3,4}$',
    },
    password,
  },
} as const;

export const mailSentSchema = {
  $id: 'MailSent',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'message'],
  properties: {
    email: { type: 'string' },
    message: {
      type: 'string',
      description: 'The same whether or not the email has an account (no account enumeration)',
    },
  },
} as const;

export const forgotPasswordRequestSchema = {
  $id: 'ForgotPasswordRequest',
  type: 'object',
  additionalProperties: false,
  required: ['store_url', 'email'],
  properties: { store_url: storeUrl, email },
} as const;

export const accountLinkRequestSchema = {
  $id: 'AccountLinkRequest',
  type: 'object',
  additionalProperties: false,
  required: ['key', 'token'],
  properties: { key: linkKey, token: linkToken },
} as const;

export const resetPasswordRequestSchema = {
  $id: 'ResetPasswordRequest',
  type: 'object',
  additionalProperties: false,
  required: ['key', 'token', 'password'],
  properties: { key: linkKey, token: linkToken, password },
} as const;

export const accountLinkSchema = {
  $id: 'AccountLink',
  type: 'object',
  additionalProperties: false,
  required: ['purpose', 'email', 'expires_at'],
  properties: {
    purpose: { type: 'string', enum: ['verify_email', 'reset_password'] },
    email: { type: 'string' },
    expires_at: { type: 'string', format: 'date-time' },
  },
} as const;
