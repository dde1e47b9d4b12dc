// A store (tenant) as the super admin manages it, and its white-label settings
// (docs/product.md#white-label-settings) as the
// store owner edits them. The storefront's own read of the settings is StoreSettings (store-settings.schema.ts).
import { color, email, id, imageRef, money, personName, storeId, timestampFields, url } from './fields.ts';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  LOCALES,
} from '../src/shared/i18n/locales.ts';

/** A store is created with its owner (the super admin's console): who logs in to run it. */
const ownerFields = {
  owner_email: {
    ...email,
    title: "Owner's email",
    writeOnly: true,
    description: 'Create only: the store owner who logs in to the portal',
  },
  owner_first_name: { ...personName, title: "Owner's first name", writeOnly: true },
  owner_last_name: {
    ...personName,
    minLength: 0,
    pattern: '^[\\p{L} ]*$',
    title: "Owner's last name",
    writeOnly: true,
  },
  owner_password: {
    type: 'string',
    title: "Owner's password",
    writeOnly: true,
    minLength: 8,
    maxLength: 200,
    description: "Create only: the owner's first password (hashed, never returned)",
  },
} as const;

/** What the super admin sees of a store's use (null for everyone else). Orders count from the 1st, UTC. */
const usageFields = {
  location_count: { type: ['integer', 'null'], title: 'Locations', readOnly: true },
  user_count: { type: ['integer', 'null'], title: 'Portal users', readOnly: true },
  orders_this_month: { type: ['integer', 'null'], title: 'Orders this month', readOnly: true },
  plan_name: {
    type: ['string', 'null'],
    title: 'Plan',
    readOnly: true,
    description: "The store's current plan (none until its owner picks one)",
  },
  subscription_status: {
    type: ['string', 'null'],
    enum: ['pending', 'active', 'past_due', 'cancelled', null],
    title: 'Plan state',
    readOnly: true,
  },
  last_activity_at: {
    type: ['string', 'null'],
    format: 'date-time',
    title: 'Last activity',
    readOnly: true,
    description: 'The latest change logged in the store or order placed in it',
  },
} as const;

export const storeSchema = {
  $id: 'Store',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'name', 'is_active', 'is_onboarding_complete', 'is_international_shipping'],
  'x-required-on-create': ['owner_email', 'owner_first_name', 'owner_password'],
  'x-create-only': ['owner_email', 'owner_first_name', 'owner_last_name', 'owner_password'],
  properties: {
    id,
    slug: {
      type: 'string',
      title: 'Slug (first host label)',
      minLength: 2,
      maxLength: 63,
      pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$',
    },
    custom_domain: {
      type: ['string', 'null'],
      title: 'Custom domain',
      maxLength: 253,
      pattern: '^$|^([a-z0-9]([a-z0-9-]*[a-z0-9])?\\.)+[a-z]{2,}$',
    },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 120 },
    first_name: { type: ['string', 'null'], title: "Owner's first name", maxLength: 30 },
    website_url: { ...url, title: 'Website' },
    is_active: { type: 'boolean', title: 'Active', default: true },
    is_onboarding_complete: { type: 'boolean', title: 'Onboarding complete', default: false },
    is_international_shipping: { type: 'boolean', title: 'International shipping', default: false },
    ...ownerFields,
    ...usageFields,
    ...timestampFields,
  },
  examples: [
    {
      slug: 'watchworks',
      name: 'Watch Works',
      website_url: 'https://watchworks.example',
      owner_email: 'owner@watchworks.example',
      owner_first_name: 'Wanda',
      owner_last_name: 'Works',
      owner_password: 'a-long-password',
    },
  ],
} as const;

const script = { type: ['string', 'null'], maxLength: 20000 } as const;

