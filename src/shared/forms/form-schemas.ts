// The schemas of the forms rendered with react-jsonschema-form (rjsf) rather than react-admin inputs:
// nested editors and wizard steps. Each is built from the declared schemas in schemas/ — never copied — and
// its validator is compiled ahead of time (scripts/compile-form-validators.ts → src/portal/forms/validators/),
// so no code is generated at run time and a strict Content-Security-Policy holds.
import { commissionConditionSchema } from '../../../schemas/catalogue.schema.ts';
import { vendorAddressSchema } from '../../../schemas/address.schema.ts';
import { vendorBankAccountRequestSchema } from '../../../schemas/vendor-onboarding.schema.ts';
import { createSchemaOf } from '../resource-schema.ts';

/**
 * A commission rule's conditions (spec section 3). rjsf renders one input per type, so compare_to — text or
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
} as const;

export type FormSchemaName = keyof typeof formSchemas;
