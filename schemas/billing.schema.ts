// Plans and billing (issue 11): the plans the super admin defines, bill items, the platform's invoices to
// stores, a subscription, onboarding progress and the payloads of the onboarding and billing routes.
import { email, id, money, personName, storeId, timestampFields } from './fields.ts';
import { slugPattern } from '../src/shared/onboarding.ts';

export const planSchema = {
  $id: 'Plan',
  description: 'A plan stores (or vendors) subscribe to; defined by the super admin',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'audience',
    'name',
    'monthly_price',
    'per_location_price',
    'included_locations',
    'features',
    'is_active',
  ],
  properties: {
    id,
    audience: {
      type: 'string',
      title: 'For',
      enum: ['store', 'vendor'],
      'x-enum-labels': { store: 'Stores', vendor: 'Vendors' },
      default: 'store',
    },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 60 },
    description: { type: ['string', 'null'], title: 'Description', maxLength: 500 },
    monthly_price: { ...money, title: 'Monthly price' },
    per_location_price: { ...money, title: 'Price per extra location', default: 0 },
    included_locations: {
      type: 'integer',
      title: 'Locations included',
      minimum: 1,
      maximum: 1000,
      default: 1,
    },
    features: {
      type: 'array',
      title: 'Included features',
      maxItems: 30,
      items: { type: 'string', minLength: 1, maxLength: 120 },
      default: [],
    },
    is_active: { type: 'boolean', title: 'Offered', default: true },
    sequence: { type: 'integer', title: 'Order', minimum: 0, maximum: 1000, default: 0 },
    ...timestampFields,
  },
  examples: [
    {
      name: 'Growth',
      monthly_price: 49,
      per_location_price: 15,
      included_locations: 1,
      features: ['Unlimited orders', 'Vendors'],
    },
  ],
} as const;

export const billItemSchema = {
  $id: 'BillItem',
  description: "An extra on the store's next platform invoice",
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'description', 'amount', 'quantity'],
  properties: {
    id,
    store_id: storeId,
    description: { type: 'string', title: 'Description', minLength: 1, maxLength: 200 },
    amount: { ...money, title: 'Amount' },
    quantity: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 1000, default: 1 },
    platform_invoice_id: {
      type: ['integer', 'null'],
      title: 'Invoiced on',
      readOnly: true,
      description: 'The platform invoice that billed it; null until the next invoice',
    },
    ...timestampFields,
  },
  examples: [{ description: 'Extra location set-up', amount: 25, quantity: 1 }],
} as const;

const invoiceLine = {
  type: 'object',
  additionalProperties: false,
  required: ['description', 'amount_cents'],
  properties: { description: { type: 'string' }, amount_cents: { type: 'integer' } },
} as const;

export const platformInvoiceSchema = {
  $id: 'PlatformInvoice',
  description: "The platform's invoice to a store: its plan for a period and its bill items",
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'invoice_no', 'status', 'total', 'lines'],
  properties: {
    id,
    store_id: storeId,
    invoice_no: { type: 'string', title: 'Invoice', readOnly: true },
    status: {
      type: 'string',
      title: 'Status',
      enum: ['open', 'paid', 'void'],
      'x-enum-labels': { open: 'Open', paid: 'Paid', void: 'Void' },
      readOnly: true,
    },
    total: { ...money, title: 'Total', readOnly: true },
    lines: { type: 'array', items: invoiceLine, readOnly: true },
    period_start: { type: ['string', 'null'], format: 'date-time', title: 'From', readOnly: true },
    period_end: { type: ['string', 'null'], format: 'date-time', title: 'To', readOnly: true },
    provider: { type: ['string', 'null'], readOnly: true },
    paid_at: { type: ['string', 'null'], format: 'date-time', title: 'Paid', readOnly: true },
    ...timestampFields,
  },
} as const;

const stepState = { type: 'string', enum: ['pending', 'done', 'skipped'] } as const;

export const onboardingProgressSchema = {
  $id: 'OnboardingProgress',
  description: "A store's onboarding: each step's state, where to resume, and whether it is complete",
  type: 'object',
  additionalProperties: false,
  required: ['is_onboarding_complete', 'steps', 'next_path', 'payments_configured'],
  properties: {
    is_onboarding_complete: { type: 'boolean' },
    steps: {
      type: 'object',
      additionalProperties: false,
      required: ['store', 'email', 'address', 'shipping', 'plan', 'payments'],
      properties: {
        store: stepState,
        email: stepState,
        address: stepState,
        shipping: stepState,
        plan: stepState,
        payments: stepState,
      },
    },
    next_path: { type: 'string', description: 'The page to resume on' },
    payments_configured: {
      type: 'boolean',
      description: 'Whether online payments (Stripe) are switched on for the platform',
    },
  },
} as const;