export const storeSettingsRecordSchema = {
  $id: 'StoreSettingsRecord',
  description: "A store's white-label settings; id is the store id",
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'top_up_amount', 'use_platform_shipping', 'is_fixed_shipping'],
  properties: {
    id: { ...id, 'x-column': 'storeId' },
    store_id: storeId,
    title: { type: ['string', 'null'], title: 'Site title (default: the store name)', maxLength: 120 },
    background_color: { ...color, title: 'Background colour' },
    border_color: { ...color, title: 'Border colour' },
    button_color: { ...color, title: 'Button colour' },
    button_hover_color: { ...color, title: 'Button hover colour' },
    button_hover_font_color: { ...color, title: 'Button hover font colour' },
    font_color: { ...color, title: 'Font colour' },
    top_bar_color: { ...color, title: 'Top bar colour' },
    top_bar_text: { type: ['string', 'null'], title: 'Top bar text', maxLength: 200 },
    logo: { ...imageRef, title: 'Logo' },
    favicon: { ...imageRef, title: 'Favicon' },
    privacy_policy_link: { ...url, title: 'Privacy policy link' },
    terms_conditions_link: { ...url, title: 'Terms and conditions link' },
    top_up_amount: { ...money, title: 'Top-up amount', default: 0 },
    use_platform_shipping: { type: 'boolean', title: 'Use platform shipping', default: true },
    is_fixed_shipping: { type: 'boolean', title: 'Fixed shipping price', default: false },
    fixed_shipping_price: { ...money, title: 'Fixed shipping price', default: 0 },
    has_default_address: { type: 'boolean', title: 'Has a default address', default: false },
    shipping_account_type: {
      type: ['integer', 'null'],
      title: 'Shipping carrier (1, 2, other: the third)',
      minimum: 1,
      maximum: 99,
    },
    is_order_tracking_enabled: { type: 'boolean', title: 'Order tracking enabled', default: true },
    deposit_rule: {
      type: 'string',
      title: 'Deposit asked with an order',
      enum: ['none', 'fixed', 'percent'],
      'x-enum-labels': {
        none: 'No deposit',
        fixed: 'A fixed amount per item',
        percent: 'A percentage of the price',
      },
      default: 'none',
      description: "The store's default (docs/product.md#payments-deposits); a service may set its own",
    },
    deposit_amount: { ...money, title: 'Deposit amount per item', default: 0 },
    deposit_percent: { type: 'integer', title: 'Deposit percentage', minimum: 0, maximum: 100, default: 0 },
    deposit_refundable: { type: 'boolean', title: 'Deposit refunded on cancellation', default: true },
    ada_script: { ...script, title: 'Accessibility script' },
    google_analytics_script: { ...script, title: 'Analytics script' },
    google_tag_script: { ...script, title: 'Tag manager script' },
    is_custom_font_style: { type: 'boolean', title: 'Custom font', default: false },
    font_style: { type: ['string', 'null'], title: 'Font family', maxLength: 100 },
    is_own_font: { type: 'boolean', title: 'Own font files', default: false },
    regular_font_family_url: { ...url, title: 'Regular font URL' },
    bold_font_family_url: { ...url, title: 'Bold font URL' },
    italic_font_family_url: { ...url, title: 'Italic font URL' },
    paper_size: {
      type: 'string',
      enum: ['a4', 'letter'],
      'x-enum-labels': { a4: 'A4', letter: 'US Letter' },
      title: 'Paper size of printed documents',
      default: 'a4',
    },
    store_terms: {
      type: ['string', 'null'],
      title: 'Store terms (printed on the claim check, signed at intake)',
      maxLength: 2000,
    },
    document_legal_lines: {
      type: ['string', 'null'],
      title: 'Tax and legal lines (printed on receipts and invoices)',
      maxLength: 1000,
    },
    pickup_requires_signature: {
      type: 'boolean',
      title: 'Pickup requires the customer to sign',
      default: false,
    },
    // docs/product.md#messages-sms: the store's own sender of its texts; empty or null, the platform's.
    sms_sender: {
      type: ['string', 'null'],
      title: 'Text messages sent from (your Twilio number or messaging service)',
      description:
        "A Twilio phone number in international form (+15551234567) or a messaging service SID (MG + 32 hex); empty: the platform's number",
      maxLength: 34,
      pattern: '^$|^\\+[1-9][0-9]{6,14}$|^MG[0-9a-fA-F]{32}$',
    },
    language: {
      type: 'string',
      enum: [...LOCALES],
      'x-enum-labels': LOCALE_NAMES,
      title: "Storefront language (customers' mails, texts and documents too)",
      default: DEFAULT_LOCALE,
    },
    currency: {
      type: 'string',
      enum: [...CURRENCIES],
      title: 'Currency of prices and payments',
      default: DEFAULT_CURRENCY,
    },
    ...timestampFields,
  },
  examples: [{ title: 'Watch Works', button_color: '#204a48', top_up_amount: 12.5 }],
} as const;
