// The portal's English messages. Resource keys follow react-admin's resources.<resource>.* convention; the
// field labels of a resource are derived from its declared schema's titles, never copied.
import { fieldLabelsOf } from '../schema-form/schema-inputs.ts';
import { locationResource } from '../locations/locations.ui.ts';
import { locationSchema } from '../../../schemas/location.schema.ts';
import { serviceSchema } from '../../../schemas/store-service.schema.ts';
import { serviceResource } from '../services/services.ui.ts';

export const en = {
  // react-admin's own wording where the spec names it differently.
  ra: { auth: { logout: 'Log out', user_menu: 'Profile' } },
  resources: {
    [locationResource]: {
      name: 'Location |||| Locations',
      fields: { ...fieldLabelsOf(locationSchema), store_id: 'Store' },
      empty: 'No locations yet',
      invite: 'Add the shops and drop-off points where customers bring their items.',
      notifications: {
        created: 'Location created',
        updated: 'Location updated |||| %{smart_count} locations updated',
        deleted: 'Location deleted |||| %{smart_count} locations deleted',
      },
      store_hint:
        'As platform admin you create this location in a store of your choice: enter the id of that store.',
      store_id_helper: 'The id of the store the location belongs to',
    },
    [serviceResource]: {
      name: 'Service |||| Services',
      fields: { ...fieldLabelsOf(serviceSchema), store_id: 'Store', updated_at: 'Last changed' },
    },
  },
  portal: {
    product: 'Service Platform',
    filters: { active: 'Active', inactive: 'Inactive', status: 'Status' },
    platform_admin: 'Platform admin',
    roles: { 3: 'Store staff', 4: 'Store owner', 5: 'Super admin' } as Record<number, string>,
    menu: {
      dashboard: 'Dashboard',
      users: 'Users',
      location: 'Location',
      customers: 'Customers',
      'store-services': 'Services',
      'sales-orders': 'Orders',
      'work-orders': 'Work Orders',
      billing: 'Billing',
      integrations: 'Integration',
      vendors: 'Vendors',
      settings: 'Settings',
      main: 'Main navigation',
    },
    user_menu: { profile: 'My profile', logout: 'Log out' },
    login: {
      title: 'Sign in to your portal',
      subtitle: 'For store owners, store staff and platform administrators.',
      email: 'Email address',
      password: 'Password',
      show_password: 'Show password',
      hide_password: 'Hide password',
      submit: 'Sign in',
      submitting: 'Signing in…',
      forgot: 'Forgot your password?',
      required: 'Enter your email address and password.',
      signed_in_as: 'You are signed in as %{name}.',
      continue: 'Continue to the portal',
    },
    dashboard: {
      greeting: 'Welcome back, %{name}',
      signed_in: 'Signed in to %{store} as %{role}.',
      signed_in_platform: 'Signed in as %{role}, with every store in reach.',
      shortcuts: 'Go to',
    },
    placeholder: {
      later: 'This page is on its way: a later issue brings %{what}.',
      back: 'Back to the portal',
      home: 'Go to sign in',
    },
    not_found: {
      title: 'This page does not exist',
      action: 'Go to Homepage',
    },
    validation: {
      pattern: 'Please enter a valid %{field}',
      integer: 'Must be a whole number',
    },
  },
};

export type Messages = typeof en;
