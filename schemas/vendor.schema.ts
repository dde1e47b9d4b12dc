// Vendors (workshops doing work for stores), a store's links to them, invitations by email, and the
// public view of an invitation the vendor app shows at /store-invitation/:uid.
import { email, id, optionalEmail, phone, storeId, timestampFields, url } from './fields.ts';

const step = { type: 'string', enum: ['pending', 'done'], readOnly: true } as const;

export const vendorSchema = {
  $id: 'Vendor',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'is_active'],
  properties: {
    id,
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 120 },
    email: optionalEmail,
    phone,
    website_url: { ...url, title: 'Website' },
    is_active: { type: 'boolean', title: 'Active', default: true },
    subscription_step: step,
    address_step: step,
    bank_account_step: step,
    invoice_terms_days: {
      type: 'integer',
      title: 'Payment terms (days)',
      description: 'Days a store has to pay an invoice after it is sent',
      minimum: 0,
      maximum: 365,
      default: 30,
    },
    invoice_note: {
      type: 'string',
      title: 'Note on every invoice',
      description: 'Printed on each invoice you send (bank reference, thanks, terms)',
      maxLength: 2000,
      default: '',
    },
    ...timestampFields,
  },
  examples: [{ name: 'Loupe & Lathe', email: 'hello@loupe.example' }],
} as const;

export const storeVendorSchema = {
  $id: 'StoreVendor',
  description: "A store's link to a vendor (made when the vendor accepts the store's invitation)",
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'vendor_id', 'status'],
  properties: {
    id,
    store_id: storeId,
    vendor_id: { type: 'integer', readOnly: true },
    status: { type: 'string', title: 'Status', enum: ['active', 'paused'], default: 'active' },
    ...timestampFields,
  },
} as const;

export const vendorInvitationSchema = {
  $id: 'VendorInvitation',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'email', 'status', 'expires_at'],
  properties: {
    id,
    store_id: storeId,
    email: { ...email, title: "Vendor's email" },
    message: { type: 'string', title: 'Message', maxLength: 1000, default: '' },
    status: { type: 'string', enum: ['pending', 'accepted', 'declined', 'revoked'], readOnly: true },
    expires_at: { type: 'string', format: 'date-time', readOnly: true },
    vendor_id: { type: ['integer', 'null'], readOnly: true, description: 'The vendor that accepted' },
    responded_at: { type: ['string', 'null'], format: 'date-time', readOnly: true },
    token: {
      type: 'string',
      readOnly: true,
      description: 'Returned once, by the create: the :uid of /store-invitation/:uid in the vendor app',
    },
    ...timestampFields,
  },
  examples: [{ email: 'hello@loupe.example', message: 'We would like you to take our watch work.' }],
} as const;

export const storeInvitationSchema = {
  $id: 'StoreInvitation',
  description: 'What the vendor app shows before accepting an invitation',
  type: 'object',
  additionalProperties: false,
  required: ['store', 'email', 'status', 'expires_at', 'message'],
  properties: {
    store: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    email: { type: 'string' },
    message: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'accepted', 'declined', 'revoked', 'expired'] },
    expires_at: { type: 'string', format: 'date-time' },
  },
} as const;
