// People a store owner adds to the portal (User: staff with their permissions,
// docs/product.md#roles-permission-check) and a vendor
// owner adds to its team (VendorUser). The password is write-only: it is hashed and never returned.
import { email, id, personName, storeId, timestampFields, vendorId } from './fields.ts';

const password = {
  type: 'string',
  title: 'Password',
  writeOnly: true,
  minLength: 8,
  maxLength: 200,
  description: 'Required on create; on update only to change it. Never returned.',
} as const;

const lastName = { ...personName, minLength: 0, pattern: '^[\\p{L} ]*$' } as const;

const personProperties = {
  email,
  first_name: { ...personName, title: 'First name' },
  last_name: { ...lastName, title: 'Last name', default: '' },
  is_active: { type: 'boolean', title: 'Active', default: true },
  password,
  ...timestampFields,
} as const;

/** docs/product.md#roles-permission-check: module × actions, globally (location_id null) or at one location. */
export const staffPermissionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['module_id', 'permissions'],
  properties: {
    id,
    module_id: { type: 'integer', enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] },
    location_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647, default: null },
    permissions: {
      'x-column': 'actions',
      type: 'array',
      maxItems: 5,
      uniqueItems: true,
      items: { type: 'integer', enum: [0, 1, 2, 3, 4] },
      description: 'Actions: disable 0, create 1, edit 2, view 3, delete 4',
    },
  },
} as const;

export const userSchema = {
  $id: 'User',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'email', 'first_name', 'last_name', 'role_id', 'is_active', 'permissions'],
  'x-required-on-create': ['password'],
  properties: {
    id,
    store_id: storeId,
    ...personProperties,
    role_id: {
      type: 'integer',
      title: 'Role',
      enum: [3, 4],
      'x-enum-labels': ['Store staff', 'Store owner'],
      default: 3,
      description: 'Store staff 3, store owner 4 (only the super admin makes owners)',
    },
    permissions: {
      type: 'array',
      title: 'Permissions',
      maxItems: 200,
      items: staffPermissionSchema,
      default: [],
      description: "Store staff only; the owner's are ignored (an owner may do everything)",
    },
  },
  examples: [
    {
      email: 'new.staff@demo.test',
      first_name: 'Nina',
      last_name: 'Bench',
      password: 'a-long-password',
      permissions: [{ module_id: 3, location_id: null, permissions: [1, 3] }],
    },
  ],
} as const;

export const vendorUserSchema = {
  $id: 'VendorUser',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'vendor_id', 'email', 'first_name', 'last_name', 'role_id', 'is_active'],
  'x-required-on-create': ['password'],
  properties: {
    id,
    vendor_id: vendorId,
    ...personProperties,
    role_id: {
      type: 'integer',
      title: 'Role',
      enum: [7, 8],
      'x-enum-labels': ['Vendor owner', 'Vendor staff'],
      default: 8,
      description: 'Vendor staff 8, vendor owner 7 (only the super admin makes owners)',
    },
  },
  examples: [
    { email: 'new.tech@bench.test', first_name: 'Theo', last_name: 'Tech', password: 'a-long-password' },
  ],
} as const;

/** The people who run the platform (super admins): the console's Platform users. */
export const platformUserSchema = {
  $id: 'PlatformUser',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'first_name', 'last_name', 'is_active'],
  'x-required-on-create': ['password'],
  properties: { id, ...personProperties },
  examples: [
    { email: 'ops@platform.test', first_name: 'Olga', last_name: 'Ops', password: 'a-long-password' },
  ],
} as const;