export const slugAvailabilitySchema = {
  $id: 'SlugAvailability',
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'available', 'host'],
  properties: {
    slug: { type: 'string' },
    available: { type: 'boolean' },
    reason: { type: ['string', 'null'] },
    host: { type: 'string', description: "The storefront's host the slug gives" },
  },
} as const;

export const storeSignUpRequestSchema = {
  $id: 'StoreSignUpRequest',
  type: 'object',
  additionalProperties: false,
  required: ['store_name', 'slug', 'first_name', 'last_name', 'email', 'password'],
  properties: {
    store_name: { type: 'string', title: 'Store name', minLength: 2, maxLength: 120 },
    slug: {
      type: 'string',
      title: 'Store address',
      minLength: 2,
      maxLength: 63,
      pattern: slugPattern,
    },
    first_name: { ...personName, title: 'First name' },
    last_name: { ...personName, title: 'Last name' },
    email: { ...email, title: 'Email' },
    password: { type: 'string', title: 'Password', minLength: 8, maxLength: 200, writeOnly: true },
  },
  examples: [
    {
      store_name: 'Watch Works',
      slug: 'watchworks',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@watchworks.example',
      password: 'a-long-password',
    },
  ],
} as const;

export const portalForgotPasswordRequestSchema = {
  $id: 'PortalForgotPasswordRequest',
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: { ...email, title: 'Email' } },
} as const;

export const shippingSetupSchema = {
  $id: 'ShippingSetup',
  description: "A store's shipping: the platform's or its own carrier account, price and reach",
  type: 'object',
  additionalProperties: false,
  required: ['use_platform_shipping', 'is_fixed_shipping', 'is_international_shipping'],
  properties: {
    use_platform_shipping: {
      type: 'boolean',
      title: "Use the platform's shipping (otherwise your own carrier account)",
      default: true,
    },
    shipping_account_type: {
      type: ['integer', 'null'],
      title: 'Your carrier',
      minimum: 1,
      maximum: 3,
      description: 'Carrier 1, 2, or 3 for any other (names from configuration)',
    },
    is_fixed_shipping: { type: 'boolean', title: 'Charge a fixed shipping price', default: false },
    fixed_shipping_price: { ...money, title: 'Fixed shipping price', default: 0 },
    is_international_shipping: { type: 'boolean', title: 'Ship internationally', default: false },
  },
  examples: [
    {
      use_platform_shipping: false,
      shipping_account_type: 1,
      is_fixed_shipping: true,
      fixed_shipping_price: 9.5,
      is_international_shipping: false,
    },
  ],
} as const;

export const subscriptionRequestSchema = {
  $id: 'SubscriptionRequest',
  type: 'object',
  additionalProperties: false,
  required: ['plan_id'],
  properties: {
    plan_id: { type: 'integer', minimum: 1, title: 'Plan' },
    locations: { type: 'integer', minimum: 1, maximum: 1000, default: 1, title: 'Locations' },
  },
  examples: [{ plan_id: 1, locations: 2 }],
} as const;

export const subscriptionSchema = {
  $id: 'Subscription',
  description: "A store's or vendor's plan subscription; redirect_url is where to pay when it is pending",
  type: 'object',
  additionalProperties: false,
  required: ['plan', 'locations', 'status', 'provider', 'monthly_total'],
  properties: {
    plan: { $ref: 'Plan#' },
    locations: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'active', 'past_due', 'cancelled'] },
    provider: { type: 'string' },
    monthly_total: { ...money },
    activated_at: { type: ['string', 'null'], format: 'date-time' },
    redirect_url: { type: ['string', 'null'] },
  },
} as const;

export const checkoutReturnSchema = {
  $id: 'CheckoutReturn',
  description: 'The checkout session a hosted payment page came back with',
  type: 'object',
  additionalProperties: false,
  required: ['session_id'],
  properties: { session_id: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;

export const payoutAccountSchema = {
  $id: 'PayoutAccount',
  description: 'Online payments (Stripe Connect) for a store or vendor',
  type: 'object',
  additionalProperties: false,
  required: ['configured', 'status'],
  properties: {
    configured: { type: 'boolean', description: 'Whether Stripe is switched on for the platform' },
    status: { type: 'string', enum: ['none', 'pending', 'enabled', 'failed'] },
    account_id: { type: ['string', 'null'] },
    redirect_url: { type: ['string', 'null'], description: "Stripe's onboarding page, when one is due" },
    message: { type: 'string' },
  },
} as const;

export const paymentRedirectSchema = {
  $id: 'PaymentRedirect',
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['paid', 'redirect'] },
    redirect_url: { type: ['string', 'null'] },
    invoice: { $ref: 'PlatformInvoice#' },
  },
} as const;

export const stripeWebhookResultSchema = {
  $id: 'StripeWebhookResult',
  type: 'object',
  additionalProperties: false,
  required: ['event_id', 'outcome'],
  properties: {
    event_id: { type: 'string' },
    outcome: { type: 'string', description: 'applied, ignored, or duplicate (already received)' },
  },
} as const;
