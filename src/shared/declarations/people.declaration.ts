// People: the portal's users (store owner and staff with their permissions), a vendor's team, and a store's
// customers (browser-safe halves; the server's are in src/server/resources/).
import { customerSchema } from '../../../schemas/customer.schema.ts';
import {
  staffInvitationSchema,
  vendorStaffInvitationSchema,
} from '../../../schemas/staff-invitation.schema.ts';
import { platformUserSchema, userSchema, vendorUserSchema } from '../../../schemas/user.schema.ts';
import { accessFor } from '../access.ts';
import { Module } from '../roles.ts';
import { declareResource, type FormHints } from './declare.ts';

const peopleList = {
  filterable: ['role_id', 'is_active'],
  sortable: ['first_name', 'last_name', 'email', 'created_at'],
  searchable: ['first_name', 'last_name', 'email'],
  defaultSort: { field: 'first_name', order: 'ASC' },
} as const;

const personForm: FormHints = {
  email: { inputType: 'email', autoComplete: 'off' },
  first_name: { width: 6, autoComplete: 'off' },
  last_name: { width: 6, autoComplete: 'off' },
  password: { inputType: 'password', autoComplete: 'new-password' },
  role_id: { width: 6 },
  is_active: { width: 6 },
};

export const users = declareResource({
  name: 'users',
  schema: userSchema,
  module: Module.users,
  ...peopleList,
  children: ['permissions'],
  portal: {
    store: {
      segment: 'users',
      menu: 2,
      icon: 'users',
      label: { one: 'User', many: 'Users' },
      purpose: 'Invite your staff and choose what each of them may do, everywhere or per location.',
      columns: ['first_name', 'last_name', 'email', 'role_id', 'is_active'],
      representation: 'email',
      // The permissions are edited in their own grid (src/portal/users/PermissionsEditor.tsx).
      // Only the super admin makes owners: the store's owner adds staff (the schema's default role).
      form: { ...personForm, role_id: { width: 6, for: ['platform'] }, permissions: { hidden: true } },
    },
  },
});

/**
 * What a store's and a vendor's staff invitations share: answered by the invited person, not edited —
 * revoke one by deleting it and invite again.
 */
const invitationList = {
  module: Module.users,
  operations: ['list', 'read', 'create', 'delete'],
  filterable: ['status', 'email'],
  sortable: ['created_at', 'email', 'expires_at'],
  searchable: ['email'],
  defaultSort: { field: 'created_at', order: 'DESC' },
} as const;

const invitationScreen = {
  segment: 'staff-invitations',
  area: 'users',
  icon: 'invite',
  columns: ['email', 'status', 'expires_at', 'accepted_at', 'created_at'],
  representation: 'email',
} as const;

const invitationForm: FormHints = {
  email: { width: 6, inputType: 'email', autoComplete: 'off' },
  first_name: { width: 6, autoComplete: 'off' },
};

export const staffInvitations = declareResource({
  name: 'staff-invitations',
  schema: staffInvitationSchema,
  ...invitationList,
  portal: {
    store: {
      ...invitationScreen,
      label: { one: 'Staff invitation', many: 'Staff invitations' },
      purpose: 'Invite a staff member by email with their permissions; they choose their name and password.',
      // The permissions are chosen in the permissions grid (src/portal/users/PermissionsEditor.tsx).
      form: { ...invitationForm, permissions: { hidden: true } },
    },
  },
});

export const vendorUsers = declareResource({
  name: 'vendor-users',
  schema: vendorUserSchema,
  tenancy: 'vendor',
  module: Module.users,
  ...peopleList,
  portal: {
    vendor: {
      segment: 'users',
      menu: 2,
      icon: 'users',
      label: { one: 'Team member', many: 'My Team' },
      purpose: 'The people of your workshop who take and do the work.',
      columns: ['first_name', 'last_name', 'email', 'role_id', 'is_active'],
      representation: 'email',
      form: personForm,
    },
  },
});

/** My Team's invitations: the vendor owner invites a team member by email; they join as vendor staff. */
export const vendorStaffInvitations = declareResource({
  name: 'vendor-staff-invitations',
  schema: vendorStaffInvitationSchema,
  tenancy: 'vendor',
  ...invitationList,
  portal: {
    vendor: {
      ...invitationScreen,
      label: { one: 'Team invitation', many: 'Team invitations' },
      purpose: 'Invite a team member by email; they choose their name and password and join as vendor staff.',
      form: invitationForm,
    },
  },
});

export const customers = declareResource({
  name: 'customers',
  schema: customerSchema,
  module: Module.customer,
  filterable: ['tags', 'is_guest', 'email', 'created_at'],
  sortable: ['first_name', 'last_name', 'email', 'created_at'],
  searchable: ['first_name', 'last_name', 'email', 'phone'],
  defaultSort: { field: 'last_name', order: 'ASC' },
  portal: {
    store: {
      segment: 'customers',
      menu: 4,
      icon: 'customers',
      label: { one: 'Customer', many: 'Customers' },
      purpose: 'The people who order from your store, with their tags, addresses, orders and estimates.',
      columns: ['first_name', 'last_name', 'email', 'phone', 'tags', 'is_guest', 'created_at'],
      representation: 'first_name',
      show: true,
      form: {
        first_name: { width: 6, autoComplete: 'off' },
        last_name: { width: 6, autoComplete: 'off' },
        email: { width: 6, inputType: 'email', autoComplete: 'off' },
        phone: { width: 6, inputType: 'tel', autoComplete: 'off' },
      },
    },
  },
});

/** The super admins: who runs the platform (the console's Platform users; store people are under Users). */
export const platformUsers = declareResource({
  name: 'platform-users',
  schema: platformUserSchema,
  tenancy: 'platform',
  module: Module.users,
  access: accessFor(Module.users, ['platform']),
  filterable: ['is_active'],
  sortable: peopleList.sortable,
  searchable: peopleList.searchable,
  defaultSort: peopleList.defaultSort,
  portal: {
    store: {
      segment: 'platform-users',
      menu: 21,
      audiences: ['platform'],
      icon: 'admin',
      label: { one: 'Platform user', many: 'Platform users' },
      purpose: 'The people who run the platform: they see every store and can act as a store’s owner.',
      columns: ['first_name', 'last_name', 'email', 'is_active', 'created_at'],
      representation: 'email',
      form: personForm,
    },
  },
});
