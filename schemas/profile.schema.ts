// The profile pages of docs/product.md#routes-portal-profile: the owner's store profile
// (/portal/store-profile: what the owner may
// change of their own store — name, website, owner's first name, logo) and a person's own profile
// (/portal/store-staff-profile: name and password, for staff who may not edit users).
import { chosenLanguage, imageRef, personName, url } from './fields.ts';

const storeProfileFields = {
  name: { type: 'string', title: 'Store name', minLength: 1, maxLength: 120 },
  website_url: { ...url, title: 'Website' },
  first_name: { type: ['string', 'null'], title: "Owner's first name", maxLength: 30 },
  logo: { ...imageRef, title: 'Logo' },
} as const;

export const storeProfileSchema = {
  $id: 'StoreProfile',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'name', 'website_url', 'first_name', 'logo'],
  properties: {
    id: { type: 'integer', readOnly: true },
    slug: { type: 'string', title: 'Store address (first host label)', readOnly: true },
    custom_domain: { type: ['string', 'null'], title: 'Custom domain', readOnly: true },
    ...storeProfileFields,
  },
} as const;

export const storeProfileUpdateSchema = {
  $id: 'StoreProfileUpdate',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: storeProfileFields,
  examples: [{ name: 'Goldsmith & Co', website_url: 'https://goldsmith.example' }],
} as const;

export const myProfileSchema = {
  $id: 'MyProfile',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'first_name', 'last_name', 'role_id', 'language'],
  properties: {
    id: { type: 'integer', readOnly: true },
    email: { type: 'string', title: 'Email', readOnly: true },
    first_name: { ...personName, title: 'First name' },
    last_name: { ...personName, minLength: 0, pattern: '^[\\p{L} ]*$', title: 'Last name' },
    role_id: { type: 'integer', readOnly: true },
    language: chosenLanguage,
  },
} as const;

export const myProfileUpdateSchema = {
  $id: 'MyProfileUpdate',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    first_name: { ...personName, title: 'First name' },
    last_name: { ...personName, minLength: 0, pattern: '^[\\p{L} ]*$', title: 'Last name' },
    current_password: {
      type: 'string',
      title: 'Current password',
      minLength: 1,
      maxLength: 200,
      writeOnly: true,
      description: 'Required with new_password',
    },
    new_password: { type: 'string', title: 'New password', minLength: 8, maxLength: 200, writeOnly: true },
    language: chosenLanguage,
  },
  dependentRequired: { new_password: ['current_password'] },
  examples: [{ first_name: 'Nina', last_name: 'Bench' }],
} as const;
