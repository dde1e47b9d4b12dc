// A workshop joining the vendor app (docs/product.md#routes-vendor-app's /signup, /create-account) and its
// onboarding steps
// (docs/product.md#vendors-onboarding: subscription, address, bank account). Bank details go in once and are
// never sent back in
// full: the record shows the last four characters only.
import { personName } from './fields.ts';

const stepState = { type: 'string', enum: ['pending', 'done'] } as const;

export const vendorSignUpRequestSchema = {
  $id: 'VendorSignUpRequest',
  type: 'object',
  additionalProperties: false,
  required: ['business_name', 'first_name', 'last_name', 'email', 'password'],
  properties: {
    business_name: { type: 'string', minLength: 2, maxLength: 120, pattern: '\\S' },
    first_name: personName,
    last_name: personName,
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: {
      type: 'string',
      maxLength: 30,
      pattern: '^$|^(\\+?\\d{1,3}[ -]?)?(\\(?\\d{1,4}\\)?[ -]?)?\\d{3,4}[ -]?\\d{3,4}$',
    },
    password: { type: 'string', minLength: 8, maxLength: 128 },
  },
  examples: [
    {
      business_name: 'Bench Workshop',
      first_name: 'Victor',
      last_name: 'Bench',
      email: 'victor@bench.example',
      password: 'a-long-password',
    },
  ],
} as const;

export const registrationStepsSchema = {
  $id: 'RegistrationSteps',
  type: 'object',
  additionalProperties: false,
  required: ['subscription', 'address', 'bank_account'],
  properties: { subscription: stepState, address: stepState, bank_account: stepState },
} as const;

export const vendorBankAccountRequestSchema = {
  $id: 'VendorBankAccountRequest',
  type: 'object',
  additionalProperties: false,
  required: ['account_holder', 'bank_name', 'routing_number', 'account_number'],
  properties: {
    account_holder: {
      type: 'string',
      title: 'Account holder',
      minLength: 2,
      maxLength: 100,
      pattern: '\\S',
    },
    bank_name: { type: 'string', title: 'Bank', minLength: 2, maxLength: 100, pattern: '\\S' },
    routing_number: {
      type: 'string',
      title: 'Routing number or sort code',
      description: 'Digits, spaces and hyphens (4 to 20)',
      minLength: 4,
      maxLength: 20,
      pattern: '^[0-9][0-9 -]*[0-9]$',
    },
    account_number: {
      type: 'string',
      title: 'Account number or IBAN',
      description: 'Letters and digits (4 to 34), spaces allowed',
      minLength: 4,
      maxLength: 42,
      pattern: '^[A-Za-z0-9][A-Za-z0-9 ]*[A-Za-z0-9]$',
    },
  },
  examples: [
    {
      account_holder: 'Bench Workshop Ltd',
      bank_name: 'First Bank',
      routing_number: '021000021',
      account_number: '000123456789',
    },
  ],
} as const;

export const vendorBankAccountSchema = {
  $id: 'VendorBankAccount',
  type: 'object',
  additionalProperties: false,
  required: ['account_holder', 'bank_name', 'routing_last4', 'account_last4', 'updated_at'],
  properties: {
    account_holder: { type: 'string' },
    bank_name: { type: 'string' },
    routing_last4: { type: 'string', description: 'The last 4 characters only' },
    account_last4: { type: 'string', description: 'The last 4 characters only' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const vendorOnboardingSchema = {
  $id: 'VendorOnboarding',
  type: 'object',
  additionalProperties: false,
  required: ['vendor', 'registration_steps', 'bank_account', 'addresses'],
  properties: {
    vendor: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    registration_steps: { $ref: 'RegistrationSteps#' },
    bank_account: { oneOf: [{ $ref: 'VendorBankAccount#' }, { type: 'null' }] },
    addresses: { type: 'integer', description: 'How many workshop addresses the vendor has' },
  },
} as const;
