// A store invites a staff member by email with their permissions (docs/product.md#roles-permission-check);
// the invited person sets
// their name and password at /staff-signup/:vendor_id/:uuid on the platform host
// (docs/product.md#auth-staff-invitation; the
// :vendor_id segment carries the store's id) and can then log in with exactly the invited permissions.
import { email, id, personName, storeId, timestampFields, vendorId } from './fields.ts';
import { staffPermissionSchema } from './user.schema.ts';

export const staffInvitationSchema = {
  $id: 'StaffInvitation',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'email', 'permissions', 'status', 'expires_at'],
  properties: {
    id,
    store_id: storeId,
    email: { ...email, title: "Staff member's email" },
    first_name: { ...personName, title: 'First name', description: 'A suggestion the signup page prefills' },
    permissions: {
      type: 'array',
      title: 'Permissions',
      maxItems: 200,
      items: staffPermissionSchema,
      default: [],
      description: 'What the staff member may do once signed up; at most what the inviter may do',
    },
    status: {
      type: 'string',
      title: 'Status',
      enum: ['pending', 'accepted', 'revoked'],
      'x-enum-labels': ['Pending', 'Accepted', 'Revoked'],
      readOnly: true,
    },
    expires_at: { type: 'string', format: 'date-time', title: 'Expires', readOnly: true },
    user_id: { type: ['integer', 'null'], readOnly: true, description: 'The staff user the signup made' },
    accepted_at: { type: ['string', 'null'], format: 'date-time', title: 'Accepted', readOnly: true },
    token: {
      type: 'string',
      readOnly: true,
      description: 'Returned once, by the create: the :uuid of /staff-signup/:vendor_id/:uuid',
    },
    signup_path: {
      type: 'string',
      readOnly: true,
      description: 'Returned once, by the create: the signup page path on the platform host',
    },
    ...timestampFields,
  },
  examples: [
    {
      email: 'new.staff@demo.test',
      first_name: 'Nina',
      permissions: [{ module_id: 3, location_id: null, permissions: [1, 3] }],
    },
  ],
} as const;

/** What the signup page shows before the invited person sets their name and password. */
export const staffSignupViewSchema = {
  $id: 'StaffSignupView',
  type: 'object',
  additionalProperties: false,
  required: ['store', 'email', 'first_name', 'status', 'expires_at'],
  properties: {
    store: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    email: { type: 'string' },
    first_name: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'accepted', 'revoked', 'expired'] },
    expires_at: { type: 'string', format: 'date-time' },
  },
} as const;

/** The invited person's answer: their name (docs/product.md#formats-name's rule) and password. */
export const staffSignupRequestSchema = {
  $id: 'StaffSignupRequest',
  type: 'object',
  additionalProperties: false,
  required: ['first_name', 'password'],
  properties: {
    first_name: { ...personName, title: 'First name' },
    last_name: { ...personName, minLength: 0, pattern: '^[\\p{L} ]*$', title: 'Last name', default: '' },
    password: { type: 'string', title: 'Password', minLength: 8, maxLength: 200, writeOnly: true },
  },
  examples: [{ first_name: 'Nina', last_name: 'Bench', password: 'a-long-password' }],
} as const;

/**
 * A vendor owner invites a team member by email (My Team); the invited person sets their name and password
 * at /staff-signup/:vendor_id/:uuid on the vendor host and logs in as vendor staff, whose pages are spec
 * docs/product.md#roles-vendor-staff's fixed set (no permissions to choose: only the super admin makes vendor
 * owners).
 */
export const vendorStaffInvitationSchema = {
  $id: 'VendorStaffInvitation',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'vendor_id', 'email', 'status', 'expires_at'],
  properties: {
    id,
    vendor_id: vendorId,
    email: { ...email, title: "Team member's email" },
    first_name: { ...personName, title: 'First name', description: 'A suggestion the signup page prefills' },
    status: staffInvitationSchema.properties.status,
    expires_at: staffInvitationSchema.properties.expires_at,
    user_id: staffInvitationSchema.properties.user_id,
    accepted_at: staffInvitationSchema.properties.accepted_at,
    token: staffInvitationSchema.properties.token,
    signup_path: {
      type: 'string',
      readOnly: true,
      description: 'Returned once, by the create: the signup page path on the vendor host',
    },
    ...timestampFields,
  },
  examples: [{ email: 'new.tech@bench.test', first_name: 'Theo' }],
} as const;

/** What the vendor signup page shows: the inviting workshop, the invited email, the invitation's status. */
export const vendorStaffSignupViewSchema = {
  $id: 'VendorStaffSignupView',
  type: 'object',
  additionalProperties: false,
  required: ['vendor', 'email', 'first_name', 'status', 'expires_at'],
  properties: {
    vendor: staffSignupViewSchema.properties.store,
    email: { type: 'string' },
    first_name: { type: 'string' },
    status: staffSignupViewSchema.properties.status,
    expires_at: { type: 'string', format: 'date-time' },
  },
} as const;
