// The schemas of the forms rendered with react-jsonschema-form (rjsf) rather than react-admin inputs:
// nested editors and wizard steps. Each is built from the declared schemas in schemas/ — never copied — and
// its validator is compiled ahead of time (scripts/compile-form-validators.ts → src/shell/forms/validators/),
// so no code is generated at run time and a strict Content-Security-Policy holds.
import { commissionConditionSchema } from '../../../schemas/catalogue.schema.ts';
import { vendorBankAccountRequestSchema } from '../../../schemas/vendor-onboarding.schema.ts';
import { createSchemaOf } from '../resource-schema.ts';
import { addressSchema, vendorAddressSchema } from '../../../schemas/address.schema.ts';
import { shippingSetupSchema, storeSignUpRequestSchema } from '../../../schemas/billing.schema.ts';
import { storeSettingsRecordSchema } from '../../../schemas/store.schema.ts';

/** A money field as a form edits it: a number with 2 decimals (the `money` format is the server's). */
const moneyInput = (title: string) =>
  ({ type: 'number', title, minimum: 0, maximum: 21474836.47, multipleOf: 0.01 }) as const;

/** Store sign-up (/onboarding/store): the request schema as it is. */
export const storeSignUpForm = {
  ...storeSignUpRequestSchema,
  $id: 'StoreSignUpForm',
  examples: undefined,
} as const;

/** The store's first address (/store-address): the address fields an owner fills in on day one. */
const a = addressSchema.properties;
export const storeAddressForm = {
  $id: 'StoreAddressForm',
  type: 'object',
  additionalProperties: false,
  required: ['label', 'address_line1', 'city', 'country_code'],
  properties: {
    label: a.label,
    address_line1: a.address_line1,
    address_line2: a.address_line2,
    city: a.city,
    state: a.state,
    postal_code: a.postal_code,
    country_code: a.country_code,
    phone: a.phone,
  },
} as const;

/** Shipping (/store-shipping-detail and Settings): platform or own carrier, fixed price, international. */
const sh = shippingSetupSchema.properties;
export const shippingSetupForm = {
  $id: 'ShippingSetupForm',
  type: 'object',
  additionalProperties: false,
  required: shippingSetupSchema.required,
  properties: {
    use_platform_shipping: sh.use_platform_shipping,
    // Carrier codes of docs/product.md#checkout-shipping-carriers: 1, 2, and any other value is the third
    // (names are configuration).
    // The labels are the form's uiSchema enumNames: oneOf options would be compiled as validators named by
    // a content hash, which ajv's standalone output cannot export when it starts with a digit.
    shipping_account_type: { type: 'integer', title: sh.shipping_account_type.title, enum: [1, 2, 3] },
    is_fixed_shipping: sh.is_fixed_shipping,
    fixed_shipping_price: moneyInput(sh.fixed_shipping_price.title),
    is_international_shipping: sh.is_international_shipping,
  },
} as const;

/**
 * A stored setting as a form edits it: text, never null (an emptied field is ''; the server takes '' for
 * every optional text, link and colour and the storefront falls back to its default for it).
 */
function asText<P extends { type: readonly string[]; title: string }>(property: P) {
  return { ...property, type: 'string' } as Omit<P, 'type'> & { type: 'string' };
}

/** The white-label editor (Settings): the store's look, its links and scripts, and order tracking. */
const ss = storeSettingsRecordSchema.properties;
export const storeLookForm = {
  $id: 'StoreLookForm',
  type: 'object',
  additionalProperties: false,
  properties: {
    title: asText(ss.title),
    logo: asText(ss.logo),
    favicon: asText(ss.favicon),
    top_bar_text: asText(ss.top_bar_text),
    background_color: asText(ss.background_color),
    border_color: asText(ss.border_color),
    font_color: asText(ss.font_color),
    top_bar_color: asText(ss.top_bar_color),
    button_color: asText(ss.button_color),
    button_hover_color: asText(ss.button_hover_color),
    button_hover_font_color: asText(ss.button_hover_font_color),
    is_custom_font_style: ss.is_custom_font_style,
    font_style: asText(ss.font_style),
    is_own_font: ss.is_own_font,
    regular_font_family_url: asText(ss.regular_font_family_url),
    bold_font_family_url: asText(ss.bold_font_family_url),
    italic_font_family_url: asText(ss.italic_font_family_url),
    privacy_policy_link: asText(ss.privacy_policy_link),
    terms_conditions_link: asText(ss.terms_conditions_link),
    ada_script: asText(ss.ada_script),
    google_analytics_script: asText(ss.google_analytics_script),
    google_tag_script: asText(ss.google_tag_script),
    is_order_tracking_enabled: ss.is_order_tracking_enabled,
    paper_size: ss.paper_size,
    store_terms: asText(ss.store_terms),
    document_legal_lines: asText(ss.document_legal_lines),
    pickup_requires_signature: ss.pickup_requires_signature,
    sms_sender: asText(ss.sms_sender),
    deposit_rule: ss.deposit_rule,
    deposit_amount: ss.deposit_amount,
    deposit_percent: ss.deposit_percent,
    deposit_refundable: ss.deposit_refundable,
    language: ss.language,
    currency: ss.currency,
  },
} as const;

/**
 * A commission rule's conditions (docs/product.md#catalogue-commission-conditions). rjsf renders one input
 * per type, so compare_to — text or
 * a number on the wire — is edited as text here; the server takes either.
 */
export const commissionConditionsForm = {
  $id: 'CommissionConditionsForm',
  type: 'array',
  maxItems: 50,
  items: {
    ...commissionConditionSchema,
    properties: {
      ...commissionConditionSchema.properties,
      compare_to: { type: 'string', maxLength: 200, title: 'Value' },
    },
  },
} as const;

/** Vendor onboarding's address step (/address-detail): what creating a vendor address takes. */
export const vendorAddressForm = {
  ...createSchemaOf(vendorAddressSchema),
  $id: 'VendorAddressForm',
  examples: undefined,
};

/** Vendor onboarding's bank step (/bank-detail): the request as the server takes it. */
export const vendorBankAccountForm = {
  ...vendorBankAccountRequestSchema,
  $id: 'VendorBankAccountForm',
} as const;

/** Every rjsf form schema by name: the name of its compiled validator module. */
export const formSchemas = {
  'commission-conditions': commissionConditionsForm,
  'vendor-address': vendorAddressForm,
  'vendor-bank-account': vendorBankAccountForm,
  'store-sign-up': storeSignUpForm,
  'store-address': storeAddressForm,
  'shipping-setup': shippingSetupForm,
  'store-look': storeLookForm,
} as const;
